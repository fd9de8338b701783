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
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 32)
        var text = text
        text.withUTF8 { utf8 in escape(utf8) { escaped.append(contentsOf: $0) } }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Escapes UTF-8 text as ``escaped(_:)`` does, handing `write` the result piece by piece:
    /// runs of bytes kept as they are, and the replacements between them. For writers that
    /// append bytes, so that no escaped copy is made.
    ///
    /// - Parameters:
    ///   - utf8: valid UTF-8.
    ///   - write: called with each piece, in order.
    package static func escape(_ utf8: UnsafeBufferPointer<UInt8>, _ write: (UnsafeBufferPointer<UInt8>) -> Void) {
        // Markup and controls are ASCII, and U+FFFE and U+FFFF are EF BF BE and EF BF BF;
        // every other byte is kept.
        var runStart = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            guard needsLookingAt(byte) else {
                index += 1
                continue
            }
            var length = 1
            let replacement: StaticString
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&apos;"
            case 0x0A: replacement = "&#10;"
            case 0x0D: replacement = "&#13;"
            case 0x09: replacement = "&#9;"
            case 0..<0x20: replacement = "\u{FFFD}"
            case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && utf8[index + 2] >= 0xBE:
                replacement = "\u{FFFD}"
                length = 3
            default:
                index += 1
                continue
            }
            if runStart < index { write(UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
            write(UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            index += length
            runStart = index
        }
        if runStart < utf8.count { write(UnsafeBufferPointer(rebasing: utf8[runStart...])) }
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
