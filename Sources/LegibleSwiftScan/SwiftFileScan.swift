import LegibleCore
import LegibleReporting
import LegibleScan
import LegibleTypeScale
import SwiftParser
import SwiftSyntax

/// One file's scan: the parsed tree, its constants, and what the visitors found.
final class SwiftFileScan {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    private(set) var constants = Constants()
    var elements: [ScannedElement] = []
    var findings: [Finding] = []
    var suppressions = InlineSuppressions()
    /// What the pre-passes learned from all the app's Swift files (``SwiftAppFacts``).
    let facts: SwiftAppFacts
    /// Whether the file observes text-size changes itself (`UIContentSizeCategory.didChangeNotification`,
    /// `preferredContentSizeCategory`, `registerForTraitChanges([UITraitPreferredContentSizeCategory…])`).
    var reactsToSizeChanges = false
    /// Whether the file names an API that follows the text size (``AppScaledSizes/mentionsDynamicType(_:)``).
    var mentionsDynamicType = true
    /// Whether the file reads SwiftUI's Dynamic Type size (`\.dynamicTypeSize`, `\.sizeCategory`), so a
    /// view's body runs again when it changes (``PointSizeReads``).
    var readsDynamicTypeSize = false
    /// Whether the file draws attributed strings into a graphics context and gives none to a view
    /// (``AttributedFonts/drawsAttributedTextOnly(_:)``): their fonts are pictures of text.
    var drawsAttributedTextOnly = false
    /// The view properties code sets, as `Type.view.property` (``ScanFileResult/setInCode``).
    var setInCode: Set<String> = []
    /// The properties each theme type's initialisers set, by the type's member block, read once
    /// per type (``AppThemeValues``): a type with thousands of static instances is not reread for each.
    var themeAssignedProperties: [SyntaxIdentifier: Set<String>] = [:]
    /// Whether the file gives a widget a container background, itself or through one of the
    /// app's widget-background modifiers (``WidgetBackgroundWrappers``).
    var readsWidgetFills = false
    /// The file's views whose body draws only images and shapes (``TextlessViews``).
    private(set) lazy var textlessViews: Set<String> = TextlessViews.declared(in: tree)
    /// The file's functions that return a view they make live (``LiveFactories``).
    private(set) lazy var liveFactories: Set<String> = LiveFactories.declared(in: tree)
    /// The `body` statements of the file's `struct …: View`s, the first of each name (``ContainerTexts``).
    private(set) lazy var viewBodies: [String: CodeBlockItemListSyntax] = ContainerTexts.viewBodies(in: tree)
    /// Whether only iOS builds the file: it names UIKit and tests no platform (``ContentSizedButtons``),
    /// read once, not per button.
    private(set) lazy var isIOSOnly: Bool = ContentSizedButtons.isIOSOnly(tree)
    /// How often each name is written other than as a member access's base (``MeasuringViews``).
    private(set) lazy var nonMemberUses: [String: Int] = MeasuringViews.nonMemberUses(in: tree)
    /// The texts code sets on views, by `Type.view` (``ScanFileResult/textsInCode``).
    var textsInCode: [String: [ScannedCodeText]] = [:]
    /// The file's text constants by every name its own code may use (`TextConstantsCollector`).
    private(set) var textConstants: [String: ScannedText] = [:]
    /// The file's text constants other files may use (``ScanFileResult/textConstants``).
    private(set) var exportedTextConstants: [String: ScannedText] = [:]
    /// Whether the file declares SwiftGen's string lookup `tr(_:_:…)` (``SwiftGenStrings``).
    var declaresSwiftGenLookup = false
    /// The symbols Xcode generates for the app's asset catalog colours
    /// (``ScanResources/assetColorSymbols``): `Color.onboardingBackground` names an asset.
    var assetColorSymbols: Set<String> = []
    /// Whether the file is a WidgetKit widget's (``PlatformConditions/isWidgetFile(_:)``).
    var isWidgetFile = false
    /// What shows the file is a Mac app's (``AppKitFiles``), `nil` when nothing does.
    var appKitEvidence: String?
    /// The superclass of each class the file declares (``ScanFileResult/superclasses``).
    var superclasses: [String: String] = [:]
    /// The types whose code sizes collection view items (``ScanFileResult/sizesCollectionItems``).
    var sizesCollectionItems: Set<String> = []
    /// The appearances the file's code forces (``ScanFileResult/interfaceStyles``).
    var interfaceStyles: [ScannedInterfaceStyle] = []
    /// The view controller types each type pushes onto its navigation controller (``SwiftScreenFacts``).
    var navigationPushes: [(pusher: String, pushed: String)] = []
    /// The SwiftUI views the file declares (``ScanFileResult/viewTypes``).
    private(set) var viewTypes: Set<String> = []
    /// Where the file names types outside previews (``ScanFileResult/typeUses``).
    private(set) var typeUses: [ScannedTypeUse] = []
    /// The names the file refers to (``ScanFileResult/memberUses``, ``ScanFileResult/quietMemberUses``).
    private(set) var memberUses: Set<String> = []
    private(set) var quietMemberUses: Set<String> = []

    init(path: String, tree: SourceFileSyntax, facts: SwiftAppFacts) {
        self.path = path
        self.tree = tree
        self.facts = facts
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    var fonts: FontExpressionReader { FontExpressionReader(constants: constants, fileMentionsDynamicType: mentionsDynamicType, appFonts: facts.appFonts) }
    /// The font reader where the context says an implicit member is a `type` (`Font`, `UIFont`).
    func fonts(implicitly type: String) -> FontExpressionReader {
        var reader = fonts
        reader.implicitFontType = type
        return reader
    }
    func colors(uiKit: Bool) -> ColorExpressionReader {
        ColorExpressionReader(constants: constants, uiKit: uiKit, extensionColors: facts.extensionColors, assetSymbols: assetColorSymbols)
    }

    func run() {
        let collector = ConstantsCollector()
        collector.walk(tree)
        constants = collector.finish()
        constants.sizeWrappers = facts.sizeWrappers
        let texts = TextConstantsCollector(readsSwiftGen: declaresSwiftGenLookup)
        texts.walk(tree)
        (textConstants, exportedTextConstants) = texts.finish()
        suppressions = InlineSuppressions(tree: tree, converter: converter, path: path)
        let visitor = SwiftScanVisitor(scan: self)
        visitor.walk(tree)
        visitor.finishUIKit()
        UnwokenNibCode.calls(in: tree, scan: self)
        SwiftScreenFacts.finish(scan: self)
        let uses = TypeUseCollector(scan: self)
        uses.walk(tree)
        (viewTypes, typeUses) = (uses.viewTypes, uses.uses)
        (memberUses, quietMemberUses) = (uses.memberUses, uses.quietMemberUses)
        JoinedTexts.join(&elements, operands: joinedOperands)
        var attached: Set<Int> = []
        for index in elements.indices {
            elements[index].suppressions = suppressions.covering(lines: elementLines[index], attached: &attached)
        }
        findings += suppressions.missingReasonFindings(attached: attached)
        findings.removeAll { suppressions.suppresses($0) }
    }

    /// The lines each element spans (its call through the end of its modifier chain), for
    /// suppressions written beside any of its modifiers.
    private var elementLines: [ClosedRange<Int>] = []
    /// The `Text` elements that are operands of a `+` concatenation (``JoinedTexts``).
    private var joinedOperands: [JoinedTexts.Operand] = []

    /// Adds a `Text`'s element spanning `chain`, noting when it is one operand of `Text + Text`.
    func addText(_ element: ScannedElement, spanning chain: ExprSyntax) {
        if let operand = JoinedTexts.operand(chain, element: elements.count) { joinedOperands.append(operand) }
        add(element, spanning: chain)
    }

    /// Adds an element spanning `node`.
    func add(_ element: ScannedElement, spanning node: some SyntaxProtocol) {
        var element = element
        element.sourcePlatform = sourcePlatform(of: node)
        element.declaringType = enclosingTypeName(node)
        element.declaringMember = NamedMembers.member(around: node, publicToo: true)
        // `.colorScheme(.dark)` on a view around it (``ForcedColorSchemes``).
        if element.interfaceStyle == nil { element.interfaceStyle = ForcedColorSchemes.style(around: node, scan: self) }
        elements.append(element)
        elementLines.append(lines(of: node))
    }

    /// The first and last line of `node`.
    func lines(of node: some SyntaxProtocol) -> ClosedRange<Int> {
        let start = node.startLocation(converter: converter, afterLeadingTrivia: true).line
        let end = node.endLocation(converter: converter, afterTrailingTrivia: false).line
        return start...max(start, end)
    }

    /// Where `node` starts (after its comments and spaces).
    func location(of node: some SyntaxProtocol) -> Finding.Location {
        let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return Finding.Location(file: path, line: location.line, column: location.column)
    }

    /// The element id: the enclosing type's name and the line (`ProfileView:42`), or the file's
    /// name when the code is at the top level.
    func elementID(_ node: some SyntaxProtocol) -> String {
        let line = node.startLocation(converter: converter, afterLeadingTrivia: true).line
        return "\(enclosingTypeName(node) ?? fileStem):\(line)"
    }

    private var fileStem: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }

    /// The name of the nearest type, extension or function around `node`.
    func enclosingTypeName(_ node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let node = current {
            if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
            current = node.parent
        }
        return nil
    }
}
