import LegibleTargets
import Testing

@Suite("One target against each guideline's minimum")
struct TargetCheckTests {
    @Test func fortyFourSquarePassesTheHIGAndNothingIsAdded() {
        let check = TargetPlatform.ios.check(TargetSize(square: 44))
        #expect(check.passes)
        #expect(check.expansion == .zero)
    }

    @Test func fortyThreePointNineFailsByAHairOnOneAxis() {
        let check = TargetPlatform.ios.check(TargetSize(width: 43.9, height: 44))
        #expect(!check.passes)
        #expect(check.expansion == TargetInsets(top: 0, left: 0.05, bottom: 0, right: 0.05))
    }

    @Test func fortySquareNeedsTwoPointsOnEverySide() {
        // The worked example: 40×40 → 2 pt each side for 44.
        #expect(TargetPlatform.ios.check(TargetSize(square: 40)).expansion == TargetInsets(all: 2))
    }

    @Test func shortfallIsSplitPerAxis() {
        let check = TargetPlatform.ios.check(TargetSize(width: 40, height: 30))
        #expect(check.expansion == TargetInsets(top: 7, left: 2, bottom: 7, right: 2))
        #expect(TargetSize(width: 40 + check.expansion.horizontal, height: 30 + check.expansion.vertical).covers(TargetSize(square: 44)))
    }

    @Test func applyingTheExpansionAlwaysPasses() {
        for width in stride(from: 0.0, through: 50, by: 0.3) {
            let size = TargetSize(width: width, height: 50 - width)
            for platform in TargetPlatform.allCases {
                let check = platform.check(size)
                let grown = TargetRect(x: 0, y: 0, width: size.width, height: size.height).outset(by: check.expansion)
                #expect(platform.check(grown.size).passes, "\(platform) \(size)")
            }
        }
    }

    @Test func eachPlatformHasItsPublishedMinimum() {
        #expect(TargetPlatform.ios.minimum == TargetSize(square: 44))
        #expect(TargetPlatform.android.minimum == TargetSize(square: 48))
        #expect(TargetPlatform.wcagAA.minimum == TargetSize(square: 24))
        #expect(TargetPlatform.wcagAAA.minimum == TargetSize(square: 44))
        #expect(TargetPlatform.android.check(TargetSize(square: 44)).expansion == TargetInsets(all: 2))
        #expect(TargetPlatform.wcagAA.check(TargetSize(square: 24)).passes)
        #expect(!TargetPlatform.wcagAA.check(TargetSize(width: 23.99, height: 24)).passes)
    }

    @Test func eightyEightPixelsAtTwoXAreFortyFourPoints() {
        let logical = PixelDensity.ios2x.logical(TargetSize(square: 88))
        #expect(logical == TargetSize(square: 44))
        #expect(TargetPlatform.ios.check(logical).passes)
        #expect(!TargetPlatform.ios.check(PixelDensity.ios2x.logical(TargetSize(width: 87, height: 88))).passes)
        #expect(TargetPlatform.ios.check(PixelDensity.ios3x.logical(TargetSize(square: 132))).passes)
    }

    @Test func androidDensitiesConvertPixelsToDp() {
        // 48 dp in px per bucket, as the Android docs' 0.75 : 1 : 1.5 : 2 : 3 : 4 ratios give.
        let pixelsFor48dp: [(PixelDensity, Double)] = [
            (.ldpi, 36), (.mdpi, 48), (.hdpi, 72), (.xhdpi, 96), (.xxhdpi, 144), (.xxxhdpi, 192),
        ]
        for (density, pixels) in pixelsFor48dp {
            #expect(density.pixels(TargetSize(square: 48)) == TargetSize(square: pixels), "\(density)")
            #expect(TargetPlatform.android.check(density.logical(TargetSize(square: pixels))).passes, "\(density)")
            #expect(!TargetPlatform.android.check(density.logical(TargetSize(square: pixels - 1))).passes, "\(density)")
        }
    }

    @Test func densitiesParseByName() throws {
        #expect(try PixelDensity(parsing: "XHDPI") == .xhdpi)
        #expect(try PixelDensity(parsing: "@3x") == .ios3x)
        #expect(try PixelDensity(parsing: "2x") == .ios2x)
        #expect(throws: TargetInputError("density 'tvdpi': expected one of @1x, @2x, @3x, ldpi, mdpi, hdpi, xhdpi, xxhdpi, xxxhdpi")) {
            try PixelDensity(parsing: "tvdpi")
        }
        #expect(PixelDensity(scale: 2) == .ios2x)
        #expect(PixelDensity(scale: 4) == nil)
    }

    @Test func platformsParseByName() throws {
        #expect(try TargetPlatform(parsing: "WCAG-AA") == .wcagAA)
        #expect(throws: TargetInputError("platform 'windows': expected ios, android, wcag-aa, wcag-aaa, watchos, visionos, tvos or macos")) {
            try TargetPlatform(parsing: "windows")
        }
        #expect(TargetPlatform.android.baselineDensity == .mdpi)
        #expect(TargetPlatform.ios.baselineDensity == .ios1x)
    }

    @Test(arguments: [
        ("40x40", TargetSize(square: 40)), ("40X30", TargetSize(width: 40, height: 30)), ("40×30", TargetSize(width: 40, height: 30)),
        ("44", TargetSize(square: 44)), (" 43.9 x 44 ", TargetSize(width: 43.9, height: 44)), ("1e2", TargetSize(square: 100)),
        ("0x0", TargetSize.zero),
    ])
    func sizesParse(text: String, size: TargetSize) throws {
        #expect(try TargetSize(parsing: text) == size)
    }

    @Test(arguments: ["", "abc", "40x", "x40", "40x40x40", "infx4", "nanx4", "1e999", "0x1p3", "40,40"])
    func malformedSizesAreRefusedByName(text: String) {
        #expect(throws: TargetInputError("size '\(text)': expected width x height in numbers, such as 40x40 or 44")) {
            try TargetSize(parsing: text)
        }
    }

    @Test func negativeSizesAreRefused() throws {
        #expect(throws: TargetInputError("size '-4x40': width and height must be 0 or more")) { try TargetSize(parsing: "-4x40") }
        // A huge size: 1e308x1e308 printed "inf×inf pt" and passed; a side is bounded as in a screen file.
        #expect(
            throws: TargetInputError(
                "size '1e308x1e308': width and height must be at most 1000000, as any number in a screen file (ScreenLimits.maximumCoordinate)")
        ) {
            try TargetSize(parsing: "1e308x1e308")
        }
        #expect(try TargetSize(parsing: "1000000x44") == TargetSize(width: 1_000_000, height: 44))
    }
}
