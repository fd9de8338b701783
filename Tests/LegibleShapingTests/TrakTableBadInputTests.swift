import Foundation
import LegibleShaping
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// A `trak` table that cannot be read is an error naming the font file, never a crash and never
/// a silently wrong width. The tables are broken here, byte by byte, in a copy of the test font.
struct TrakTableBadInputTests {
    /// The test font's bytes and where its `trak` table starts and how long it is.
    struct FontBytes {
        var bytes: [UInt8]
        let record: Int
        let start: Int
        let length: Int

        init() throws {
            let file = [UInt8](try Data(contentsOf: URL(fileURLWithPath: testFont("LegibleTestTrak.ttf").path)))
            let tableCount = Int(file[4]) << 8 | Int(file[5])
            let found = (0..<tableCount).map { 12 + 16 * $0 }.first { file[$0..<$0 + 4].elementsEqual("trak".utf8) }
            let record = try #require(found)
            bytes = file
            self.record = record
            start = Self.u32(file, record + 8)
            length = Self.u32(file, record + 12)
        }

        static func u32(_ bytes: [UInt8], _ at: Int) -> Int {
            bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
        }

        /// Offsets inside the table: the horizontal track data, its size table, its first entry.
        var data: Int { start + (Int(bytes[start + 6]) << 8 | Int(bytes[start + 7])) }
        var sizeTable: Int { start + Self.u32(bytes, data + 4) }
        var firstEntry: Int { data + 8 }

        mutating func write16(_ value: Int, at offset: Int) {
            bytes[offset] = UInt8(value >> 8 & 0xFF)
            bytes[offset + 1] = UInt8(value & 0xFF)
        }

        mutating func write32(_ value: Int, at offset: Int) {
            write16(value >> 16 & 0xFFFF, at: offset)
            write16(value & 0xFFFF, at: offset + 2)
        }

        mutating func swap(_ first: Int, _ second: Int, count: Int) {
            for index in 0..<count { bytes.swapAt(first + index, second + index) }
        }

        /// Writes the bytes to a temporary file and loads it; the error message when it fails.
        func load(_ body: (TextMeasurer) -> Void = { _ in }) throws -> (path: String, error: String?) {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("legible-trak-\(UUID().uuidString).ttf")
            try Data(bytes).write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            do {
                body(try TextMeasurer(FontConfiguration(text: FontSource(path: url.path))))
                return (url.path, nil)
            } catch {
                return (url.path, error.description)
            }
        }
    }

    static let cases: [(String, @Sendable (inout FontBytes) -> Void)] = [
        ("version 2, expected 1.0", { $0.write32(0x0002_0000, at: $0.start) }),
        ("format 1, expected 0", { $0.write16(1, at: $0.start + 4) }),
        ("horizontal track data at offset 65520 lies past the table's end", { $0.write16(0xFFF0, at: $0.start + 6) }),
        ("3 tracks but no sizes", { $0.write16(0, at: $0.data + 2) }),
        ("65535 track entries at offset", { $0.write16(0xFFFF, at: $0.data) }),
        ("5 sizes at offset 2147483647 run past the table's end", { $0.write32(0x7FFF_FFFF, at: $0.data + 4) }),
        ("size 9 pt follows 12.5 pt; expected increasing sizes", { $0.swap($0.sizeTable, $0.sizeTable + 4, count: 4) }),
        ("size -1 pt; expected sizes above 0", { $0.write32(-65536 & 0xFFFF_FFFF, at: $0.sizeTable) }),
        ("track 0 follows track 1; expected increasing tracks", { $0.swap($0.firstEntry, $0.firstEntry + 16, count: 8) }),
        ("the values of track -1 at offset 65535 run past the table's end", { $0.write16(0xFFFF, at: $0.firstEntry + 6) }),
        ("10 bytes, shorter than the 12-byte header", { $0.write32(10, at: $0.record + 12) }),
    ]

    @Test(arguments: cases.indices)
    func malformedTableIsAnErrorNamingTheFile(_ index: Int) throws {
        let (reason, breakTable) = Self.cases[index]
        var font = try FontBytes()
        breakTable(&font)
        let (path, error) = try font.load()
        #expect(error?.hasPrefix("font '\(path)': malformed 'trak' table: ") == true, "\(error ?? "no error")")
        #expect(error?.contains(reason) == true, "\(error ?? "no error") should say \(reason)")
    }

    /// No horizontal tracks (vertical only, or none at all) is a valid table that tracks nothing.
    @Test func tableWithoutHorizontalTracksTracksNothing() throws {
        for breakTable: (inout FontBytes) -> Void in [{ $0.write16(0, at: $0.start + 6) }, { $0.write16(0, at: $0.data) }] {
            var font = try FontBytes()
            breakTable(&font)
            let (_, error) = try font.load { measurer in
                let tracked = measurer.measure("Tracking", LayoutOptions(size: 9, tracking: .font)).width
                #expect(tracked == measurer.measure("Tracking", LayoutOptions(size: 9, tracking: .none)).width)
                #expect(measurer.fontTrackingPoints(forSize: 9, tracking: .font) == nil)
            }
            #expect(error == nil)
        }
    }

    /// Random damage to the table's bytes and length (a fixed seed, so a failure repeats): every
    /// font either loads and measures finite widths or is refused with an error naming it.
    @Test func randomDamageNeverCrashes() throws {
        var random = SplitMix64(seed: 0x7472_616B)
        let original = try FontBytes()
        var refused = 0
        for round in 0..<300 {
            var font = original
            for _ in 0...(random.next() % 4) {
                let offset = font.start + Int(random.next() % UInt64(font.length))
                font.bytes[offset] = UInt8(truncatingIfNeeded: random.next())
            }
            if round % 10 == 0 { font.write32(Int(random.next() % UInt64(font.length + 1)), at: font.record + 12) }
            let (path, error) = try font.load { measurer in
                for size in [6.0, 17, 96] {
                    for tracking in [TrackingMode.font, .fontTrack(-1), .fontTrack(0.5)] {
                        #expect(measurer.measure("Tracking fi", LayoutOptions(size: size, tracking: tracking, width: 40)).width.isFinite)
                    }
                }
            }
            if let error {
                refused += 1
                #expect(error.hasPrefix("font '\(path)': malformed 'trak' table: "), "\(error)")
            }
        }
        // Both outcomes occur, so the loop exercises the parser's checks and the measuring.
        #expect(refused > 20 && refused < 280)
    }
}
