/// Kotlin and Java source with its comments blanked: commented-out code sets no listener, text or
/// colour (Nextcloud Notes bce8c817 `ShareViewHolder.java:91`, `// binding.icon.setOnClickListener(…)`,
/// made `item_share_share.xml:18` a 40 dp tap target). Every comment byte but a line break becomes
/// a space, so offsets, lines and columns stay where they were; strings are left alone, so a `//`
/// inside `"https://…"` is no comment.
///
/// Only Kotlin nests block comments; in Java (JLS §3.7) a block comment ends at the first `*/`, and
/// `/*` inside it means nothing. NewPipe 79767f95f closes its section banners with
/// `//////…///*/` (`VideoPlayerUi.java:113`): read as Kotlin, the `/*` in `/*/` opened a nested
/// comment that never closed, and every listener after the first banner was lost.
enum AndroidSourceComments {
    /// `code` with `// …` and `/* … */` blanked; block comments nest only when `nests` (Kotlin).
    static func blanked(_ code: [UInt8], nests: Bool = true) -> [UInt8] {
        var result = code
        var index = 0
        let count = code.count
        while index < count {
            let byte = code[index]
            if byte == UInt8(ascii: "\""), index + 2 < count, code[index + 1] == byte, code[index + 2] == byte {
                index = end(ofRawStringAt: index, in: code)
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                index = end(ofQuotedAt: index, in: code)
            } else if byte == UInt8(ascii: "/"), index + 1 < count, code[index + 1] == UInt8(ascii: "/") {
                while index < count, code[index] != UInt8(ascii: "\n") {
                    result[index] = UInt8(ascii: " ")
                    index += 1
                }
            } else if byte == UInt8(ascii: "/"), index + 1 < count, code[index + 1] == UInt8(ascii: "*") {
                index = blankBlock(from: index, in: code, nests: nests, into: &result)
            } else {
                index += 1
            }
        }
        return result
    }

    /// After the `"…"` or `'…'` starting at `start` (a backslash escapes; a line break ends it).
    private static func end(ofQuotedAt start: Int, in code: [UInt8]) -> Int {
        let quote = code[start]
        var index = start + 1
        while index < code.count, code[index] != quote, code[index] != UInt8(ascii: "\n") {
            index += code[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(index + 1, code.count)
    }

    /// After the Kotlin `"""…"""` starting at `start`.
    private static func end(ofRawStringAt start: Int, in code: [UInt8]) -> Int {
        var index = start + 3
        while index + 2 < code.count {
            if code[index] == UInt8(ascii: "\""), code[index + 1] == UInt8(ascii: "\""), code[index + 2] == UInt8(ascii: "\"") { return index + 3 }
            index += 1
        }
        return code.count
    }

    /// Blanks the block comment at `start`, nested ones inside it too when `nests`; returns the
    /// index after it.
    private static func blankBlock(from start: Int, in code: [UInt8], nests: Bool, into result: inout [UInt8]) -> Int {
        var depth = 1
        blank(start, 2, &result)
        var index = start + 2
        while index < code.count {
            if nests, code[index] == UInt8(ascii: "/"), index + 1 < code.count, code[index + 1] == UInt8(ascii: "*") {
                depth += 1
                blank(index, 2, &result)
                index += 2
            } else if code[index] == UInt8(ascii: "*"), index + 1 < code.count, code[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                blank(index, 2, &result)
                index += 2
                if depth == 0 { return index }
            } else {
                blank(index, 1, &result)
                index += 1
            }
        }
        return index
    }

    private static func blank(_ start: Int, _ length: Int, _ result: inout [UInt8]) {
        for offset in start..<(start + length) where result[offset] != UInt8(ascii: "\n") { result[offset] = UInt8(ascii: " ") }
    }
}
