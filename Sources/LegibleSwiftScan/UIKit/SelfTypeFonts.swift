import SwiftSyntax

/// A font a view is given through its own type's name written `Self`: `indexText.font =
/// Self.indexFont` with `private static let indexFont: UIFont = .subhead1`, or `titleLabel?.font =
/// Self.font(style: style)` of a `private static func`. The file's constants and the app's fonts
/// keep a type's static members as `Type.name`, so `Self` is read as the type around the
/// assignment. unstoppable-wallet-ios 426cdf59 `MnemonicWordCell.swift:27,32` (the recovery
/// phrase's words, fixed 14 and 16 pt) and `SecondaryButton.swift:36` were missed (fresh-ios26a
/// patterns 5 and 6).
enum SelfTypeFonts {
    /// `value` with a leading `Self.` written as `typeName.`, parsed anew; `nil` when it does not
    /// start so or no type is around it.
    static func resolved(_ value: ExprSyntax, typeName: String?) -> ExprSyntax? {
        guard let typeName, !typeName.isEmpty, startsWithSelf(value.unparenthesized) else { return nil }
        let text = value.trimmedDescription
        guard let range = text.range(of: "Self.") else { return nil }
        let rewritten = typeName + "." + text[range.upperBound...]
        let tree = SwiftParsing.parse("_ = " + rewritten)
        guard let sequence = tree.statements.first?.item.as(SequenceExprSyntax.self), let last = Array(sequence.elements).last else { return nil }
        return last
    }

    /// Whether the innermost base of `expression`'s member chain is `Self`
    /// (`Self.x`, `Self.f(y)`, `Self.x!`).
    private static func startsWithSelf(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.tokenKind == .keyword(.Self) }
                current = base
            } else {
                return false
            }
        }
    }
}
