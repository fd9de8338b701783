import SwiftSyntax

/// The app's views that are the whole content of a `WindowGroup`, drawn straight on the window:
/// swift-paperless `swift_paperlessApp.swift:409`, `WindowGroup { DatabaseBootstrapView(…) }`,
/// whose `body` is a `switch` showing `DatabaseFailureView` in one case, a bare `VStack` with a
/// red and a `.secondary` caption (`DatabaseBootstrapView.swift:93`, `:152`) on the window's
/// `systemBackground`, never judged (fresh-ios29b).
///
/// A view is one when every construction of it in the app is the one statement of a
/// `WindowGroup`'s closure (or of a `NavigationStack` that is one), or the one statement of a branch of a `switch` or `if` that is the
/// whole `body` of such a view, with no modifier on it that may paint or recolour
/// (``AncestorBackdrop/passes(_:)``): then nothing but the window is behind it. A view also built
/// anywhere else (a sheet, a row, another file's stack) has a container not known here, and is
/// left out. No view counts in an app that asks for a colour scheme anywhere
/// (`.preferredColorScheme`, `overrideUserInterfaceStyle`), which holds the whole window in one
/// appearance while the scan would judge both.
enum WindowRootViews {
    static func views(files store: SwiftPrePassTexts) -> Set<String> {
        guard store.indices.contains(where: { store.containsAny($0, ["WindowGroup"]) }),
            !store.indices.contains(where: { store.containsAny($0, ["preferredColorScheme", "overrideUserInterfaceStyle"]) })
        else { return [] }
        let words = store.texts.map(SourceIdentifiers.init)
        var roots: Set<String> = []
        var candidates = Set(store.indices.filter { store.containsAny($0, ["WindowGroup"]) }.flatMap { windowContents(store.tree($0)) })
        // Each round takes the views the last round's roots show; four levels are more than an app nests.
        for _ in 0..<4 where !candidates.isEmpty {
            let placed = candidates.filter { name in
                store.everyConstruction(of: name, words: words) { isOnWindow($0, roots: roots) }
            }
            roots.formUnion(placed)
            candidates = Set(store.indices.filter { store.containsAny($0, ["var body"]) }.flatMap { branchViews(store.tree($0), of: placed) })
                .subtracting(roots)
        }
        return roots
    }

    /// The names of the views that are the one statement of a `WindowGroup`'s closure.
    private static func windowContents(_ tree: SourceFileSyntax) -> [String] {
        tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.text == "WindowGroup", let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                let statement = onlyStatement(call.trailingClosure?.statements)
            else { return nil }
            guard let root = ModifierChain(outermost: statement)?.rootCall else { return nil }
            // `WindowGroup { NavigationStack { RootView() } }`: the view in the stack.
            if ["NavigationStack", "NavigationView"].contains(root.name), let inner = onlyStatement(root.call.trailingClosure?.statements) {
                return ModifierChain(outermost: inner)?.rootCall?.name
            }
            return root.name
        }
    }

    /// The names of the views each branch of the `body` of the views `types` shows as its one statement.
    private static func branchViews(_ tree: SourceFileSyntax, of types: Set<String>) -> [String] {
        tree.tokens(viewMode: .sourceAccurate).flatMap { token -> [String] in
            guard token.tokenKind == .identifier("body"), let body = token.parent?.as(IdentifierPatternSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                let type = declaration(holding: body), types.contains(type.name.text),
                case .getter(let statements)? = body.accessorBlock?.accessors
            else { return [] }
            return branches(of: statements).compactMap { ModifierChain(outermost: $0)?.rootCall?.name }
        }
    }

    /// The one statement of each branch of the `switch` or `if` that is all of `statements`.
    private static func branches(of statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        guard let choice = onlyStatement(statements) else { return [] }
        if let choice = choice.as(SwitchExprSyntax.self) {
            return choice.cases.compactMap { $0.as(SwitchCaseSyntax.self).flatMap { onlyStatement($0.statements) } }
        }
        guard let choice = choice.as(IfExprSyntax.self) else { return [] }
        var shown = [onlyStatement(choice.body.statements)].compactMap { $0 }
        if case .codeBlock(let block)? = choice.elseBody, let other = onlyStatement(block.statements) { shown.append(other) }
        return shown
    }

    /// The struct whose member `binding` is (binding → list → variable → member → members → block → struct).
    private static func declaration(holding binding: PatternBindingSyntax) -> StructDeclSyntax? {
        binding.parent?.parent?.parent?.parent?.parent?.parent?.as(StructDeclSyntax.self)
    }

    private static func onlyStatement(_ statements: CodeBlockItemListSyntax?) -> ExprSyntax? {
        guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
        return item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
    }

    /// Whether `use`, a construction of a view from its outermost modifier, is the whole content
    /// of a `WindowGroup` or a whole branch of the `body` of one of `roots`, painting nothing.
    private static func isOnWindow(_ use: ExprSyntax, roots: Set<String>) -> Bool {
        let modifiers = ModifierChain(outermost: use)?.modifiers ?? []
        guard modifiers.allSatisfy({ AncestorBackdrop.passes($0.name) && $0.name != "environment" }),
            let item = use.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1
        else { return false }
        if let closure = list.parent?.as(ClosureExprSyntax.self), let call = closure.parent?.as(FunctionCallExprSyntax.self),
            call.trailingClosure?.id == closure.id, call.additionalTrailingClosures.isEmpty
        {
            // A `NavigationStack` that is itself the window's whole content draws its screens on the same colour.
            guard call.calledName == "NavigationStack" || call.calledName == "NavigationView" else { return call.calledName == "WindowGroup" }
            return isOnWindow(call.outermostOfModifierChain, roots: [])
        }
        // A `case` of a `switch`, or an `if`'s or `else`'s block, that is the whole `body`.
        var choice = list.parent?.as(SwitchCaseSyntax.self)?.parent?.parent.map(Syntax.init)
        if let block = list.parent?.as(CodeBlockSyntax.self) {
            var node = block.parent
            while let inner = node?.as(IfExprSyntax.self), let outer = inner.parent?.as(IfExprSyntax.self) { node = Syntax(outer) }
            choice = node?.is(IfExprSyntax.self) == true ? node : nil
        }
        guard let choice, let statement = choice.parent?.parent?.as(CodeBlockItemSyntax.self) ?? choice.parent?.as(CodeBlockItemSyntax.self),
            let statements = statement.parent?.as(CodeBlockItemListSyntax.self), statements.count == 1,
            let body = statements.parent?.parent?.as(PatternBindingSyntax.self), body.pattern.trimmedDescription == "body",
            let type = declaration(holding: body)
        else { return false }
        return roots.contains(type.name.text)
    }
}
