import Foundation
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// The Roboto line metrics a tappable text's height is made of (``AndroidTextLine/robotoTop``
/// and its siblings) are the bundled fonts' own: read here from each file's `head` table (`yMax`,
/// `yMin`, `unitsPerEm`) and `hhea` table (`ascender`, `descender`), as the OpenType
/// specification lays them out, for Regular, Medium and Bold.
@Suite struct AndroidRobotoMetricsTests {
    /// A big-endian 16-bit value at `offset`, signed when `signed`.
    static func value(_ bytes: [UInt8], _ offset: Int, signed: Bool = true) -> Double {
        let raw = UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
        return signed ? Double(Int16(bitPattern: raw)) : Double(raw)
    }

    /// Where the table tagged `tag` starts, from the sfnt table directory.
    static func table(_ tag: String, in bytes: [UInt8]) -> Int? {
        let count = Int(value(bytes, 4, signed: false))
        for index in 0..<count {
            let record = 12 + 16 * index
            guard String(decoding: bytes[record..<(record + 4)], as: UTF8.self) == tag else { continue }
            return bytes[(record + 8)..<(record + 12)].reduce(0) { $0 << 8 | Int($1) }
        }
        return nil
    }

    @Test(arguments: ["Regular", "Medium", "Bold"])
    func theConstantsAreTheFontFilesMetrics(weight: String) throws {
        let url = packageRoot.appendingPathComponent("Fonts/Roboto/Roboto-\(weight).ttf")
        let bytes = [UInt8](try Data(contentsOf: url))
        let head = try #require(Self.table("head", in: bytes))
        let hhea = try #require(Self.table("hhea", in: bytes))
        let unitsPerEm = Self.value(bytes, head + 18, signed: false)
        #expect(Self.value(bytes, head + 42) / unitsPerEm == AndroidTextLine.robotoTop)
        #expect(-Self.value(bytes, head + 38) / unitsPerEm == AndroidTextLine.robotoBottom)
        #expect(Self.value(bytes, hhea + 4) / unitsPerEm == AndroidTextLine.robotoAscent)
        #expect(-Self.value(bytes, hhea + 6) / unitsPerEm == AndroidTextLine.robotoDescent)
    }
}
