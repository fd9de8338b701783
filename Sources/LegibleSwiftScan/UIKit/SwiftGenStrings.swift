import LegibleScan
import SwiftSyntax

/// The strings SwiftGen generates for an app's catalogs (its `strings` template): each key a
/// constant of an `L10n` enum that looks itself up through a private `tr` function,
///
/// ```swift
/// /// Upgrade Account
/// internal static var upgradeAccount: String { return L10n.tr("Localizable", "upgrade_account") }
/// internal static let done = L10n.tr("Localizable", "done", fallback: "Done")
/// ```
///
/// so code that sets `label.text = L10n.upgradeAccount` shows the catalog's `upgrade_account`
/// (Pocket Casts iOS sets 133 storyboard and xib texts this way). The call is read only when the
/// file declares a `tr(_:_:…)` function of its own — the generated enum's — since another `tr` need
/// not look a key up. The development language's text is the `fallback:` argument, else the
/// generated doc comment above the constant, else the key. Functions the template makes for
/// strings with arguments (`static func episodes(_ p1: Int) -> String`) are not constants.
enum SwiftGenStrings {
    /// Whether the file declares a function named `tr` whose first two parameters are unlabelled
    /// (SwiftGen's `private static func tr(_ table: String, _ key: String, _ args: CVarArg...)`).
    /// The reader asks only files whose text has `func tr(`.
    static func declaresLookup(_ tree: SourceFileSyntax) -> Bool {
        let finder = LookupFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// The text of `L10n.tr("Localizable", "key")` (or `tr(…)` inside the enum): the key in the
    /// table the first argument names; `nil` for any other expression.
    static func read(_ expression: ExprSyntax, declaration: some SyntaxProtocol) -> ScannedText? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledName == "tr" else { return nil }
        let arguments = Array(call.arguments)
        guard arguments.count >= 2, arguments[0].label == nil, arguments[1].label == nil,
            let table = arguments[0].expression.stringLiteralValue, let key = arguments[1].expression.stringLiteralValue
        else { return nil }
        let value = call.argument("fallback")?.stringLiteralValue ?? docComment(of: declaration) ?? key
        return ScannedText(key: key, literal: value, table: table)
    }

    /// The text of a one-line `///` comment right above a declaration (SwiftGen writes the
    /// development language's text there); `nil` when there is none or it spans several lines.
    static func docComment(of declaration: some SyntaxProtocol) -> String? {
        let lines = declaration.leadingTrivia.compactMap { piece -> String? in
            if case .docLineComment(let text) = piece { return String(text.dropFirst(3).drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
            return nil
        }
        guard lines.count == 1, let line = lines.first, !line.isEmpty else { return nil }
        return line
    }

    private final class LookupFinder: SyntaxVisitor {
        var found = false

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let parameters = Array(node.signature.parameterClause.parameters)
            if node.name.text == "tr", parameters.count >= 2, parameters[0].firstName.text == "_", parameters[1].firstName.text == "_" {
                found = true
            }
            return .skipChildren
        }
    }
}
