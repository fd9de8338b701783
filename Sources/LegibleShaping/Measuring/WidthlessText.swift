/// Visible text that a font measures at no width: never a pass.
///
/// A font whose `hmtx` gives the glyphs a text uses 0 units (damaged, or cut down by a subsetter
/// that kept outlines but not widths) measures that text at 0 pt or less, and a 0 pt label fits
/// every width. Font validation refuses a font whose every width is 0; this catches the rest, one
/// measured text at a time, so `measure`, `audit` and the single-label API stop with an error
/// instead of reporting a fit.
///
/// ```swift
/// WidthlessText.problem(text: "Continue", width: 0, font: "Broken.ttf")
/// // "font 'Broken.ttf' measures "Continue" at 0 pt: its glyphs have no width (a damaged 'hmtx' table); …"
/// WidthlessText.problem(text: "\u{200B}", width: 0, font: "Inter")   // nil: nothing visible
/// ```
public enum WidthlessText {
    /// Whether `text` has a character drawn with ink of its own: a letter, number, punctuation
    /// mark or symbol. Spaces, controls, format characters (ZWJ, ZWSP) and marks on their own
    /// may rightly take no width.
    ///
    /// - Parameter text: the text measured.
    public static func hasVisibleCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber, .letterNumber, .otherNumber,
                .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                .initialPunctuation, .finalPunctuation, .otherPunctuation,
                .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
                true
            default:
                false
            }
        }
    }

    /// The error message when `text` is visible but measured `width` is 0 or less, else `nil`.
    /// Only the width is looked at first, so a text with a width costs no scan of its characters.
    ///
    /// - Parameters:
    ///   - text: the text measured.
    ///   - width: its measured width at some size, in points (or dp).
    ///   - font: the font, as the message should name it.
    ///   - unit: the unit of `width`.
    public static func problem(text: String, width: Double, font: String, unit: String = "pt") -> String? {
        guard width <= 0, hasVisibleCharacter(text) else { return nil }
        let shown = text.count > 64 ? String(text.prefix(64)) + "…" : text
        return "font '\(font)' measures \"\(shown)\" at \(width == 0 ? "0" : "\((width * 100).rounded() / 100)") \(unit): its glyphs have no width "
            + "(a damaged 'hmtx' table, or a subset font without widths), so no width could be checked; use an undamaged font"
    }
}
