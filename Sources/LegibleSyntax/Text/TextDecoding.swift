#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns a file's bytes into text, naming the file when they are not text.
package enum TextDecoding {
    /// Decodes a file's bytes: UTF-8 (with or without BOM), or UTF-16 with a BOM, or UTF-16
    /// without a BOM when every other byte of the first characters is zero (how old
    /// `.strings` files are often saved).
    package static func decode(_ data: Data, file: String) throws(SyntaxError) -> String {
        let bytes = [UInt8](data.prefix(4))
        if bytes.count >= 2 {
            if bytes[0] == 0xFF && bytes[1] == 0xFE {
                return try decodeUTF16(data.dropFirst(2), littleEndian: true, file: file)
            }
            if bytes[0] == 0xFE && bytes[1] == 0xFF {
                return try decodeUTF16(data.dropFirst(2), littleEndian: false, file: file)
            }
            if bytes.count >= 4 && bytes[1] == 0 && bytes[3] == 0 && bytes[0] != 0 {
                return try decodeUTF16(data, littleEndian: true, file: file)
            }
            if bytes.count >= 4 && bytes[0] == 0 && bytes[2] == 0 && bytes[1] != 0 {
                return try decodeUTF16(data, littleEndian: false, file: file)
            }
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw SyntaxError(file: file, message: "not valid UTF-8 or UTF-16 text")
        }
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }

    private static func decodeUTF16(_ data: Data, littleEndian: Bool, file: String) throws(SyntaxError) -> String {
        guard data.count % 2 == 0 else {
            throw SyntaxError(file: file, message: "UTF-16 text with an odd number of bytes")
        }
        let bytes = [UInt8](data)
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 0
        while index + 1 < bytes.count {
            let low = UInt16(bytes[littleEndian ? index : index + 1])
            let high = UInt16(bytes[littleEndian ? index + 1 : index])
            units.append(high << 8 | low)
            index += 2
        }
        var text = ""
        var iterator = units.makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
            case .emptyInput: break loop
            case .error: throw SyntaxError(file: file, message: "invalid UTF-16 text (an unpaired surrogate)")
            }
        }
        return text
    }
}
