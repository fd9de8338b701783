import LegibleShaping
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// Measuring with Bold Text on: the weight iOS draws (Tables/ios-bold-text-weights.csv) set on the
/// bundled Inter's `wght` axis, compared with hb-shape's advances at that weight
/// (Fixtures/bold-text-fixtures.json).
@Suite("Bold Text measuring", .enabled(if: !BoldTextFixtures.advances.isEmpty, "needs Fixtures/bold-text-fixtures.json"))
struct BoldTextMeasureTests {
    static let text = "Datenschutzeinstellungen verwalten"
    static let interText = "Fonts/Inter/Inter-roman.var.ttf"
    static let interDisplay = "Fonts/Inter/InterDisplay-roman.var.ttf"

    static func width(_ options: MeasureOptions) throws -> Double {
        try MeasureSetup(options).measure(text).width
    }

    @Test(arguments: Array(stride(from: 100, through: 900, by: 100)))
    func everyStandardWeightIsDrawnAtTheTablesBoldTextWeight(_ weight: Int) throws {
        let bold = try BoldTextFixtures.boldTextWeight(of: weight)
        let options = MeasureOptions(
            size: .points(17), weight: FontWeight(value: Double(weight)), tracking: TrackingMode.none,
            legibilityWeight: .bold)
        let expected = try #require(BoldTextFixtures.width(Self.text, font: Self.interText, variations: "wght=\(bold)", size: 17))
        #expect(abs(try Self.width(options) - expected) <= 1e-6, "weight \(weight) with Bold Text: hb-shape at wght=\(bold)")
        var off = options
        off.legibilityWeight = .regular
        let asDesigned = try #require(BoldTextFixtures.width(Self.text, font: Self.interText, variations: "wght=\(weight)", size: 17))
        #expect(abs(try Self.width(off) - asDesigned) <= 1e-6, "weight \(weight) without Bold Text")
    }

    @Test func textStylesTakeTheirOwnWeightHeavier() throws {
        // Body at AX3 is 40 pt Regular (Display face from 20 pt); Headline at Large 17 pt Semibold.
        let body = MeasureOptions(size: .textStyle(.body, category: .ax3), tracking: TrackingMode.none, legibilityWeight: .bold)
        let bodyWeight = try BoldTextFixtures.boldTextWeight(of: 400)
        let bodyExpected = try #require(BoldTextFixtures.width(Self.text, font: Self.interDisplay, variations: "wght=\(bodyWeight)", size: 40))
        #expect(abs(try Self.width(body) - bodyExpected) <= 1e-6)
        let headline = MeasureOptions(size: .textStyle(.headline), tracking: TrackingMode.none, legibilityWeight: .bold)
        let headlineWeight = try BoldTextFixtures.boldTextWeight(of: 600)
        let headlineExpected = try #require(BoldTextFixtures.width(Self.text, font: Self.interText, variations: "wght=\(headlineWeight)", size: 17))
        #expect(abs(try Self.width(headline) - headlineExpected) <= 1e-6)
        #expect(try MeasureSetup(headline).boldTextDescription == "Bold Text Semibold → Heavy")
        #expect(try MeasureSetup(MeasureOptions(size: .textStyle(.headline))).boldTextDescription == nil)
    }

    @Test func aStaticFontThatCannotBeDrawnHeavierIsAWarningNamingTheFontAndWeight() throws {
        let path = packageRoot.appendingPathComponent("Fonts/Noto/NotoSansArabic-Regular.ttf").path
        let bold = try MeasureSetup(MeasureOptions(fonts: [FontSource(path: path)], legibilityWeight: .bold))
        let warning = try #require(bold.warnings.first { $0.hasPrefix("Bold Text") })
        #expect(warning.contains(path) && warning.contains("Semibold (600)"))
        #expect(try MeasureSetup(MeasureOptions(fonts: [FontSource(path: path)])).warnings.isEmpty)
        // The variable bundled Inter takes the weight: no warning.
        #expect(try MeasureSetup(MeasureOptions(legibilityWeight: .bold)).warnings.isEmpty)
    }

    @Test func theBoldTextFlagIsParsed() throws {
        let options = try MeasureOptions(parsing: MeasureOptions.Arguments(boldText: true))
        #expect(options.legibilityWeight == .bold)
        #expect(try MeasureOptions(parsing: MeasureOptions.Arguments()).legibilityWeight == .regular)
    }
}
