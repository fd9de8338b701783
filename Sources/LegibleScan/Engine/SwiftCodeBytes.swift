/// The byte-level pieces the engine's Swift text readers share (``UnshownNibs/CodeFacts`` and
/// ``StaticFunctionFacts``): which bytes make an identifier, where a comment ends and where a
/// one-line string literal ends. Both read every Swift file by bytes, so they must agree on what
/// is code, comment and literal.
enum SwiftCodeBytes {
    /// A byte that may start an identifier: an ASCII letter or `_`.
    static func isIdentifierStart(_ byte: UInt8) -> Bool { (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 }

    /// A byte that may continue an identifier: one that may start it, or a digit.
    static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || (byte >= 48 && byte <= 57) }

    /// The index just past the comment whose `/` is at `index`: the line's end for `//`, past
    /// the `*/` for `/*` (or the text's end).
    static func commentEnd(_ bytes: [UInt8], at index: Int) -> Int {
        let block = bytes[index + 1] == 42
        var end = index + 2
        while end < bytes.count, block ? !(bytes[end] == 42 && end + 1 < bytes.count && bytes[end + 1] == 47) : bytes[end] != 10 { end += 1 }
        return end + (block ? 2 : 0)
    }

    /// The index of the quote that closes the one-line literal opened at `index`, else of the
    /// line's end (or the text's): escapes (`\"`) are skipped.
    static func lineLiteralEnd(_ bytes: [UInt8], openingAt index: Int) -> Int {
        var end = index + 1
        while end < bytes.count, bytes[end] != 34, bytes[end] != 10 { end += bytes[end] == 92 ? 2 : 1 }
        return min(end, bytes.count)
    }
}
