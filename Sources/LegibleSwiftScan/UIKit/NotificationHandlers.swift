import SwiftSyntax

/// What the file's observers of the size-change notification run. An observer whose handler
/// only lays out again (`setNeedsLayout()`, `layoutIfNeeded()`…), setting no font and calling
/// nothing else (no `reloadData()`, none of the type's methods), leaves every font as it was:
/// Lockwise 4d68f128 `SettingListView.swift:35` observes
/// `UIContentSizeCategory.didChangeNotification` only to call
/// `tableView.tableFooterView?.setNeedsLayout()`, so the cells' `preferredFont` text at `:87-95`,
/// set once without `adjustsFontForContentSizeCategory`, was a missed `text.not-live`.
///
/// The handler is a closure in the statement that names the notification (`addObserver(forName:…)
/// { … }`, `rx.notification(…).subscribe(onNext: { … })`, `publisher(for:)….sink { … }`) or the
/// method it names with `#selector`. A registration whose handler the file does not show (a
/// method reference, a selector of another file, a publisher kept for later) may refresh fonts.
enum NotificationHandlers {
    /// Whether any observer of the notification in `tree` may set fonts again.
    static func mayRefreshFonts(_ tree: SourceFileSyntax) -> Bool {
        let finder = NotificationMentions(viewMode: .sourceAccurate)
        finder.walk(tree)
        // Named in text the tree does not show as an expression (a comment, a string): as before.
        guard !finder.statements.isEmpty else { return true }
        let methods = MethodBodies(viewMode: .sourceAccurate)
        methods.walk(tree)
        return finder.statements.contains { statement in
            var closures: [ClosureExprSyntax] = []
            var selectors: [String] = []
            var pending: [Syntax] = [statement]
            while let node = pending.popLast() {
                if let closure = node.as(ClosureExprSyntax.self) {
                    closures.append(closure)
                    continue
                }
                if let call = node.as(FunctionCallExprSyntax.self) { selectors += SizeChangeHandlers.selectors(in: call) }
                pending += node.children(viewMode: .sourceAccurate)
            }
            guard !closures.isEmpty || !selectors.isEmpty else { return true }
            let bodies = closures.map { Syntax($0.statements) } + selectors.map { name in methods.bodies[name].map(Syntax.init) }
            return bodies.contains { body in body.map(mayRefresh) ?? true }
        }
    }

    /// Whether a handler's code may set a font: it names one, or calls anything but a layout call.
    private static func mayRefresh(_ body: Syntax) -> Bool {
        if body.description.lowercased().contains("font") { return true }
        var pending: [Syntax] = [body]
        while let node = pending.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self), !SizeChangeHandlers.layoutCalls.contains(call.calledName ?? "") { return true }
            pending += node.children(viewMode: .sourceAccurate)
        }
        return false
    }
}

/// The statements that name the size-change notification in code.
private final class NotificationMentions: SyntaxVisitor {
    private(set) var statements: [Syntax] = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        guard name == "didChangeNotification" || name == "UIContentSizeCategoryDidChange" else { return .visitChildren }
        if name == "didChangeNotification", let member = node.parent?.as(MemberAccessExprSyntax.self),
            member.base.map({ !$0.trimmedDescription.hasSuffix("UIContentSizeCategory") }) ?? true
        {
            return .visitChildren
        }
        var current = node.parent
        while let ancestor = current, !ancestor.is(CodeBlockItemSyntax.self), !ancestor.is(MemberBlockItemSyntax.self) { current = ancestor.parent }
        // `removeObserver(self, name: …)` ends an observation; it runs nothing.
        if let statement = current, !statement.description.contains("removeObserver") { statements.append(statement) }
        return .visitChildren
    }
}

/// The bodies of the file's functions by name (the first of each name).
private final class MethodBodies: SyntaxVisitor {
    private(set) var bodies: [String: CodeBlockSyntax] = [:]

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if bodies[node.name.text] == nil, let body = node.body { bodies[node.name.text] = body }
        return .visitChildren
    }
}
