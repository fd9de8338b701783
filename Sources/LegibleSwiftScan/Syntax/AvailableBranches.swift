import SwiftSyntax

/// A font helper's body with its `if #available(…)` resolved to the branch that runs on the
/// devices the app now supports. Antidote ffc5ae25 `Antidote/Antidote/UIFontExtension.swift:40-46`,
/// `class func antidoteFontWithSize(_ size: CGFloat, weight: AWeight) -> UIFont { if #available(iOS
/// 8.2, *) { return UIFont.systemFont(ofSize: size, weight: weight.w()) } else { return UIFont(name:
/// weight.name(), size: size)! } }`, gave 23 labels (`ChatListCell.swift:71`, 12 pt) an unknown
/// font, so their fixed size was missed. The branch is read as the body: a helper that scales
/// its font there (`UIFontMetrics`, a text style) gives that font, whatever the older branch does.
enum AvailableBranches {
    /// `statements` with a leading `if #available(…) { A } else { B }`, or `if #available(…) {
    /// A }` followed by one `return`, replaced by A when A ends in `return`; any other body as it is.
    static func resolved(_ statements: [CodeBlockItemSyntax]) -> [CodeBlockItemSyntax] {
        guard let first = statements.first, let condition = ifAvailable(first), condition.body.statements.last?.item.is(ReturnStmtSyntax.self) == true
        else { return statements }
        switch (condition.elseBody, statements.count) {
        case (.codeBlock?, 1),
            (nil, 2) where statements[1].item.is(ReturnStmtSyntax.self):
            return resolved(Array(condition.body.statements))
        default:
            return statements
        }
    }

    /// The `if` of `statement` when its one condition is `#available(…)` (not `#unavailable`).
    private static func ifAvailable(_ statement: CodeBlockItemSyntax) -> IfExprSyntax? {
        guard let condition = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? statement.item.as(IfExprSyntax.self),
            condition.conditions.count == 1, let availability = condition.conditions.first?.condition.as(AvailabilityConditionSyntax.self),
            availability.availabilityKeyword.tokenKind == .poundAvailable
        else { return nil }
        return condition
    }
}
