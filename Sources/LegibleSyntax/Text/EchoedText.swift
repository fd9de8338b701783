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
}
