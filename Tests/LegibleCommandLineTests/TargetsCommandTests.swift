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
        #expect(list.map { [$0["severity"], $0["id"], $0["rule"]] } == [
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
        let run = try legible(["targets", "-"], input: "{\"elements\": [\n  {\"id\": \"a\",\n   \"frame\": {\"x\": 0, \"y\": 0, \"width\": -1, \"height\": 2}}]}")
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
}
