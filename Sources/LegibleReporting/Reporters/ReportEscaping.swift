import LegibleSyntax

/// Escaping for the reporters, on Unicode scalars and UTF-8 bytes, so LegibleReporting needs only
/// FoundationEssentials: a module that imports it next to a C library with its own ICU (as
/// LegibleShaping does) must not load Foundation's ICU as well.
package enum ReportEscaping {
    /// `text` on one line for a human-readable report (text, compiler-style, GitHub values): a
    /// line feed, carriage return or tab becomes a space, and every other control character
    /// (C0, DEL, C1 — among them ESC and U+009B, a one-character CSI) is written `\u{1B}`, so a
    /// file name, key or suppression comment cannot recolour, retitle or erase a terminal or CI
    /// log, nor start a line of its own.
    package static func oneLine(_ text: some StringProtocol) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return String(text) }
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                output.unicodeScalars.append(" ")
            } else if EchoedText.isEscaped(scalar) {
                output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// A path as the first thing on a line of text or compiler-style output: ``oneLine(_:)``, and
    /// `./` before a path that starts with `:`, so that no line can be read as a GitHub Actions
    /// workflow command (`::error file=x::…`, `::add-mask::…`) by a runner that shows the log.
    package static func lineStart(_ path: String) -> String {
        let line = oneLine(path)
        return line.hasPrefix(":") ? "./" + line : line
    }

    /// `text` with each scalar that has a replacement replaced; the others kept. Working on
    /// scalars, a CR in a CR LF pair is replaced too.
    static func replacing(_ replacements: [Unicode.Scalar: String], in text: some StringProtocol) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replacement = replacements[scalar] {
                output += replacement
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// `text` with every UTF-8 byte outside `allowed` written as `%XX` (upper-case hex).
    static func percentEncoding(_ text: String, allowing allowed: Set<UInt8>) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if allowed.contains(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
