import Foundation
import LegibleShaping
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// A font's AAT `trak` table applied by Legible, as CoreText applies it: interpolated linearly
/// between the table's sizes, clamped outside them, unrounded, after every cluster but the last one
/// on each line. Expected widths: hb-shape's untracked advances and clusters
/// (Fixtures/test-font-fixtures.json) plus the table's values read here from the font's own bytes.
struct TrakTableTests {
    static let trakFont = "LegibleTestTrak.ttf"
    static let statFont = "LegibleTestTrakSTAT.ttf"
    static let sizes: [Double] = [6, 9, 10.5, 12.5, 14, 17, 20.5, 30, 36, 48, 96]

    static func measurer(_ name: String) throws -> TextMeasurer {
        try TextMeasurer(FontConfiguration(text: testFont(name)))
    }

    static func table(_ name: String) throws -> TrakBytes {
        try TrakBytes(fontFile: Data(contentsOf: URL(fileURLWithPath: testFont(name).path)))
    }

    /// Every fixture text of both trak fonts except the lone ellipsis.
    static let shapedTexts = (TestFontFixtures.shaped(testFontPath(trakFont)) + TestFontFixtures.shaped(testFontPath(statFont)))
        .filter { $0.text != "\u{2026}" }

    @Test func theTableHasSeveralTracksAndSizes() throws {
        let table = try Self.table(Self.trakFont)
        #expect(Set(table.tracks.map(\.track)).isSuperset(of: [-1, 0, 1]))
        #expect(table.sizes.count >= 3)
        for track in table.tracks { #expect(Set(track.values).count == table.sizes.count) }
        #expect(Self.shapedTexts.count == 8)
        #expect(try Self.table(Self.statFont) == table)
    }

    // The fixture texts; without the fixture there is nothing to compare with, and the test
    // above fails.
    @Test(arguments: shapedTexts)
    func oneLineWidthEqualsHBShapePlusTheTable(_ shaped: TestFontFixtures.Shaped) throws {
        let name = URL(fileURLWithPath: shaped.font).lastPathComponent
        let (measurer, table) = (try Self.measurer(name), try Self.table(name))
        let advance = Double(shaped.glyphs.map(\.advance).reduce(0, +))
        let gaps = Double(Set(shaped.glyphs.map(\.cluster)).count - 1)
        for size in Self.sizes {
            let untracked = advance / 2048 * size
            #expect(
                abs(measurer.measure(shaped.text, LayoutOptions(size: size, tracking: .none)).width - untracked) <= 1e-9,
                "HarfBuzz applied the table itself at \(size) pt")
            for (mode, track) in [
                (TrackingMode.font, 0.0), (.fontTrack(-1), -1), (.fontTrack(1), 1), (.fontTrack(0.5), 0.5),
                (.fontTrack(-3), -3), (.fontTrack(2), 2),
            ] {
                let expected = (advance + table.value(atSize: size, track: track) * gaps) / 2048 * size
                let width = measurer.measure(shaped.text, LayoutOptions(size: size, tracking: mode)).width
                #expect(abs(width - expected) <= 1e-9, "\(shaped.text) at \(size) pt, \(mode): \(width) vs \(expected)")
            }
        }
    }

    /// The one-line width a caller builds from `advanceInEm` (as the audit does) is the layout's.
    @Test func advanceInEmIncludesTheTableBetweenClusters() throws {
        let measurer = try Self.measurer(Self.trakFont)
        for size in [6.0, 14, 48] {
            let key = measurer.shapingKey(forSize: size, tracking: .font)
            let shaped = measurer.shape("Tracking", key: key)
            let layout = shaped.layout(LayoutOptions(size: size, tracking: .font))
            #expect(abs(shaped.advanceInEm * size - layout.width) <= 1e-9)
            #expect(abs(shaped.advanceInEm(of: 0..<4) * size - measurer.measure("Trac", LayoutOptions(size: size, tracking: .font)).width) <= 1e-9)
        }
    }

    /// Lines wrap by tracked width, and the last cluster of each line is untracked: at 9 pt the
    /// table adds 58 units, so a width that fits "Save the settings" only without the tracking
    /// after its last "s" still fits it.
    @Test func wrappedLinesLeaveTheirLastClusterUntracked() throws {
        let fixture = try #require(TestFontFixtures.shaped(testFontPath(Self.trakFont)).first { $0.text == "Save the settings for later" })
        let (measurer, table) = (try Self.measurer(Self.trakFont), try Self.table(Self.trakFont))
        for size in [9.0, 20.5] {
            let trak = table.value(atSize: size, track: 0)
            func expectedWidth(_ range: Range<Int>) -> Double {
                let glyphs = fixture.glyphs.filter { range.contains($0.cluster) }
                let clusters = Set(glyphs.map(\.cluster)).count
                return (Double(glyphs.map(\.advance).reduce(0, +)) + trak * Double(clusters - 1)) / 2048 * size
            }
            let first = expectedWidth(0..<17)  // "Save the settings"
            let layout = measurer.measure(fixture.text, LayoutOptions(size: size, tracking: .font, width: first))
            #expect(layout.lines.map(\.text) == ["Save the settings", "for later"], "\(size) pt")
            #expect(abs(layout.lines[0].width - first) <= 1e-9)
            #expect(abs(layout.lines[1].width - expectedWidth(18..<27)) <= 1e-9)
            #expect(layout.fits)
            let narrower = measurer.measure(fixture.text, LayoutOptions(size: size, tracking: .font, width: first - 0.01))
            #expect(narrower.lines.first?.text == "Save the")
        }
    }

    /// "…" ends the truncated line: the cluster before it is tracked, the ellipsis is not.
    @Test func truncationTracksTheClusterBeforeTheEllipsis() throws {
        let fixtures = TestFontFixtures.shaped(testFontPath(Self.trakFont))
        let text = try #require(fixtures.first { $0.text == "Save the settings for later" })
        let ellipsis = try #require(fixtures.first { $0.text == "\u{2026}" })
        let (measurer, table) = (try Self.measurer(Self.trakFont), try Self.table(Self.trakFont))
        let size = 9.0
        let trak = table.value(atSize: size, track: 0)
        let kept = text.glyphs.filter { $0.cluster < 8 }  // "Save the"
        let expected =
            (Double(kept.map(\.advance).reduce(0, +)) + trak * Double(kept.count)
                + Double(ellipsis.glyphs[0].advance)) / 2048 * size
        let layout = measurer.measure(text.text, LayoutOptions(size: size, tracking: .font, width: expected, maxLines: 1))
        #expect(layout.lines.map(\.text) == ["Save the\u{2026}"])
        #expect(abs(layout.lines[0].width - expected) <= 1e-9)
    }

    /// Apple's table (or points) replaces the font's own: never both.
    @Test func higAndPointsTrackingReplaceTheTable() throws {
        let fixture = try #require(Self.shapedTexts.first { $0.text == "Tracking" })
        let measurer = try Self.measurer(Self.trakFont)
        let advance = Double(fixture.glyphs.map(\.advance).reduce(0, +))
        for size in [9.0, 17, 48] {
            let hig = measurer.measure("Tracking", LayoutOptions(size: size, tracking: .hig(.sfPro))).width
            #expect(abs(hig - (advance / 2048 * size + TrackingTable.sfPro.tracking(atSize: size).points * 7)) <= 1e-9)
            let points = measurer.measure("Tracking", LayoutOptions(size: size, tracking: .points(0.25))).width
            #expect(abs(points - (advance / 2048 * size + 0.25 * 7)) <= 1e-9)
            #expect(measurer.fontTrackingPoints(forSize: size, tracking: .hig(.sfPro)) == nil)
            #expect(measurer.shapingKey(forSize: size, tracking: .hig(.sfPro)).fontTrackingSize == nil)
        }
    }

    /// The font's table keeps optional ligatures on (CoreText turns them off only for tracking
    /// asked for on top); tracking in points turns them off.
    @Test func theTableKeepsLigatures() throws {
        let fixture = try #require(Self.shapedTexts.first { $0.text == "fi office" })
        let measurer = try Self.measurer(Self.trakFont)
        let tracked = measurer.shape(fixture.text, key: measurer.shapingKey(forSize: 17, tracking: .font))
        #expect(tracked.glyphRuns.flatMap { $0.glyphs.map(\.glyphID) } == fixture.glyphs.map(\.glyph))
        #expect(!tracked.key.disablesOptionalLigatures)
        let points = measurer.shape(fixture.text, key: measurer.shapingKey(forSize: 17, tracking: .points(0.5)))
        #expect(points.glyphRuns.flatMap(\.glyphs).count == fixture.glyphs.count + 2)  // f_i twice split into f, i
    }

    /// Each face applies its own table to its own clusters: a fallback without one adds nothing.
    @Test func fallbackFacesWithoutATableAreUntracked() throws {
        let fixture = try #require(Self.shapedTexts.first { $0.text == "Save the settings for later" })
        var configuration = FontConfiguration(text: testFont(Self.trakFont))
        configuration.fallbacks = [bundledFont("Noto/NotoSansCJK-Regular.ttc", faceIndex: 2)]
        let measurer = try TextMeasurer(configuration)
        let trak = try Self.table(Self.trakFont).value(atSize: 14, track: 0)
        // "Save " in the trak font, each of its five clusters tracked; two 1-em ideographs untracked.
        let latin = Double(fixture.glyphs.prefix(5).map(\.advance).reduce(0, +)) + 5 * trak
        let expected = latin / 2048 * 14 + 2 * 14
        #expect(abs(measurer.measure("Save 保存", LayoutOptions(size: 14, tracking: .font)).width - expected) <= 1e-9)
    }

    @Test func fontTrackingPointsAndShapingKeys() throws {
        let measurer = try Self.measurer(Self.trakFont)
        let table = try Self.table(Self.trakFont)
        for size in Self.sizes {
            let points = try #require(measurer.fontTrackingPoints(forSize: size, tracking: .font))
            #expect(abs(points - table.value(atSize: size, track: 0) / 2048 * size) <= 1e-12)
            let tight = try #require(measurer.fontTrackingPoints(forSize: size, tracking: .fontTrack(-1)))
            #expect(abs(tight - table.value(atSize: size, track: -1) / 2048 * size) <= 1e-12)
        }
        // The table's value changes with the size, so each size is shaped for its own key.
        #expect(measurer.shapingKey(forSize: 14, tracking: .font) != measurer.shapingKey(forSize: 15, tracking: .font))
        #expect(measurer.shapingKey(forSize: 14, tracking: .font) != measurer.shapingKey(forSize: 14, tracking: .fontTrack(1)))
        #expect(measurer.shapingKey(forSize: 14, tracking: .fontTrack(0)) == measurer.shapingKey(forSize: 14, tracking: .font))
        // Fonts without a table share one shape across sizes, as before.
        #expect(bundledMeasurer.fontTrackingPoints(forSize: 17, tracking: .font) == nil)
        #expect(bundledMeasurer.shapingKey(forSize: 14, tracking: .font) == bundledMeasurer.shapingKey(forSize: 17, tracking: .none))
    }

    /// Glyph outlines sit where the layout puts them: the run carries the table's value, and the
    /// outline's advance adds it after every cluster.
    @Test func outlinesAdvanceByTheTrackedWidth() throws {
        let fixture = try #require(Self.shapedTexts.first { $0.text == "Tracking" })
        let measurer = try Self.measurer(Self.trakFont)
        let trak = try Self.table(Self.trakFont).value(atSize: 30, track: 0)
        let run = try #require(measurer.shape("Tracking", key: measurer.shapingKey(forSize: 30, tracking: .font)).glyphRuns.first)
        #expect(abs(run.trackingPerCluster - trak) <= 1e-12)
        let advance = Double(fixture.glyphs.map(\.advance).reduce(0, +)) + 8 * trak
        #expect(abs(try run.outline(size: 30).advance - advance / 2048 * 30) <= 1e-9)
    }

    /// HarfBuzz reads the tables of the fonts built (its own output changes with a point size), and
    /// on the HarfBuzz that wrote the fixture (before 10.3) the `trak` feature turned that off.
    @Test func harfBuzzSeesTheTableWhenAskedTo() throws {
        let fixtures = try #require(TestFontFixtures.shared)
        #expect(fixtures.harfbuzzTrak.count == 12)
        let untracked = try #require(Self.shapedTexts.first { $0.text == "Tracking" }).glyphs.map(\.advance).reduce(0, +)
        for record in fixtures.harfbuzzTrak {
            #expect(record.trakApplied != untracked, "\(record.font) at \(record.size) pt")
            if harfBuzzVersion(fixtures.generator).lexicographicallyPrecedes([10, 3]) { #expect(record.trakFeatureOff == untracked) }
        }
    }

    @Test func trackingModeSpellsATrack() throws {
        #expect(try TrackingMode(parsing: "font:-1") == .fontTrack(-1))
        #expect(try TrackingMode(parsing: "FONT:0.5") == .fontTrack(0.5))
        #expect(TrackingMode.fontTrack(-1).description == "font:-1")
        #expect(TrackingMode.fontTrack(-1).points(atSize: 17) == 0)
        let encoded = try JSONEncoder().encode([TrackingMode.fontTrack(1.5)])
        #expect(String(decoding: encoded, as: UTF8.self) == "[\"font:1.5\"]")
        #expect(try JSONDecoder().decode([TrackingMode].self, from: encoded) == [.fontTrack(1.5)])
        for bad in ["font:", "font:loose", "font:0x1", "font:101", "font:nan"] {
            #expect(throws: TypeScaleError.self) { try TrackingMode(parsing: bad) }
        }
    }
}

/// `[6, 0, 0]` from "hb-shape (HarfBuzz) 6.0.0".
func harfBuzzVersion(_ generator: String) -> [Int] {
    (generator.split(separator: " ").last ?? "").split(separator: ".").compactMap { Int($0) }
}

/// The horizontal tracks of a font file's `trak` table, read with a few lines of byte reading so
/// that the tests do not depend on Legible's parser, and the CoreText rule applied to them.
struct TrakBytes: Equatable {
    struct Track: Equatable {
        let track: Double
        let values: [Double]
    }

    let sizes: [Double]
    let tracks: [Track]

    init(fontFile data: Data) throws {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        func fixed(_ at: Int) -> Double { Double(Int32(truncatingIfNeeded: u32(at))) / 65536 }
        let table = try #require((0..<u16(4)).map { 12 + 16 * $0 }.first { bytes[$0..<$0 + 4].elementsEqual("trak".utf8) })
        let start = u32(table + 8)
        let data = start + u16(start + 6)  // horizontal track data
        let (trackCount, sizeCount, sizeTable) = (u16(data), u16(data + 2), start + u32(data + 4))
        sizes = (0..<sizeCount).map { fixed(sizeTable + 4 * $0) }
        tracks = (0..<trackCount).map { index in
            let entry = data + 8 + 8 * index
            let values = start + u16(entry + 6)
            return Track(track: fixed(entry), values: (0..<sizeCount).map { Double(Int16(truncatingIfNeeded: u16(values + 2 * $0))) })
        }
    }

    /// The value in font units: linear between sizes and between tracks, clamped at the ends.
    func value(atSize size: Double, track: Double) -> Double {
        let ordered = tracks.sorted { $0.track < $1.track }
        let clampedTrack = min(max(track, ordered.first!.track), ordered.last!.track)
        let upper = ordered.firstIndex { $0.track >= clampedTrack }!
        if ordered[upper].track == clampedTrack { return value(ordered[upper], size) }
        let (low, high) = (ordered[upper - 1], ordered[upper])
        let t = (clampedTrack - low.track) / (high.track - low.track)
        return value(low, size) * (1 - t) + value(high, size) * t
    }

    private func value(_ track: Track, _ size: Double) -> Double {
        let clamped = min(max(size, sizes.first!), sizes.last!)
        for index in 0..<sizes.count - 1 where sizes[index] <= clamped && clamped <= sizes[index + 1] {
            let t = (clamped - sizes[index]) / (sizes[index + 1] - sizes[index])
            return track.values[index] * (1 - t) + track.values[index + 1] * t
        }
        return track.values[0]
    }
}
