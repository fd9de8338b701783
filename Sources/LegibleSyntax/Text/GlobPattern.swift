/// A glob over names and keys: `*` any run of characters (dots included), `?` exactly one
/// character, `\` escapes the next character; the pattern must match the whole name. Layout
/// rules match string keys with it (`KeyGlob` in LegibleCatalogs) and `legible check` token
/// names, so both read a pattern alike.
package enum GlobPattern {
    /// Whether `pattern` matches all of `key`.
    package static func matches(_ pattern: String, _ key: String) -> Bool {
        // ASCII other than CR (with LF, "\r\n" is one character) has one byte per character:
        // matched in place, without copying either string into an array of characters.
        let ascii =
            pattern.utf8.withContiguousStorageIfAvailable { pattern in
                key.utf8.withContiguousStorageIfAvailable { key in
                    isPlainASCII(pattern) && isPlainASCII(key)
                        ? matches(pattern, key, star: UInt8(ascii: "*"), question: UInt8(ascii: "?"), escape: UInt8(ascii: "\\")) : nil
                } ?? nil
            } ?? nil
        return ascii ?? matches(Array(pattern), Array(key), star: "*", question: "?", escape: "\\")
    }

    private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !bytes.contains { $0 >= 0x80 || $0 == 0x0D }
    }

    /// Glob matching with backtracking to the last `*`, over characters or (for plain ASCII) bytes.
    private static func matches<Text: RandomAccessCollection>(
        _ pattern: Text, _ key: Text, star: Text.Element, question: Text.Element, escape: Text.Element
    ) -> Bool where Text.Element: Equatable, Text.Index == Int {
        var p = pattern.startIndex
        var k = key.startIndex
        var starPattern: Int?
        var starKey = k
        while k < key.endIndex {
            if p < pattern.endIndex, pattern[p] == escape, p + 1 < pattern.endIndex, pattern[p + 1] == key[k] {
                p += 2
                k += 1
            } else if p < pattern.endIndex, pattern[p] == question || (pattern[p] != star && pattern[p] != escape && pattern[p] == key[k]) {
                p += 1
                k += 1
            } else if p < pattern.endIndex, pattern[p] == star {
                starPattern = p
                starKey = k
                p += 1
            } else if let star = starPattern {
                p = star + 1
                starKey += 1
                k = starKey
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == star { p += 1 }
        return p == pattern.endIndex
    }
}
