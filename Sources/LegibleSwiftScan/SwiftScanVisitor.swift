import LegibleReporting
import LegibleScan
import LegibleSyntax
import LegibleTypeScale
import SwiftSyntax

/// The one walk over a file's tree: SwiftUI modifier chains, UIKit assignments, fonts and colour
/// literals written anywhere else.
final class SwiftScanVisitor: SyntaxVisitor {
    private let scan: SwiftFileScan
    private var consumedFonts: Set<SyntaxIdentifier> = []
    private var uiKit = UIKitReader()

    init(scan: SwiftFileScan) {
        self.scan = scan
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if ModifierChain.isOutermost(node), let chain = ModifierChain(outermost: ExprSyntax(node)) {
            SwiftUIElements(scan: scan).read(chain, consumedFonts: &consumedFonts)
        }
        uiKit.call(node, scan: scan)
        ScaledFontCaps.call(node, scan: scan)
        ScaledOnceFonts.call(node, scan: scan)
        SelfSizingViews.call(node, scan: scan)
        SelfSizingViews.layoutConstraint(node, scan: scan)
        SwiftScreenFacts.call(node, scan: scan)
        TagLookups.call(node, scan: scan)
        RemovedViews.call(node, scan: scan)
        OwnerTapForwards.call(node, scan: scan)
        if let font = AttributedFonts.font(in: node) { attributedFont(font, in: node, dot: AttributedDots.dot(amongArgumentsOf: node)) }
        // A fixed font handed to the app's own attributed-string helper (``AttributedFontHelpers``).
        if let font = AttributedFontHelpers.font(in: node, helpers: scan.facts.attributedFontHelpers) { attributedFont(font, in: node) }
        standaloneFont(node)
        customSizeNote(node)
        colorLiteral(ExprSyntax(node))
        return .visitChildren
    }

    /// `Font.custom(_:size:)` scales with Body. When its size is another style's size at Large
    /// (13 pt is Footnote's), it most likely meant to scale as that style: a note suggests
    /// `relativeTo:`. Not a finding otherwise: the font does scale.
    private func customSizeNote(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "custom",
            member.base == nil || member.base?.trimmedDescription == "Font", node.argument("relativeTo") == nil,
            let size = scan.constants.number(node.argument("size"))
        else { return }
        // The reader reports the size of a custom font with no `relativeTo:`; the rule judges it.
        if let finding = ScanRules.customFontRelativeFinding(size: size, id: scan.elementID(node), location: scan.location(of: node)) {
            scan.findings.append(finding)
        }
    }

    /// Code in an `#if DEBUG` clause does not ship: its views (a debug overlay, a preview's
    /// sample) are nobody's to judge (Home Assistant d722d781 `CameraViewController.swift:55`, a
    /// debug stream-type label; `InlineComplicationContentView.swift:37`, a preview's sample face).
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        DebugConditions.isDebugOnly(node) ? .skipChildren : .visitChildren
    }

    /// The `else` of `if let url = URL(string: "https://…")` never runs: not read, like an
    /// `#if DEBUG` clause (``LiteralURLBranches``; Hackers `SettingsView.swift:354`); nor does
    /// `if debug { … }` on `let debug = false` (``ConstantFlagBranches``).
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        LiteralURLBranches.isNeverTaken(node) || ConstantFlagBranches.isNeverTaken(node, flags: scan.facts.appFlags) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        LiteralURLBranches.isNeverTaken(node) || ConstantFlagBranches.isNeverTaken(node, flags: scan.facts.appFlags) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let superclass = SwiftScreenFacts.superclass(of: node) { scan.superclasses[node.name.text] = superclass }
        // Code the scan reads: a storyboard button it gives no action is no target (``InertButtons``).
        scan.setInCode.insert(InertButtons.swiftTypeKey(node.name.text))
        CodeActions.typeDeclaration(node.name.text, members: node.memberBlock, scan: scan)
        SelfSizingViews.classDeclaration(node, scan: scan)
        DebugOnlyViews.classDeclaration(node, scan: scan)
        UnwokenNibCode.classDeclaration(node, scan: scan)
        AnchorSizedButtons.classDeclaration(node, scan: scan)
        SnapKitSizedButtons.classDeclaration(node, scan: scan)
        DequeuedCells.noteHelpers(of: node, scan: scan)
        AppThemeSetters.classDeclaration(node, scan: scan)
        return .visitChildren
    }

    /// A module the file imports is linked: a storyboard class from it is code the scan cannot read (``ExternalClassViews``).
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text { scan.setInCode.insert(ExternalClassViews.importKey(module: module)) }
        return .skipChildren
    }

    /// An app's theme applied through an extension of a UIKit class (``AppThemeSetters``).
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        AppThemeSetters.extensionDeclaration(node, scan: scan)
        if let name = node.extendedType.trimmedDescription.split(separator: ".").last {
            CodeActions.typeDeclaration(String(name), members: node.memberBlock, scan: scan)
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        AppThemeSetters.variable(node, scan: scan)
        AppThemeValues.variable(node, scan: scan)
        InspectableLiveFonts.variable(node, scan: scan)
        return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        RemovedViews.loop(node, scan: scan)
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        RemovedViews.initializer(node, scan: scan)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        CollectionItemSizing.function(node, scan: scan)
        AppThemeSetters.function(node, scan: scan)
        SwiftSizeReloads.function(node, scan: scan)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        PointSizeReads.member(node, scan: scan)
        CodeActions.member(node, scan: scan)
        ReactiveTitles.member(node, scan: scan)
        uiKit.reference(node)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        CollectionItemSizing.reference(node, scan: scan)
        CellStyleLabelUses.reference(node, scan: scan)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if Previews.isPreview(node.macroName) { return .skipChildren }
        colorLiteral(ExprSyntax(node))
        return .visitChildren
    }

    /// A preview's sample views are never on a screen: not read (``Previews``).
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        Previews.isPreview(node.macroName) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        Previews.isPreviewProvider(node) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
            uiKit.assignment(target: elements[0], value: elements[2], node: node, scan: scan)
            SwiftScreenFacts.assignment(target: elements[0], value: elements[2], node: node, scan: scan)
            CollectionItemSizing.assignment(target: elements[0], node: node, scan: scan)
        }
        if elements.count > 3, elements[1].is(AssignmentExprSyntax.self) {
            // `view.isHidden = count != 0`, `label.textColor = x ? a : b`: a value that is an operator sequence of its own.
            UIKitReader.sequenceAssignment(target: elements[0], node: node, scan: scan)
            // `label.font = subtitle ? UIFont.systemFont(ofSize: UIFont.systemFontSize) : …` (ownCloud
            // 0ac09a30 ThemeTableViewCell.swift:130): the font reader reads the choice as one value.
            if elements[0].lastName == "font" {
                let value = ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(elements[2...]))))
                uiKit.assignment(target: elements[0], value: value, node: node, scan: scan)
            }
        }
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
            CodeTexts.assignment(target: elements[0], value: Array(elements[2...]), node: node, scan: scan)
        }
        return .visitChildren
    }

    override func visit(_ node: DictionaryExprSyntax) -> SyntaxVisitorContinueKind {
        if !AttributedFonts.attributesBlankText(node) {
            let fonts = AttributedFonts.fonts(in: node)
            // A later `label.font =` replaces the attributes' font (``ReplacedAttributedFonts``).
            if !fonts.isEmpty, !ReplacedAttributedFonts.isReplaced(node) {
                let dot = AttributedDots.dot(styledBy: node)
                for font in fonts { attributedFont(font, in: node, dot: dot) }
            }
        }
        return .visitChildren
    }

    /// A fixed font given to attributed text (``AttributedFonts``): an element at the font.
    /// `dot`: the lone dot the attributes style (``AttributedDots``), shown as the element's.
    private func attributedFont(_ value: ExprSyntax, in node: some SyntaxProtocol, dot: String? = nil) {
        // Drawn into an image, not shown by a view (``AttributedFonts/drawsAttributedTextOnly(_:)``).
        if scan.drawsAttributedTextOnly { return }
        var element = ScannedElement(kind: .label, id: scan.elementID(value), location: scan.location(of: value), platform: .iOS)
        var anchor = value
        if let reading = scan.fonts.read(value) ?? scan.constants.font(value).flatMap(scan.fonts.read) {
            guard case .fixed = reading.font else { return }
            element.font = reading.font
        } else if let constant = scan.fonts.fixedSizeConstant(value) ?? scan.constants.font(value).flatMap(scan.fonts.fixedSizeConstant) {
            element.fixedSizeConstant = constant
        } else if let font = LocalFontVariables.fixedFont(value, scan: scan) {
            element.font = font
        } else if let local = LocalFontVariables.fixedSizeConstant(value, scan: scan) {
            // Reported where the local's font is made, at the size it fixes.
            (anchor, element.id, element.location) = (local.font, scan.elementID(local.font), scan.location(of: local.font))
            element.fixedSizeConstant = local.size
        } else {
            return
        }
        element.textWidth = .unknown(reason: "attributed text, whose view the scan does not follow")
        element.pictogram = dot
        scan.add(element, spanning: anchor)
    }

    /// Called once the walk is over.
    func finishUIKit() {
        uiKit.finish(scan: scan)
    }

    /// `Font.system(size:)` and `Font.custom(_:fixedSize:)` written outside a `.font(…)` modifier
    /// (`static let title = Font.system(size: 28)`): the definition is where the fixed size is.
    private func standaloneFont(_ node: FunctionCallExprSyntax) {
        guard !consumedFonts.contains(node.id), let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        let name = member.declName.baseName.text
        // The name first: the base's text is the whole chain before it, so reading it for every
        // call of an n-modifier chain was quadratic (8× the modifiers took 100× the time).
        guard (name == "system" && node.argument("size") != nil) || (name == "custom" && node.argument("fixedSize") != nil) else { return }
        let base = member.base?.trimmedDescription
        guard base == "Font" || base == "SwiftUI.Font" || (base == nil && (node.argument("size") != nil || node.argument("fixedSize") != nil)) else { return }
        // Inside a `.font(…)` argument (a ternary, a function call) the modifier chain may not
        // have read it; it is still one place.
        if isInsideConsumedFont(node) || isAssignedValue(node) { return }
        // A view initializer's default every call in the app replaces draws no text.
        if let key = OverriddenFontDefaults.key(ofDefault: Self.weightedFont(node)), scan.facts.overriddenFontDefaults.contains(key) { return }
        var element = ScannedElement(kind: .label, id: scan.elementID(node), location: scan.location(of: node), platform: .iOS)
        if let reading = scan.fonts.read(Self.weightedFont(node)) {
            guard case .fixed = reading.font else { return }
            element.font = reading.font
        } else if let constant = scan.fonts.fixedSizeConstant(ExprSyntax(node)) {
            // `.system(size: 34 * factor)` in an app's own scaling helper (``AppScaledSizes``).
            element.fixedSizeConstant = constant
        } else {
            return
        }
        if isInsideImageChain(node) || Self.namesAnIconFont(node) { return }
        element.textWidth = .unknown(reason: "a font definition, not a view")
        scan.add(element, spanning: node)
    }

    /// The font `node` makes with the modifiers after it that keep its size: `Font.system(size:
    /// 16).bold()` is 16 pt Bold (focus-ios a2832521 `Font+AppFonts.swift:8`, `body16Bold`, was
    /// reported as 16 pt Regular).
    static func weightedFont(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let modifiers: Set<String> = ["bold", "weight", "italic", "monospacedDigit", "monospaced", "smallCaps", "width", "leading"]
        var outer = ExprSyntax(node)
        while let member = outer.parent?.as(MemberAccessExprSyntax.self), member.base?.id == outer.id,
            modifiers.contains(member.declName.baseName.text), let call = member.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == ExprSyntax(member).id
        {
            outer = ExprSyntax(call)
        }
        return outer
    }

    /// Whether `node` is the value of a parameter, constant or property whose name says it sizes a
    /// symbol, not text (`symbolFont: Font = .system(size: 35)`, `static let iconFont = …`), or
    /// an argument so labelled: Home Assistant's `Toast.swift:17, :33` give an SF Symbol its size so.
    static func namesAnIconFont(_ node: FunctionCallExprSyntax) -> Bool {
        // One result of a choice is given as the whole: `iconFont: isLandscape ? .system(size: 34) :
        // .system(size: 25)` (nostur-ios-public OverlayPlayer.swift:359, two `text.fixed-size` warnings).
        let value = ExprSyntax(node).parent?.is(LabeledExprSyntax.self) == true ? ExprSyntax(node) : Self.wholeChoice(around: weightedFont(node))
        // An argument labelled so: `Toast(symbol: .checkmarkSealFill, symbolFont: .system(size: 35), …)`.
        if let argument = value.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text {
            return SwiftUIElements.namesAnIcon(label)
        }
        if let property = computedProperty(returning: weightedFont(node)) { return SwiftUIElements.namesAnIcon(property) }
        if let function = IconFontFunctions.function(returning: value) { return SwiftUIElements.namesAnIcon(function) }
        guard let clause = value.parent?.as(InitializerClauseSyntax.self) else { return false }
        let name: String
        if let parameter = clause.parent?.as(FunctionParameterSyntax.self) {
            name = (parameter.secondName ?? parameter.firstName).text
        } else if let binding = clause.parent?.as(PatternBindingSyntax.self) {
            name = binding.pattern.trimmedDescription
        } else {
            return false
        }
        return SwiftUIElements.namesAnIcon(name)
    }

    /// The name of the computed property whose getter is only `font` (`var headerImageFont: Font {
    /// .system(size: 30, weight: .bold) }`, also with `return` or in a `get { }`): a stored
    /// property's name was read, a computed one's was not (Amperfy d3513f85
    /// NSUserActivity+IntentData.swift:58-62, `intentResultViewHeaderImageFont`, which every use
    /// gives an SF Symbol, was a `text.fixed-size` warning).
    private static func computedProperty(returning font: ExprSyntax) -> String? {
        var node = Syntax(font)
        if let statement = node.parent?.as(ReturnStmtSyntax.self) { node = Syntax(statement) }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1
        else { return nil }
        var owner = list.parent
        if let body = owner?.as(CodeBlockSyntax.self), let accessor = body.parent?.as(AccessorDeclSyntax.self) {
            guard accessor.accessorSpecifier.tokenKind == .keyword(.get) else { return nil }
            owner = accessor.parent?.parent  // the accessor list, then its block
        }
        guard let block = owner?.as(AccessorBlockSyntax.self), let binding = block.parent?.as(PatternBindingSyntax.self) else { return nil }
        return binding.pattern.trimmedDescription
    }

    /// Whether `node` is the whole value of an assignment (`text.font = .system(size: 14)`), also
    /// with the modifiers that keep its size (`attr[r].font = .system(size: 14).italic()`, zashi-ios
    /// 2488b266 `ZashiText.swift:42`, reported twice), which the UIKit reader reads as the
    /// receiver's font: one element, not two.
    private func isAssignedValue(_ node: FunctionCallExprSyntax) -> Bool {
        let value = Self.weightedFont(node)
        guard let sequence = value.parent?.parent?.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        return elements.count == 3 && elements[1].is(AssignmentExprSyntax.self) && elements[2].id == value.id
    }

    private func isInsideConsumedFont(_ node: some SyntaxProtocol) -> Bool {
        var current: Syntax? = Syntax(node)
        while let ancestor = current {
            if consumedFonts.contains(ancestor.id) { return true }
            current = ancestor.parent
        }
        return false
    }

    /// Whether `node` is the font of an `Image(…)` chain (`Image(systemName:).font(x ? .system(size: 20) : …)`),
    /// which sizes a symbol, not text.
    private func isInsideImageChain(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let call = ancestor.as(FunctionCallExprSyntax.self), call.calledName == "font",
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                let chain = ModifierChain(outermost: base)
            {
                return chain.rootCall?.name == "Image"
            }
            if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(MemberBlockItemSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }

    /// `color.literal`: a colour written as numbers, unless it is the design system's own
    /// definition — inside `extension Color`/`UIColor`/`ShapeStyle`, or a type whose name says
    /// it holds colours (`Palette`, `Theme`, `Colors`, `DesignSystem`, `Tokens`).
    private func colorLiteral(_ expression: ExprSyntax) {
        let isLiteral: Bool
        if let macro = expression.as(MacroExpansionExprSyntax.self) {
            isLiteral = macro.macroName.text == "colorLiteral"
        } else if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledName, ["Color", "UIColor", "CGColor"].contains(name) {
            let labels = Set(call.argumentLabels)
            isLiteral = labels.contains("red") || labels.contains("white") || labels.contains("hue") || labels.contains("displayP3Red")
        } else {
            isLiteral = false
        }
        guard isLiteral, !isDesignSystemDefinition(expression) else { return }
        scan.findings.append(
            ScanRules.colorLiteralFinding(
                written: Self.shortened(expression.trimmedDescription), id: scan.elementID(expression), location: scan.location(of: expression)))
    }

    private func isDesignSystemDefinition(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        let colourTypes = ["Color", "UIColor", "ShapeStyle", "NSColor", "CGColor"]
        let holderWords = ["palette", "theme", "color", "colour", "designsystem", "token", "style", "appearance", "brand"]
        while let ancestor = current {
            if let decl = ancestor.as(ExtensionDeclSyntax.self) {
                let name = decl.extendedType.trimmedDescription
                if colourTypes.contains(name) || holderWords.contains(where: name.lowercased().contains) { return true }
            }
            if let name = scan.typeName(ancestor), holderWords.contains(where: name.lowercased().contains) { return true }
            current = ancestor.parent
        }
        return false
    }

    private static func shortened(_ text: String) -> String {
        let oneLine = text.split(whereSeparator: \.isNewline).map { $0.drop(while: \.isWhitespace) }.joined(separator: " ")
        return oneLine.count > 60 ? String(oneLine.prefix(57)) + "…" : oneLine
    }
}

extension SwiftFileScan {
    /// The name of a type declaration, `nil` for other nodes.
    func typeName(_ node: Syntax) -> String? {
        if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
        return nil
    }
}
