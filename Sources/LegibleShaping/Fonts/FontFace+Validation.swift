/// What makes a face usable for measuring, checked on the file's own table directory before
/// HarfBuzz sees it: HarfBuzz reads a damaged or cut-short table as an empty one and carries on
/// (no `cmap`: every character comes from the fallback fonts; no `head`: 1000 units per em), so a
/// font cut to 500 bytes was accepted and named in the report while measuring nothing of its own.
///
/// A usable face has, whole within the file:
/// - `head` with unitsPerEm from 16 to 16384 (the OpenType range; a font with unitsPerEm 1
///   measured every advance a thousand times too wide or too narrow);
/// - `maxp` (the glyph count), `cmap` (which characters it has), `hhea` and `hmtx` (how wide
///   each glyph is), with `numberOfHMetrics` from 1 to the glyph count, `hmtx` long enough for
///   it, and some glyph wider than 0;
/// - glyphs: TrueType outlines (`glyf` and `loca`), CFF (`CFF ` or `CFF2`), or colour bitmaps
///   (`CBDT` and `CBLC`, or `sbix`).
enum FontFileCheck {
    /// OpenType's range for unitsPerEm (`head` table).
    static let unitsPerEm: ClosedRange<Int> = 16...16_384

    /// The tables every usable face has, and what each is for (for the message).
    private static let required: [(tag: String, purpose: String)] = [
        ("head", "the font header"), ("maxp", "the glyph count"), ("cmap", "which characters the font has"),
        ("hhea", "the horizontal metrics header"), ("hmtx", "the width of each glyph"),
    ]

    /// The ways a face can hold its glyphs: each set of tables is enough.
    private static let glyphTables: [[String]] = [["glyf", "loca"], ["CFF "], ["CFF2"], ["CBDT", "CBLC"], ["sbix"]]

    /// Checks face `faceIndex` of the font file `bytes`.
    ///
    /// - Returns: why the face cannot be used, or `nil` when it can, when the file has no face
    ///   `faceIndex` or is no OpenType font at all (HarfBuzz's checks say so then).
    static func problem(in bytes: UnsafeRawBufferPointer, faceIndex: Int) -> String? {
        let file = FileBytes(bytes: bytes)
        var start = 0
        if file.uint32(at: 0) == 0x7474_6366 {  // 'ttcf': a collection, then the offset of each face
            guard let faces = file.uint32(at: 8), faceIndex >= 0, faceIndex < faces else { return nil }
            guard let offset = file.uint32(at: 12 + 4 * faceIndex) else { return "cut short in the collection's header" }
            start = Int(offset)
        } else if faceIndex != 0 {
            return nil
        }
        // Bytes that are no OpenType face at all are HarfBuzz's to report ("not a font file").
        guard let version = file.uint32(at: start), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version) else { return nil }
        guard let tableCount = file.uint16(at: start + 4) else { return "cut short in its table directory" }
        var tables: [String: (offset: Int, length: Int)] = [:]
        for index in 0..<Int(tableCount) {
            let record = start + 12 + 16 * index
            guard let tag = file.uint32(at: record), let offset = file.uint32(at: record + 8), let length = file.uint32(at: record + 12)
            else { return "cut short in its table directory (\(tableCount) tables listed, \(bytes.count) bytes in the file)" }
            let end = Int(offset) + Int(length)
            guard end <= bytes.count else {
                return "cut short: its '\(tagString(tag))' table ends at byte \(end) of a \(bytes.count)-byte file (a damaged or partly copied font)"
            }
            tables[tagString(tag)] = (Int(offset), Int(length))
        }
        for (tag, purpose) in required where tables[tag] == nil {
            return "it has no '\(tag)' table (\(purpose)), which every font Legible measures with needs"
        }
        guard glyphTables.contains(where: { $0.allSatisfy { tables[$0] != nil } }) else {
            return "it has no glyphs: none of the tables glyf and loca, CFF, CFF2, CBDT and CBLC, or sbix"
        }
        let head = tables["head"]!
        guard head.length >= 54, file.uint32(at: head.offset + 12) == 0x5F0F_3CF5, let unitsPerEm = file.uint16(at: head.offset + 18) else {
            return "its 'head' table is damaged (too short, or without the magic number 0x5F0F3CF5)"
        }
        guard Self.unitsPerEm.contains(Int(unitsPerEm)) else {
            return "unitsPerEm \(unitsPerEm) is out of range: OpenType allows \(Self.unitsPerEm.lowerBound) to \(Self.unitsPerEm.upperBound)"
        }
        return metricsProblem(file, maxp: tables["maxp"]!, hhea: tables["hhea"]!, hmtx: tables["hmtx"]!)
    }

    /// Checks the horizontal metrics HarfBuzz takes advances from. HarfBuzz reads an `hhea`
    /// with `numberOfHMetrics` 0, or an `hmtx` too short for it, as zero advances: "Continue to
    /// payment" measured −0.29 pt (its tracking alone) and fit any width.
    private static func metricsProblem(
        _ file: FileBytes, maxp: (offset: Int, length: Int), hhea: (offset: Int, length: Int), hmtx: (offset: Int, length: Int)
    ) -> String? {
        guard maxp.length >= 6, let glyphCount = file.uint16(at: maxp.offset + 4), glyphCount > 0 else {
            return "its 'maxp' table is damaged (too short, or counting no glyphs)"
        }
        guard hhea.length >= 36, let metricCount = file.uint16(at: hhea.offset + 34) else {
            return "its 'hhea' table is damaged (\(hhea.length) bytes; the header has 36)"
        }
        guard metricCount >= 1, metricCount <= glyphCount else {
            return "its 'hhea' table is damaged: numberOfHMetrics is \(metricCount), expected 1 to the font's \(glyphCount) glyphs"
        }
        // A width and a side bearing (4 bytes) for each of the first numberOfHMetrics glyphs, a side bearing for each other one.
        let needed = 4 * Int(metricCount) + 2 * (Int(glyphCount) - Int(metricCount))
        guard hmtx.length >= needed else {
            return "its 'hmtx' table is damaged: \(hmtx.length) bytes, too short for \(metricCount) widths and \(glyphCount) glyphs (\(needed) bytes)"
        }
        let anyWidth = (0..<Int(metricCount)).contains { (file.uint16(at: hmtx.offset + 4 * $0) ?? 0) != 0 }
        guard anyWidth else {
            return "its 'hmtx' table is damaged: every glyph is 0 units wide, so no text would have a width"
        }
        return nil
    }
}

/// Big-endian reads that return `nil` past the end instead of trapping.
private struct FileBytes {
    let bytes: UnsafeRawBufferPointer

    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func uint32(at offset: Int) -> UInt32? {
        guard let high = uint16(at: offset), let low = uint16(at: offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }
}
