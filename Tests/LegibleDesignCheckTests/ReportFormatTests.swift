import Foundation
import LegibleColor
import LegibleDesignCheck
import LegibleReporting
import LegibleTestSupport
import LegibleTokens
import Testing

@Suite("Design check report formats")
struct ReportFormatTests {
    static func json(_ report: DesignCheckReport) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(report.rendered(as: .json).utf8)) as! [String: Any]
    }

    @Test func jsonHasTheIssuesShapeWithUnroundedRatios() throws {
        let report = try sampleReport(suggesting: true)
        let text = report.rendered(as: .json)
        let document = try Self.json(report)
        #expect(Set(document.keys) == ["pairs", "palettes", "suggestions", "findings", "summary"])
        // Keys sorted at every level, as all of Legible's JSON: the top level in this order.
        let offsets = ["findings", "pairs", "palettes", "suggestions", "summary"].map { text.range(of: "\n  \"\($0)\"")!.lowerBound }
        #expect(offsets == offsets.sorted())

        let pairs = try #require(document["pairs"] as? [[String: Any]])
        #expect(pairs.count == SampleCheckTests.rows.count * 4)
        let raw = try RawSample()
        let colorPattern = try NSRegularExpression(pattern: "^#[0-9a-f]{6}([0-9a-f]{2})?$")
        for pair in pairs {
            for key in ["foreground", "background", "appearance", "foregroundColor", "backgroundColor", "ratio", "requirement", "passes", "apca"] {
                #expect(pair[key] != nil, "\(key)")
            }
            for key in ["foregroundColor", "backgroundColor"] {
                let color = pair[key] as! String
                #expect(colorPattern.firstMatch(in: color, range: NSRange(color.startIndex..., in: color)) != nil, "\(color)")
            }
            let (foreground, background) = (pair["foreground"] as! String, pair["background"] as! String)
            let appearance = ColorAppearance(rawValue: pair["appearance"] as! String)!
            let row = try #require(SampleCheckTests.rows.first { $0.foreground == foreground && $0.background == background })
            guard let fg = try raw.color(foreground, in: appearance), let bg = try raw.color(background, in: appearance) else { continue }
            let expected = independentRatio(fg, on: bg, backdrop: row.backdrop ?? (appearance.isDark ? [0, 0, 0] : [1, 1, 1]))
            let ratio = (pair["ratio"] as! NSNumber).doubleValue
            #expect(abs(ratio - expected) < 1e-9 * expected)
            #expect((pair["passes"] as! Bool) == (expected >= row.needs))
            #expect(((pair["requirement"] as! [String: Any])["minimumRatio"] as! NSNumber).doubleValue == row.needs)
        }
        // Names as in the configuration: the scrim's colour keeps its alpha.
        let scrim = try #require(pairs.first { $0["background"] as? String == "color.surface.scrim" })
        #expect(scrim["backgroundColor"] as? String == "#00000066")

        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["pairChecks"] as? Int == 40)
        #expect(summary["failing"] as? Int == 8)
        #expect(summary["passes"] as? Bool == false)
        let suggestions = try #require(document["suggestions"] as? [[String: Any]])
        #expect(suggestions.map { $0["token"] as! String } == report.suggestions!.changes.map(\.token))
        #expect(try Self.json(try sampleReport())["suggestions"] is NSNull)
    }

    @Test func textShowsTheMatrixWithFailuresFirst() throws {
        let text = try sampleReport().rendered(as: .text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("Pair ") })
        #expect(lines[header].hasSuffix("light       dark        light+IC      dark+IC"))
        let rows = lines[(header + 1)...].prefix { !$0.hasPrefix("IC:") }
        #expect(rows.count == SampleCheckTests.rows.count)
        // The four pairs with a failing appearance come first, then the six that pass everywhere.
        #expect(rows.prefix(4).allSatisfy { $0.contains("FAIL") })
        #expect(rows.dropFirst(4).allSatisfy { !$0.contains("FAIL") })
        #expect(rows.allSatisfy { $0.components(separatedBy: " pass").count + $0.components(separatedBy: " FAIL").count - 2 == 4 })
        #expect(text.contains("Summary: 40 pair checks: 32 pass, 8 fail; 4 palette checks: 2 pass, 2 fail. FAIL\n"))
        #expect(text.hasSuffix("7:1 is better (Apple Human Interface Guidelines).\n"))
    }

    @Test func findingsPointAtWhereTheFailingColourIsDefined() throws {
        let report = try sampleReport()
        let errors = report.findings.filter { $0.rule == "color.contrast" }
        #expect(errors.count == 8)
        func place(_ file: String, _ needle: String) throws -> (String, String) {
            let path = sampleRoot.appendingPathComponent(file).path
            return (path, position(of: needle, in: try String(contentsOfFile: path, encoding: .utf8)))
        }
        // The foreground's value: the dark file's alias for secondary text, the colour set's
        // colour object for the system blue, the dark file's alias for primary text.
        let expected = [
            "color.text.secondary": try place("tokens/dark.tokens.json", #""{color.palette.gray.700}""#),
            "Text/Link": try place("App/Assets.xcassets/Text/Link.colorset/Contents.json", "{\n        \"platform\""),
            "color.text.primary": try place("tokens/dark.tokens.json", #""{color.palette.gray.50}""#),
        ]
        for error in errors {
            let foreground = String(error.id.split(separator: " ")[0])
            let (file, position) = try #require(expected[foreground], "\(error.id)")
            let location = try #require(error.location)
            #expect(location.file == file)
            #expect("\(location.line!):\(location.column!)" == position, "\(error.id)")
        }
        let github = report.rendered(as: .github)
        let (file, secondary) = expected["color.text.secondary"]!
        let parts = secondary.split(separator: ":")
        #expect(github.contains("::error file=\(file),line=\(parts[0]),col=\(parts[1])"))
        let sarif = try JSONSerialization.jsonObject(with: Data(report.rendered(as: .sarif).utf8)) as! [String: Any]
        let run = (sarif["runs"] as! [[String: Any]])[0]
        let rules = ((run["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
        #expect(rules.map { $0["id"] as! String } == DesignCheckReport.rules.map(\.id))
        #expect((run["results"] as! [[String: Any]]).count == report.findings.count)
        let junit = report.rendered(as: .junit)
        #expect(junit.components(separatedBy: "<failure ").count - 1 == report.findings.filter { $0.severity == .error }.count)
    }

    @Test func htmlEscapesEveryName() throws {
        let location = Finding.Location(file: "<tokens>.json", line: 1, column: 1)
        func token(_ name: String, _ hex: String) throws -> ColorToken {
            let value = ColorTokenValue(color: try SRGBColor(parsing: hex), original: hex, kind: .tokens, location: location)
            return ColorToken(name: name, values: Dictionary(uniqueKeysWithValues: ColorAppearance.allCases.map { ($0, value) }))
        }
        let colors = ColorTokenSet(tokens: [try token("<script>alert(1)</script>", "#777777"), try token("a&b \"c\"", "#ffffff")])
        let configuration = CheckConfiguration(
            sources: [], pairs: [ColorPairDeclaration(foreground: "<script>alert(1)</script>", background: "a&b \"c\"")])
        let html = try DesignCheckReport(checking: colors, configuration: configuration, suggesting: true).rendered(as: .html)
        #expect(!html.contains("<script"))
        #expect(!html.contains("a&b"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("a&amp;b &quot;c&quot;"))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    /// The page's visible text: tags (with their attributes) removed, entities decoded.
    static func visibleText(_ html: String) -> String {
        let body = html.components(separatedBy: "<body>").last ?? html
        let text = body.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
        return [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")].reduce(text) {
            $0.replacingOccurrences(of: $1.0, with: $1.1)
        }
    }

    /// Issue 26: "chart in light: FAIL" with no reason on the page. Every reason the text report
    /// gives a failing palette is in that palette's block of the page, including the issue's
    /// 2.25:1 and 2.30:1 of two chart colours against the background.
    @Test func htmlSaysWhyEachPaletteFails() throws {
        let report = try sampleReport()
        let text = report.rendered(as: .text)
        let html = report.rendered(as: .html)
        let blocks = html.components(separatedBy: "<div class=\"palette\">").dropFirst().map { Self.visibleText($0) }
        var failing = 0
        for line in text.split(separator: "\n") where line.hasPrefix("  chart in ") {
            let parts = line.split(separator: ":", maxSplits: 1)
            let appearance = try #require(ColorAppearance(rawValue: String(parts[0].dropFirst("  chart in ".count))))
            let human = [
                "light": "Light", "dark": "Dark", "lightIncreasedContrast": "Light, Increase Contrast",
                "darkIncreasedContrast": "Dark, Increase Contrast",
            ][appearance.rawValue]!
            let block = try #require(blocks.first { $0.contains("chart in \(human): ") }, "\(appearance)")
            let reasons = parts[1].components(separatedBy: "; ").dropFirst().filter { !$0.hasPrefix("min ΔE00") }
            if parts[1].hasPrefix(" FAIL") {
                failing += 1
                #expect(!reasons.isEmpty)
                #expect(block.contains("chart in \(human): FAIL"))
                for reason in reasons { #expect(block.contains(reason), "\(appearance): \(reason)") }
                #expect(block.contains("chart.1 2.25:1") && block.contains("chart.2 2.30:1"))
            } else {
                #expect(!block.contains("below 3:1"), "\(appearance) passes but the page gives a reason")
            }
        }
        #expect(failing == 2)
    }

    /// Issue 26: `≤` fifteen times with no legend, the same note fifteen times, and column heads
    /// that are identifiers. The mark is explained once under the matrix with the number of cells
    /// that carry it; the per-cell notes are gone from the page; appearances have their names.
    @Test func htmlExplainsItsMarksOnceAndNamesAppearances() throws {
        let report = try sampleReport()
        let html = report.rendered(as: .html)
        let visible = Self.visibleText(html)
        let marks = html.components(separatedBy: ">≤</span>").count - 1
        let expected = report.pairs.flatMap(\.cells).filter { $0.result != nil && $0.gainsContrast == false }.count
        #expect(marks == 15 && expected == 15)
        #expect(visible.contains("≤ (15 cells): no more contrast with Increase Contrast on than without it"))
        #expect(!visible.contains("an increased-contrast colour should contrast more"))
        #expect(!visible.contains("IncreasedContrast"), "an appearance shown by its identifier")
        let head = try #require(html.components(separatedBy: "<thead>").dropFirst().first?.components(separatedBy: "</thead>").first)
        #expect(
            Self.visibleText(head).split(separator: " ").joined(separator: " ")
                == "Pair Needs Light Dark Light, Increase Contrast Dark, Increase Contrast")
        // Without a mark, no legend for it.
        let single = CheckConfiguration(sources: [], pairs: [], appearances: [.light])
        let plain = try DesignCheckReport(checking: ColorTokenSet(tokens: []), configuration: single, suggesting: false).rendered(as: .html)
        #expect(!plain.contains("≤"))
    }
}
