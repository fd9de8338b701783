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
        if let elsewhere = contentElsewhere(data) {
            throw SyntaxError(file: file, position: SyntaxPosition(line: 1, column: 1), message: elsewhere)
        }
        let bytes = [UInt8](data.prefix(4))
        // UTF-32 (with a byte order mark, or ASCII's three zero bytes) before UTF-16, whose
        // little-endian mark it starts with: read as UTF-16 it became text full of NULs.
        if bytes.count == 4,
            bytes == [0xFF, 0xFE, 0, 0] || bytes == [0, 0, 0xFE, 0xFF]
                || (bytes[0] != 0 && bytes[1] == 0 && bytes[2] == 0 && bytes[3] == 0) || (bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0 && bytes[3] != 0)
        {
            throw SyntaxError(
                file: file, position: SyntaxPosition(line: 1, column: 1), message: "UTF-32 text, which Legible does not read; save the file as UTF-8")
        }
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
            let (position, byte) = firstInvalidUTF8(data) ?? (SyntaxPosition(line: 1, column: 1), 0)
            throw SyntaxError(file: file, position: position, message: invalidUTF8Message(byte))
        }
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }

    /// How every message of ``contentElsewhere(_:)`` starts, so a scan can tell a file whose
    /// content is not in the checkout (a note) from a broken one (an error).
    package static let contentElsewherePrefix = "the checkout holds no content for this file: "

    /// Why the bytes are a stand-in for the file's content rather than the content, or `nil`:
    /// a file git-crypt keeps encrypted in a repository that is not unlocked (it starts with
    /// git-crypt's header, `\0GITCRYPT\0`), or a Git LFS pointer whose object was not fetched.
    /// Neither is a broken file, and nothing in the checkout can be checked.
    package static func contentElsewhere(_ data: Data) -> String? {
        if data.starts(with: Array("\0GITCRYPT\0".utf8)) {
            return contentElsewherePrefix + "it is encrypted with git-crypt; check it in an unlocked clone (git-crypt unlock)"
        }
        // A pointer is a few short lines; its first is fixed by the LFS specification.
        if data.count < 1024, data.starts(with: Array("version https://git-lfs.github.com/spec/v1".utf8)) {
            return contentElsewherePrefix + "it is a Git LFS pointer whose object was not fetched (git lfs pull)"
        }
        return nil
    }

    /// Why text is not UTF-8, naming the first byte that is not: `not valid UTF-8 or UTF-16
    /// text (byte 0xE9 is no UTF-8 here; a Latin-1 or Windows-1252 file?)`.
    package static func invalidUTF8Message(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "not valid UTF-8 or UTF-16 text (byte 0x\(hex.count == 1 ? "0" : "")\(hex) is no UTF-8 here; a Latin-1 or Windows-1252 file?)"
    }

    /// The line and column (in Unicode scalars, from 1) of the first byte of `data` that is no
    /// UTF-8, and that byte; `nil` when all of it is UTF-8.
    package static func firstInvalidUTF8(_ data: Data) -> (SyntaxPosition, UInt8)? {
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var position = SyntaxPosition(line: 1, column: 1)
        var offset = data.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == 0x0A {
                    position.line += 1
                    position.column = 1
                } else {
                    position.column += 1
                }
                offset += encoded.count
            case .emptyInput:
                return nil
            case .error:
                return (position, data[offset])
            }
        }
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
