import SwiftSyntax

/// A button's label that is one `switch` over a state, with the cases in which it shows no text:
/// a background chosen by the same state in those cases is behind an icon or a spinner, never
/// behind the text. Home Assistant d722d781 `ThreadCredentialDetailsView.swift:48-61` shows
/// `Text(…)` only in `case .standard:` and an SF Symbol in `.success` and `.error`, over a
/// background that is green or red in those two (:79-88); the text was judged white on green
/// and red, which it never is, while its own state went unjudged.
enum LabelSwitchCases {
    /// The `switch`'s subject as written and the items of its cases that draw no text
    /// (``TextlessSubtrees``); `nil` when the label is not one `switch` or every case may show text.
    static func textlessCases(_ label: ClosureExprSyntax) -> (subject: String, items: Set<String>)? {
        guard label.statements.count == 1, let item = label.statements.first?.item else { return nil }
        let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
        guard let switchExpression = expression?.as(SwitchExprSyntax.self) else { return nil }
        var items: Set<String> = []
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
                switchCase.statements.allSatisfy(drawsNoText)
            else { continue }
            items.formUnion(label.caseItems.map { $0.pattern.trimmedDescription })
        }
        return items.isEmpty ? nil : (switchExpression.subject.trimmedDescription, items)
    }

    private static func drawsNoText(_ statement: CodeBlockItemSyntax) -> Bool {
        guard let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression else { return false }
        // `ProgressView()` with no title: a spinner.
        if let root = ModifierChain(outermost: expression)?.rootCall, root.name == "ProgressView", root.call.arguments.isEmpty,
            root.call.trailingClosure == nil
        {
            return true
        }
        return TextlessSubtrees.drawsNoText(expression)
    }
}
