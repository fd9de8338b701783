import Foundation
import LegibleAudit
import LegibleColor
import LegibleDesignCheck
import LegibleReporting
import LegibleShaping
import LegibleTargets
import LegibleTestSupport
import LegibleTokens
import LegibleTypeScale
import LegibleVision
import PropertyBased
import Testing

/// The rest of issue 20's round trips: the six report types ``ReportRoundTripProperties`` did
/// not cover, each built from generated inputs, encoded, decoded to an equal report that encodes
/// to the same bytes and renders the same in every format (its JSON report included).
@Suite("More reports round trip")
struct MoreReportRoundTripProperties {
    static func expectRoundTrip<Report: CheckReport & Codable & Equatable>(_ report: Report) throws {
        try ReportRoundTripProperties.expectRoundTrip(report)
    }

    /// Names as configurations hold them: short, any characters but a glob's.
    static func name() -> Generator<String, some SendableSequenceType> {
        Generators.text(of: 1...8).map { String($0.filter { !"*?[]{}".contains($0) }) + "n" }
    }

    @Test func designCheckReports() async {
        let colors = Generators.color.array(of: 4...4)
        let appearances = Gen.int(in: 1...15).map { mask in ColorAppearance.allCases.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element) }
        let use = Gen<ColorPairUse?>.element(of: [ColorPairUse.text, .largeText, .nonText]).map { $0! }
        await propertyCheck(count: 25, input: colors, colors, zip(Self.name(), Self.name(), Self.name()), appearances, use, Gen.bool) {
            light, dark, names, appearances, use, suggesting throws in
            let location = Finding.Location(file: "tokens.json", line: 3, column: 7)
            let (a, b, c) = names
            let tokens = [a, "bg " + b, "p " + c, "q " + c].enumerated().map { index, token in
                ColorToken(
                    name: token,
                    values: Dictionary(
                        uniqueKeysWithValues: ColorAppearance.allCases.map { appearance in
                            let color = appearance.isDark ? dark[index] : light[index]
                            return (appearance, ColorTokenValue(color: color, original: color.hex, kind: .tokens, location: location))
                        }))
            }
            let configuration = CheckConfiguration(
                sources: [], pairs: [ColorPairDeclaration(foreground: a, background: "bg " + b, use: use)],
                palettes: [PaletteDeclaration(name: "chart", colors: [a, "p " + c, "q " + c], background: "bg " + b)],
                appearances: appearances, lock: suggesting ? ["q " + c] : [], file: "legible.yaml")
            try Self.expectRoundTrip(try DesignCheckReport(checking: ColorTokenSet(tokens: tokens), configuration: configuration, suggesting: suggesting))
        }
    }

    @Test func targetsReports() async {
        let side = Gen.double(in: 0...120)
        let element = zip(side, side, side, side, Gen.int(in: -8...12), Gen.int(in: 0...5))
        let platform = Gen<TargetPlatform?>.element(of: [TargetPlatform.ios, .android, .wcagAA, .wcagAAA]).map { $0! }
        await propertyCheck(count: 60, input: element.array(of: 1...6), platform, Gen.bool) { elements, platform, strict throws in
            let json = elements.enumerated().map { index, element in
                let (x, y, width, height, inset, kind) = element
                let role = kind == 0 ? #", "role": "tabBar", "tabCount": \#(inset & 7 + 1)"# : kind == 1 ? #", "interactive": false"# : ""
                return #"{"id": "e\#(index)", "frame": {"x": \#(x), "y": \#(y), "width": \#(width), "height": \#(height)}, "hitAreaInsets": \#(inset)\#(role)}"#
            }.joined(separator: ",\n")
            let screen = try Screen(parsing: #"{"name": "S", "size": {"width": 390, "height": 844}, "elements": [\#(json)]}"#, file: "screen.json")
            try Self.expectRoundTrip(TargetsReport(screen: screen, platform: platform, policy: strict ? FailurePolicy(threshold: .warning) : .errors))
        }
    }

    @Test func measureReports() async throws {
        let setups = try [
            MeasureSetup(MeasureOptions(width: 120, maxLines: 2), fontsDirectory: Self.fonts),
            MeasureSetup(MeasureOptions(size: .textStyle(.headline, category: .ax3), width: 90, maxLines: 1), fontsDirectory: Self.fonts),
            MeasureSetup(MeasureOptions(size: .points(13), language: "ja"), fontsDirectory: Self.fonts),
        ]
        await propertyCheck(count: 60, input: Generators.text(of: 0...14).array(of: 1...3), Gen.int(in: 0...2), Gen.bool) { texts, setup, list throws in
            let report = list ? MeasureReport(measuring: texts, with: setups[setup]) : MeasureReport(measuring: texts[0], with: setups[setup])
            try Self.expectRoundTrip(report)
        }
    }

    static let fonts = packageRoot.appendingPathComponent("Fonts").path

    @Test func paletteListReports() async {
        let count = NamedPalette.all.count
        await propertyCheck(count: 40, input: Gen.int(in: 0..<count).array(of: 0...count)) { indexes throws in
            try Self.expectRoundTrip(PaletteListReport(palettes: indexes.map { NamedPalette.all[$0] }))
        }
    }

    @Test func imageSimulationReports() async {
        let size = Gen.int(in: 1...100_000)
        await propertyCheck(
            count: 100, input: Generators.text(of: 0...10), Generators.text(of: 0...10), size, size, Gen<Deficiency>.case, Gen.double(in: 0...1)
        ) {
            input, output, width, height, deficiency, severity throws in
            let simulation = try CVDSimulation(deficiency: deficiency, severity: severity)
            try Self.expectRoundTrip(ImageSimulationReport(input: input, output: output, width: width, height: height, simulation: simulation))
        }
    }

    @Test func unitConversionReports() async {
        let densities = AndroidDensity.allCases
        let units: [LengthUnit] =
            [.point, .applePixel(scale: 1), .applePixel(scale: 2), .applePixel(scale: 3), .dp, .sp, .cssPixel, .cssPoint]
            + densities.map { .androidPixel($0) }
        let unit = Gen.int(in: 0..<units.count).map { units[$0] }
        let target = Gen.int(in: -1..<units.count).map { $0 < 0 ? nil : units[$0] }
        await propertyCheck(count: 200, input: Gen.double(in: -10_000...10_000), unit, target, Gen.double(in: 0.5...3), Gen.bool) {
            value, from, to, scale, scaled throws in
            try Self.expectRoundTrip(try UnitConversionReport(value: value, from: from, to: to, fontScale: scaled ? scale : nil))
        }
    }
}
