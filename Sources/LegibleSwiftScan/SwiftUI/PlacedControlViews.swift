import SwiftSyntax

/// The app's view types whose `body` is one `Button`, `Link` or `Menu` and whose every use, in any
/// file, is placed in a container of the using view, in no toolbar, menu, alert or bar item, with
/// nothing on it or around it that sizes a symbol (``SymbolSizedButtons``). CotEditor 611b0ce5
/// `LinkButton.swift:36-41`, `Link(destination:) { Label(…, systemImage: "arrow.forward") }
/// .labelStyle(.iconOnly).buttonStyle(.borderless)`, an icon-only link about 16-20 pt tall that
/// `ThemeView.swift:585`, `SyntaxMetadataEditView.swift:47` and `AboutView.swift:254`/`:292` put
/// in stacks and a text field's overlay, was never judged: a control that is a view's whole body
/// may be put in a toolbar by another file, where the system sizes it (fresh-ios26b pattern 5).
///
/// Read before the files are scanned, by name: a use that is not a call (`Type.init`, a
/// reference), or one the walk cannot place, leaves the type out, as does a type no file calls
/// outside its own declaration and previews. Two types of one name count as one.
enum PlacedControlViews {
    private static let controls: Set<String> = ["Button", "Link", "Menu"]

    static func views(files store: SwiftPrePassTexts) -> Set<String> {
        var candidates: Set<String> = []
        for index in store.indices where store.containsAny(index, ["Button", "Link(", "Menu"]) && store.containsAny(index, ["var body"]) {
            for declaration in ViewFinder(store.tree(index)).views where bodyIsOneControl(declaration) {
                candidates.insert(declaration.name.text)
            }
        }
        guard !candidates.isEmpty else { return [] }
        let words = store.texts.map(SourceIdentifiers.init)
        return candidates.filter { name in store.everyConstruction(of: name, words: words, isPlaced: isPlaced) }
    }

    /// Whether `use` (the outermost expression of a call of the view) sits in a container of a
    /// `body`, outside any system container, with only modifiers that keep its height and size no
    /// symbol, and no container between it and the `body` that sizes symbols.
    private static func isPlaced(_ use: ExprSyntax) -> Bool {
        let modifiers = ModifierChain(outermost: use)?.modifiers ?? []
        guard !ContentSizedButtons.isInSystemContainer(use, ownStyle: true), SymbolSizedButtons.isPlaced(use, byArgument: true),
            modifiers.allSatisfy({
                ((SymbolSizedButtons.buttonKeeps.contains($0.name) && SymbolSizedButtons.keepsSize($0)) || SymbolSizedButtons.padsOnlySideways($0))
                    && !enlargesSymbols($0)
            })
        else { return false }
        var current = use.parent
        while let node = current {
            if let variable = node.as(VariableDeclSyntax.self) { return variable.bindings.first?.pattern.trimmedDescription == "body" }
            if node.is(FunctionDeclSyntax.self) || node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) { return false }
            if let closure = node.as(ClosureExprSyntax.self), let call = SymbolSizedButtons.owningCall(of: closure),
                let container = ModifierChain(outermost: call.outermostOfModifierChain),
                container.modifiers.contains(where: enlargesSymbols)
            {
                return false
            }
            current = node.parent
        }
        return false
    }

    /// Whether a modifier may make a symbol larger than the Body size judged: any that sizes symbols
    /// but `.controlSize(.small)` or `.mini`, which make a borderless control's symbol smaller
    /// (CotEditor's `ThemeView.swift:593`, a settings form in `.controlSize(.small)`).
    private static func enlargesSymbols(_ modifier: ModifierChain.Modifier) -> Bool {
        guard SymbolSizedButtons.sizesSymbols.contains(modifier.name) else { return false }
        let argument = modifier.call.arguments.first?.expression.trimmedDescription ?? ""
        return !(modifier.name == "controlSize" && [".small", ".mini"].contains(argument))
    }

    /// Whether the `body` of `declaration` is one control, an `if` that shows one and nothing else,
    /// or a `Group` over a `switch` one of whose cases is one.
    private static func bodyIsOneControl(_ declaration: StructDeclSyntax) -> Bool {
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                binding.pattern.trimmedDescription == "body", case .getter(let statements)? = binding.accessorBlock?.accessors
            else { continue }
            return showsOneControl(statements)
        }
        return false
    }

    private static func showsOneControl(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard statements.count == 1, let item = statements.first?.item else { return false }
        let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
        if let condition = expression?.as(IfExprSyntax.self) { return condition.elseBody == nil && showsOneControl(condition.body.statements) }
        guard let expression, let chain = ModifierChain(outermost: expression), let name = chain.rootCall?.name else { return false }
        return controls.contains(name) || (name == "Group" && groupSwitchesToControl(chain))
    }

    /// Whether a `Group`'s chain is a `switch` whose cases each show one view, one of them a control,
    /// with nothing on the group that may enlarge a symbol: tophat bcf81ca9
    /// `OnboardingItemStatusIcon.swift:23-50`, a status icon that is a `.plain` symbol button while a
    /// step is incomplete (about 20 pt on the Mac), was never judged. A frame or padding on the
    /// group lays it out; the button's hit area stays its own.
    static func groupSwitchesToControl(_ chain: ModifierChain) -> Bool {
        guard !chain.modifiers.contains(where: enlargesSymbols), let closure = chain.rootCall?.call.trailingClosure, closure.statements.count == 1,
            let item = closure.statements.first?.item,
            let choice = (item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression)?.as(SwitchExprSyntax.self)
        else { return false }
        var shown: [String] = []
        for element in choice.cases {
            guard let branch = element.as(SwitchCaseSyntax.self), branch.statements.count == 1, let statement = branch.statements.first?.item,
                let view = statement.as(ExprSyntax.self) ?? statement.as(ExpressionStmtSyntax.self)?.expression,
                let name = ModifierChain(outermost: view)?.rootCall?.name
            else { return false }
            shown.append(name)
        }
        return shown.contains(where: controls.contains)
    }
}

/// The `struct X: …View…` declarations of one file.
private final class ViewFinder: SyntaxVisitor {
    var views: [StructDeclSyntax] = []

    init(_ tree: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "View" }) == true { views.append(node) }
        return .visitChildren
    }
}

extension SymbolSizedButtons {
    /// Whether the control whose chain is `chain` is the whole `body` of a view every use of which,
    /// in any file, is placed (``PlacedControlViews``), and it has its own plain or borderless style,
    /// so that a list row or form that holds a use does not take its tap.
    func isPlacedAppView(_ chain: ModifierChain) -> Bool {
        guard chain.first("buttonStyle") != nil else { return false }
        var current = chain.outermost.parent
        var property: VariableDeclSyntax?
        while let node = current, !node.is(StructDeclSyntax.self) {
            if let closure = node.as(ClosureExprSyntax.self), let group = Self.owningCall(of: closure), group.calledName == "Group",
                let chain = ModifierChain(outermost: group.outermostOfModifierChain), PlacedControlViews.groupSwitchesToControl(chain)
            {
                // The `Group { switch … }` that is the body (``PlacedControlViews``).
                current = node.parent
                continue
            }
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(ClassDeclSyntax.self) { return false }
            if let variable = node.as(VariableDeclSyntax.self) { property = variable }
            current = node.parent
        }
        guard let view = current?.as(StructDeclSyntax.self), property?.bindings.first?.pattern.trimmedDescription == "body" else { return false }
        return scan.facts.placedControlViews.contains(view.name.text)
    }
}
