/// Text made only of emoji: pictures drawn from the colour emoji font, not words a person reads.
///
/// isowords c727d3a7 `PurchasesSettingsView.swift:12` shows `Text("🎉").font(.system(size: 40))`,
/// a decorative party popper: its fixed size is the size of a picture, as an SF Symbol's is, so
/// `text.fixed-size` says so in a note (as for one letter filling a badge) instead of a warning.
package enum EmojiText {
    /// Whether `text`, less spaces, is one or more emoji: each character an emoji drawn as a
    /// picture by default (Emoji_Presentation), or made one by a variation selector (U+FE0F), a
    /// zero-width joiner sequence, a keycap or a flag. `"1"` and `"©"` alone are text.
    package static func isEmojiOnly(_ text: String) -> Bool {
        let characters = text.filter { !$0.isWhitespace }
        return !characters.isEmpty && characters.allSatisfy(isPictureEmoji)
    }

    /// Whether `text`, less spaces, is one symbol glyph drawn from a text font: a character of
    /// Unicode's "other symbol" category that is not a picture emoji (ⓘ U+24D8 of Enclosed
    /// Alphanumerics, ✔ U+2714 of Dingbats, ★). It is an icon in the text's colour, as an SF
    /// Symbol is: GoMap's info buttons titled "ⓘ" (`POI.storyboard:319`) are judged as non-text
    /// (WCAG 1.4.11, 3:1), not as text at 4.5:1. A letter, digit, `©`… alone, or words, stay text.
    package static func isSymbolGlyph(_ text: String) -> Bool {
        let characters = text.filter { !$0.isWhitespace }
        guard characters.count == 1, let character = characters.first, !isPictureEmoji(character),
            let first = character.unicodeScalars.first
        else { return false }
        return first.properties.generalCategory == .otherSymbol && first.value != 0xA9 && first.value != 0xAE
    }

    /// Whether `text`, less spaces, is only private-use characters (U+E000–U+F8FF and the two
    /// supplementary private-use planes): the code points icon fonts (FontAwesome, Material
    /// Design Icons) draw their pictures at. ef-app_ios `DealerDetail.storyboard:91` shows
    /// FontAwesome's U+F0AC globe at a fixed 24 pt beside a link: a picture in the text's colour,
    /// as a lone symbol is, with no word in it a larger size would make easier to read. A letter
    /// beside them makes it text.
    package static func isPrivateUseOnly(_ text: String) -> Bool {
        let scalars = text.unicodeScalars.filter { !$0.properties.isWhitespace }
        return !scalars.isEmpty && scalars.allSatisfy { $0.properties.generalCategory == .privateUse }
    }

    /// The round dots a label shows alone as a status indicator: bullet, black circle, Z
    /// notation spot, white bullet. A middle dot (`·`, `∙`) alone sits between other views: a
    /// separator (``SeparatorText``).
    private static let dots: Set<Character> = ["•", "●", "⦁", "◦"]

    /// Whether `text`, less spaces, is one dot (``dots``): a shape drawn with a glyph, not text a
    /// person reads. Unwrap 44886cb3 `NewsTableViewCell.swift:50-51` shows `"•"` at 36 pt as the
    /// unread dot, which only its alpha toggles (fresh-ios12b D4). Two dots, or a dot beside a
    /// letter or digit, are not one.
    package static func isDotGlyph(_ text: String) -> Bool {
        let characters = text.filter { !$0.isWhitespace }
        return characters.count == 1 && characters.first.map(dots.contains) == true
    }

    private static func isPictureEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.properties.isEmoji else { return false }
        if first.properties.isEmojiPresentation { return true }
        return scalars.contains { [0xFE0F, 0x200D, 0x20E3].contains($0.value) }
    }
}

extension ScannedElement {
    /// What the element shows that the picture checks (emoji, symbol glyphs, icon-font glyphs)
    /// read: its pictogram, else its literal text.
    package var shownLiteral: String? { pictogram ?? text?.literal }

    /// Whether the element shows only emoji (``EmojiText/isEmojiOnly(_:)``). `contrast.text` and
    /// `text.shrinks` both leave such text alone, a picture drawn from the emoji font in its own
    /// colours and sized to its box as an icon is.
    package var showsOnlyEmoji: Bool {
        shownLiteral.map(EmojiText.isEmojiOnly) == true
    }
}
