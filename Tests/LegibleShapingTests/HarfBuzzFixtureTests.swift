import Foundation
import LegibleShaping
import LegibleTestSupport
import Testing

/// Widths against `hb-shape` (Fixtures/hb-shape-fixtures.json, written by the committed
/// make-hb-shape-fixtures.py from Debian's libharfbuzz-bin).
struct HarfBuzzFixtureTests {
    struct Fixture: Decodable, Sendable, CustomTestStringConvertible {
        let label: String
        let font: String
        let faceIndex: Int
        let variations: String
        let text: String
        let unitsPerEm: Int
        let advance: Int
        let glyphs: [UInt32]

        var testDescription: String { label }
    }

    struct FixtureFile: Decodable {
        let fixtures: [Fixture]
    }

    static let fixtures: [Fixture] = {
        let url = Fixtures("LegibleShapingTests").url("hb-shape-fixtures.json")
        guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(FixtureFile.self, from: data) else {
            return []
        }
        return file.fixtures
    }()

    @Test func fixturesCoverEveryScriptTheIssueNames() {
        let labels = Set(Self.fixtures.map(\.label))
        for required in [
            "latin-kerning", "latin-ligatures-contextual", "cyrillic", "greek", "arabic", "hebrew",
            "chinese-simplified", "japanese", "combining-marks", "emoji-sequences", "latin-weight-650",
        ] {
            #expect(labels.contains(required), "missing fixture \(required)")
        }
    }

    @Test(arguments: fixtures)
    func widthMatchesHBShape(_ fixture: Fixture) throws {
        let variations = fixture.variations.isEmpty ? [] : try FontVariation.parseList(fixture.variations)
        let measurer = try singleFaceMeasurer(
            FontSource(path: packageRoot.appendingPathComponent(fixture.font).path, faceIndex: fixture.faceIndex),
            variations: variations)
        #expect(measurer.unappliedVariations.isEmpty)
        for size in [11.0, 17, 34, 96] {
            let layout = measurer.measure(fixture.text, LayoutOptions(size: size, tracking: .none))
            let expected = Double(fixture.advance) / Double(fixture.unitsPerEm) * size
            #expect(abs(layout.width - expected) <= 1e-6, "\(fixture.label) at \(size) pt: \(layout.width) vs hb-shape \(expected)")
            #expect(layout.missingCharacters.isEmpty)
        }
        let shaped = measurer.shape(fixture.text, key: measurer.shapingKey(forSize: 17, tracking: .none))
        let glyphs = shaped.glyphRuns.flatMap { $0.glyphs.map(\.glyphID) }
        #expect(glyphs.sorted() == fixture.glyphs.sorted(), "\(fixture.label): glyphs differ from hb-shape")
        let units = shaped.glyphRuns.flatMap { $0.glyphs.map { Int($0.advance) } }.reduce(0, +)
        #expect(units == fixture.advance)
    }
}
