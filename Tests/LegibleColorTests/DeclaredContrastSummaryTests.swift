import Foundation
import LegibleTestSupport
import Testing

@testable import LegibleColor

/// The one-line-per-pair `summary` of declared pairs, against the published ratios of
/// Tests/Reference/wcag-anchors.csv and the HIG's sizes (Tables/dynamic-type-ios.csv).
@Suite("Declared contrast pairs: summary")
struct DeclaredContrastSummaryTests {
    /// Published pairs: #777777 on white 4.478089453577214 (WebAIM, axe-core); #767676 on white
    /// 4.542224959605253; #0078d7 on white 4.498861479739532 (axe-core#494); #959aa2 on white
    /// 2.829471904985252 (axe-core#608).
    static let pairs = [
        ("text.tertiary", "#777777", ForegroundKind.textStyle(.caption1), 4.478089453577214),
        ("text.secondary", "#767676", .textStyle(.footnote), 4.542224959605253),
        ("text.brand", "#0078d7", .textStyle(.title2), 4.498861479739532),
        ("separator", "#959aa2", .use(.nonText), 2.829471904985252),
    ]

    static func report() throws -> DeclaredContrastReport {
        let declared = try pairs.map { name, hex, kind, _ in
            DeclaredContrastPair(foreground: name, try SRGBColor(parsing: hex), background: "surface", .white, as: kind)
        }
        return DeclaredContrastReport(checking: declared, level: .aa, includesSuggestions: true)
    }

    /// The cells of a printed table line: columns are two or more spaces apart.
    static func cells(_ line: Substring) -> [String] {
        line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func oneLinePerPairWithItsVerdictRatioAndRequirement() throws {
        let report = try Self.report()
        let text = report.rendered(as: .summary)
        #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "4 pairs checked at AA: 2 pass, 2 fail.")
        #expect(Self.cells(lines[2]) == ["Ratio", "Pair", "Declared as", "Needs", "APCA Lc"])
        // Caption 1 (12 pt) and Footnote (13 pt) at Large are normal text; Title 2 (22 pt) large.
        let sizes = try CSVTable.tables("dynamic-type-ios.csv").rows.filter { $0["category"] == "Large" }
        for ((name, _, kind, ratio), line) in zip(Self.pairs, lines[3...]) {
            let needs: (String, Double) =
                switch kind {
                case .use: ("non-text", 3)
                case .textStyle(let style, _):
                    (try number(sizes.first { $0["style"] == style.displayName }?["size_pt"])) >= 18 ? ("large text", 3) : ("normal text", 4.5)
                default: ("", 0)
                }
            let truncated = String(format: "%.2f:1", (ratio * 100).rounded(.down) / 100)
            let cells = Self.cells(line)
            #expect(Array(cells.prefix(3)) == [ratio >= needs.1 ? "pass" : "FAIL", truncated, "\(name) on surface"], "\(line)")
            #expect(cells[3] == kind.description && cells[4] == "\(needs.0) \(String(format: "%g", needs.1)):1", "\(line)")
            #expect(Double(cells[5]) != nil, "the APCA Lc: \(line)")
        }
    }

    @Test func theFailingPairsGetTheirNearestPassingColours() throws {
        let report = try Self.report()
        let text = report.rendered(as: .summary)
        let fixes = text.split(separator: "\n").drop { $0 != "Nearest passing colours:" }.dropFirst()
        #expect(fixes.count == 2)
        for (entry, line) in zip(report.entries.filter { !$0.result.passes }, fixes) {
            let suggestions = try #require(entry.result.suggestions)
            let foreground = try #require(suggestions.foreground), background = try #require(suggestions.background)
            #expect(foreground.ratio >= entry.result.requirement.minimumRatio)
            #expect(
                line
                    == "  \(entry.pair.foreground) on surface: foreground \(foreground.color.hex) (\(WCAG.formattedRatio(foreground.ratio)), ΔE OK \(String(format: "%.3f", foreground.deltaEOK))), or background \(background.color.hex) (\(WCAG.formattedRatio(background.ratio)), ΔE OK \(String(format: "%.3f", background.deltaEOK)))"
            )
        }
        #expect(!text.contains("Notes:"))
    }

    @Test func passingPairsAloneHaveNoFixesAndNotesAreKept() throws {
        let translucent = DeclaredContrastPair(foreground: "scrim.text", .white, background: "scrim", try SRGBColor(parsing: "rgb(0 0 0 / 40%)"))
        let text = DeclaredContrastReport(checking: [translucent]).rendered(as: .summary)
        #expect(text.contains("1 pair checked at AA: 0 pass, 1 fail."))
        #expect(!text.contains("Nearest passing colours"), "suggestions were not asked for")
        #expect(text.contains("Notes:\n  scrim.text on scrim: background is translucent; worst case over #ffffff"))
    }
}
