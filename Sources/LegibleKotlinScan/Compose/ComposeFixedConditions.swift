/// Conditions a wrapper's call settles: `if (itemDiffType == ItemDiffType.Content) A else B` in a
/// design system's text composable (Proton Pass d04eec28 SectionSubtitle.kt:43), read at a call
/// that leaves `itemDiffType` at its default `ItemDiffType.None`, is `ItemDiffType.None ==
/// ItemDiffType.Content`: false, so only B shows there, not a state that cannot occur.
///
/// Decided only when both sides are written cases of one enum-like owner (`Owner.Case`, the
/// owner a capitalised name, neither a constant the file or theme gives a value, which two names
/// could share) or `true`/`false`: equal when written alike, else different. Anything else is
/// left undecided.
enum ComposeFixedConditions {
    /// `true` or `false` when `condition` compares two such constants (`==`, `!=`) or is a
    /// boolean literal or its negation; `nil` otherwise.
    static func decided(_ condition: KotlinExpression, constants: ComposeConstants) -> Bool? {
        switch condition.kind {
        case .prefix("!", let operand): return decided(operand, constants: constants).map { !$0 }
        case .binary(let op, let left, let right) where op == "==" || op == "!=":
            guard constants.resolve(left) == left, constants.resolve(right) == right, let a = constant(left), let b = constant(right), a.owner == b.owner
            else { return nil }
            return (a.name == b.name) == (op == "==")
        default:
            switch condition.sketch {
            case "true": return true
            case "false": return false
            default: return nil
            }
        }
    }

    /// `Owner.Case` as (owner, case), for a capitalised owner name.
    private static func constant(_ expression: KotlinExpression) -> (owner: String, name: String)? {
        guard case .member(let base, let name, false) = expression.kind, case .name(let owner) = base.kind, owner.first?.isUppercase == true else {
            return nil
        }
        return (owner, name)
    }
}
