/// Input repeated in an error message, quoted and cut short: a message names what was wrong, but
/// a 5 MB value pasted by mistake must not come back as a 5 MB message.
package enum EchoedText {
    /// The most characters of an input an error message repeats.
    package static let maximumCharacters = 64

    /// `text` in double quotes; when it is longer than ``maximumCharacters`` characters, its first
    /// ones and an ellipsis in the quotes, then its length in bytes (UTF-8).
    ///
    /// ```swift
    /// EchoedText.quoted("#12")                                      // "#12"
    /// EchoedText.quoted(String(repeating: "z", count: 5_000_000))
    /// // "zzz…zzz…" (5000000 bytes, cut to the first 64 characters)
    /// ```
    package static func quoted(_ text: some StringProtocol) -> String {
        guard let (start, bytes) = cut(text) else { return "\"\(text)\"" }
        return "\"\(start)…\" (\(bytes) bytes, cut to the first \(maximumCharacters) characters)"
    }

    /// `text` as it is, or its first ``maximumCharacters`` characters, an ellipsis and its length
    /// in bytes: for messages that repeat an input without quotes.
    package static func unquoted(_ text: some StringProtocol) -> String {
        guard let (start, bytes) = cut(text) else { return String(text) }
        return "\(start)… (\(bytes) bytes, cut to the first \(maximumCharacters) characters)"
    }

    /// The first ``maximumCharacters`` characters and the length in bytes, or `nil` when `text`
    /// is no longer than that.
    private static func cut<Text: StringProtocol>(_ text: Text) -> (Text.SubSequence, Int)? {
        var end = text.startIndex
        var count = 0
        while end < text.endIndex, count < maximumCharacters {
            text.formIndex(after: &end)
            count += 1
        }
        guard end < text.endIndex else { return nil }
        return (text[..<end], text.utf8.count)
    }

    /// `text` with every control character but line feed and tab written as Swift writes it,
    /// `\u{1B}`: C0 controls (ESC, BEL, CR, backspace, NUL…), DEL and the C1 controls (U+0080
    /// to U+009F, among them U+009B, a one-character CSI). Token names, keys, values and locale
    /// codes come from files anyone can write; raw, an ESC in one recolours, retitles or erases
    /// lines of the terminal or CI log a human-readable report is shown in.
    ///
    /// ```swift
    /// EchoedText.escapingControls("red\u{1B}]0;pwned\u{07}")   // red\u{1B}]0;pwned\u{7}
    /// ```
    package static func escapingControls(_ text: String) -> String {
        // Most text has none: one pass over the bytes, and the text itself back.
        guard text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F || $0 == 0xC2 }) else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) {
                output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Whether ``escapingControls(_:)`` writes `scalar` as an escape.
    package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
    }
}
