import Foundation
import LegibleColor
import LegibleReporting
import LegibleTargets
import LegibleTypeScale
import LegibleVision
import PropertyBased
import Testing

/// Reports read back exactly as written (issue 20): for each Codable report type, a report of
/// generated inputs encodes, decodes to an equal report with the same verdict, and encodes again
/// to the same bytes. A report kept as a baseline must measure the same colours again, so
/// colours encode their components as well as their hex form.
@Suite("Reports round trip")
struct ReportRoundTripProperties {
    /// Encodes, decodes and encodes again: the bytes are identical, the decoded report equals the
    /// original and gives the same verdict and the same rendering in every format.
    static func expectRoundTrip<Report: CheckReport & Codable & Equatable>(_ report: Report) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let first = try encoder.encode(report)
        let decoded = try JSONDecoder().decode(Report.self, from: first)
        let second = try encoder.encode(decoded)
        #expect(first == second, "\(String(decoding: first, as: UTF8.self))\n\(String(decoding: second, as: UTF8.self))")
        #expect(decoded == report)
        #expect(decoded.fails == report.fails)
        for format in Report.Format.allCases {
            #expect(decoded.rendered(as: format) == report.rendered(as: format), "\(format.rawValue)")
        }
    }

    static let level = Gen<WCAGLevel?>.element(of: [WCAGLevel.aa, .aaa]).map { $0! }
    static let foregroundKind = zip(Gen.int(in: 0...4), Gen<TextStyle>.case, Gen.double(in: 1...100), Gen.int(in: 1...9))
        .map { kind, style, size, weight -> ForegroundKind in
            [
                ForegroundKind.normalText, .use(.largeText), .use(.nonText), .textStyle(style),
                .text(size: PointSize(size), weight: FontWeight(value: Double(weight * 100))),
            ][kind]
        }

    /// The issue's example: 0.465 grey on white passes AA at 4.5052:1; read back from its hex it
    /// would fail at 4.4781:1.
    @Test func theIssuesGreyKeepsItsRatioAndVerdict() throws {
        let grey = SRGBColor(red: 0.465, green: 0.465, blue: 0.465)
        let report = ContrastReport(checking: ContrastPair(foreground: ParsedColor(grey), background: ParsedColor(.white)))
        #expect(!report.fails)
        #expect(abs(report.results[0].measurement.ratio - 4.5052) < 1e-4)
        try Self.expectRoundTrip(report)
        let decoded = try JSONDecoder().decode(SRGBColor.self, from: JSONEncoder().encode(grey))
        #expect(decoded == grey)
        #expect(decoded.hex == "#777777")
        // An older report's plain hex string still reads, as the 8-bit colour it names.
        #expect(try JSONDecoder().decode(SRGBColor.self, from: Data("\"#777777\"".utf8)) == SRGBColor(red8: 0x77, green8: 0x77, blue8: 0x77))
    }

    @Test func contrastReports() async {
        await propertyCheck(count: 150, input: Generators.color, Generators.opaqueColor, Self.level, Self.foregroundKind, Gen.bool) {
            foreground, background, level, kind, apca throws in
            let options = ContrastOptions(level: level, foreground: kind, includesAPCA: apca)
            let pair = ContrastPair(foreground: ParsedColor(foreground), background: ParsedColor(background))
            try Self.expectRoundTrip(ContrastReport(checking: pair, options: options))
            try Self.expectRoundTrip(ContrastReport(checking: [pair, pair], options: options))
        }
    }

    @Test func contrastReportsWithSuggestions() async {
        await propertyCheck(count: 20, input: Generators.opaqueColor, Generators.opaqueColor) { foreground, background throws in
            let options = ContrastOptions(includesAPCA: true, includesSuggestions: true)
            try Self.expectRoundTrip(
                ContrastReport(
                    checking: ContrastPair(foreground: ParsedColor(foreground), background: ParsedColor(background)),
                    options: options))
        }
    }

    @Test func declaredContrastReports() async {
        let names = Generators.text(of: 1...6)
        await propertyCheck(count: 150, input: Generators.color, Generators.color, names, Self.foregroundKind, Self.level) {
            foreground, background, name, kind, level throws in
            let pair = DeclaredContrastPair(foreground: name, foreground, background: "bg." + name, background, as: kind)
            try Self.expectRoundTrip(DeclaredContrastReport(checking: [pair, pair], level: level))
        }
    }

    @Test func paletteCheckReports() async {
        let palette = Generators.opaqueColor.array(of: 2...5)
        await propertyCheck(count: 40, input: palette, Gen.double(in: 0...30), Gen.bool) { colors, deltaE, withBackground throws in
            let check = try PaletteCheck(minimumDeltaE: deltaE, background: withBackground ? colors[0] : nil)
            try Self.expectRoundTrip(PaletteCheckReport(checking: colors.map { PaletteColor(color: $0) }, with: check))
        }
    }

    @Test func colorSimulationReports() async {
        let severity = Gen.double(in: 0...1)
        await propertyCheck(count: 100, input: Generators.opaqueColor.array(of: 1...4), Gen<Deficiency>.case, severity) {
            colors, deficiency, severity throws in
            let simulation = try CVDSimulation(deficiency: deficiency, severity: severity)
            try Self.expectRoundTrip(ColorSimulationReport(colors: colors.map(ParsedColor.init), simulations: [simulation]))
        }
    }

    @Test func typeScaleReports() async {
        let size = Gen.double(in: 1...10_000)
        await propertyCheck(count: 100, input: size, Gen<TextStyle>.case, Gen.bool, Gen<TrackingTable>.case) { size, style, capped, table throws in
            try Self.expectRoundTrip(ScaledSizeReport(size: size, style: style, maximum: capped ? size * 1.5 : nil))
            try Self.expectRoundTrip(TypeScaleReport(styles: [style]))
            try Self.expectRoundTrip(TrackingReport(size: min(size, 200), family: table))
            try Self.expectRoundTrip(TypeRampReport(roles: [TypeRampReport.Role("role", style, weight: .emphasized)], trackingTable: table))
        }
    }

    @Test func targetReports() async {
        let side = Gen.double(in: 1...200)
        let platform = Gen<TargetPlatform?>.element(of: [TargetPlatform.ios, .android, .wcagAA, .wcagAAA]).map { $0! }
        await propertyCheck(count: 200, input: side, side, platform) { width, height, platform throws in
            try Self.expectRoundTrip(TargetReport(size: TargetSize(width: width, height: height), platform: platform))
        }
    }
}
