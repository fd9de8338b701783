import SwiftSyntax

/// Texts drawn in an icon font: their characters are pictures, not words.
///
/// Home Assistant d722d781 `WidgetCircularView.swift:17` draws a Material Design icon as
/// `Text(verbatim: icon.unicode).font(.custom(MaterialDesignIcons.familyName, size: 24))`; its
/// `.minimumScaleFactor(0.5)` shrinks an icon, which the HIG lets stay a fixed size, not text a
/// person reads. A custom font whose name says it holds icons or symbols (`namesAnIcon`) marks
/// such a text; any other custom font is text.
enum IconFonts {
    /// Whether the chain's `.font(.custom(NAME, …))` (or `Font.custom`) names an icon font.
    static func drawsIcons(_ chain: ModifierChain) -> Bool {
        guard let modifier = chain.first("font"), let argument = modifier.call.arguments.first?.expression,
            let name = customFontName(argument)
        else { return false }
        return SwiftUIElements.namesAnIcon(name.trimmedDescription)
    }

    /// The name argument of `.custom(name, size:)` at the root of a font expression, through any
    /// `.weight(…)`, `.bold()` after it.
    private static func customFontName(_ expression: ExprSyntax) -> ExprSyntax? {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "custom" { return call.arguments.first?.expression }
            guard let base = member.base else { return nil }
            current = base
        }
        return nil
    }
}
