import SwiftSyntax

extension FunctionCallExprSyntax {
    /// The outermost expression of the modifier chain this call is the root or a modifier of
    /// (`Text("a").font(.title).padding()` from the `Text` call): where the modifiers that apply
    /// to the whole view end, so a reader can look at what encloses it.
    var outermostOfModifierChain: ExprSyntax { ExprSyntax(self).outermostOfModifierChain }
}

extension ExprSyntax {
    /// The outermost expression of the modifier chain this expression is the base of (a view
    /// named by a property, `header.padding()`, as well as a call).
    var outermostOfModifierChain: ExprSyntax {
        var expression = self
        while let member = expression.parent?.as(MemberAccessExprSyntax.self), member.base?.id == expression.id,
            let next = member.parent?.as(FunctionCallExprSyntax.self), next.calledExpression.id == member.id
        {
            expression = ExprSyntax(next)
        }
        return expression
    }
}
