/// The names a Kotlin file declares with `val`, `class` or `object`, found by a quick pass over
/// its bytes (no parse), so the theme pre-pass can pick the few files that declare what the
/// theme names out of thousands. Comments and strings are not told apart: a name found there
/// only costs a file parsed for nothing.
enum KotlinDeclaredNames {
    private static let keywords: [[UInt8]] = [Array("val".utf8), Array("class".utf8), Array("object".utf8)]

    static func names(in text: String) -> Set<String> {
        var names: Set<String> = []
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            guard isNameByte(bytes[index]), index == 0 || !isNameByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            let word = bytes[index..<end]
            index = end
            guard keywords.contains(where: { $0.elementsEqual(word) }) else { continue }
            // One or more spaces, then the declared name.
            var start = end
            while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
            guard start > end else { continue }
            var stop = start
            while stop < bytes.count, isNameByte(bytes[stop]) { stop += 1 }
            if stop > start, let name = String(bytes: bytes[start..<stop], encoding: .utf8) { names.insert(name) }
        }
        return names
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
