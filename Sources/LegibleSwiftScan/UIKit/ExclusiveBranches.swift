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
        let ancestors = ancestorIDs(of: first)
        var current = second.parent
        while let node = current {
            // The nearest node holding both: the two are in different children of it.
            if ancestors.contains(node.id) {
                if let block = node.as(CodeBlockItemListSyntax.self) { return returnsEarly(block, first, second) || returnsEarly(block, second, first) }
                return node.is(SwitchCaseListSyntax.self) || node.is(IfExprSyntax.self)
            }
            current = node.parent
        }
        return false
    }

    /// The nodes that hold `node`, its parent first: where two statements meet.
    static func ancestorIDs(of node: Syntax) -> Set<SyntaxIdentifier> {
        var ancestors: Set<SyntaxIdentifier> = []
        var current = node.parent
        while let parent = current {
            ancestors.insert(parent.id)
            current = parent.parent
        }
        return ancestors
    }

    /// Whether `early` is in the body of an `if` of `block` that ends in `return`, and `late`
    /// in a statement of `block` after that `if`: `if compact { label.font = A; return }; label.font
    /// = B` sets A or B, never both (Vocable 447a8e21 `PaginationView.swift:113-119`, 22 pt on
    /// compact size classes, was left out as if :119's 28 pt replaced it).
    private static func returnsEarly(_ block: CodeBlockItemListSyntax, _ early: Syntax, _ late: Syntax) -> Bool {
        var statement: CodeBlockItemSyntax?
        var current: Syntax? = early
        while let node = current, node.id != block.id {
            if let item = node.as(CodeBlockItemSyntax.self) { statement = item }
            current = node.parent
        }
        guard let statement,
            let condition = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? statement.item.as(IfExprSyntax.self),
            condition.elseBody == nil, condition.body.statements.last?.item.is(ReturnStmtSyntax.self) == true,
            early.position >= condition.body.position, early.endPosition <= condition.body.endPosition, late.position >= statement.endPosition
        else { return false }
        // Directly in the body (not in a closure or a nested `if` that may not run the `return`).
        var nearest = early.parent
        while let node = nearest, !node.is(CodeBlockItemListSyntax.self) { nearest = node.parent }
        return nearest?.id == condition.body.statements.id
    }
}

extension ExclusiveBranches {
    /// Whether `later` replaces `earlier` only on some paths: both are in one function or closure
    /// body, and `later` is in an `if` that `earlier` is not in and whose chain has no final
    /// `else` (with one, every path may replace it), so whenever that branch does not run the
    /// earlier value stays. a-shell 1107632c `a-Shell-IntentsUI/IntentViewController.swift:31, :40`:
    /// the response view's monospaced 13 pt is replaced by the system font only for one intent's
    /// response, and was missed. An `if #available(…)` is no such branch: it runs on every device
    /// the app now supports.
    static func replacesOnSomePaths(_ earlier: Syntax, _ later: Syntax) -> Bool {
        let ancestors = ancestorIDs(of: earlier)
        var branched = false
        var current = later.parent
        while let node = current {
            if ancestors.contains(node.id) { return branched && node.is(CodeBlockItemListSyntax.self) }
            // A body of its own (another function, a closure that may run any time): not followed.
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(AccessorBlockSyntax.self) { return false }
            if let branch = node.as(CodeBlockSyntax.self), let condition = branch.parent?.as(IfExprSyntax.self), !isAvailability(condition),
                !endsInElse(condition)
            {
                branched = true
            }
            current = node.parent
        }
        return false
    }

    /// `if #available(iOS 13, *)` alone, or its `else`.
    private static func isAvailability(_ condition: IfExprSyntax) -> Bool {
        condition.conditions.count == 1 && condition.conditions.first?.condition.is(AvailabilityConditionSyntax.self) == true
    }

    /// Whether the `if … else if …` chain `condition` is part of ends in a plain `else`.
    private static func endsInElse(_ condition: IfExprSyntax) -> Bool {
        var link = condition
        while true {
            switch link.elseBody {
            case .codeBlock?: return true
            case .ifExpr(let next)?: link = next
            case nil: return false
            }
        }
    }
}
