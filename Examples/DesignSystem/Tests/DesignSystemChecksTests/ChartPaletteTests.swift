import DesignSystem
import Foundation
import Legible
import Testing

@testable import DesignSystemChecks

/// The chart palette against published data: its colours are matplotlib's tab10 (the
/// `traffic_light` negative control of `Tables/palettes.csv`); what people with
/// protanopia and deuteranopia see is the Viénot 1999 simulation with libDaltonLens's published
/// matrices (public domain C, github.com/DaltonLens/libDaltonLens, five decimals, row-major, on
/// linear sRGB); the palettes published as safe for colour-vision deficiency pass the same check.
@Suite("Chart palette against published data")
struct ChartPaletteTests {
    static let vienot: [String: [Double]] = [
        "protanopia": [0.11238, 0.88762, 0.00000, 0.11238, 0.88762, -0.00000, 0.00401, -0.00401, 1.00000],
        "deuteranopia": [0.29275, 0.70725, 0.00000, 0.29275, 0.70725, -0.00000, -0.02234, 0.02234, 1.00000],
    ]

    static func linear(_ color: SRGBColor) -> [Double] {
        [color.red, color.green, color.blue].map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    static func published(_ palette: String) throws -> [[String: String]] {
        try csvRows(tablesDirectory.appendingPathComponent("palettes.csv")).filter { $0["palette"] == palette }
    }

    @Test func theSeriesAreTheSameColoursAsPublished() throws {
        let tab10 = Dictionary(uniqueKeysWithValues: try Self.published("traffic_light").map { ($0["name"]!, $0["hex"]!) })
        #expect(HarborChart.statusSeries.map(\.color.hex) == [tab10["green"], tab10["amber"], tab10["red"]])
    }

    @Test func redGreenVisionIsVienotWithThePublishedMatrices() throws {
        let report = try checkChartPalette().report
        for condition in report.conditions where condition.condition.simulation != nil {
            let matrix = try #require(Self.vienot[condition.condition.name], "\(condition.condition.name)")
            #expect(condition.condition.simulation?.method == .vienot)
            for (color, seen) in zip(report.colors.map(\.color), condition.seen) {
                let rgb = Self.linear(color)
                let expected = (0..<3).map { row in min(1, max(0, (0..<3).map { matrix[row * 3 + $0] * rgb[$0] }.reduce(0, +))) }
                for (a, e) in zip(Self.linear(seen), expected) {
                    #expect(abs(a - e) < 1e-4, "\(color.hex) under \(condition.condition.name)")
                }
            }
        }
        #expect(report.conditions.map(\.condition.name) == ["normal", "protanopia", "deuteranopia"])
    }

    /// The threshold is the one that tells the published palettes apart: the same check passes
    /// Okabe–Ito and Paul Tol's bright scheme, and fails the tab10 red/orange/green the chart uses.
    @Test func theCheckPassesTheSafePublishedPalettesAndFailsTab10() throws {
        let example = try checkChartPalette().report
        let check = PaletteCheck(
            simulations: example.conditions.compactMap(\.condition.simulation), minimumDeltaE: example.minimumDeltaE, background: nil,
            minimumContrast: example.minimumContrast)
        for (palette, safe) in [("okabe_ito", true), ("tol_bright", true), ("traffic_light", false)] {
            let colors = try Self.published(palette).map { PaletteColor(color: try SRGBColor(parsing: $0["hex"]!), name: $0["name"]) }
            #expect(check.evaluate(colors).passes == safe, "\(palette)")
        }
        #expect(!example.passes && example.weakDeficiencies == [.protan, .deutan])
    }

    /// Contrast with the surface as non-text (3:1, `Tables/wcag-thresholds.csv`), by the
    /// independent WCAG formula, for the palette as designed and as fixed.
    @Test func contrastWithTheSurfaceAndTheFix() throws {
        let wcag = try IndependentWCAG()
        let minimum = try number(try tableRows("wcag-thresholds.csv").first { $0["use"] == "non-text" }?["minimum_ratio"])
        let palette = try checkChartPalette()
        let printed = ChecksRun.shared.section("Chart palette")
        for (series, result) in zip(HarborChart.statusSeries, try #require(palette.report.contrast)) {
            let ratio = wcag.ratio(series.color.hex, HarborColor.surface.light.hex)
            #expect(abs(result.ratio - ratio) < 1e-9 && result.passes == (ratio >= minimum), "\(series.name)")
            let line = try #require(printed.first { $0.hasPrefix("  \(series.color.hex) \(series.name) ") })
            #expect(line.hasSuffix(ratio >= minimum ? "pass" : "FAIL") && line.contains(String(format: "%.2f:1", (ratio * 100).rounded(.down) / 100)))
        }
        let fixed = try #require(palette.suggestion?.report)
        #expect(fixed.passes)
        for color in fixed.colors {
            #expect(wcag.ratio(color.color.hex, HarborColor.surface.light.hex) >= minimum, "\(color.color.hex)")
        }
        #expect(printed.contains { $0 == "  New palette: \(fixed.colors.map(\.color.hex).joined(separator: " "))" })
    }
}
