import SwiftSyntax

/// Whether two statements are in different branches of one `switch` or `if`, so that one runs
/// instead of the other: a font set on the same view in each is shown in its own case, and the
/// later one does not replace the earlier (ownCloud 0ac09a30 NSObject+ThemeApplication.swift:146,
/// `case .bigTitle: label.font = UIFont.boldSystemFont(ofSize: 34)` was missed because `case
/// .bigMessage:` at :149 sets `label.font` too).
enum ExclusiveBranches {
    /// Whether `first` and `second` are in different cases of one `switch`, or one is in an
    /// `if`'s body and the other in its `else` (an `else if` included).
    static func areExclusive(_ first: Syntax, _ second: Syntax) -> Bool {
        var ancestors: Set<SyntaxIdentifier> = []
        var current = first.parent
        while let node = current {
            ancestors.insert(node.id)
            current = node.parent
        }
        current = second.parent
        while let node = current {
            // The nearest node holding both: the two are in different children of it.
            if ancestors.contains(node.id) { return node.is(SwitchCaseListSyntax.self) || node.is(IfExprSyntax.self) }
            current = node.parent
        }
        return false
    }
}
