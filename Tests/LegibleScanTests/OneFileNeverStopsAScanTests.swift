import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, class 1: a file the scan cannot read is a `scan.unreadable` error at its position,
/// and every other file is still scanned and reported.
@Suite("One file never stops a scan")
struct OneFileNeverStopsAScanTests {
    static let smallButton = #"<button id="small"><rect key="frame" x="0" y="0" width="20" height="20"/></button>"#

    @Test func malformedXibIsAnErrorAtItsPositionAndTheOtherXibIsJudged() async throws {
        let folder = try ScanFolder([
            // The `<label` opened on line 3, column 5 is never closed.
            "App/Bad.xib": "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n    <label id=\"a\">\n",
            "App/Good.xib": ScanFolder.xib(Self.smallButton),
        ])
        defer { folder.remove() }
        let report = try await folder.scan()
        let unreadable = report.findings.findings.filter { $0.rule == "scan.unreadable" }
        #expect(unreadable.count == 1)
        let finding = try #require(unreadable.first)
        #expect(finding.severity == .error)
        #expect(finding.location?.file == folder.path + "/App/Bad.xib")
        #expect(finding.location?.line != nil)
        #expect(finding.message.count <= 200)
        #expect(report.ids("target.small") == ["small"])
    }

    /// A reader's message quoting a long value still makes a finding of at most 200 characters.
    @Test func aLongReadersMessageMakesAShortFinding() async throws {
        let long = String(repeating: "x", count: 500)
        let folder = try ScanFolder([
            "App/Bad.xib": ScanFolder.xib(#"<label text="a" id="l"><rect key="frame" x="0" y="0" width="\#(long)" height="20"/></label>"#)
        ])
        defer { folder.remove() }
        let report = try await folder.scan()
        let finding = try #require(report.findings.findings.first { $0.rule == "scan.unreadable" })
        #expect(finding.message.count <= 200)
        #expect(report.findings.findings.allSatisfy { $0.message.count <= 200 })
    }

    @Test func malformedStringsFileIsAnErrorAndTheScreensAreStillJudged() async throws {
        let folder = try ScanFolder([
            // Line 2 lacks its `;`.
            "App/de.lproj/Main.strings": "\"a.text\" = \"A\";\n\"b.text\" = \"B\"\n\"c.text\" = \"C\";\n",
            "App/Base.lproj/Main.xib": ScanFolder.xib(Self.smallButton),
        ])
        defer { folder.remove() }
        let report = try await folder.scan()
        let finding = try #require(report.findings.findings.first { $0.rule == "scan.unreadable" })
        #expect(finding.location?.file == folder.path + "/App/de.lproj/Main.strings")
        #expect(finding.location?.line == 3)
        #expect(report.ids("target.small") == ["small"])
    }

    @Test func propertyListStringsFilesAreReadNotReported() async throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>lbl.text</key><string>Ein sehr, sehr langer deutscher Text</string></dict></plist>
            """
        let label = """
            <label text="Short" id="lbl"><rect key="frame" x="0" y="0" width="60" height="20"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            """
        let folder = try ScanFolder([
            "App/de.lproj/Main.strings": xml,
            "App/ja.lproj/Main.strings": try #require(Data(base64Encoded: "YnBsaXN0MDDRAQJYbGJsLnRleHRRYQgLFAAAAAAAAAEBAAAAAAAAAAMAAAAAAAAAAAAAAAAAAAAW")),
            "App/Base.lproj/Main.xib": ScanFolder.xib(label),
        ])
        defer { folder.remove() }
        let report = try await folder.scan()
        #expect(report.ids("scan.unreadable").isEmpty)
        // The German text from the XML property list is audited: it cannot fit 60 pt on one line.
        let texts = report.labels.flatMap(\.entries).map { "\($0.locale)=\($0.text)" }
        #expect(texts.contains("de=Ein sehr, sehr langer deutscher Text"))
        #expect(texts.contains("ja=a"))
        #expect(report.ids("overflow.label").contains { $0.hasPrefix("lbl") })
    }
}
