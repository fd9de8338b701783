import SwiftSyntax

/// What an `attributedText` assignment replaces of the view's file values. UILabel draws the
/// ranges of an attributed string that give no colour or font in its own `textColor` and `font`,
/// so `bodyLabel.attributedText = NSAttributedString(string: s, attributes: [.paragraphStyle: p])`
/// keeps the xib's colour and font (Sileo c9f70158 FlaggedSourceWarningViewController.swift:42,
/// which made the xib's #F6F6F6 on systemRed at :57 a placeholder note). Any other value (a
/// variable, a mutable string built elsewhere) may set both.
enum AttributedTextKeys {
    /// The ``UIKitReader`` property name to record for `view.attributedText = value`:
    /// `attributedText` (colour and font), `attributedTextFont` (font only) or
    /// `attributedTextPlain` (neither).
    static func recorded(_ value: ExprSyntax) -> String {
        guard let call = value.unparenthesized.as(FunctionCallExprSyntax.self),
            ["NSAttributedString", "NSMutableAttributedString"].contains(call.calledExpression.trimmedDescription),
            call.arguments.first?.label?.text == "string", call.arguments.count <= 2
        else { return "attributedText" }
        var keys: [String] = []
        if call.arguments.count == 2 {
            let attributes = call.arguments[call.arguments.index(after: call.arguments.startIndex)]
            guard attributes.label?.text == "attributes", let dictionary = attributes.expression.as(DictionaryExprSyntax.self) else { return "attributedText" }
            if case .elements(let elements) = dictionary.content {
                keys = elements.map { $0.key.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" }
            }
        }
        if keys.contains("foregroundColor") { return "attributedText" }
        return keys.contains("font") ? "attributedTextFont" : "attributedTextPlain"
    }
}
