/// Escaping for text placed in XML documents: JUnit reports and the SVG pictures Legible draws.
package enum XMLText {
    /// Escapes text for XML content and attribute values alike; characters XML 1.0 forbids
    /// become U+FFFD, and line breaks and tabs become character references so attribute values
    /// keep them.
    ///
    /// ```swift
    /// XMLText.escaped(#"Tom & "Jerry" <3"#)  // "Tom &amp; &quot;Jerry&quot; &lt;3"
    /// ```
    package static func escaped(_ text: String) -> String {
        // Most texts need nothing: one pass over the bytes settles it and returns the text itself.
        guard text.utf8.contains(where: needsLookingAt) else { return text }
        // Byte by byte: markup and controls are ASCII, and U+FFFE and U+FFFF are EF BF BE and
        // EF BF BF; every other byte is copied as it is.
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 32)
        func append(_ literal: StaticString) {
            escaped.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        }
        var text = text
        text.withUTF8 { utf8 in
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                index += 1
                switch byte {
                case UInt8(ascii: "&"): append("&amp;")
                case UInt8(ascii: "<"): append("&lt;")
                case UInt8(ascii: ">"): append("&gt;")
                case UInt8(ascii: "\""): append("&quot;")
                case UInt8(ascii: "'"): append("&apos;")
                case 0x0A: append("&#10;")
                case 0x0D: append("&#13;")
                case 0x09: append("&#9;")
                case 0..<0x20: append("\u{FFFD}")
                case 0xEF where index + 1 < utf8.count && utf8[index] == 0xBF && utf8[index + 1] >= 0xBE:
                    append("\u{FFFD}")
                    index += 2
                default: escaped.append(byte)
                }
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Whether a UTF-8 byte can start something `escaped(_:)` changes: markup, a control
    /// character, or the lead byte 0xEF of U+FFFE and U+FFFF.
    private static func needsLookingAt(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<0x20, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF: true
        default: false
        }
    }
}
