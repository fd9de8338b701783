import Foundation

/// A single-face OpenType font's bytes, edited where the OpenType specification puts things (the
/// table directory: a 12-byte header, then 16-byte records of tag, checksum, offset and length),
/// to make the damaged fonts that were once accepted: cut short, a table missing, unitsPerEm 1,
/// no horizontal metrics.
package struct DamagedFont {
    package var bytes: [UInt8]

    /// The bytes of a bundled font, such as `Noto/NotoSansHebrew-Regular.ttf`.
    package init(bundled relativePath: String) throws {
        bytes = [UInt8](try Data(contentsOf: packageRoot.appendingPathComponent("Fonts").appendingPathComponent(relativePath)))
    }

    /// Each table's tag, offset and length, in directory order.
    package var tables: [(tag: String, offset: Int, length: Int)] {
        (0..<uint16(at: 4)).map { index in
            let record = 12 + 16 * index
            return (String(decoding: bytes[record..<record + 4], as: UTF8.self), uint32(at: record + 8), uint32(at: record + 12))
        }
    }

    /// Renames table `tag` in the directory, so that the font no longer has it.
    package mutating func hideTable(_ tag: String, as other: String) {
        let index = tables.firstIndex { $0.tag == tag }!
        bytes.replaceSubrange(12 + 16 * index..<12 + 16 * index + 4, with: Array(other.utf8))
    }

    /// Writes unitsPerEm, the 16-bit number at byte 18 of the `head` table.
    package mutating func setUnitsPerEm(_ value: UInt16) {
        let head = tables.first { $0.tag == "head" }!.offset
        bytes[head + 18] = UInt8(value >> 8)
        bytes[head + 19] = UInt8(value & 0xFF)
    }

    /// Writes a 16-bit big-endian number at byte `offset` of table `tag` (such as
    /// `numberOfHMetrics`, at byte 34 of `hhea`).
    package mutating func setUInt16(_ value: UInt16, table tag: String, at offset: Int) {
        let start = tables.first { $0.tag == tag }!.offset + offset
        bytes[start] = UInt8(value >> 8)
        bytes[start + 1] = UInt8(value & 0xFF)
    }

    /// Writes a shorter length for table `tag` into the table directory (the bytes stay).
    package mutating func setLength(_ length: Int, table tag: String) {
        let record = 12 + 16 * tables.firstIndex { $0.tag == tag }! + 12
        bytes.replaceSubrange(record..<record + 4, with: (0..<4).map { UInt8(truncatingIfNeeded: length >> (24 - 8 * $0)) })
    }

    /// Overwrites table `tag` with zeros, keeping its length.
    package mutating func zeroTable(_ tag: String) {
        let table = tables.first { $0.tag == tag }!
        bytes.replaceSubrange(table.offset..<table.offset + table.length, with: repeatElement(0, count: table.length))
    }

    /// Writes `bytes` to a new file in the test process's folder of damaged fonts (removed when
    /// the process exits: each run had left a folder per font behind) and returns its path.
    package func write(name: String = "damaged.ttf") throws -> String {
        let folder = damagedFontFolder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    package func uint16(at offset: Int) -> Int { Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) }
    package func uint32(at offset: Int) -> Int { uint16(at: offset) << 16 | uint16(at: offset + 2) }
}

/// The test process's folder of damaged fonts, `legible-font-PID` in the temporary folder,
/// removed when the process exits.
private let damagedFontFolder: URL = {
    atexit {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-font-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("legible-font-\(getpid())")
}()
