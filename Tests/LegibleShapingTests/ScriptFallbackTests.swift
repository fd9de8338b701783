import Foundation
import LegibleShaping
import LegibleTestSupport
import Testing

/// Issue 33, class 8: the bundled fonts fall back to a Noto Sans face for the scripts apps ship.
/// A Devanagari, Tamil or Myanmar string is measured by that face alone, as wide as `hb-shape`
/// makes it with that font (the fixtures in hb-shape-fixtures.json, from
/// make-hb-shape-fixtures.py: `hb-shape --font-funcs=ot --output-format=json --no-glyph-names
/// Fonts/Noto/NotoSansDevanagari-Regular.ttf नमस्तेदुनिया`, the advances summed).
@Suite("Bundled script fallbacks")
struct ScriptFallbackTests {
    static let cases = HarfBuzzFixtureTests.fixtures.filter { ["devanagari", "tamil", "myanmar", "ol-chiki", "tifinagh"].contains($0.label) }

    @Test func theFixturesAreThere() {
        #expect(Self.cases.count == 5)
    }

    @Test(arguments: cases)
    func measuredWithItsNotoFaceAsHBShapeDoes(_ fixture: HarfBuzzFixtureTests.Fixture) {
        let layout = bundledMeasurer.measure(fixture.text, LayoutOptions(size: 17, tracking: .none))
        #expect(layout.missingCharacters.isEmpty)
        let expected = Double(fixture.advance) / Double(fixture.unitsPerEm) * 17
        #expect(abs(layout.width - expected) <= 1e-6, "\(fixture.label): \(layout.width) vs hb-shape \(expected)")
        let shaped = bundledMeasurer.shape(fixture.text, key: bundledMeasurer.shapingKey(forSize: 17, tracking: .none))
        let fonts = Set(shaped.glyphRuns.map { URL(fileURLWithPath: $0.font.path).lastPathComponent })
        #expect(fonts == [URL(fileURLWithPath: fixture.font).lastPathComponent])
    }

    /// Every face the bundled configuration names is in Fonts/, after the faces that were there
    /// before, so text they drew is measured as before.
    @Test func everyScriptFaceIsBundledAndComesLast() throws {
        let configuration = try FontConfiguration.bundled(directory: packageRoot.appendingPathComponent("Fonts").path)
        let names = configuration.fallbacks.map { URL(fileURLWithPath: $0.path).lastPathComponent }
        #expect(names.prefix(4) == ["NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansCJK-Regular.ttc", "NotoColorEmoji.ttf"])
        #expect(names.count == 4 + 20)
        for source in configuration.fallbacks {
            #expect(FileManager.default.fileExists(atPath: source.path), "\(source.path)")
        }
        #expect(BundledFallbackFace.face(atPath: "Fonts/Noto/NotoSansNKo-Regular.ttf")?.script == "N'Ko")
        #expect(BundledFallbackFace.face(atPath: "Fonts/Noto/NotoSansOlChiki-Regular.ttf")?.script == "Ol Chiki")
    }
}
