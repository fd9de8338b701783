import Foundation
import LegibleColor
import LegibleTestSupport
import Testing

@testable import LegibleVision

@Suite("Palettes")
struct PaletteTests {
    @Test func namedPalettesMatchTablesCSVCellByCell() throws {
        let rows = try CSVTable.tables("palettes.csv").records
        let swiftRows = NamedPalette.all.flatMap { palette in
            palette.colors.enumerated().map { index, entry in
                [
                    palette.id.replacingOccurrences(of: "-", with: "_"), String(index), entry.name ?? "", entry.color.hex,
                    palette.source,
                ]
            }
        }
        #expect(rows.count == swiftRows.count)
        for (row, swiftRow) in zip(rows, swiftRows) {
            #expect(row == swiftRow)
        }
    }

    @Test func okabeItoKeepsEveryPairApartForRedGreenDeficiencies() throws {
        let report = try PaletteCheck().evaluate(NamedPalette.named("okabe-ito").colors)
        #expect(report.passes)
        #expect(report.conditions.map(\.condition.name) == ["normal", "protanopia", "deuteranopia"])
    }

    @Test func trafficLightFailsForProtanAndDeutanButNotNormalVision() throws {
        let report = try PaletteCheck().evaluate(NamedPalette.named("traffic_light").colors)
        #expect(!report.passes)
        #expect(report.conditions[0].passes)
        #expect(report.weakDeficiencies == [.protan, .deutan])
        // Under protanopia the amber and green are the confused pair.
        let protan = report.conditions[1]
        #expect(protan.closestPair.map { [$0.first, $0.second] } == [1, 2])
        #expect(protan.failingPairs.first == protan.closestPair)
    }

    @Test func naiveRGBGreenAndYellowCollapseForRedGreenDeficiencies() throws {
        // Pure red darkens for protanopes, so it stays apart; pure green and yellow do not.
        let report = try PaletteCheck().evaluate(NamedPalette.named("naive-rgb").colors)
        for condition in report.conditions.dropFirst() {
            #expect(condition.closestPair.map { [$0.first, $0.second] } == [1, 3], "\(condition.condition.name)")
        }
    }

    @Test func tritanIsOptInAndReportedSeparately() throws {
        // Paul Tol's bright scheme: blue and green are close for tritanopes.
        let check = try PaletteCheck(deficiencies: [.protan, .deutan, .tritan])
        let report = check.evaluate(try NamedPalette.named("tol-bright").colors)
        #expect(report.weakDeficiencies == [.tritan])
        #expect(try PaletteCheck().evaluate(NamedPalette.named("tol-bright").colors).passes)
    }

    @Test func backgroundContrastUsesWCAGNonTextMinimum() throws {
        // #767676 on white is the WCAG 4.54:1 grey; #aaaaaa is 2.32:1 (below 3:1).
        let check = try PaletteCheck(background: .white)
        let report = check.evaluate([
            PaletteColor(color: SRGBColor(red8: 0x76, green8: 0x76, blue8: 0x76)),
            PaletteColor(color: SRGBColor(red8: 0xaa, green8: 0xaa, blue8: 0xaa)),
        ])
        let contrast = try #require(report.contrast)
        #expect(abs(contrast[0].ratio - 4.54) < 0.01 && contrast[0].passes)
        #expect(abs(contrast[1].ratio - 2.32) < 0.01 && !contrast[1].passes)
        #expect(!report.passes)
    }

    @Test func unknownPaletteNamesListTheChoices() {
        #expect(throws: VisionError.self) { try NamedPalette.named("rainbow") }
        do {
            _ = try NamedPalette.named("rainbow")
        } catch {
            #expect(error.description.contains("okabe-ito"))
        }
    }

    @Test(arguments: ["traffic-light", "naive-rgb", "ibm-design-library", "viridis-8"])
    func suggestionsPassAndStayClose(_ name: String) throws {
        let check = try PaletteCheck()
        let palette = try NamedPalette.named(name).colors
        let suggestion = check.suggest(for: palette)
        #expect(suggestion.succeeded)
        #expect(suggestion.report.passes)
        #expect(!suggestion.changes.isEmpty)
        // Each change is small: well under the OKLab distance from red to green (≈ 0.5).
        for change in suggestion.changes {
            #expect(change.distance < 0.12, "\(change.original.hex) → \(change.suggested.hex)")
            #expect(change.suggested.isInSRGBGamut)
        }
        // Colours that were fine are left alone: the suggested palette keeps every unchanged hex.
        let changed = Set(suggestion.changes.map(\.index))
        for index in palette.indices where !changed.contains(index) {
            #expect(suggestion.report.colors[index].color.hex == palette[index].color.hex)
        }
        // The report is of the 8-bit colours a designer would copy.
        for entry in suggestion.report.colors {
            let parsed = SRGBColor(
                red8: UInt8((entry.color.red * 255).rounded()), green8: UInt8((entry.color.green * 255).rounded()),
                blue8: UInt8((entry.color.blue * 255).rounded()))
            #expect(abs(parsed.red - entry.color.red) < 1e-12)
        }
    }

    @Test func passingPaletteNeedsNoChanges() throws {
        let suggestion = try PaletteCheck().suggest(for: NamedPalette.named("okabe-ito").colors)
        #expect(suggestion.changes.isEmpty && suggestion.succeeded)
    }

    @Test func svgHasOneColumnPerConditionAndOneSwatchPerColour() throws {
        let report = try PaletteCheck().evaluate(NamedPalette.named("traffic-light").colors)
        let svg = report.svg()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.components(separatedBy: "rx=\"4\"").count - 1 == 3 * 3)
        #expect(svg.contains("deuteranopia") && svg.contains("✗"))
        #expect(svg.contains(report.conditions[1].seen[0].hex))
    }
}
