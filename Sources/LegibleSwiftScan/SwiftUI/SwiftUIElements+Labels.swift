import SwiftSyntax

/// A control's label as its chain shows it: the label closure, the one view it shows, and
/// whether that is only an image.
extension SwiftUIElements {
    /// The chain of a button's label closure when it shows one expression (``shownChain(_:)``).
    func labelChain(_ call: FunctionCallExprSyntax) -> ModifierChain? {
        labelClosure(call).flatMap { Self.shownChain($0.statements) }
    }

    /// The one view a block shows: its only expression, after any `let`/`var` it declares first
    /// (IceCubes `AccessoryView.swift:197` names its symbol before the `Image`); of an `if`/`else`
    /// whose one branch is a loading indicator (`ProgressView()`), the other branch's — the view
    /// the button shows when it is not busy (`AccessoryView.swift:165`).
    static func shownChain(_ statements: CodeBlockItemListSyntax) -> ModifierChain? {
        let shown = statements.filter { !$0.item.is(VariableDeclSyntax.self) }
        guard shown.count == 1, let item = shown.first?.item else { return nil }
        let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
        guard let expression else { return nil }
        guard let condition = expression.as(IfExprSyntax.self) else { return ModifierChain(outermost: expression) }
        guard case .codeBlock(let otherwise)? = condition.elseBody else { return nil }
        let branches = [shownChain(condition.body.statements), shownChain(otherwise.statements)]
        let busy = branches.map { $0?.rootCall?.name == "ProgressView" }
        guard busy.filter({ $0 }).count == 1, let index = busy.firstIndex(of: false) else { return nil }
        return branches[index]
    }

    func labelClosure(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let labelled = call.additionalTrailingClosures.first(where: { $0.label.text == "label" }) { return labelled.closure }
        if let argument = call.argument("label")?.as(ClosureExprSyntax.self) { return argument }
        // `Button(action: save) { Label }`: the trailing closure is the label.
        if call.argument("action") != nil || ["PhotosPicker", "Link"].contains(call.calledName ?? "") { return call.trailingClosure }
        return NavigationLinkLabels.label(of: call)
    }

    /// Whether a button's label is only an image (an icon button, whose font sizes a symbol).
    func labelIsImageOnly(_ call: FunctionCallExprSyntax) -> Bool {
        // `label: { sendIcon }`: a property whose name says it is an icon (Home Assistant AssistView.swift:265).
        if let closure = labelClosure(call), closure.statements.count == 1,
            let reference = closure.statements.first?.item.as(DeclReferenceExprSyntax.self)
        {
            return Self.namesAnIcon(reference.baseName.text)
        }
        guard let chain = labelChain(call), let name = chain.rootCall?.name else { return false }
        return name == "Image"
    }
}
