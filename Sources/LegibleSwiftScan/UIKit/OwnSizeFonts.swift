import SwiftSyntax

/// A font code makes at the view's own size: Eidolon 44486ed9 `TextField.swift:29`,
/// `font = UIFont.serifFont(withSize: self.font?.pointSize ?? 26)` in the `setup()` every
/// `TextField` runs when it is decoded. The face is the app's, but the size is the one the
/// storyboard gives (`Fulfillment.storyboard:204`, 26 pt; `:792`, 20 pt), and a font made at a
/// number is a fixed one: the file's fixed size is what shows, not a placeholder code replaces
/// (16 text fields were notes). A font that scales (`UIFontMetrics…scaledFont(for:)`, a text
/// style, or an app helper that does either) is code's own: the file's size is then a placeholder.
/// The same goes for an attributed title whose `.font` is the button's own title font
/// (Eidolon `ConfirmYourBidViewController.swift:36-42`, `Fulfillment.storyboard:706`): see
/// ``keepsOwnTitleFont(_:button:)``.
enum OwnSizeFonts {
    /// Words that say a font follows the text size.
    private static let scalers = ["scaledFont", "preferredFont", "UIFontMetrics", "scaledValue", "TextStyle", "textStyle"]

    /// Whether `value`, assigned to `receiver.font`, is a fixed font at the receiver's own point size.
    static func keepsOwnSize(_ value: ExprSyntax, receiver: String, appFonts: AppFonts) -> Bool {
        guard let call = value.unparenthesized.as(FunctionCallExprSyntax.self), let name = call.calledName else { return false }
        let size = call.arguments.first { argument in
            guard let label = argument.label?.text else { return name == "withSize" }
            return ["withSize", "ofSize", "size", "fontSize"].contains(label)
        }
        guard let size, isPointSize(size.expression, of: receiver) else { return false }
        let text = value.trimmedDescription
        return !scalers.contains(where: text.contains) && !appHelperScales(name, appFonts: appFonts, depth: 0)
    }

    /// Whether `expression` is `receiver.font.pointSize` (through `?`, `!` and `self.`), alone or
    /// with a fallback for a view without a font (`self.font?.pointSize ?? 26`).
    static func isPointSize(_ expression: ExprSyntax, of receiver: String) -> Bool {
        var expression = expression.unparenthesized
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return false }
            expression = elements[0]
        } else if let infix = expression.as(InfixOperatorExprSyntax.self) {
            guard infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return false }
            expression = infix.leftOperand
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "pointSize", let base = member.base else {
            return false
        }
        return UIKitReader.normalized(base.trimmedDescription) == ownFont(of: receiver)
    }

    /// The receiver's own font as ``UIKitReader/normalized(_:)`` writes it: `font` in the
    /// view's own class (`self.font`), else `label.font`.
    static func ownFont(of receiver: String) -> String {
        receiver == "self" || receiver.isEmpty ? "font" : receiver + ".font"
    }

    /// Whether an app's own `UIFont` helper of that name (``AppFonts``) scales, or calls one that
    /// does; a helper from a library the scan does not read makes the fixed font its name says.
    private static func appHelperScales(_ name: String, appFonts: AppFonts, depth: Int) -> Bool {
        guard depth < FontExpressionReader.maximumAppFontDepth, appFonts.declared.contains("UIFont.\(name)") else { return false }
        // Declared twice, or a body the table does not hold: what it returns is not known.
        guard let body = appFonts.functions["UIFont.\(name)"]?.template.font else { return true }
        if scalers.contains(where: body.contains) { return true }
        return appFonts.functions.keys.contains { key in
            guard key.hasPrefix("UIFont."), key != "UIFont.\(name)" else { return false }
            let called = String(key.dropFirst("UIFont.".count))
            return body.contains(called + "(") && appHelperScales(called, appFonts: appFonts, depth: depth + 1)
        }
    }

    /// Whether `button.setAttributedTitle(title, for: …)` gives a title whose font is the
    /// button's own (`NSAttributedString(string: s, attributes: [.underlineStyle: …, .font:
    /// button.titleLabel!.font])`, through a local `let` for the string and its attributes):
    /// the file's font shows.
    static func keepsOwnTitleFont(_ call: FunctionCallExprSyntax, button: String) -> Bool {
        guard var title = call.arguments.first?.expression.unparenthesized else { return false }
        if let name = title.as(DeclReferenceExprSyntax.self)?.baseName.text {
            guard let value = call.localValue(of: name) else { return false }
            title = value.unparenthesized
        }
        guard let made = title.as(FunctionCallExprSyntax.self),
            ["NSAttributedString", "NSMutableAttributedString"].contains(made.calledExpression.trimmedDescription),
            var attributes = made.argument("attributes")?.unparenthesized
        else { return false }
        if let name = attributes.as(DeclReferenceExprSyntax.self)?.baseName.text {
            guard let value = call.localValue(of: name) else { return false }
            attributes = value.unparenthesized
        }
        guard let dictionary = attributes.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content,
            let font = elements.first(where: { $0.key.trimmedDescription.split(separator: ".").last == "font" })
        else { return false }
        return UIKitReader.normalized(font.value.trimmedDescription) == button + ".titleLabel.font"
    }
}
