/// Escaping for the reporters, on Unicode scalars and UTF-8 bytes, so LegibleReporting needs only
/// FoundationEssentials: a module that imports it next to a C library with its own ICU (as
/// LegibleShaping does) must not load Foundation's ICU as well.
enum ReportEscaping {
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
