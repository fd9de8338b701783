import SwiftSyntax

/// A button's label written as a call of a view function of the same file that returns one framed
/// view: VernissageMobile ba047448 `StatusComposeScreen.swift:654-657`, `func
/// composerToolbarIconLabel(systemName:) -> some View { Image(systemName:).frame(width: 28,
/// height: 28).contentShape(Rectangle()) }`, the label of the compose toolbar's seven plain buttons
/// and menu (`:585-637`), 28×28 pt, was never sized (fresh-ios26b pattern 5).
///
/// The function's one expression is drawn in place of the call, so its modifiers are the label's,
/// inside any the call adds. Only a function the file declares once under that name, whose body
/// is that one expression (or `return` of it), counts; a frame that depends on a parameter is not
/// a number the scan reads, and leaves the size unknown as any other unread frame does.
enum HelperLabels {
    /// The label's modifiers, innermost first, with those of the view its helper returns in front.
    static func modifiers(of label: ModifierChain, in tree: SourceFileSyntax) -> [ModifierChain.Modifier] {
        guard let call = label.root.as(FunctionCallExprSyntax.self), let helper = returnedChain(of: call, in: tree) else { return label.modifiers }
        return helper.modifiers + label.modifiers
    }

    /// The chain `call`'s function returns, when `call` is `name(…)` or `self.name(…)` of the
    /// file's one view function `name`.
    private static func returnedChain(of call: FunctionCallExprSyntax, in tree: SourceFileSyntax) -> ModifierChain? {
        let called = call.calledExpression
        let reference =
            called.as(DeclReferenceExprSyntax.self)
            ?? called.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName : nil }
        guard let name = reference?.baseName.text, name.first?.isLowercase == true else { return nil }
        let functions = FunctionFinder(name: name, tree: tree).found
        guard functions.count == 1, let function = functions.first,
            ["some View", "Image", "AnyView"].contains(function.signature.returnClause?.type.trimmedDescription ?? ""),
            let statements = function.body?.statements, statements.count == 1, let item = statements.first?.item
        else { return nil }
        let expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression
        return expression.flatMap { ModifierChain(outermost: $0) }
    }
}

/// The declarations `func name(…)` of one file.
private final class FunctionFinder: SyntaxVisitor {
    let name: String
    var found: [FunctionDeclSyntax] = []

    init(name: String, tree: SourceFileSyntax) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name { found.append(node) }
        return .visitChildren
    }
}
