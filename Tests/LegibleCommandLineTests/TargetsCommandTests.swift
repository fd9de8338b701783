import Foundation
import LegibleTestSupport
import Testing

@Suite("legible targets")
struct TargetsCommandTests {
    private let sample = "Examples/targets/checkout.json"

    private func findings(_ run: ProcessRun) throws -> [[String: String]] {
        try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: String]])
    }

    private func scratchPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("legible-targets-\(UUID().uuidString)-\(name)").path
    }

    @Test func sampleScreenFindingsAsJSON() throws {
        let run = try legible(["targets", sample, "--format", "json"])
        #expect(run.status == 1)
        let list = try findings(run)
        #expect(
            list.map { [$0["severity"], $0["id"], $0["rule"]] } == [
                ["error", "info", "target.size.ios"], ["error", "info", "target.spacing"],
                ["error", "close", "target.size.ios"], ["warning", "quantity-minus", "target.overlap"],
                ["error", "terms-link", "target.size.ios"], ["warning", "tabs", "target.tabbar.count"],
            ])
        #expect(list.allSatisfy { Set($0.keys) == ["id", "rule", "severity", "message"] })
        let first = try #require(run.stdout.split(separator: "}").first)
        let offsets = ["\"id\"", "\"message\"", "\"rule\"", "\"severity\""].compactMap { first.range(of: $0)?.lowerBound }
        #expect(offsets.count == 4 && offsets == offsets.sorted())
    }

    @Test func sampleScreenAsText() throws {
        let run = try legible(["targets", sample, "--platform", "wcag-aa"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("error: info:"))
        #expect(run.stdout.contains("note: terms-link:"))
        #expect(run.stdout.contains("1 error, 1 warning, 1 note"))
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let overlapping = """
            [{"id": "a", "frame": {"x": 0, "y": 0, "width": 44, "height": 44}},
             {"id": "b", "frame": {"x": 40, "y": 0, "width": 44, "height": 44}}]
            """
        #expect(try legible(["targets", "-"], input: overlapping).status == 0)
        #expect(try legible(["targets", "-", "--strict"], input: overlapping).status == 1)
    }

    @Test func passingScreenExitsZero() throws {
        let run = try legible(["targets", "-"], input: #"{"elements": [{"id": "ok", "frame": {"x": 0, "y": 0, "width": 44, "height": 44}}]}"#)
        #expect(run.status == 0)
        #expect(run.stdout.contains("no findings"))
    }

    @Test func pixelScreensAreConverted() throws {
        let at3x = #"[{"id": "a", "frame": {"x": 0, "y": 0, "width": 132, "height": 132}}]"#
        #expect(try legible(["targets", "-", "--scale", "3"], input: at3x).status == 0)
        #expect(try legible(["targets", "-", "--scale", "3"], input: at3x.replacingOccurrences(of: "132,", with: "131,")).status == 1)
    }

    @Test func malformedJSONIsReportedWithItsPosition() throws {
        let run = try legible(["targets", "-"], input: "{\n  \"elements\": [\n    {\"id\": \"a\",, }\n  ]\n}\n")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("line 3, column 16"))
    }

    @Test func invalidValuesNameTheElementAndItsPosition() throws {
        let run = try legible(
            ["targets", "-"], input: "{\"elements\": [\n  {\"id\": \"a\",\n   \"frame\": {\"x\": 0, \"y\": 0, \"width\": -1, \"height\": 2}}]}")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("elements[0].frame (line 3, column 13)"))
        #expect(run.stderr.contains("0 or more"))
    }

    @Test(arguments: [
        "", "[", "{\"elements\": [], \"elements\": []}", "42", "{\"elements\": [{\"id\": 5}]}",
        "[{\"id\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}, \"tabCount\": 2}]",
        "[{\"id\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}] trailing",
        "{\"elements\": [01]}", "[\"\\q\"]", String(repeating: "[", count: 10_000),
    ])
    func badScreensExitTwo(input: String) throws {
        let run = try legible(["targets", "-"], input: input)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("screen file"))
    }

    @Test func missingFileExitsTwo() throws {
        let run = try legible(["targets", "no-such-screen.json"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("no-such-screen.json"))
    }

    @Test func svgIsWrittenAndNeverOverwrittenUnasked() throws {
        let path = scratchPath("screen.svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try legible(["targets", sample, "--svg", path])
        #expect(first.status == 1)
        let drawing = try String(contentsOfFile: path, encoding: .utf8)
        #expect(drawing.contains("<svg"))
        #expect(drawing.contains(#"<g id="close">"#))

        try Data("mine".utf8).write(to: URL(fileURLWithPath: path))
        let refused = try legible(["targets", sample, "--svg", path])
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("--force"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine")

        let forced = try legible(["targets", sample, "--svg", path, "--force"])
        #expect(forced.status == 1)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("<svg"))
    }

    // MARK: SARIF, JUnit and GitHub output

    @Test func sarifPointsToEachElementAndValidates() throws {
        let run = try legible(["targets", sample, "--format", "sarif"])
        #expect(run.status == 1)
        let fixtures = Fixtures("LegibleReportingTests")
        let validation = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", fixtures.path("validate_sarif.py"), fixtures.path("sarif-schema-2.1.0.json"), "-",
            ], input: Data(run.stdout.utf8))
        #expect(validation.status == 0, "schema errors: \(validation.stderr)")
        #expect(run.stdout.contains(#""uri" : "Examples/targets/checkout.json""#))
        #expect(run.stdout.contains(#""helpUri" : "https://developer.apple.com/design/human-interface-guidelines/accessibility""#))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let lines = results.compactMap { result in
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]).flatMap {
                ($0["region"] as? [String: Any])?["startLine"] as? Int
            }
        }
        #expect(lines == [7, 7, 8, 9, 12, 14])  // info (size, spacing), close, quantity-minus, terms-link, tabs
    }

    @Test func githubAnnotationsAndJUnit() throws {
        let github = try legible(["targets", sample, "--format", "github"])
        #expect(github.status == 1)
        #expect(github.stdout.hasPrefix("::error file=Examples/targets/checkout.json,line=7,col=5,title=target.size.ios%3A info::hit area 22×22 pt"))
        #expect(github.stdout.split(separator: "\n").count == 6)
        let junit = try legible(["targets", sample, "--format", "junit", "--strict"])
        #expect(junit.status == 1)
        #expect(junit.stdout.contains(#"<testsuites name="legible" tests="6" failures="6" errors="0">"#))
        #expect(junit.stdout.contains(#"<testcase name="close" classname="target.size.ios" file="Examples/targets/checkout.json" line="8">"#))
    }

    @Test func strictDecidesWhetherWarningsFailInEveryFormat() throws {
        let overlapping = """
            [{"id": "a", "frame": {"x": 0, "y": 0, "width": 44, "height": 44}},
             {"id": "b", "frame": {"x": 40, "y": 0, "width": 44, "height": 44}}]
            """
        for format in ["text", "json", "sarif", "junit", "github"] {
            #expect(try legible(["targets", "-", "--format", format], input: overlapping).status == 0)
            #expect(try legible(["targets", "-", "--format", format, "--strict"], input: overlapping).status == 1)
        }
    }

    @Test func standardInputHasNoFileToPointTo() throws {
        let run = try legible(["targets", "-", "--format", "github"], input: #"[{"id": "x", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]"#)
        #expect(run.status == 1)
        #expect(
            run.stdout == "::error title=target.size.ios%3A x::hit area 10×10 pt is under the Apple HIG minimum of 44×44 pt; grow it by 17 pt on every side\n")
    }

    // MARK: Hostile and huge screens

    private func tabBar(count: String) -> String {
        #"[{"id": "tabs", "role": "tabBar", "tabCount": \#(count), "frame": {"x": 0, "y": 0, "width": 390, "height": 49}}]"#
    }

    @Test func aHugeTabCountIsRefusedBeforeAnyWork() throws {
        let run = try legible(["targets", "-"], input: tabBar(count: "999999999"))
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "legible: screen file (standard input): [0].tabCount (line 1, column 47): 999999999 tabs, over the limit of 1000 for one tab bar (ScreenLimits.maximumTabCount); the HIG and Material suggest 3 to 5\n"
        )
        let tenThousand = try legible(["targets", "-"], input: tabBar(count: "10000"))
        #expect(tenThousand.status == 2)
        #expect(tenThousand.stderr.contains("10000 tabs, over the limit of 1000"))
    }

    @Test func aThousandTabsAreChecked() throws {
        let run = try legible(["targets", "-"], input: tabBar(count: "1000"))
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "error: tabs: 390 pt ÷ 1000 tabs = 0.39 pt per tab, under the 44 pt minimum; at most 8 tabs fit, or the bar needs 44000 pt [target.tabbar.width]"
            ))
        #expect(
            run.stdout.contains(
                "intersects 'tabs.tab2', 'tabs.tab3', 'tabs.tab4', 'tabs.tab5', 'tabs.tab6', 'tabs.tab7', 'tabs.tab8', 'tabs.tab9', 'tabs.tab10', 'tabs.tab11' and at least 990 others, so it fails WCAG 2.5.8 (AA) too [target.spacing]"
            ))
        #expect(run.stdout.hasSuffix("2 errors, 1 warning, 0 notes\n"))
    }

    @Test func numbersNearTheLargestDoubleAreRefusedWithTheirPosition() throws {
        let screen = "[\n  {\"id\": \"a\", \"frame\": {\"x\": 1.7976931348623157e308, \"y\": 1.7976931348623157e308, \"width\": 1e308, \"height\": 1e308}}\n]"
        let run = try legible(["targets", "-", "--svg", scratchPath("never.svg")], input: screen)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "legible: screen file (standard input): [0].frame.x (line 2, column 30): 1.7976931348623157e+308 is out of range: numbers in a screen file are at most 1000000 in magnitude (ScreenLimits.maximumCoordinate)\n"
        )
    }

    @Test func theLargestCoordinatesAllowedDrawAFiniteSVG() throws {
        let path = scratchPath("far.svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let screen = #"[{"id": "a", "frame": {"x": 1000000, "y": -1000000, "width": 1000000, "height": 1000000}, "hitAreaInsets": 1000000}]"#
        #expect(try legible(["targets", "-", "--svg", path], input: screen).status == 0)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains(#"viewBox="-16 -2000016 3000032 3000032""#))  // the hit area, 0…3,000,000 × -2,000,000…1,000,000
        #expect(!svg.contains("inf") && !svg.contains("nan"))
    }

    @Test(.tags(.slow), .skippedWhenQuick) func tooManyElementsAreRefused() throws {
        let element = #"{"id":"e","frame":{"x":0,"y":0,"width":44,"height":44}}"#
        let elements = (0...100_000).map { element.replacingOccurrences(of: #""e""#, with: "\"e\($0)\"") }
        let run = try legible(["targets", "-"], input: "{\"elements\": [" + elements.joined(separator: ",") + "]}")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "legible: screen file (standard input): elements (line 1, column 14): 100001 elements, over the limit of 100000 (ScreenLimits.maximumElements)\n"
        )
        let tabs = (0...100).map { #"{"id":"t\#($0)","role":"tabBar","tabCount":1000,"frame":{"x":0,"y":0,"width":390,"height":49}}"# }
        let tabbed = try legible(["targets", "-"], input: "[" + tabs.joined(separator: ",") + "]")
        #expect(tabbed.status == 2)
        #expect(
            tabbed.stderr
                == "legible: screen file (standard input): 101000 touch targets (101 elements, each tab of a tab bar counted), over the limit of 100000 (ScreenLimits.maximumElements) (line 1, column 1)\n"
        )
    }

    @Test func filesOverThirtyTwoMebibytesAreRefusedUnread() throws {
        let path = scratchPath("huge.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(("[" + String(repeating: " ", count: 32 << 20) + "]").utf8).write(to: URL(fileURLWithPath: path))
        let run = try legible(["targets", path])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == "legible: screen file '\(path)': 33554434 bytes, over the limit of 33554432 bytes for a screen file (ScreenLimits.maximumFileBytes)\n"
        )
    }

    @Test(.tags(.slow), .skippedWhenQuick) func threeThousandElementsOnOneSpotGiveABoundedReport() throws {
        let pile = (0..<3_000).map { #"{"id":"b\#($0)","frame":{"x":0,"y":0,"width":44,"height":44}}"# }
        let run = try legible(["targets", "-"], input: "[" + pile.joined(separator: ",") + "]")
        #expect(run.status == 0)  // overlaps are warnings
        let lines = run.stdout.split(separator: "\n")
        // At most 10 overlaps listed per element and one line counting the rest: 32,934 findings,
        // not the 4,498,500 pairs.
        #expect(lines.count == 2 + 2_989 * 11 + (0...10).reduce(0, +))
        #expect(
            lines[11]
                == "warning: b0: hit area also overlaps at least 990 more later hit areas; a report lists 10 overlaps per element and counts up to 1000 [target.overlap]"
        )
        #expect(lines.last == "0 errors, 32934 warnings, 0 notes")
    }

    /// A 1-block (512-byte) file size limit: with SIGXFSZ ignored by the shell, and left at its
    /// default (which would kill the tool mid-write if the tool did not ignore it while writing).
    @Test(arguments: [#"trap "" XFSZ; "#, ""])
    func aFailedSVGWriteLeavesNothingBehind(signalSetting: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("screen.svg").path
        let limited = try runProcess(
            URL(fileURLWithPath: "/bin/sh"),
            [
                "-c", signalSetting + #"ulimit -f 1; exec "$0" targets "$1" --svg "$2""#,
                legibleExecutable.path, sample, path,
            ], directory: packageRoot)
        #expect(limited.status == 2)
        #expect(limited.stdout.isEmpty)
        #expect(limited.stderr == "legible: --svg '\(path)': cannot write the file (File too large)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        // Nothing was left, so a rerun is not refused.
        let rerun = try legible(["targets", sample, "--svg", path])
        #expect(rerun.status == 1)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("</svg>\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["screen.svg"])
    }

    @Test func svgWriteErrorsNameTheCause() throws {
        let run = try legible(["targets", sample, "--svg", "/no/such/folder/screen.svg"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "legible: --svg '/no/such/folder/screen.svg': cannot write the file (No such file or directory)\n")
    }
}
