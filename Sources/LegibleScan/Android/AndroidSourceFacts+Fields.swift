import LegibleSyntax

// Byte-level name searches the Android source facts share (kept apart for the file-size limit).
extension AndroidSourceFacts {
    /// The identifier after `prefix` (`R.layout.` → `main`), the first in the text.
    static func field(of prefix: String, in text: [UInt8]) -> String? {
        let needle = Array(prefix.utf8)
        var from = 0
        while let index = ByteSearch.firstIndex(of: needle, in: text[from...]) {
            from = index + 1
            guard index == 0 || !isIdentifierByte(text[index - 1]) else { continue }
            let name = text[(index + needle.count)...].prefix { isIdentifierByte($0) }
            if !name.isEmpty { return String(decoding: name, as: UTF8.self) }
        }
        return nil
    }

    /// Every name after `prefix` in `text`, in order (``field(of:in:)`` gives the first).
    static func fields(of prefix: String, in text: [UInt8]) -> [String] {
        let needle = Array(prefix.utf8)
        var found: [String] = []
        var from = 0
        while let index = ByteSearch.firstIndex(of: needle, in: text[from...]) {
            from = index + 1
            guard index == 0 || !isIdentifierByte(text[index - 1]) else { continue }
            let name = text[(index + needle.count)...].prefix { isIdentifierByte($0) }
            if !name.isEmpty { found.append(String(decoding: name, as: UTF8.self)) }
        }
        return found
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}
