import LegibleSyntax

/// The names a Kotlin file declares with `val`, `class` or `object`, and the receivers of its
/// extensions (`SemanticColors` of `val SemanticColors.x`, `fun SemanticColors.y()`), found by
/// one quick pass over its bytes (no parse), so the theme pre-pass can pick the few files that
/// declare what the theme names out of thousands. Comments and strings are not told apart: a
/// name found there only costs a file parsed for nothing.
struct KotlinDeclaredNames {
    var names: Set<String> = []
    var receivers: Set<String> = []

    init(_ text: String) {
        var text = text
        text.withUTF8 { bytes in scan(bytes) }
    }

    /// Whether `text` holds `needle`, by bytes (the pre-passes look through thousands of files).
    static func contains(_ text: String, _ needle: String) -> Bool { ByteSearch.contains(needle, in: text) }

    /// Whether `line` (part of a file) holds `needle`, by bytes, without copying it.
    static func contains(_ line: Substring, _ needle: String) -> Bool {
        let found = line.utf8.withContiguousStorageIfAvailable { bytes in
            Array(needle.utf8).withUnsafeBufferPointer { ByteSearch.firstOffset(of: $0, in: bytes) != nil }
        }
        return found ?? ByteSearch.contains(needle, in: String(line))
    }

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        let count = bytes.count
        while index < count {
            guard Self.isNameByte(bytes[index]), index == 0 || !Self.isNameByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < count, Self.isNameByte(bytes[end]) { end += 1 }
            let keyword = Self.keyword(bytes, index, end)
            index = end
            guard keyword != .none else { continue }
            // One or more spaces, then the declared name (or the receiver and `.`).
            var start = end
            while start < count, bytes[start] == UInt8(ascii: " ") { start += 1 }
            guard start > end else { continue }
            var stop = start
            while stop < count, Self.isNameByte(bytes[stop]) { stop += 1 }
            guard stop > start else { continue }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
            if stop < count, bytes[stop] == UInt8(ascii: "."), keyword != .type {
                receivers.insert(name)
            } else if keyword != .function {
                names.insert(name)
            }
        }
    }

    private enum Keyword { case none, value, type, function }

    private static func keyword(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        func equals(_ word: StaticString) -> Bool {
            guard end - start == word.utf8CodeUnitCount else { return false }
            let pointer = word.utf8Start
            for offset in 0..<(end - start) where bytes[start + offset] != pointer[offset] { return false }
            return true
        }
        if equals("val") { return .value }
        if equals("class") || equals("object") { return .type }
        if equals("fun") { return .function }
        return .none
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }
}
