import Foundation
import LegibleColor
import LegibleTestSupport
import Testing

/// The CSS Color 4 conversions behind DTCG colour objects, against values computed by other
/// implementations of CSS Color 4 — never against numbers Legible printed.
@Suite("CSS colour spaces")
struct CSSColorSpaceTests {
    /// Fixtures/css-color-4-conversions.csv: ten CSS named colours in thirteen spaces, from the
    /// test suite of ColorAide (facelessuser/coloraide, MIT, commit add875c, tests/test_<space>.py),
    /// an independent Python implementation of CSS Color 4. Five significant digits; HSL and HWB
    /// rescaled from ColorAide's 0–1 to CSS's 0–100. Five digits of a hue next to a chroma of 131
    /// move sRGB by up to 0.001, hence the tolerance; a wrong matrix or transfer function moves
    /// it by 0.01 and more.
    @Test func namedColoursInEverySpaceConvertBackToTheirSRGBValues() throws {
        let table = try CSVTable(contentsOf: Fixtures("LegibleTokensTests").url("css-color-4-conversions.csv"))
        #expect(table.rows.count == 130)
        for row in table.rows {
            let space = try #require(CSSColorSpace(rawValue: row["space"]!))
            let components = try ["c0", "c1", "c2"].map { key in row[key] == "none" ? 0 : try number(row[key]) }
            let converted = SRGBColor(space, components[0], components[1], components[2])
            let expected = try SRGBColor(parsing: row["color"]!)
            for (got, want) in [(converted.red, expected.red), (converted.green, expected.green), (converted.blue, expected.blue)] {
                #expect(abs(got - want) < 2e-3, "\(row["color"]!) in \(space.rawValue): \(converted) ≠ \(expected)")
            }
        }
    }

    /// color.js (the CSS Color 4 editors' library), test/conversions.js: unmapped values, to its
    /// own tolerance of 0.0001.
    @Test func colorJSReferenceValues() {
        func expect(_ color: SRGBColor, _ red: Double, _ green: Double, _ blue: Double, tolerance: Double = 1e-4) {
            #expect(abs(color.red - red) < tolerance && abs(color.green - green) < tolerance && abs(color.blue - blue) < tolerance, "\(color)")
        }
        // "P3 to sRGB": out of gamut, before mapping.
        expect(SRGBColor(.displayP3, 0.238, 0.532, 0.611), 0.019595, 0.54027, 0.621351)
        expect(SRGBColor(.displayP3, 1, 0, 0), 1.09299, -0.226745, -0.150155)
        expect(SRGBColor(.displayP3, 0, 1, 0), -0.511567, 1.018276, -0.310711)
        // "HWB to sRGB".
        expect(SRGBColor(.hwb, 90, 30, 5), 0.625, 0.95, 0.3)
        expect(SRGBColor(.hwb, 30, 0, 80), 0.2, 0.1, 0)
        expect(SRGBColor(.hwb, 0, 40, 80), 1.0 / 3, 1.0 / 3, 1.0 / 3)
        expect(SRGBColor(.hwb, -270, 30, 5), 0.625, 0.95, 0.3)
        // "sRGB to LCH" (D50), read backwards.
        expect(SRGBColor(.lch, 52.69734985816035, 11.234156441150068, 253.00263766910288), 0x70 / 255.0, 0x80 / 255.0, 0x90 / 255.0)
        expect(SRGBColor(.lch, 95.22890204788412, 14.894161408435306, 80.18569512775224), 1, 0xef / 255.0, 0xd5 / 255.0)
        // "sRGB to (D65) XYZ": white.
        expect(SRGBColor(.xyzD65, 0.9504559270516717, 1, 1.0890577507598784), 1, 1, 1)
    }

    /// The Design Tokens colour module's own examples of hot pink (#ff00ff), where they agree
    /// with CSS Color 4. (Its HSL and HWB examples, hue 330, are #ff0080, and its srgb-linear
    /// and display-p3 ones reuse [1, 0, 1]; those are left out.)
    @Test func designTokensSpecHotPinkExamples() {
        let examples: [(CSSColorSpace, [Double])] = [
            (.srgb, [1, 0, 1]), (.srgbLinear, [1, 0, 1]), (.lab, [60.17, 93.54, -60.5]), (.lch, [60.17, 111.4, 327.11]),
            (.oklab, [0.701, 0.2746, -0.169]), (.oklch, [0.7016, 0.3225, 328.363]),
            (.xyzD65, [0.5929, 0.2848, 0.9699]), (.xyzD50, [0.5791, 0.2831, 0.728]),
        ]
        for (space, c) in examples {
            #expect(SRGBColor(space, c[0], c[1], c[2]).hex == "#ff00ff", "\(space.rawValue)")
        }
    }

    @Test func parsedColorMapsOutOfGamutColoursAndSaysSo() throws {
        let p3 = try ParsedColor(.displayP3, components: [1, 0, 0], input: "color(display-p3 1 0 0)")
        #expect(p3.wasGamutMapped)
        #expect(p3.color.isInSRGBGamut)
        #expect(p3.input == "color(display-p3 1 0 0)")
        // The same mapping `legible contrast` applies to the same colour written as text.
        #expect(p3.color == (try ParsedColor(parsing: "color(display-p3 1 0 0)")).color)
        let inside = try ParsedColor(.hsl, components: [330, 100, 50], input: "hsl(330 100 50)")
        #expect(!inside.wasGamutMapped)
        #expect(inside.color.hex == "#ff0080")
        #expect(throws: ColorParseError.self) { try ParsedColor(.oklch, components: [0.5, 1e100, 0], input: "far out") }
        #expect(throws: ColorParseError.self) { try ParsedColor(.srgb, components: [1, 0], input: "two") }
    }

    @Test func spaceNamesAreCSSNames() {
        #expect(CSSColorSpace(cssName: "Display-P3") == .displayP3)
        #expect(CSSColorSpace(cssName: "xyz") == .xyzD65)
        #expect(CSSColorSpace(cssName: "cmyk") == nil)
        #expect(CSSColorSpace.allCases.count == 14)
    }
}
