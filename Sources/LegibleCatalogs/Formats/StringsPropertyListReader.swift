import Foundation
import LegibleCore
import LegibleReporting
import LegibleSyntax

/// Reads `.strings` files saved as property lists, which Xcode accepts as readily as the
/// `"key" = "text";` form and which translation services export: an XML property list
/// (`<plist><dict><key>…</key><string>…</string>…`) or a binary one (`bplist00`).
///
/// Both must hold one dictionary of strings. XML entries keep their line and column; a binary
/// file has no lines, so its entries are placed at 1:1 and its errors name the byte offset.
///
/// Limits of the binary reader (every one checked before the read it guards): the file is
/// already within ``CatalogLimits/maximumFileBytes``; the object count, each offset and each
/// length must fit inside the file (a count larger than the bytes left is refused, so a
/// 30-byte file cannot ask for a billion objects); offsets and references are 1 to 8 bytes;
/// only the top dictionary and its strings are followed, so nesting cannot recurse.
enum StringsPropertyListReader {
    /// The first bytes of a binary property list.
    static let binaryMagic: [UInt8] = Array("bplist00".utf8)

    /// Whether the bytes are a binary property list.
    static func isBinary(_ data: Data) -> Bool {
        data.count >= binaryMagic.count && data.prefix(binaryMagic.count).elementsEqual(binaryMagic)
    }

    /// Whether decoded text is an XML property list rather than `"key" = "text";` pairs.
    static func isXML(_ text: String) -> Bool {
        let start = text.unicodeScalars.drop { $0.properties.isWhitespace }
        return start.starts(with: "<?xml".unicodeScalars) || start.starts(with: "<!DOCTYPE plist".unicodeScalars)
            || start.starts(with: "<plist".unicodeScalars)
    }

    /// An XML property list of strings.
    static func readXML(_ text: String, file: String, locale: String) throws(SyntaxError) -> StringCatalog {
        let root = try PropertyListReader.parse(text, file: file)
        guard let members = root.members else {
            throw SyntaxError(file: file, position: root.position, message: "a .strings property list must hold a <dict> of strings, found \(root.kindName)")
        }
        var entries: [CatalogEntry] = []
        for member in members {
            guard let text = member.value.string else {
                throw SyntaxError(
                    file: file, position: member.value.position, message: "the key \"\(member.key)\" must hold a <string>, found \(member.value.kindName)")
            }
            entries.append(
                CatalogEntry(
                    key: member.key, locale: locale, text: text, file: file, position: TextPosition(member.value.position),
                    keyPosition: TextPosition(member.keyPosition)))
        }
        return StringCatalog(file: file, format: .strings, entries: entries)
    }

    /// A binary property list of strings.
    static func readBinary(_ data: Data, file: String, locale: String) throws(SyntaxError) -> StringCatalog {
        var reader = try BinaryPropertyList(bytes: [UInt8](data), file: file)
        let pairs = try reader.topDictionaryOfStrings()
        var entries: [CatalogEntry] = []
        var indexByKey: [String: Int] = [:]
        for (key, text) in pairs {
            let entry = CatalogEntry(key: key, locale: locale, text: text, file: file, position: TextPosition(line: 1, column: 1))
            // A key twice keeps the last text, as the `"key" = "text";` reader does.
            if let existing = indexByKey[key] {
                entries[existing] = entry
            } else {
                indexByKey[key] = entries.count
                entries.append(entry)
            }
        }
        return StringCatalog(file: file, format: .strings, entries: entries)
    }
}

/// The parts of a binary property list (`bplist00`) a `.strings` file uses: the trailer, the
/// offset table, one dictionary and its ASCII and UTF-16 strings.
struct BinaryPropertyList {
    private let bytes: [UInt8]
    private let file: String
    private var offsetSize = 0
    private var referenceSize = 0
    private var objectCount = 0
    private var topObject = 0
    private var offsetTable = 0

    init(bytes: [UInt8], file: String) throws(SyntaxError) {
        self.bytes = bytes
        self.file = file
        // Header (8 bytes) and trailer (32 bytes): 6 unused, offset size, reference size, then
        // the object count, the top object and the offset table's position, 8 bytes each.
        guard bytes.count >= 40 else { throw fail(0, "a binary property list of \(bytes.count) bytes is too short to hold its trailer") }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw fail(trailer + 6, "offsets of \(offsetSize) bytes and references of \(referenceSize) bytes: expected 1 to 8 each")
        }
        let count = try integer(at: trailer + 8, size: 8)
        let top = try integer(at: trailer + 16, size: 8)
        let table = try integer(at: trailer + 24, size: 8)
        // Each object takes at least one byte before the table, and the table must fit before the trailer.
        guard count >= 1, count <= trailer, top < count, table >= 8, table <= trailer, count <= (trailer - table) / offsetSize else {
            throw fail(trailer + 8, "the trailer's object count \(count), top object \(top) or offset table at \(table) does not fit the file")
        }
        objectCount = count
        topObject = top
        offsetTable = table
    }

    private func fail(_ offset: Int, _ message: String) -> SyntaxError {
        SyntaxError(file: file, message: "binary property list, byte \(offset): \(message)")
    }

    /// A big-endian unsigned integer of `size` bytes at `offset`.
    private func integer(at offset: Int, size: Int) throws(SyntaxError) -> Int {
        guard offset >= 0, size >= 1, size <= 8, offset <= bytes.count - size else { throw fail(offset, "an integer runs past the end of the file") }
        var value: UInt64 = 0
        for index in offset..<offset + size { value = value << 8 | UInt64(bytes[index]) }
        guard value <= UInt64(Int.max) else { throw fail(offset, "an integer of \(value) is too large") }
        return Int(value)
    }

    /// Where object `reference` starts, checked against the file.
    private func offset(ofObject reference: Int) throws(SyntaxError) -> Int {
        guard reference >= 0, reference < objectCount else { throw fail(offsetTable, "a reference to object \(reference) of \(objectCount)") }
        let offset = try integer(at: offsetTable + reference * offsetSize, size: offsetSize)
        guard offset >= 8, offset < offsetTable else { throw fail(offsetTable, "object \(reference) is at byte \(offset), outside the objects") }
        return offset
    }

    /// An object's marker and its count (`0xF` in the low nibble: the count follows as an integer object).
    private func header(at offset: Int) throws(SyntaxError) -> (type: UInt8, count: Int, start: Int) {
        let marker = bytes[offset]
        var count = Int(marker & 0x0F)
        var start = offset + 1
        if count == 0x0F {
            guard start < bytes.count, bytes[start] & 0xF0 == 0x10 else { throw fail(start, "a long count is not an integer") }
            let size = 1 << Int(bytes[start] & 0x0F)
            count = try integer(at: start + 1, size: size)
            start += 1 + size
        }
        return (marker >> 4, count, start)
    }

    /// The top object as `(key, text)` pairs, in file order.
    mutating func topDictionaryOfStrings() throws(SyntaxError) -> [(String, String)] {
        let offset = try offset(ofObject: topObject)
        let (type, count, start) = try header(at: offset)
        guard type == 0xD else { throw fail(offset, "a .strings property list must hold a dictionary of strings") }
        // Two references per entry, all before the offset table.
        guard count <= (offsetTable - start) / (2 * referenceSize) else { throw fail(offset, "a dictionary of \(count) entries runs past its objects") }
        var pairs: [(String, String)] = []
        pairs.reserveCapacity(count)
        for index in 0..<count {
            let key = try string(reference: try integer(at: start + index * referenceSize, size: referenceSize), what: "key")
            let value = try string(reference: try integer(at: start + (count + index) * referenceSize, size: referenceSize), what: "value of \"\(key)\"")
            pairs.append((key, value))
        }
        return pairs
    }

    /// An ASCII (`0x5`) or UTF-16 big-endian (`0x6`) string object.
    private func string(reference: Int, what: String) throws(SyntaxError) -> String {
        let offset = try offset(ofObject: reference)
        let (type, count, start) = try header(at: offset)
        switch type {
        case 0x5:
            guard count <= offsetTable - start else { throw fail(offset, "the \(what) runs past its objects") }
            guard let text = String(validating: bytes[start..<start + count], as: UTF8.self), bytes[start..<start + count].allSatisfy({ $0 < 0x80 }) else {
                throw fail(offset, "the \(what) is marked ASCII but holds other bytes")
            }
            return text
        case 0x6:
            guard count <= (offsetTable - start) / 2 else { throw fail(offset, "the \(what) runs past its objects") }
            var units: [UInt16] = []
            units.reserveCapacity(count)
            for index in 0..<count { units.append(UInt16(bytes[start + 2 * index]) << 8 | UInt16(bytes[start + 2 * index + 1])) }
            guard let text = String(validating: units, as: UTF16.self) else { throw fail(offset, "the \(what) is not valid UTF-16") }
            return text
        default:
            throw fail(offset, "the \(what) must be a string (object type 0x\(String(type, radix: 16)))")
        }
    }
}
