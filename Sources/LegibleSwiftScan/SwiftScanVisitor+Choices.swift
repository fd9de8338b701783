import SwiftSyntax

extension SwiftScanVisitor {
    /// The whole `condition ? a : b` (nested ones too) when `expression` is `a` or `b`, else `expression`.
    static func wholeChoice(around expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        for _ in 0..<8 {
            var list: ExprListSyntax?
            if let ternary = current.parent?.as(UnresolvedTernaryExprSyntax.self), ternary.thenExpression.id == current.id {
                list = ternary.parent?.as(ExprListSyntax.self)
            } else if let elements = current.parent?.as(ExprListSyntax.self), elements.count >= 3, elements.last?.id == current.id,
                elements[elements.index(elements.endIndex, offsetBy: -2)].is(UnresolvedTernaryExprSyntax.self)
            {
                list = elements
            }
            guard let sequence = list?.parent?.as(SequenceExprSyntax.self) else { return current }
            current = ExprSyntax(sequence)
        }
        return current
    }
}
