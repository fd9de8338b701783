import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@Suite("Reporters")
struct ReporterTests {
    let report = FindingsReport(findings: ReportingFixture.findings, rules: [ReportingFixture.overflowRule])

    @Test func textPutsFailuresFirstAndSummarises() {
        let lines = report.rendered(as: .text).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 7)
        #expect(lines[0] == "./My Folder/Strings, v2.xcstrings:3:1: error: [overflow.label] a<b>&\"c\": 100% wide, line two: <tag> & \"quotes\"")
        #expect(
            lines[1]
                == "Examples/overflow/Localizable.xcstrings:42:23: error: [overflow.label] settings.notifications.button: de: needs 352.4 pt, has 343 pt at xLarge; fits up to Large"
        )
        #expect(lines[2].hasPrefix("Examples/overflow/Localizable.xcstrings:60:23: warning: [overflow.label] settings.save"))
        #expect(lines[3] == "warning: [target.size.ios] save-button: 40×40 pt is smaller than 44×44 pt")
        #expect(lines[4] == "Examples/overflow/Localizable.xcstrings:101: note: [overflow.lines] shared.photos: fits up to AX5")
        #expect(lines[5] == "2 errors, 2 warnings, 1 note")
        #expect(lines[6] == "")
    }

    @Test func jsonIsSortedStableAndRoundTrips() throws {
        let json = report.rendered(as: .json)
        let shuffled = FindingsReport(findings: ReportingFixture.findings.reversed(), rules: [ReportingFixture.overflowRule])
        #expect(shuffled.rendered(as: .json) == json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["findings", "summary", "tool"])
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["errors": 2, "warnings": 2, "notes": 1, "suppressed": 0])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(
            findings.map { $0["id"] as? String } == [
                "a<b>&\"c\"", "settings.notifications.button", "settings.save", "shared.photos", "save-button",
            ])
        // Keys appear sorted in the text itself.
        let idRange = try #require(json.range(of: "\"id\""))
        let messageRange = try #require(json.range(of: "\"message\""))
        #expect(idRange.lowerBound < messageRange.lowerBound)
    }

    @Test func githubAnnotationsEscapeDataAndProperties() {
        let lines = report.rendered(as: .github).split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        // Escaping as actions/toolkit's command.ts: data escapes % CR LF; properties also : and ,.
        #expect(
            lines[0]
                == "::error file=./My Folder/Strings%2C v2.xcstrings,line=3,col=1,title=overflow.label%3A a<b>&\"c\"::100%25 wide,%0Aline two: <tag> & \"quotes\""
        )
        #expect(
            lines[1]
                == "::error file=Examples/overflow/Localizable.xcstrings,line=42,col=23,title=overflow.label%3A settings.notifications.button::de: needs 352.4 pt, has 343 pt at xLarge; fits up to Large"
        )
        #expect(lines[3] == "::notice file=Examples/overflow/Localizable.xcstrings,line=101,title=overflow.lines%3A shared.photos::fits up to AX5")
        #expect(lines[4] == "::warning title=target.size.ios%3A save-button::40×40 pt is smaller than 44×44 pt")
    }

    @Test func githubReportsSuppressedCount() {
        var suppressed = FindingsReport(findings: [])
        suppressed.suppressedCount = 3
        #expect(suppressed.rendered(as: .github) == "::notice title=legible baseline::3 known findings suppressed by the baseline\n")
    }

    @Test func junitSuitesPerRuleAndFailuresForErrors() throws {
        let xml = report.rendered(as: .junit)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"legible\" tests=\"5\" failures=\"2\" errors=\"0\">"))
        #expect(xml.contains("<testsuite name=\"overflow.label\" tests=\"3\" failures=\"2\" errors=\"0\" skipped=\"0\">"))
        #expect(xml.contains("<testsuite name=\"target.size.ios\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\">"))
        #expect(
            xml.contains("<testcase name=\"a&lt;b&gt;&amp;&quot;c&quot;\" classname=\"overflow.label\" file=\"./My Folder/Strings, v2.xcstrings\" line=\"3\">"))
        #expect(xml.contains("<failure message=\"100% wide,&#10;line two: &lt;tag&gt; &amp; &quot;quotes&quot;\" type=\"overflow.label\">"))
        #expect(
            xml.contains(
                "<system-out>Examples/overflow/Localizable.xcstrings:60:23: warning: [overflow.label] settings.save: ar: overflows at AX1 (165.6 pt &gt; 160 pt)</system-out>"
            ))
        try expectWellFormedXML(xml)
    }

    @Test func junitByFileAndPolicy() throws {
        var strict = report
        strict.junitGrouping = .byFile
        strict.policy = FailurePolicy(threshold: .warning)
        let xml = strict.rendered(as: .junit)
        #expect(xml.contains("<testsuites name=\"legible\" tests=\"5\" failures=\"4\" errors=\"0\">"))
        #expect(xml.contains("<testsuite name=\"(no file)\" tests=\"1\" failures=\"1\""))
        #expect(xml.contains("<testsuite name=\"Examples/overflow/Localizable.xcstrings\" tests=\"3\" failures=\"2\""))
        try expectWellFormedXML(xml)
    }

    @Test func xmlEscapingDropsForbiddenCharacters() {
        let finding = Finding(id: "bell\u{07}", rule: "r", severity: .error, message: "m")
        let xml = FindingsReport(findings: [finding]).rendered(as: .junit)
        #expect(xml.contains("name=\"bell\u{FFFD}\""))
    }

    @Test func jsonAndSARIFAreWhatFoundationWritesForTheSameDocument() throws {
        var suppressed = report
        suppressed.suppressedCount = 2
        suppressed.tool = ToolInfo(name: "legible", version: "1.0", informationURI: "https://example.com/legible")
        for report in [report, suppressed, FindingsReport(findings: [])] {
            for format in [FindingsReport.Format.json, .sarif] {
                let written = report.rendered(as: format)
                #expect(written == (try FoundationJSON.rewritten(written)) + "\n", "\(format)")
            }
        }
    }

    /// Every format goes out a piece at a time: many writes, none much bigger than the 64 KiB
    /// chunks the JSON writer flushes, however many findings there are.
    @Test(.tags(.slow), .skippedWhenQuick) func everyFormatStreams() {
        let findings = (0..<20_000).map { index in
            Finding(
                id: "screen\(index / 40).label\(index)", rule: index % 7 == 0 ? "overflow.missing-glyphs" : "overflow.label",
                severity: index % 3 == 0 ? .warning : .error, message: "\"Some text \(index)\" overflows from AX\(index % 5 + 1)",
                location: Finding.Location(file: "Localizable.xcstrings", line: index + 1, column: 9))
        }
        let large = FindingsReport(findings: findings, rules: [ReportingFixture.overflowRule])
        for format in FindingsReport.Format.allCases {
            var recorder = WriteRecorder()
            large.write(format, to: &recorder)
            #expect(recorder.writes > 20, "\(format)")
            #expect(recorder.largestWrite < 70_000, "\(format)")
            #expect(recorder.bytes > 1_000_000, "\(format)")
        }
    }

    /// Parses the XML with python3's standard library, an independent well-formedness check.
    func expectWellFormedXML(_ xml: String) throws {
        let result = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", "import sys, xml.dom.minidom; xml.dom.minidom.parseString(sys.stdin.buffer.read())"],
            input: Data(xml.utf8))
        #expect(result.status == 0, "not well-formed: \(result.stderr)")
    }
}

/// Counts the writes made to it and the largest one.
struct WriteRecorder: TextOutputStream {
    var writes = 0
    var bytes = 0
    var largestWrite = 0

    mutating func write(_ text: String) {
        writes += 1
        bytes += text.utf8.count
        largestWrite = max(largestWrite, text.utf8.count)
    }
}

@Suite("Baselines and failure policy")
struct BaselineTests {
    @Test func baselineFromAPreviousJSONReportSuppressesKnownFindings() throws {
        let previous = FindingsReport(findings: Array(ReportingFixture.findings.prefix(2))).rendered(as: .json)
        let baseline = try Baseline(data: Data(previous.utf8), file: "baseline.json")
        var changed = ReportingFixture.findings
        changed[0].message = "de: needs 360 pt now"  // same rule, id, file: still known
        changed[0].location?.line = 44
        changed[1].location?.file = "Other.xcstrings"  // moved to another file: new
        var report = FindingsReport(findings: changed)
        report.applyBaseline(baseline)
        #expect(report.suppressedCount == 1)
        #expect(report.findings.count == 4)
        #expect(!report.findings.contains { $0.id == "settings.notifications.button" })
        #expect(report.rendered(as: .text).hasSuffix("1 error, 2 warnings, 1 note; 1 suppressed by the baseline\n"))
        #expect(report.rendered(as: .json).contains("\"suppressed\" : 1"))
    }

    @Test func baselineAcceptsABareListAndNormalisesDotSlash() throws {
        let list = """
            [{"id": "a<b>&\\"c\\"", "rule": "overflow.label", "location": {"file": "My Folder/Strings, v2.xcstrings"}}]
            """
        let baseline = try Baseline(data: Data(list.utf8), file: "list.json")
        let result = baseline.apply(to: ReportingFixture.findings)
        #expect(result.suppressed.map(\.id) == ["a<b>&\"c\""])
    }

    @Test func malformedBaselinesAreRejected() {
        #expect(throws: BaselineError.self) { try Baseline(data: Data("{not json".utf8), file: "b.json") }
        do {
            _ = try Baseline(data: Data("{\"findings\": [{\"id\": \"x\"}]}".utf8), file: "b.json")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "baseline 'b.json': expected a Legible JSON report (an object with \"findings\") or a list of findings: findings[0]: missing \"rule\"")
        }
        #expect(throws: BaselineError.self) { try Baseline(contentsOfFile: "/no/such/baseline.json") }
    }

    @Test func failurePolicyThresholds() throws {
        let warningsOnly = [ReportingFixture.findings[1]]
        #expect(!FailurePolicy.errors.fails(warningsOnly))
        #expect(try FailurePolicy(parsing: "warning").fails(warningsOnly))
        #expect(try FailurePolicy(parsing: "NOTE").fails([ReportingFixture.findings[2]]))
        #expect(try !FailurePolicy(parsing: "never").fails(ReportingFixture.findings))
        #expect(FailurePolicy.errors.fails(ReportingFixture.findings))
        #expect(throws: FailurePolicyError.self) { try FailurePolicy(parsing: "fatal") }
        #expect(FailurePolicyError(input: "fatal").description == "fail-on 'fatal': expected error, warning, note or never")
    }

    @Test func fingerprintHashIsStable() {
        // FNV-1a 64 of "overflow.label␟settings.save␟Localizable.xcstrings", fixed so reports stay comparable.
        let fingerprint = Finding.Fingerprint(rule: "overflow.label", id: "settings.save", file: "./Localizable.xcstrings")
        #expect(fingerprint.file == "Localizable.xcstrings")
        #expect(fingerprint.stableHash == fnv1a64("overflow.label\u{1F}settings.save\u{1F}Localizable.xcstrings"))
    }

    /// An independent FNV-1a implementation (the published offset basis and prime).
    func fnv1a64(_ text: String) -> String {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in Array(text.utf8) {
            hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211
        }
        return String(format: "%016llx", hash)
    }
}
