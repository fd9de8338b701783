import LegibleCore
import LegibleReporting
import LegibleScan
import LegibleTypeScale
import SwiftParser
import SwiftSyntax

/// The `legible scan` reader of Swift source: SwiftUI views and UIKit code read into the same
/// `ScannedElement`s as storyboards and Android layouts, plus the findings only Swift gives
/// (`text.clamped` from `.dynamicTypeSize(...)`, `scan.suppression-reason`).
///
/// Purely syntactic: the file is parsed with swift-syntax and the recognised patterns are matched
/// without a type checker. What is recognised is listed in Documentation/SwiftScan.md; anything
/// else (a font in a variable from another file, a modifier from an extension) is left unknown
/// rather than guessed, so that findings are rarely wrong.
///
/// ```swift
/// let result = try SwiftSourceReader().read(text: "Text(\"Hi\").font(.system(size: 12))", path: "V.swift", resources: ScanResources())
/// result.elements.first?.font  // .fixed(size: 12, unit: "pt", weight: .regular, family: nil)
/// ```
///
/// Limits: a file is at most ``maximumFileBytes``, else it is an error naming the file. Before it
/// is parsed, a pass over its bytes (`SwiftNestingCheck`) refuses nesting deeper than 100 levels,
/// array literals nested deeper than 12 and `else if` chains of more than 1,000 branches, with
/// the line and column where the limit is passed: such files overflowed the stack of the parser
/// or of the walk over its tree, or took seconds to parse. Code that does not parse is left to
/// the compiler to report, and the parts that parse are still read.
public struct SwiftSourceReader: ScanFileReader {
    /// The largest Swift file read, in bytes (4 MiB: a generated file larger than that is not a
    /// screen anyone wrote).
    public static let maximumFileBytes = 4 << 20

    /// Where results are kept between runs, `nil` for none.
    public let cache: SwiftScanCache?
    /// The view types the scanned files' `DynamicIsland` regions name, with their region
    /// (``prepared(forFiles:)``): their texts are in a slot the system sizes.
    var islandViews: [String: String] = [:]
    /// The app's own button styles that pad their labels, by type name (``prepared(forFiles:)``).
    var buttonStylePaddings: [String: StylePadding] = [:]
    /// The app's own `Color`/`UIColor` members, from every file (``prepared(forFiles:)``).
    var extensionColors = ExtensionColors()
    /// The app's own font modifiers, by name (``FontWrappers``, ``prepared(forFiles:)``).
    var fontWrappers: [String: FontWrapper] = [:]
    /// The app's own sizing modifiers, by name (``SizeWrappers``, ``prepared(forFiles:)``).
    var sizeWrappers: [String: [SizeWrapper]] = [:]
    /// The app's view members only bars and menus show (``BarItemMembers``, ``prepared(forFiles:)``).
    var barItemMembers: Set<String> = []
    /// The app's own modifiers that fill a widget's container background, with their parameter's
    /// label (``WidgetBackgroundWrappers``, ``prepared(forFiles:)``).
    var widgetBackgroundWrappers: [String: String] = [:]
    /// The app's own view modifiers that cap Dynamic Type, by name (``ClampingModifiers``).
    var clampingModifiers: [String: [FontWrapper]] = [:]
    /// The app's own `Font`/`UIFont` members (``AppFonts``, ``prepared(forFiles:)``).
    var appFonts = AppFonts()
    /// The app's string properties whose one value is emoji (``EmojiProperties``).
    var emojiProperties: [String: String] = [:]
    /// The app's types another file's text-size observer refreshes (``SizeRefreshedTypes``).
    var sizeRefreshedTypes: Set<String> = []
    /// The app's flags that are true only for emoji-only text, with their source (``EmojiFlags``).
    var emojiFlags: [String: String] = [:]
    /// The app's Bool constants other files test (``AppConstantFlags``): literals and the Mac Catalyst check.
    var appFlags = AppConstantFlags()

    /// A reader; with a `cache`, a file whose text is unchanged since the cache was saved is not
    /// parsed again.
    public init(cache: SwiftScanCache? = nil) {
        self.cache = cache
    }

    /// `Swift`.
    public var kindName: String { "Swift" }

    /// The reader with the views the `DynamicIsland` regions of `paths` name, for the files that
    /// declare them (Home Assistant d722d781 HADynamicIsland.swift names HACompactTrailingView),
    /// the app's padded button styles and its own colour members (`ExtensionColors`), and its one-line font modifiers (`FontWrappers`).
    public func prepared(forFiles paths: [String]) -> any ScanFileReader {
        var reader = self
        // Each file is read once for all the pre-passes (``SwiftPrePassTexts``).
        let texts = SwiftPrePassTexts.read(paths.filter(reads(path:)), maximumBytes: Self.maximumFileBytes)
        reader.islandViews = DynamicIslandSlots.views(inTexts: texts)
        reader.buttonStylePaddings = ProjectButtonStyles.paddings(inTexts: texts)
        reader.extensionColors = ExtensionColors.declared(inTexts: texts)
        reader.fontWrappers = FontWrappers.wrappers(inTexts: texts)
        reader.sizeWrappers = SizeWrappers.wrappers(inTexts: texts)
        reader.barItemMembers = BarItemMembers.members(inTexts: texts)
        reader.widgetBackgroundWrappers = WidgetBackgroundWrappers.wrappers(inTexts: texts)
        reader.clampingModifiers = ClampingModifiers.modifiers(inTexts: texts)
        reader.appFonts = AppFonts.declared(inTexts: texts)
        reader.appFonts.sizes = AppSizeConstants.declared(inTexts: texts)
        reader.emojiProperties = EmojiProperties.declared(inTexts: texts).merging(EmojiSwitches.declared(inTexts: texts)) { own, _ in own }
            .merging(EmojiRawValues.declared(inTexts: texts)) { own, _ in own }
        reader.sizeRefreshedTypes = SizeRefreshedTypes.types(inTexts: texts)
        reader.emojiFlags = EmojiFlags.flags(inTexts: texts)
        reader.appFlags = AppConstantFlags.declared(inTexts: texts)
        return reader
    }

    /// Whether `path` is a Swift file (`.swift`), not one inside a build folder or package checkout.
    public func reads(path: String) -> Bool {
        guard path.hasSuffix(".swift") else { return false }
        let skipped = ["/.build/", "/DerivedData/", "/Pods/", "/Carthage/", "/.swiftpm/", "/SourcePackages/"]
        let padded = "/" + path
        return !skipped.contains { padded.contains($0) }
    }

    /// Reads one Swift file into elements and findings.
    ///
    /// - Throws: `SourceFileError` when the file is larger than ``maximumFileBytes`` or nests
    ///   past a limit of `SwiftNestingCheck` (at the line and column). Syntax errors are not errors
    ///   here: the compiler reports them, and the parts that parse are still read.
    public func read(text: String, path: String, resources: ScanResources) throws(SourceFileError) -> ScanFileResult {
        if text.utf8.count > Self.maximumFileBytes {
            throw SourceFileError(
                file: path, message: "the Swift file is \(text.utf8.count) bytes, more than the \(Self.maximumFileBytes)-byte limit of a scanned file")
        }
        // Only a `--cache` scan needs a cache key; working it out reads the file's words.
        let cacheText = cache == nil ? nil : cacheText(for: text)
        if let cacheText, let cached = cache?.result(text: cacheText, path: path) { return cached }
        if let problem = SwiftNestingCheck.problem(in: text) {
            throw SourceFileError(file: path, position: TextPosition(line: problem.line, column: problem.column), message: problem.message)
        }
        let tree = Parser.parse(source: text)
        let file = SwiftFileScan(path: path, tree: tree)
        file.reactsToSizeChanges = SizeChangeHandlers.fileReacts(text: text, tree: tree)
        file.mentionsDynamicType = AppScaledSizes.mentionsDynamicType(text)
        file.readsDynamicTypeSize = text.contains(".dynamicTypeSize") || text.contains(".sizeCategory")
        file.isWidgetFile = PlatformConditions.isWidgetFile(text)
        file.appKitEvidence = AppKitFiles.evidence(text, tree: tree)
        file.drawsAttributedTextOnly = AttributedFonts.drawsAttributedTextOnly(text)
        file.islandViews = islandViews
        file.buttonStylePaddings = buttonStylePaddings
        file.extensionColors = extensionColors
        file.fontWrappers = fontWrappers
        file.sizeWrappers = sizeWrappers
        file.barItemMembers = barItemMembers
        file.widgetBackgroundWrappers = widgetBackgroundWrappers
        file.readsWidgetFills = text.contains("containerBackground") || widgetBackgroundWrappers.keys.contains { text.contains(".\($0)(") }
        file.clampingModifiers = clampingModifiers
        file.appFonts = appFonts
        file.emojiProperties = emojiProperties
        file.sizeRefreshedTypes = sizeRefreshedTypes
        file.emojiFlags = emojiFlags
        file.appFlags = appFlags
        file.declaresSwiftGenLookup = text.contains("func tr(") && SwiftGenStrings.declaresLookup(tree)
        file.run()
        // Views that draw no text, for the fonts other files set on them (``TextlessAppViews``).
        file.setInCode.formUnion(file.textlessViews.map { "\($0).\(TextlessAppViews.member)" })
        // Views whose every text sets its own font, for the fonts other files set on them (``OwnFontAppViews``).
        file.setInCode.formUnion(ContainerTexts(scan: file).ownFontRecords())
        var result = ScanFileResult(elements: file.elements, findings: file.findings, setInCode: file.setInCode)
        result.textsInCode = file.textsInCode
        result.textConstants = file.exportedTextConstants
        result.superclasses = file.superclasses
        result.interfaceStyles = file.interfaceStyles
        result.sizesCollectionItems = file.sizesCollectionItems
        result.viewTypes = file.viewTypes
        result.typeUses = file.typeUses
        (result.memberUses, result.quietMemberUses) = (file.memberUses, file.quietMemberUses)
        if let cacheText { cache?.store(result, text: cacheText, path: path) }
        return result
    }

    /// What the cache keys this file's result on, or nil when the file is read afresh each time.
    /// A file declaring a view another file's Dynamic Island names is read afresh: the cache is
    /// keyed on its own text, which does not say the view is in a region. So is a file naming a
    /// padded button style or calling a font wrapper: the declaring file may have changed. The
    /// app's colour and font members the file may name are part of its key: a cached result is
    /// used only while they read as they did (``ExtensionColors/cacheKey(for:identifiers:)``).
    private func cacheText(for text: String) -> String? {
        let words = SourceIdentifiers(text)
        let readsOtherFiles =
            islandViews.keys.contains { words.mayName($0.hasPrefix(".") ? $0.split(separator: ".").last.map(String.init) ?? $0 : $0) }
            || buttonStylePaddings.keys.contains { words.mayName($0) }
            || fontWrappers.keys.contains { words.mayName($0) && (text.contains(".\($0)(") || text.contains("(\($0)(")) }
            || sizeWrappers.keys.contains { words.mayName($0) && text.contains(".\($0)(") }
            || barItemMembers.contains { words.mayName($0) }
            || widgetBackgroundWrappers.keys.contains { words.mayName($0) && text.contains(".\($0)(") }
            || clampingModifiers.keys.contains { words.mayName($0) && text.contains(".\($0)(") }
            || emojiProperties.keys.contains { key in
                // Keys may be `Type.property` (``EmojiSwitches``); any file naming the property re-reads.
                words.mayName(key.split(separator: ".").last.map(String.init) ?? key)
            }
            || sizeRefreshedTypes.contains { words.mayName($0) } || emojiFlags.keys.contains { words.mayName($0) }
            || appFlags.names.contains { words.mayName($0) }
        guard !readsOtherFiles else { return nil }
        let colorKey = [extensionColors.cacheKey(for: text, identifiers: words), appFonts.cacheKey(identifiers: words)].filter {
            !$0.isEmpty
        }.joined(separator: "\u{0}")
        return colorKey.isEmpty ? text : text + "\u{0}" + colorKey
    }
}

/// One file's scan: the parsed tree, its constants, and what the visitors found.
final class SwiftFileScan {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    private(set) var constants = Constants()
    var elements: [ScannedElement] = []
    var findings: [Finding] = []
    var suppressions = InlineSuppressions()
    /// Whether the file observes text-size changes itself (`UIContentSizeCategory.didChangeNotification`,
    /// `preferredContentSizeCategory`, `registerForTraitChanges([UITraitPreferredContentSizeCategory…])`).
    var reactsToSizeChanges = false
    /// The app's types another file's text-size observer refreshes (``SizeRefreshedTypes``).
    var sizeRefreshedTypes: Set<String> = []
    /// The app's flags that are true only for emoji-only text (``EmojiFlags``).
    var emojiFlags: [String: String] = [:]
    /// The app's Bool constants (``AppConstantFlags``).
    var appFlags = AppConstantFlags()
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
    /// The view types the project's `DynamicIsland` regions name, with their region.
    var islandViews: [String: String] = [:]
    /// The project's button styles that pad their labels (``ProjectButtonStyles``).
    var buttonStylePaddings: [String: StylePadding] = [:]
    /// The app's own `Color`/`UIColor` members (``ExtensionColors``).
    var extensionColors = ExtensionColors()
    /// The app's own font modifiers (``FontWrappers``).
    var fontWrappers: [String: FontWrapper] = [:]
    /// The app's own sizing modifiers (``SizeWrappers``).
    var sizeWrappers: [String: [SizeWrapper]] = [:]
    /// The app's view members only bars and menus show (``BarItemMembers``).
    var barItemMembers: Set<String> = []
    /// The app's own widget-background modifiers (``WidgetBackgroundWrappers``), and whether the
    /// file gives a widget a container background, itself or through one of them.
    var widgetBackgroundWrappers: [String: String] = [:]
    var readsWidgetFills = false
    /// The app's own view modifiers that cap Dynamic Type (``ClampingModifiers``).
    var clampingModifiers: [String: [FontWrapper]] = [:]
    /// The app's own `Font`/`UIFont` members (``AppFonts``).
    var appFonts = AppFonts()
    var emojiProperties: [String: String] = [:]
    /// The file's views whose body draws only images and shapes (``TextlessViews``).
    private(set) lazy var textlessViews: Set<String> = TextlessViews.declared(in: tree)
    /// The file's functions that return a view they make live (``LiveFactories``).
    private(set) lazy var liveFactories: Set<String> = LiveFactories.declared(in: tree)
    /// The `body` statements of the file's `struct …: View`s, the first of each name (``ContainerTexts``).
    private(set) lazy var viewBodies: [String: CodeBlockItemListSyntax] = ContainerTexts.viewBodies(in: tree)
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

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.tree = tree
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    var fonts: FontExpressionReader { FontExpressionReader(constants: constants, fileMentionsDynamicType: mentionsDynamicType, appFonts: appFonts) }
    /// The font reader where the context says an implicit member is a `type` (`Font`, `UIFont`).
    func fonts(implicitly type: String) -> FontExpressionReader {
        var reader = fonts
        reader.implicitFontType = type
        return reader
    }
    func colors(uiKit: Bool) -> ColorExpressionReader {
        ColorExpressionReader(constants: constants, uiKit: uiKit, extensionColors: extensionColors)
    }

    func run() {
        let collector = ConstantsCollector()
        collector.walk(tree)
        constants = collector.finish()
        constants.sizeWrappers = sizeWrappers
        let texts = TextConstantsCollector(readsSwiftGen: declaresSwiftGenLookup)
        texts.walk(tree)
        (textConstants, exportedTextConstants) = texts.finish()
        suppressions = InlineSuppressions(tree: tree, converter: converter, path: path)
        let visitor = SwiftScanVisitor(scan: self)
        visitor.walk(tree)
        visitor.finishUIKit()
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
