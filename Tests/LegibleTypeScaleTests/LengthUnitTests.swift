import LegibleTypeScale
import Testing

@Suite("Units")
struct LengthUnitTests {
    @Test func applePointsAndPixels() {
        // HIG, Images: a 100 px @1x image is 200 px @2x and 300 px @3x.
        #expect(LengthUnit.convert(100, from: .applePixel(scale: 1), to: .applePixel(scale: 2)) == 200)
        #expect(LengthUnit.convert(100, from: .applePixel(scale: 1), to: .applePixel(scale: 3)) == 300)
        #expect(LengthUnit.convert(44, from: .point, to: .applePixel(scale: 3)) == 132)
        #expect(LengthUnit.convert(300, from: .applePixel(scale: 3), to: .point) == 100)
    }

    @Test func androidDensities() {
        // Android "Support different pixel densities": px = dp × (dpi / 160).
        let expected: [(AndroidDensity, Double)] = [
            (.ldpi, 36), (.mdpi, 48), (.tvdpi, 63.9), (.hdpi, 72), (.xhdpi, 96), (.xxhdpi, 144), (.xxxhdpi, 192),
        ]
        for (density, pixels) in expected {
            #expect(abs(LengthUnit.convert(48, from: .dp, to: .androidPixel(density)) - pixels) < 1e-9, "\(density)")
        }
        #expect(LengthUnit.convert(144, from: .androidPixel(.xxhdpi), to: .dp) == 48)
    }

    @Test func cssPixelsAndPoints() {
        // CSS Values 4: 1in = 96px = 72pt, so 1px = 0.75pt.
        #expect(LengthUnit.convert(16, from: .cssPixel, to: .cssPoint) == 12)
        #expect(LengthUnit.convert(12, from: .cssPoint, to: .cssPixel) == 16)
    }

    @Test func spGoesThroughTheFontScale() {
        #expect(LengthUnit.convert(14, from: .sp, to: .dp) == 14)
        #expect(LengthUnit.convert(14, from: .sp, to: .dp, fontScale: 2) == 26)
        #expect(LengthUnit.convert(14, from: .sp, to: .androidPixel(.xxhdpi), fontScale: 2) == 78)
        #expect(LengthUnit.convert(26, from: .dp, to: .sp, fontScale: 2) == 14)
    }

    @Test func parsing() throws {
        let spellings: [(String, LengthUnit)] = [
            ("pt", .point), ("px@1x", .applePixel(scale: 1)), ("PX@2X", .applePixel(scale: 2)), ("@3x", .applePixel(scale: 3)),
            ("dp", .dp), ("dip", .dp), ("sp", .sp), ("px@xxhdpi", .androidPixel(.xxhdpi)), ("xxxhdpi", .androidPixel(.xxxhdpi)),
            ("px@480dpi", .androidPixel(.xxhdpi)), ("css-px", .cssPixel), ("css-pt", .cssPoint),
        ]
        for (text, unit) in spellings {
            #expect(try LengthUnit(parsing: text) == unit, "\(text)")
        }
        for unit in spellings.map(\.1) {
            #expect(try LengthUnit(parsing: unit.description) == unit)
        }
        for bad in ["px", "px@4x", "em", "", "px@", "dpi", "hdpi2"] {
            #expect(throws: TypeScaleError.self, "\(bad)") { try LengthUnit(parsing: bad) }
        }
        #expect(try AndroidDensity(parsing: "drawable-xxhdpi") == .xxhdpi)
        #expect(try AndroidDensity(parsing: "640") == .xxxhdpi)
    }
}
