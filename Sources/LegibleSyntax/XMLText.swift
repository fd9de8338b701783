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
        var result = ""
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
}
