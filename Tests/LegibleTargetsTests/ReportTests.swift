import Foundation
import LegibleCore
import LegibleReporting
import LegibleTargets
import LegibleTestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `TargetReport` and `TargetsReport`: the minimums of Tables/touch-targets.csv, and SARIF,
/// JUnit and GitHub output checked against the SARIF 2.1.0 schema and XML well-formedness.
@Suite("Target reports")
struct ReportTests {
    private static let samplePath = packageRoot.appendingPathComponent("Examples/targets/checkout.json").path

    @Test func everyMinimumOfTheTablePassesAndATenthLessFails() throws {
        for row in try CSVTable.tables("touch-targets.csv").rows {
            let platform = try TargetPlatform(parsing: row["platform"] ?? "")
            let minimum = TargetSize(width: try number(row["minimum_width"]), height: try number(row["minimum_height"]))
            let unit = try #require(row["unit"])
            let passing = TargetReport(size: minimum, platform: platform)
            #expect(!passing.fails)
            let shown = LengthFormat.string(minimum.width)
            #expect(passing.rendered(as: .text) == "\(shown)×\(shown) \(unit): passes \(row["guideline"] ?? ""), minimum \(shown)×\(shown) \(unit)\n")
            let short = TargetReport(size: TargetSize(width: minimum.width - 0.1, height: minimum.height), platform: platform)
            #expect(short.fails)
            #expect(short.rendered(as: .text).hasSuffix("grow the hit area by top 0, left 0.05, bottom 0, right 0.05 \(unit)\n"))
            #expect(TargetRules.size(platform).summary.contains("minimum of \(shown)×\(shown) \(unit)"))
        }
    }

    @Test func pixelSizesAreDividedByTheDensity() {
        // HIG: @2x doubles points; Android: xxhdpi is 3 px per dp (480 ÷ 160).
        let ios = TargetReport(size: TargetSize(square: 88), platform: .ios, density: .ios2x)
        #expect(ios.rendered(as: .text) == "88×88 px @2x = 44×44 pt: passes Apple HIG, minimum 44×44 pt\n")
        let android = TargetReport(size: TargetSize(width: 143, height: 144), platform: .android, density: .xxhdpi)
        #expect(android.fails)
        #expect(android.rendered(as: .json).contains(#""pixels" : {\#n    "density" : "xxhdpi","#))
    }

    @Test func jsonFormIsTheOneTheCommandPrints() {
        let report = TargetReport(size: TargetSize(width: 40, height: 30), platform: .android)
        #expect(
            report.rendered(as: .json) == """
                {
                  "expansion" : {
                    "bottom" : 9,
                    "left" : 4,
                    "right" : 4,
                    "top" : 9
                  },
                  "minimum" : {
                    "height" : 48,
                    "width" : 48
                  },
                  "passes" : false,
                  "platform" : "android",
                  "size" : {
                    "height" : 30,
                    "width" : 40
                  },
                  "unit" : "dp"
                }

                """)
    }

    @Test func reportsRoundTripThroughCodable() throws {
        let report = TargetsReport(screen: try Screen(contentsOfFile: Self.samplePath), platform: .wcagAA)
        let decoded = try JSONDecoder().decode(TargetsReport.self, from: JSONEncoder().encode(report))
        #expect(decoded == report)
        #expect(decoded.rendered(as: .sarif) == report.rendered(as: .sarif))
        let single = TargetReport(size: TargetSize(square: 88), platform: .ios, density: .ios2x)
        #expect(try JSONDecoder().decode(TargetReport.self, from: JSONEncoder().encode(single)) == single)
    }

    @Test func strictPolicyFailsOnWarnings() throws {
        let overlapping = Screen(elements: [
            ScreenElement(id: "a", frame: TargetRect(x: 0, y: 0, width: 44, height: 44)),
            ScreenElement(id: "b", frame: TargetRect(x: 40, y: 0, width: 44, height: 44)),
        ])
        #expect(!TargetsReport(screen: overlapping, platform: .ios).fails)
        #expect(TargetsReport(screen: overlapping, platform: .ios, policy: FailurePolicy(threshold: .warning)).fails)
    }

    @Test func findingsPointToTheElementsInTheFile() throws {
        let report = TargetsReport(screen: try Screen(contentsOfFile: Self.samplePath), platform: .ios)
        // checkout.json: info on line 7, close on line 8, tabs on line 14, all at column 5.
        let lines = Dictionary(report.audit.findings.map { ($0.id, $0.location?.line) }, uniquingKeysWith: { first, _ in first })
        #expect(lines["info"] == 7 && lines["close"] == 8 && lines["tabs"] == 14)
        #expect(report.audit.findings.allSatisfy { $0.location?.file == Self.samplePath && $0.location?.column == 5 })
        let github = report.rendered(as: .github).split(separator: "\n")
        #expect(github.count == report.audit.findings.count)
        #expect(github.contains { $0.hasPrefix("::error file=\(Self.samplePath),line=8,col=5,title=target.size.ios%3A close::hit area 24×24 pt") })
        #expect(github.contains { $0.hasPrefix("::warning file=\(Self.samplePath),line=14,col=5,title=target.tabbar.count%3A tabs::6 tabs") })
    }

    @Test func screensWithoutAFileHaveNoLocations() {
        let screen = Screen(elements: [ScreenElement(id: "x", frame: TargetRect(x: 0, y: 0, width: 10, height: 10), position: TextPosition(line: 3, column: 1))]
        )
        let report = TargetsReport(screen: screen, platform: .ios)
        #expect(report.audit.findings.allSatisfy { $0.location == nil })
        #expect(
            report.rendered(as: .github)
                == "::error title=target.size.ios%3A x::hit area 10×10 pt is under the Apple HIG minimum of 44×44 pt; grow it by 17 pt on every side\n")
    }

    @Test(arguments: TargetPlatform.allCases)
    func sarifValidatesAgainstTheSchema(platform: TargetPlatform) throws {
        let report = TargetsReport(screen: try Screen(contentsOfFile: Self.samplePath), platform: platform)
        let sarif = report.rendered(as: .sarif)
        let fixtures = Fixtures("LegibleReportingTests")
        let result = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", fixtures.path("validate_sarif.py"), fixtures.path("sarif-schema-2.1.0.json"), "-",
            ], input: Data(sarif.utf8))
        #expect(result.status == 0, "schema errors: \(result.stderr)")

        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == TargetRules.rules(for: platform).map(\.id))
        #expect(rules.allSatisfy { ($0["helpUri"] as? String)?.hasPrefix("https://") == true && $0["name"] is String })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.audit.findings.count)
        for result in results {
            let ruleIndex = try #require(result["ruleIndex"] as? Int)
            #expect(rules[ruleIndex]["id"] as? String == result["ruleId"] as? String)
            let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "file://" + Self.samplePath)
            #expect(((physical["region"] as? [String: Any])?["startLine"] as? Int).map { (5...14).contains($0) } == true)
        }
    }

    @Test func sizeRulesLinkToTheirGuidelines() {
        #expect(TargetRules.size(.ios).helpURI == "https://developer.apple.com/design/human-interface-guidelines/accessibility")
        #expect(TargetRules.size(.android).helpURI == "https://support.google.com/accessibility/android/answer/7101858")
        #expect(TargetRules.size(.wcagAA).helpURI == "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html")
        #expect(TargetRules.size(.wcagAAA).helpURI == "https://www.w3.org/WAI/WCAG22/Understanding/target-size-enhanced.html")
        #expect(TargetRules.spacing.helpURI == TargetRules.size(.wcagAA).helpURI)
        #expect(TargetRules.rules(for: .wcagAA).map(\.id) == ["target.size.wcag-aa", "target.tabbar.width", "target.overlap"])
    }

    #if canImport(FoundationXML)
    /// Collects the JUnit document's suites, test cases and failures while checking it parses.
    private final class JUnitCounter: NSObject, XMLParserDelegate {
        var suites: [String] = []
        var cases = 0
        var failures = 0

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            switch name {
            case "testsuite": suites.append(attributes["name"] ?? "")
            case "testcase": cases += 1
            case "failure": failures += 1
            default: break
            }
        }
    }

    @Test func junitIsWellFormedWithASuitePerRule() throws {
        let report = TargetsReport(screen: try Screen(contentsOfFile: Self.samplePath), platform: .ios)
        let parser = XMLParser(data: Data(report.rendered(as: .junit).utf8))
        let counter = JUnitCounter()
        parser.delegate = counter
        #expect(parser.parse())
        #expect(counter.suites == ["target.overlap", "target.size.ios", "target.spacing", "target.tabbar.count"])
        // One test case per element and rule: info, close, terms-link (size), info (spacing),
        // quantity-minus (overlap), tabs (count); the errors fail, the warnings do not.
        #expect(counter.cases == 6)
        #expect(counter.failures == 4)
        let strict = TargetsReport(audit: report.audit, policy: FailurePolicy(threshold: .warning))
        let strictCounter = JUnitCounter()
        let strictParser = XMLParser(data: Data(strict.rendered(as: .junit).utf8))
        strictParser.delegate = strictCounter
        #expect(strictParser.parse())
        #expect(strictCounter.failures == 6)
    }
    #endif
}
