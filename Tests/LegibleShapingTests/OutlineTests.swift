import Foundation
import LegibleShaping
import LegibleTestSupport
import Testing

/// Glyph outlines through FreeType, checked against HarfBuzz's glyph extents from hb-shape
/// (`--show-extents`, in Fixtures/hb-shape-fixtures.json) for straight-edged glyphs, whose
/// outline points are exactly their bounds.
struct OutlineTests {
    struct Outline: Decodable, Sendable, CustomTestStringConvertible {
        let label: String
        let font: String
        let variations: String
        let text: String
        let unitsPerEm: Int
        let xBearing: Int
        let yBearing: Int
        let width: Int
        let height: Int

        var testDescription: String { label }
    }

    struct FixtureFile: Decodable {
        let outlines: [Outline]
    }

    static let outlines: [Outline] = {
        let url = Fixtures("LegibleShapingTests").url("hb-shape-fixtures.json")
        guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(FixtureFile.self, from: data) else {
            return []
        }
        return file.outlines
    }()

    /// The bounds (minX, minY, maxX, maxY) of every coordinate in SVG path data.
    func bounds(_ path: String) -> (Double, Double, Double, Double) {
        let numbers = path.split(whereSeparator: { "MLQCZ ".contains($0) }).compactMap { Double($0) }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        return (xs.min() ?? 0, ys.min() ?? 0, xs.max() ?? 0, ys.max() ?? 0)
    }

    @Test(arguments: outlines)
    func outlineBoundsMatchHarfBuzzExtents(_ fixture: Outline) throws {
        let variations = fixture.variations.isEmpty ? [] : try FontVariation.parseList(fixture.variations)
        let measurer = try singleFaceMeasurer(
            FontSource(path: packageRoot.appendingPathComponent(fixture.font).path),
            variations: variations)
        let shaped = measurer.shape(fixture.text, key: measurer.shapingKey(forSize: 17, tracking: .none))
        let run = try #require(shaped.glyphRuns.first)
        // At a size equal to units per em, one point is one font unit.
        let size = Double(fixture.unitsPerEm)
        let outline = try run.outline(size: size, x: 10, baseline: 3000)
        let (minX, minY, maxX, maxY) = bounds(outline.path)
        // HarfBuzz rounds the extents of a varied glyph to whole units; FreeType keeps the
        // interpolated points (to 1/64 unit), so away from the default instance they differ by
        // up to half a unit.
        let tolerance = fixture.variations.isEmpty ? 1e-6 : 0.5
        #expect(outline.path.hasPrefix("M"))
        #expect(abs(minX - Double(10 + fixture.xBearing)) <= tolerance)
        #expect(abs(maxX - Double(10 + fixture.xBearing + fixture.width)) <= tolerance)
        #expect(abs(minY - Double(3000 - fixture.yBearing)) <= tolerance)
        #expect(abs(maxY - Double(3000 - fixture.yBearing - fixture.height)) <= tolerance)
        #expect(abs(outline.advance - Double(run.glyphs[0].advance)) < 1e-9)
    }

    @Test func emojiBitmapsAdvanceWithoutOutline() throws {
        let shaped = bundledMeasurer.shape("👍🏽", key: bundledMeasurer.shapingKey(forSize: 17, tracking: .none))
        let run = try #require(shaped.glyphRuns.first)
        let outline = try run.outline(size: 17)
        #expect(outline.path.isEmpty)
        #expect(outline.advance > 0)
    }
}
