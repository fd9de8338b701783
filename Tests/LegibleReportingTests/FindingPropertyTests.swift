import Foundation
import LegibleReporting
import Testing

/// Issue 33, class 8: a finding's details live in `properties`, written by JSON (an object) and
/// SARIF (the result's property bag, SARIF 2.1.0 §3.8) and by no format people read.
@Suite("Finding properties")
struct FindingPropertyTests {
    static let detailed = Finding(
        id: "title", rule: "contrast.text", severity: .error, message: "#777777 on #ffffff is 4.48:1 in light",
        location: Finding.Location(file: "Main.xib", line: 4, column: 9),
        properties: [Finding.Property("text", "#777777"), Finding.Property("ratio.light", "4.48:1"), Finding.Property("background", "#ffffff")])
    static let plain = Finding(id: "save", rule: "target.small", severity: .warning, message: "40×40 pt", location: Finding.Location(file: "Main.xib"))

    @Test func setPropertyReplacesInPlaceAndAppendsNewKeys() {
        var finding = Self.detailed
        finding.setProperty("text", "#787878")
        finding.setProperty("minimumRatio", "4.5:1")
        #expect(finding.properties.map(\.key) == ["text", "ratio.light", "background", "minimumRatio"])
        #expect(finding.property("text") == "#787878")
        #expect(finding.property("absent") == nil)
    }

    /// The JSON object, written by hand: keys sorted, `properties` between `message` and `rule`.
    @Test func jsonWritesPropertiesAsASortedObjectAndNothingWhenThereAreNone() throws {
        let json = FindingsReport(findings: [Self.detailed, Self.plain]).rendered(as: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 2)
        // Report order puts the finding without a line first.
        let detailed = try #require(findings.first { $0["id"] as? String == "title" })
        let properties = try #require(detailed["properties"] as? [String: String])
        #expect(properties == ["background": "#ffffff", "ratio.light": "4.48:1", "text": "#777777"])
        #expect(findings.first { $0["id"] as? String == "save" }?["properties"] == nil)
        let expected = """
                  "message" : "#777777 on #ffffff is 4.48:1 in light",
                  "properties" : {
                    "background" : "#ffffff",
                    "ratio.light" : "4.48:1",
                    "text" : "#777777"
                  },
                  "rule" : "contrast.text",
            """
        #expect(json.contains(expected), "\(json)")
    }

    /// What JSONEncoder writes for the finding is what the report's writer writes, and an older
    /// report without `properties` still reads (backward compatible).
    @Test func codableAgreesAndOldReportsStillDecode() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let encoded = try #require(String(data: try encoder.encode(Self.detailed), encoding: .utf8))
        #expect(encoded.contains(##""properties":{"background":"#ffffff","ratio.light":"4.48:1","text":"#777777"}"##))
        #expect(try !#require(String(data: try encoder.encode(Self.plain), encoding: .utf8)).contains("properties"))
        let old = #"{"id":"save","location":{"file":"Main.xib"},"message":"40×40 pt","rule":"target.small","severity":"warning"}"#
        #expect(try JSONDecoder().decode(Finding.self, from: Data(old.utf8)) == Self.plain)
        let decoded = try JSONDecoder().decode(Finding.self, from: Data(encoded.utf8))
        #expect(decoded.property("ratio.light") == "4.48:1" && decoded.properties.count == 3)
    }

    @Test func sarifPutsThemInTheResultsPropertyBag() throws {
        let sarif = FindingsReport(findings: [Self.detailed, Self.plain]).rendered(as: .sarif)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let detailed = try #require(results.first { $0["ruleId"] as? String == "contrast.text" })
        #expect((detailed["properties"] as? [String: String])?["ratio.light"] == "4.48:1")
        #expect(results.first { $0["ruleId"] as? String == "target.small" }?["properties"] == nil)
    }

    @Test func textAndGitHubFormatsShowTheMessageOnly() {
        let report = FindingsReport(findings: [Self.detailed])
        for format in [FindingsReport.Format.text, .github, .junit] {
            #expect(!report.rendered(as: format).contains("4.48:1\","), "\(format)")
            #expect(!report.rendered(as: format).contains("ratio.light"), "\(format)")
        }
    }
}
