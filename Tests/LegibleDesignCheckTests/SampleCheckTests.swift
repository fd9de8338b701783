import Foundation
import LegibleColor
import LegibleDesignCheck
import LegibleReporting
import LegibleTestSupport
import LegibleTokens
import Testing

/// `Examples/design-system` checked end to end, every ratio compared with the WCAG formula
/// applied here to the raw file values (``RawSample``, ``independentRatio(_:on:backdrop:)``),
/// every requirement with WCAG's and the HIG's rules written out by hand.
@Suite("Checking the sample design system")
struct SampleCheckTests {
    /// The rows `legible.yaml` declares, globs expanded by hand (`color.text.*` is the three
    /// tokens under `color.text` in base.tokens.json, in file order), with the ratio each
    /// needs: text 4.5:1; large text 3:1; Headline is 17 pt semibold at Large and 15 pt
    /// semibold is below 14 pt bold's weight, so both are normal text, 4.5:1.
    static let rows: [(foreground: String, background: String, needs: Double, backdrop: [Double]?)] = [
        ("color.text.primary", "color.surface.default", 4.5, nil),
        ("color.text.secondary", "color.surface.default", 4.5, nil),
        ("color.text.link", "color.surface.default", 4.5, nil),
        ("color.text.secondary", "color.surface.raised", 4.5, nil),
        ("color.text.primary", "color.surface.scrim", 3, [1, 1, 1]),
        ("ButtonLabel", "BrandAccent", 4.5, nil),
        ("Text/Body", "Surface", 4.5, nil),
        ("Text/Link", "Surface", 4.5, nil),
        ("text_primary", "window_background", 4.5, nil),
        ("brand_on_primary", "brand_primary", 3, nil),
    ]

    @Test func everyDeclaredPairIsCheckedInEveryAppearance() throws {
        let report = try sampleReport()
        #expect(report.pairs.map(\.foreground) == Self.rows.map(\.foreground))
        #expect(report.pairs.map(\.background) == Self.rows.map(\.background))
        #expect(report.appearances == [.light, .dark, .lightIncreasedContrast, .darkIncreasedContrast])
        for pair in report.pairs {
            #expect(pair.cells.map(\.appearance) == report.appearances)
            #expect(pair.cells.allSatisfy { $0.status != .missing })
        }
    }

    @Test func ratiosMatchTheWCAGFormulaOverTheRawFiles() throws {
        let report = try sampleReport()
        let raw = try RawSample()
        var compared = 0
        for (row, pair) in zip(Self.rows, report.pairs) {
            #expect(pair.requirement.minimumRatio == row.needs, "\(pair.title)")
            for cell in pair.cells {
                let appearance = cell.appearance
                let result = try #require(cell.result)
                guard let foreground = try raw.color(row.foreground, in: appearance),
                    let background = try raw.color(row.background, in: appearance)
                else {
                    // Only BrandAccent's dark Display P3 variant lies outside sRGB; the tokens tests
                    // check its mapping against ColorAide and color.js.
                    #expect(cell.background?.wasGamutMapped == true, "\(pair.title) in \(appearance)")
                    continue
                }
                let backdrop = row.backdrop ?? (appearance.isDark ? [0, 0, 0] : [1, 1, 1])
                let expected = independentRatio(foreground, on: background, backdrop: backdrop)
                #expect(abs(result.measurement.ratio - expected) < 1e-9 * expected, "\(pair.title) in \(appearance)")
                #expect(result.passes == (expected >= row.needs), "\(pair.title) in \(appearance)")
                #expect(cell.status == (expected >= row.needs ? .pass : .fail))
                compared += 1
            }
        }
        #expect(compared == Self.rows.count * 4 - 1)
    }

    @Test func theIntendedFailuresFailAndNothingElse() throws {
        // From the raw files: secondary text is gray 700 #48484a in dark, on gray 900 and gray 800;
        // light primary text on a 40% black scrim over white; Apple's systemBlue #0088ff (and its
        // increased-contrast #1e6ef4) on the Surface grey in light.
        let report = try sampleReport()
        let failing = report.pairs.flatMap { pair in pair.cells.filter { $0.status == .fail }.map { "\(pair.title) \($0.appearance)" } }
        #expect(
            Set(failing) == [
                "color.text.secondary on color.surface.default dark", "color.text.secondary on color.surface.default darkIncreasedContrast",
                "color.text.secondary on color.surface.raised dark", "color.text.secondary on color.surface.raised darkIncreasedContrast",
                "color.text.primary on color.surface.scrim dark", "color.text.primary on color.surface.scrim darkIncreasedContrast",
                "Text/Link on Surface light", "Text/Link on Surface lightIncreasedContrast",
            ])
        #expect(report.fails)
    }

    @Test func increasedContrastThatGainsNothingIsANote() throws {
        let report = try sampleReport()
        let raw = try RawSample()
        for pair in report.pairs {
            for cell in pair.cells where cell.appearance.isIncreasedContrast {
                guard let foreground = try raw.color(pair.foreground, in: cell.appearance.standard),
                    let background = try raw.color(pair.background, in: cell.appearance.standard),
                    let ratio = cell.result?.measurement.ratio
                else { continue }
                let backdrop = pair.title.contains("scrim") ? [1.0, 1, 1] : (cell.appearance.isDark ? [0, 0, 0] : [1, 1, 1])
                let standard = independentRatio(foreground, on: background, backdrop: backdrop)
                #expect(abs(cell.standardRatio! - standard) < 1e-9 * standard)
                #expect(cell.gainsContrast == (ratio > standard), "\(pair.title) in \(cell.appearance)")
            }
        }
        // Text/Body has a dark + high contrast variant (#ffffff over #f2f2f7): it gains; in light it has none.
        let body = try #require(report.pairs.first { $0.foreground == "Text/Body" })
        #expect(body.cell(in: .darkIncreasedContrast)?.gainsContrast == true)
        #expect(body.cell(in: .lightIncreasedContrast)?.gainsContrast == false)
        let notes = report.findings.filter { $0.rule == "color.increased-contrast" }
        #expect(notes.allSatisfy { $0.severity == .note })
        #expect(notes.count == report.pairs.flatMap(\.cells).filter { $0.gainsContrast == false }.count)
    }

    @Test func palettesAreCheckedInEachAppearance() throws {
        let report = try sampleReport()
        #expect(report.palettes.map(\.appearance) == report.appearances)
        let raw = try RawSample()
        for palette in report.palettes {
            #expect(palette.colors == ["chart.1", "chart.2", "chart.3", "chart.4"])
            let contrast = try #require(palette.report?.contrast)
            let background = try #require(try raw.color("color.surface.default", in: palette.appearance))
            for entry in contrast {
                // chart.3 is an OKLCH colour, converted in the tokens tests; the hex ones are read here.
                guard let color = try raw.color(palette.colors[entry.index], in: palette.appearance) else { continue }
                let expected = independentRatio(color, on: background, backdrop: [1, 1, 1])
                #expect(abs(entry.ratio - expected) < 1e-9 * expected, "\(palette.colors[entry.index]) in \(palette.appearance)")
            }
        }
        // #e69f00 and #56b4e9 reach less than 3:1 on white, so the chart fails in the light appearances only.
        #expect(report.palettes.map(\.status) == [.fail, .pass, .fail, .pass])
    }

    @Test func theHIGsSevenToOneIsAWarningAtAAAWithIncreaseContrast() throws {
        let configuration = try CheckConfiguration(contentsOfFile: sampleRoot.appendingPathComponent("legible.yaml").path)
        var aaa = configuration
        aaa.level = .aaa
        let colors = try ColorTokenSet(configuration: configuration)
        let report = try DesignCheckReport(checking: colors, configuration: aaa)
        let warnings = report.findings.filter { $0.rule == "color.increased-contrast.aaa" }
        // Only large text can pass AAA (4.5:1) yet stay below 7:1; normal text below 7:1 fails AAA outright.
        for warning in warnings {
            let pair = try #require(report.pairs.first { warning.id.hasPrefix($0.title) })
            #expect(pair.requirement.use == .largeText)
        }
        let expected = report.pairs.flatMap { pair in
            pair.cells.filter { cell in
                cell.appearance.isIncreasedContrast && pair.requirement.use != .nonText && cell.status == .pass
                    && cell.result!.measurement.ratio < 7
            }
        }
        #expect(warnings.count == expected.count)
        #expect(!warnings.isEmpty)  // the scrim pair with Increase Contrast on in light: 5.97:1
        #expect(try sampleReport().findings.allSatisfy { $0.rule != "color.increased-contrast.aaa" })
    }
}
