import LegibleTestSupport
import Testing

@testable import LegibleColor

@Suite("WCAG contrast")
struct WCAGContrastTests {
    struct Anchor: CustomTestStringConvertible, Sendable {
        let foreground: String
        let background: String
        let ratio: Double
        var testDescription: String { "\(foreground) on \(background)" }
    }

    /// Tests/Reference/wcag-anchors.csv: published ratios (WCAG examples, axe-core, color.js, chroma.js issues).
    static let anchors: [Anchor] = {
        guard let table = try? CSVTable.reference("wcag-anchors.csv") else { return [] }
        return table.rows.compactMap { row in
            guard let foreground = row["foreground"], let background = row["background"],
                let ratio = row["ratio"].flatMap(Double.init)
            else { return nil }
            return Anchor(foreground: foreground, background: background, ratio: ratio)
        }
    }()

    @Test func referenceAnchorsAreLoaded() {
        #expect(WCAGContrastTests.anchors.count >= 25)
    }

    @Test(arguments: WCAGContrastTests.anchors)
    func ratioMatchesPublishedAnchor(anchor: Anchor) throws {
        let foreground = try SRGBColor(parsing: anchor.foreground)
        let background = try SRGBColor(parsing: anchor.background)
        let ratio = foreground.contrastRatio(to: background)
        // Some anchors are published to 3–4 significant digits only (chroma.js 5.252).
        #expect(abs(ratio - anchor.ratio) < 1e-9 || abs(ratio - anchor.ratio) / anchor.ratio < 1e-3)
        #expect(WCAGConformance(ratio: ratio).aa == (anchor.ratio >= 4.5))
        #expect(WCAG.formattedRatio(ratio) == WCAG.formattedRatio(anchor.ratio))
    }

    @Test func issueExamples() throws {
        let grey777 = try SRGBColor(parsing: "#777").contrastRatio(to: .white)
        #expect(abs(grey777 - 4.478089453577214) < 1e-12)
        #expect(!WCAGConformance(ratio: grey777).aa)
        #expect(WCAGConformance(ratio: try SRGBColor(parsing: "#767676").contrastRatio(to: .white)).aa)
        let blue = try SRGBColor(parsing: "#0078d7").contrastRatio(to: .white)
        #expect(!WCAGConformance(ratio: blue).aa)
        #expect(WCAG.formattedRatio(blue) == "4.49:1")
    }

    @Test func extremes() {
        #expect(SRGBColor.black.contrastRatio(to: .white) == 21)
        #expect(SRGBColor.white.contrastRatio(to: .black) == 21)
        #expect(SRGBColor.white.contrastRatio(to: .white) == 1)
        #expect(WCAG.formattedRatio(21) == "21.00:1")
        #expect(WCAG.formattedRatio(1) == "1.00:1")
    }

    @Test func ratioIsTruncatedNeverRoundedUp() {
        #expect(WCAG.formattedRatio(4.499) == "4.49:1")
        #expect(WCAG.formattedRatio(4.4999999) == "4.49:1")
        #expect(WCAG.formattedRatio(6.999) == "6.99:1")
        #expect(WCAG.formattedRatio(2.9601702897895272) == "2.96:1")
        #expect(WCAG.formattedRatio(4.5) == "4.50:1")
        #expect(WCAG.formattedRatio(12.054) == "12.05:1")
        #expect(WCAG.formattedRatio(3.0) == "3.00:1")
    }

    @Test func failingRatiosNeverDisplayAsThreshold() {
        // Sweep just below every threshold: the display must read below it.
        for requirement in WCAGRequirement.all {
            for step in 1...200 {
                let ratio = requirement.minimumRatio - Double(step) * 1e-6
                #expect(!requirement.isMet(by: ratio))
                #expect(WCAG.formattedRatio(ratio) != WCAG.formattedRatio(requirement.minimumRatio))
            }
        }
    }

    @Test func levelsAndUses() {
        #expect(WCAGRequirement(level: .aa, use: .normalText).minimumRatio == 4.5)
        #expect(WCAGRequirement(level: .aa, use: .largeText).minimumRatio == 3)
        #expect(WCAGRequirement(level: .aaa, use: .normalText).minimumRatio == 7)
        #expect(WCAGRequirement(level: .aaa, use: .largeText).minimumRatio == 4.5)
        #expect(WCAGRequirement(level: .aaa, use: .nonText).successCriterion == "1.4.11")
        #expect(WCAGRequirement(level: .aa, use: .normalText).isMet(by: 4.5))
        #expect(!WCAGRequirement(level: .aa, use: .normalText).isMet(by: 4.499))
    }

    @Test func largeTextRuleInCSSPoints() {
        // WCAG's "large scale": at least 18 pt, or 14 pt bold, in CSS points.
        let cssPoint = { (value: Double) in PointSize(value, unit: .cssPoint) }
        #expect(WCAG.isLargeText(cssPoint(18), weight: .regular))
        #expect(!WCAG.isLargeText(cssPoint(17.99), weight: .regular))
        #expect(WCAG.isLargeText(cssPoint(14), weight: .bold))
        #expect(!WCAG.isLargeText(cssPoint(14), weight: .semibold))
        #expect(!WCAG.isLargeText(cssPoint(13.9), weight: .black))
    }

    @Test func largeTextRuleInCSSPixelsAsUnderstandingStatesIt() {
        // Understanding SC 1.4.3: "1pt = 1.333px, therefore 14pt and 18pt are equivalent to
        // approximately 18.5px and 24px".
        #expect(WCAG.isLargeText(PointSize(24, unit: .cssPixel), weight: .regular))
        #expect(!WCAG.isLargeText(PointSize(23.99, unit: .cssPixel), weight: .regular))
        #expect(!WCAG.isLargeText(PointSize(18.66, unit: .cssPixel), weight: .bold))
        #expect(WCAG.isLargeText(PointSize(18.67, unit: .cssPixel), weight: .bold))
        #expect(WCAG.largeTextMinimumSize.points == 18)
        #expect(WCAG.boldLargeTextMinimumSize.points == 14)
        #expect(WCAG.isLargeText(WCAG.boldLargeTextMinimumSize, weight: .bold))
    }

    @Test func iOSPointsAreWCAGPointsAsInTheHIG() {
        // HIG › Accessibility, the values Accessibility Inspector uses "from WCAG Level AA": up to
        // 17 pts 4.5:1; 18 pts 3:1; bold 3:1 (Legible keeps WCAG's 14 pt floor for bold).
        #expect(!WCAG.isLargeText(PointSize(17), weight: .regular))
        #expect(WCAG.isLargeText(PointSize(18), weight: .regular))
        #expect(WCAG.isLargeText(PointSize(14), weight: .bold))
        #expect(!WCAG.isLargeText(PointSize(12), weight: .bold))
        #expect(!WCAG.isLargeText(PointSize(17), weight: .semibold))
        #expect(PointSize(17) == PointSize(17, unit: .cssPoint))
        #expect(PointSize(18) == PointSize(24, unit: .cssPixel))
        #expect(PointSize(17) == PointSize(17, unit: .dp))
    }

    @Test func constantsEqualTablesFile() throws {
        let table = try CSVTable.tables("wcag-constants.csv")
        let swift: [String: Double] = [
            "red_coefficient": WCAG.redCoefficient, "green_coefficient": WCAG.greenCoefficient,
            "blue_coefficient": WCAG.blueCoefficient, "linear_threshold": WCAG.linearThreshold, "flare": WCAG.flare,
            "large_text_minimum_pt": WCAG.largeTextMinimumCSSPoints,
            "bold_large_text_minimum_pt": WCAG.boldLargeTextMinimumCSSPoints, "bold_weight": WCAG.boldWeight.value,
            "css_px_per_pt": 1 / PointSize(1, unit: .cssPixel).points,
        ]
        #expect(table.rows.count == swift.count)
        for row in table.rows {
            let name = try #require(row["name"])
            let value = try #require(row["value"].flatMap(Double.init))
            let expected = try #require(swift[name], "\(name) not in the Swift constants")
            #expect(abs(expected - value) < 1e-15, "\(name)")
        }
        // The sRGB decoding the luminance uses switches at exactly this threshold.
        #expect(SRGBColor.linearize(WCAG.linearThreshold) == WCAG.linearThreshold / 12.92)
        #expect(SRGBColor.linearize(WCAG.linearThreshold + 1e-9) != (WCAG.linearThreshold + 1e-9) / 12.92)
    }

    @Test func thresholdsEqualTablesFile() throws {
        let table = try CSVTable.tables("wcag-thresholds.csv")
        #expect(table.rows.count == WCAGRequirement.all.count)
        for (row, requirement) in zip(table.rows, WCAGRequirement.all) {
            #expect(row["success_criterion"] == requirement.successCriterion)
            #expect(row["level"] == requirement.level.rawValue)
            #expect(row["use"] == requirement.use.rawValue)
            #expect(row["minimum_ratio"].flatMap(Double.init) == requirement.minimumRatio)
        }
    }

    @Test func luminanceUsesPublishedCoefficientsNotAMatrixVariant() {
        #expect(SRGBColor(red: 1, green: 0, blue: 0).relativeLuminance == 0.2126)
        #expect(SRGBColor(red: 0, green: 1, blue: 0).relativeLuminance == 0.7152)
        #expect(SRGBColor(red: 0, green: 0, blue: 1).relativeLuminance == 0.0722)
    }
}

@Suite("Compositing and translucency")
struct CompositingTests {
    @Test func translucentForegroundIsBlendedInEncodedSpace() throws {
        // #0006 on white: 40 % black gives 255 × 0.6 = 153 = #999999 (apca-w3's alphaBlend test).
        let blended = try SRGBColor(parsing: "#0006").composited(over: .white)
        #expect(blended.hex == "#999999")
        #expect(blended.isOpaque)
        #expect(try SRGBColor(parsing: "rgb(0 0 0 / 50%)").composited(over: .white).red == 0.5)
    }

    @Test func fullyTransparentForegroundHasNoContrast() throws {
        let measurement = ContrastMeasurement(foreground: try SRGBColor(parsing: "transparent"), background: .white)
        #expect(measurement.ratio == 1)
        #expect(!measurement.conformance.nonText)
        let invisibleText = ContrastMeasurement(foreground: try SRGBColor(parsing: "#00000000"), background: try SRGBColor(parsing: "navy"))
        #expect(invisibleText.ratio == 1)
    }

    @Test func opaqueBackgroundHasOneRendering() throws {
        let measurement = ContrastMeasurement(foreground: try SRGBColor(parsing: "#777"), background: .white)
        #expect(measurement.renderings.count == 1)
        #expect(measurement.backdrop == nil)
        #expect(abs(measurement.ratio - 4.478089453577214) < 1e-12)
    }

    @Test func translucentBackgroundReportsWorstOfWhiteAndBlack() throws {
        // White text on a 40 % black scrim: over white the scrim is #999999 (2.85:1),
        // over black it is black (21:1). The worst case is the white backdrop.
        let measurement = ContrastMeasurement(foreground: .white, background: try SRGBColor(parsing: "rgb(0 0 0 / 40%)"))
        #expect(measurement.renderings.count == 2)
        #expect(measurement.backdrop == .white)
        #expect(measurement.worst.background.hex == "#999999")
        #expect(abs(measurement.ratio - SRGBColor.white.contrastRatio(to: try SRGBColor(parsing: "#999999"))) < 1e-12)
        let overBlack = try #require(measurement.renderings.first { $0.backdrop == .black })
        #expect(overBlack.ratio == 21)
    }

    @Test func customBackdropIsUsedInstead() throws {
        let scrim = try SRGBColor(parsing: "#00000066")
        let measurement = ContrastMeasurement(foreground: .white, background: scrim, backdrops: [try SRGBColor(parsing: "#333")])
        #expect(measurement.renderings.count == 1)
        #expect(measurement.backdrop == (try SRGBColor(parsing: "#333")))
        // 0x33 × 0.6 = 30.6 → the rendered background is rgb(30.6 30.6 30.6).
        #expect(abs(measurement.worst.background.red - 30.6 / 255) < 1e-12)
    }

    @Test func translucentForegroundOverTranslucentBackground() throws {
        // Both translucent: the background is flattened first, then the text over it.
        let measurement = ContrastMeasurement(
            foreground: try SRGBColor(parsing: "#ffffff80"), background: try SRGBColor(parsing: "#00000080"))
        let overWhite = try #require(measurement.renderings.first { $0.backdrop == .white })
        // α = 128/255: the background over white is 1 − α = 127/255, the text α + 127/255 × (1 − α).
        #expect(abs(overWhite.background.red - 127.0 / 255) < 1e-12)
        #expect(abs(overWhite.foreground.red - (128.0 / 255 + 127.0 / 255 * (127.0 / 255))) < 1e-12)
    }
}
