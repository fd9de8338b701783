import LegibleScan

extension ComposeFileScan {
    /// Whether the Text shows an emoji: its text is a literal of emoji alone, or a value whose
    /// name says emoji (`emoji`, `reaction.emoji`), or its size is one named for emoji (`emojiSize`).
    static func showsEmoji(_ call: ComposeCall, values: ComposeValues) -> Bool {
        guard let text = call.argument("text", at: 0) else { return false }
        let resolved = values.constants.resolve(text)
        if case .literal(let token) = resolved.kind, case .string(false) = token.kind {
            return !token.text.isEmpty && token.text.unicodeScalars.allSatisfy(isEmojiScalar)
                && token.text.unicodeScalars.contains { $0.properties.isEmoji && $0.value > 0xFF }
        }
        let named = { (expression: KotlinExpression?) in expression.map { $0.sketch.lowercased().contains("emoji") } ?? false }
        if case .literal = resolved.kind { return false }
        return named(text) || named(call.argument("fontSize")) || named(call.argument("style"))
    }

    /// Whether the Text shows an avatar's initials: its text is a value whose name says so
    /// (`initials`, `accountSummary.initials`), not a literal.
    static func showsInitials(_ call: ComposeCall) -> Bool {
        guard let text = call.argument("text", at: 0) else { return false }
        if case .literal = text.kind { return false }
        return text.sketch.lowercased().contains("initials")
    }

    /// An emoji's scalar, or one that joins or varies emoji (zero-width joiner, variation selector, skin tone, keycap).
    static func isEmojiScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isEmoji || scalar.value == 0x200D || scalar.value == 0xFE0F || scalar.value == 0x20E3
            || (0x1F3FB...0x1F3FF).contains(scalar.value) || (0xE0020...0xE007F).contains(scalar.value)
    }
}
