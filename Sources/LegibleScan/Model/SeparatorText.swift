/// Text made only of the punctuation a layout puts between other views: a dash, a slash, a
/// colon, a middle dot.
///
/// OpenKeychain `passphrase_dialog_backup_code.xml:57` puts `<TextView android:text="-"
/// android:textSize="18dp">` between each two of six backup-code fields (issue 33,
/// fresh-android10b D10): ten such dashes were ten `text.fixed-size` warnings, though nothing in
/// them is read. The fields beside them are the text, and their own findings say so; the
/// dashes' fixed size is a note.
package enum SeparatorText {
    /// Whether `text`, less spaces, is one or more separators: dash punctuation (`-`, `–`, `—`,
    /// Unicode's Pd category) or one of `/ \ | : ; , . · • … ‧ ∙ ⁄`. A letter, a digit, `%`,
    /// `?`, `+` or `#` anywhere makes it text (`"-5"`, `"%"`, `"?"` carry meaning).
    package static func isSeparatorOnly(_ text: String) -> Bool {
        let characters = text.filter { !$0.isWhitespace }
        return !characters.isEmpty && characters.allSatisfy(isSeparator)
    }

    /// The separators other than dash punctuation.
    private static let marks: Set<Character> = ["/", "\\", "|", ":", ";", ",", ".", "·", "•", "…", "‧", "∙", "⁄"]

    private static func isSeparator(_ character: Character) -> Bool {
        if marks.contains(character) { return true }
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return false }
        return scalar.properties.generalCategory == .dashPunctuation
    }
}
