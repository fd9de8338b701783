import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

/// SARIF output is checked against the official OASIS SARIF 2.1.0 schema with python3's
/// `jsonschema` (see Fixtures/README.md).
@Suite("SARIF 2.1.0")
struct SARIFSchemaTests {
    func validate(_ document: String) throws -> ProcessRun {
        try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", ReportingFixture.folder.appendingPathComponent("validate_sarif.py").path,
                ReportingFixture.folder.appendingPathComponent("sarif-schema-2.1.0.json").path, "-",
            ], input: Data(document.utf8))
    }

    func sarif(_ report: FindingsReport) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(report.rendered(as: .sarif).utf8))
        return try #require(object as? [String: Any])
    }

    @Test func outputValidatesAgainstTheOfficialSchema() throws {
        var report = FindingsReport(
            findings: ReportingFixture.findings, rules: [ReportingFixture.overflowRule],
            tool: ToolInfo(version: "0.5.0", informationURI: "https://example.com/legible")
        )
        report.suppressedCount = 2
        let result = try validate(report.rendered(as: .sarif))
        #expect(result.status == 0, "schema errors: \(result.stderr)")
        let empty = try validate(FindingsReport(findings: []).rendered(as: .sarif))
        #expect(empty.status == 0, "schema errors: \(empty.stderr)")
    }

    @Test func validatorRejectsInvalidDocuments() throws {
        let badLevel = """
            {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "legible"}},
             "results": [{"ruleId": "r", "level": "fatal", "message": {"text": "m"}}]}]}
            """
        #expect(try validate(badLevel).status == 1)
        let noDriverName = FindingsReport(findings: ReportingFixture.findings).rendered(as: .sarif)
            .replacingOccurrences(of: "\"name\" : \"legible\"", with: "\"title\" : \"legible\"")
        #expect(try validate(noDriverName).status == 1)
        let zeroLine = FindingsReport(findings: ReportingFixture.findings).rendered(as: .sarif)
            .replacingOccurrences(of: "\"startLine\" : 42", with: "\"startLine\" : 0")
        #expect(try validate(zeroLine).status == 1)
    }

    @Test func resultsCarryRuleLevelLocationAndKey() throws {
        let log = try sarif(FindingsReport(findings: ReportingFixture.findings, rules: [ReportingFixture.overflowRule]))
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "legible")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["overflow.label", "overflow.lines", "target.size.ios"])
        #expect((rules[0]["help"] as? [String: Any])?["text"] as? String == ReportingFixture.overflowRule.help)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == ReportingFixture.findings.count)
        let first = try #require(results.first { ($0["message"] as? [String: Any])?["text"] as? String == ReportingFixture.findings[0].message })
        #expect(first["ruleId"] as? String == "overflow.label")
        #expect(first["ruleIndex"] as? Int == 0)
        #expect(first["level"] as? String == "error")
        let location = try #require((first["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "Examples/overflow/Localizable.xcstrings")
        #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 42)
        #expect(region["startColumn"] as? Int == 23)
        let logical = try #require((location["logicalLocations"] as? [[String: Any]])?.first)
        #expect(logical["name"] as? String == "settings.notifications.button")
    }

    @Test func pathsBecomeURIs() throws {
        let log = try sarif(
            FindingsReport(findings: [
                ReportingFixture.findings[3],
                Finding(id: "k", rule: "r", severity: .note, message: "m", location: Finding.Location(file: "/abs/dir/a b.json", line: 1)),
            ]))
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let uris = results.compactMap {
            ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        #expect(uris == ["My%20Folder/Strings,%20v2.xcstrings", "file:///abs/dir/a%20b.json"])
    }
}
