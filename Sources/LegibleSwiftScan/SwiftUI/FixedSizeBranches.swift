import SwiftSyntax

/// A SwiftUI size chosen between two numbers: `.system(size: expanded ? 52 : 36)` is fixed
/// either way, so the text never follows the text size (Aidoku eb812a56 `StatsGridView.swift:276`,
/// missed while only a single number was read). The smaller is the size reported: the one
/// further from a size a person who needs larger text can read.
enum FixedSizeBranches {
    /// The smaller of the two branches of `condition ? a : b` when both are numbers the file
    /// holds; `nil` for anything else (a branch that is a variable may scale).
    static func smaller(_ expression: ExprSyntax?, constants: Constants) -> Double? {
        guard let sequence = expression?.unparenthesized.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        // `a && b ? 52 : 36`: the ternary binds loosest, so it is the one before the last element.
        guard elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
            let first = constants.number(ternary.thenExpression), let second = constants.number(elements[elements.count - 1])
        else { return nil }
        return min(first, second)
    }
}
