import SwiftSyntax

extension UIKitReader {
    /// Whether `node` is in a text view's own code: a class inheriting UIKit's label, button, text
    /// field or text view, or an extension of one, or of a type named as one (`extension MetaLabel`,
    /// whose class is another module's: Mastodon a9e088a9c `MetaLabel.swift:89`, `font =
    /// .systemFont(ofSize: 17, weight: .semibold)` in its `init(style:)`, was missed).
    static func insideTextViewSubclass(_ node: some SyntaxProtocol) -> Bool {
        let kinds = ["UILabel", "UIButton", "UITextField", "UITextView"]
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(ClosureExprSyntax.self) { return false }
            if let type = ancestor.as(ClassDeclSyntax.self) {
                let inherited = type.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
                // An app superclass named as a text view counts as one, as an extension's does:
                // Rocket.Chat 3172a098 `final class StyledTextField: VOTextField` (VOTextField:
                // UITextField, another file) sets `font = UIFont.preferredFont(forTextStyle: .body)`
                // at StyledTextField.swift:85, missed (fresh-ios13a M3).
                if let superclass = inherited.first, !superclass.hasPrefix("UI"), kinds.contains(where: { superclass.hasSuffix($0.dropFirst(2)) }) {
                    return true
                }
                return inherited.contains { kinds.contains($0) }
            }
            if let extended = ancestor.as(ExtensionDeclSyntax.self) {
                let name = extended.extendedType.trimmedDescription
                return kinds.contains { name.hasSuffix($0.dropFirst(2)) }
            }
            current = ancestor.parent
        }
        return false
    }
}
