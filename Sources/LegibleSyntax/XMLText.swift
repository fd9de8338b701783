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
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value)
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
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
