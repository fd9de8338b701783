import Foundation
import LegibleDesignCheck
import LegibleReporting
import LegibleTestSupport
import Testing

/// The JSON report is streamed (`JSONWriter`, pairs on every core); the `Codable` tree it
/// replaced, encoded by Foundation's `JSONEncoder`, is the truth it must equal byte for byte.
@Suite("Design check JSON, streamed")
struct StreamedJSONTests {
    private func expectStreamEqualsEncodedTree(_ report: DesignCheckReport, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let expected = SortedJSON.string(DesignCheckReport.JSONReport(report)) + "\n"
        #expect(report.rendered(as: .json) == expected, sourceLocation: sourceLocation)
    }

    @Test("the sample, with and without suggestions (palettes, assets, Android, fixes)")
    func sample() throws {
        expectStreamEqualsEncodedTree(try sampleReport())
        expectStreamEqualsEncodedTree(try sampleReport(suggesting: true))
    }

    @Test("many pairs: translucent colours, backdrops, Display P3, aliases, level AAA, a colour missing in light")
    func manyPairs() throws {
        // 60 tokens in light (a few translucent, one in Display P3), dark values for most; pairs
        // of every use, some with a backdrop, and one whose foreground has a value only in dark.
        var light: [String] = [], dark: [String] = []
        for index in 0..<60 {
            let shade = String(format: "%02x", (index * 37) % 256)
            let alpha = index % 7 == 0 ? "80" : ""
            light.append("\"c\(index)\": {\"$value\": \"#\(shade)\(String(format: "%02x", (index * 91) % 256))40\(alpha)\"}")
            if index % 11 != 5 {
                dark.append("\"c\(index)\": {\"$value\": \"{color.c\((index + 13) % 60)}\"}")
            }
        }
        light.append(#""p3": {"$value": {"colorSpace": "display-p3", "components": [1, 0.2, 0], "alpha": 1}}"#)
        dark.append(##""onlyDark": {"$value": "#f5f5f7"}"##)
        var yaml = "sources:\n  - tokens: base.tokens.json\n  - tokens: dark.tokens.json\n    appearance: dark\npairs:\n"
        let uses = ["text", "largeText", "nonText"]
        for index in 0..<150 {
            yaml += "  - foreground: color.c\(index % 60)\n    background: color.c\((index * 7 + 3) % 60)\n    use: \(uses[index % 3])\n"
            if index % 10 == 0 { yaml += "    backdrop: \"#336699\"\n" }
        }
        yaml += "  - foreground: color.p3\n    background: color.c1\n    use: text\n"
        yaml += "  - foreground: color.onlyDark\n    background: color.c2\n    use: text\n"
        yaml += "level: AAA\nappearances: [light, dark, lightIncreasedContrast, darkIncreasedContrast]\n"
        try ScratchFolder.with([
            "base.tokens.json": "{\"color\": {\"$type\": \"color\", \(light.joined(separator: ", "))}}",
            "dark.tokens.json": "{\"color\": {\"$type\": \"color\", \(dark.joined(separator: ", "))}}",
            "legible.yaml": yaml,
        ]) { folder in
            for suggesting in [false, true] {
                let report = try DesignCheckReport(configurationFile: folder.file("legible.yaml"), suggesting: suggesting)
                #expect(report.pairs.count == 152)
                #expect(report.pairs.contains { $0.cells.contains { $0.status == .missing } })
                #expect(report.pairs.contains { $0.cells.contains { $0.result?.measurement.backdrop != nil } })
                expectStreamEqualsEncodedTree(report)
            }
        }
    }
}
