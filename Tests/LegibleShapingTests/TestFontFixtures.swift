import Foundation
import LegibleShaping
import LegibleTestSupport
import Testing

/// hb-shape's output for the test fonts (Fixtures/test-font-fixtures.json, written by the committed
/// make-test-font-fixtures.py from Debian's libharfbuzz-bin; the fonts by make-test-fonts.py).
struct TestFontFixtures: Decodable {
    struct OpticalSize: Decodable {
        let font: String
        let text: String
        /// The advance at the font's default axis values (opsz 17, wght 400).
        let defaultAdvance: Int
        let cases: [OpticalSizeCase]
    }

    struct OpticalSizeCase: Decodable, Sendable, CustomTestStringConvertible {
        let size: Double
        let weight: Double
        let variations: String
        let advance: Int

        var testDescription: String { variations }
    }

    /// One text shaped without tracking: HarfBuzz's glyphs, their clusters and advances.
    struct Shaped: Decodable, Sendable, CustomTestStringConvertible {
        struct Glyph: Decodable, Sendable {
            let glyph: UInt32
            let cluster: Int
            let advance: Int
        }

        let font: String
        let text: String
        let glyphs: [Glyph]

        var testDescription: String { "\(URL(fileURLWithPath: font).lastPathComponent): \(text)" }
    }

    /// What hb-shape does with the `trak` table itself when given a point size.
    struct HarfBuzzTrak: Decodable, Sendable {
        let font: String
        let text: String
        let size: Double
        let trakApplied: Int
        let trakFeatureOff: Int
    }

    let generator: String
    let opticalSize: OpticalSize
    let tracking: [Shaped]
    let harfbuzzTrak: [HarfBuzzTrak]

    static let shared: TestFontFixtures? = {
        let url = packageRoot.appendingPathComponent("Tests/LegibleShapingTests/Fixtures/test-font-fixtures.json")
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(TestFontFixtures.self, from: data)
    }()

    /// The texts shaped in `font` (a path relative to the package root).
    static func shaped(_ font: String) -> [Shaped] {
        shared?.tracking.filter { $0.font == font } ?? []
    }
}

/// A test font by its file name under Fixtures/TestFonts.
func testFontPath(_ name: String) -> String {
    "Tests/LegibleShapingTests/Fixtures/TestFonts/" + name
}

func testFont(_ name: String) -> FontSource {
    FontSource(path: packageRoot.appendingPathComponent(testFontPath(name)).path)
}
