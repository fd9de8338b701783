import Foundation
import LegibleTestSupport
import Testing

@Suite("legible scan")
struct ScanCommandTests {
    private let sample = packageRoot.appendingPathComponent("Examples/ScanSample/ios")

    private func scratch(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("legible-scan-\(UUID().uuidString)-\(name)").path
    }

    @Test func sampleFailsWithErrorsAtTheirElements() throws {
        let run = try legible(["scan"], directory: sample)
        #expect(run.status == 1)
        #expect(run.stdout.contains("ScanSample/Base.lproj/Main.storyboard:65:29: error: [target.small] Cls-Bt-008: hit area 30×30 pt"))
        #expect(run.stdout.contains("warning: [text.fixed-size] Hdr-Lb-003:"))
        #expect(run.stdout.contains("Scanned 2 files (16 elements)"))
        #expect(run.stderr.isEmpty)
    }

    @Test func aStoryboardNamedInItsOwnFolderReadsTheAppsTranslationsAndColours() throws {
        // Run inside Base.lproj with a bare name, the file's folder is the current one: the other
        // .lproj folders and the asset catalog are beside it, found through its name.
        let folder = sample.appendingPathComponent("ScanSample/Base.lproj")
        let alone = try legible(["scan", "Main.storyboard"], directory: folder)
        let fromApp = try legible(["scan", "Base.lproj/Main.storyboard"], directory: folder.deletingLastPathComponent())
        #expect(alone.status == 1)
        #expect(alone.stdout.contains("error: [contrast.text] Cap-Lb-004: Muted (#8e8e93) on systemBackground (#ffffff) is 3.26:1"))
        #expect(alone.stdout.contains("[overflow.label] Sav-Lb-002.text [de]:"))
        #expect(!alone.stdout.contains("scan.unresolved"))
        // The same findings as when it is named from the app folder, paths apart.
        #expect(alone.stdout.replacingOccurrences(of: "Base.lproj/", with: "") == fromApp.stdout.replacingOccurrences(of: "Base.lproj/", with: ""))
    }

    /// Issue 33: the text report lists errors and warnings, counts the sample's 4 notes (2
    /// unknown widths, an unresolved font, a shrinking label) and names --notes, which lists them.
    /// (The margin-pinned label's width is solved since issue 34: its note went, its overflows came.)
    @Test func textLeavesNotesToNotesAndCountsEachRule() throws {
        let plain = try legible(["scan"], directory: sample)
        #expect(!plain.stdout.contains(": note: "))
        // Sin-Lb-102's secondaryLabel is a warning: Apple's own colour, failing only 4.5:1.
        #expect(plain.stdout.contains("7 errors, 5 warnings, 4 notes (notes not listed; --notes lists them)\n"))
        #expect(plain.stdout.contains("\n  overflow.unknown-width: 2 notes\n  scan.unresolved: 1 note\n"))
        let listed = try legible(["scan", "--notes"], directory: sample)
        #expect(listed.stdout.components(separatedBy: ": note: ").count - 1 == 4)
        #expect(listed.stdout.contains("7 errors, 5 warnings, 4 notes\n"))
        let json = try legible(["scan", "--format", "json"], directory: sample)
        #expect(json.stdout.components(separatedBy: "\"severity\" : \"note\"").count - 1 == 4)
    }

    @Test func jsonReportIsABaselineThatAcceptsEveryFinding() throws {
        let baseline = scratch("baseline.json")
        defer { try? FileManager.default.removeItem(atPath: baseline) }
        let first = try legible(["scan", "--format", "json", "--output", baseline], directory: sample)
        #expect(first.status == 1)
        let again = try legible(["scan", "--baseline", baseline], directory: sample)
        #expect(again.status == 0)
        #expect(again.stdout.contains("0 errors, 0 warnings, 0 notes"))
    }

    @Test func emittedLayoutIsAcceptedByAudit() throws {
        let layout = scratch("layout.yaml")
        defer { try? FileManager.default.removeItem(atPath: layout) }
        let scan = try legible(["scan", "--emit-layout", layout, "--format", "json"], directory: sample)
        #expect(scan.status == 1)
        let spec = try String(contentsOfFile: layout, encoding: .utf8)
        #expect(
            spec.contains(
                "# ScanSample/Base.lproj/Main.storyboard:19:29 label Sav-Lb-002\n  - match: \"Sav-Lb-002.text\"\n    style: body\n    weight: regular\n    width: 160\n    maxLines: 1\n"
            ))
        // The audit of the German strings with the derived spec finds the scan's overflow.
        let audit = try legible(["audit", "ScanSample/de.lproj/Main.strings", "--layout", layout], directory: sample)
        #expect(audit.status == 1)
        #expect(audit.stdout.contains("Sav-Lb-002.text"))
        #expect(audit.stdout.contains("fits up to Small") || audit.stdout.contains("Small"))
    }

    /// Issue 33: one file never stops a scan. The malformed xib is an error at its position, the
    /// good one beside it is still judged, and the exit status is 1 (findings), not 2.
    @Test func malformedStoryboardIsAnUnreadableFindingAndTheRestIsScanned() throws {
        let folder = scratch("bad")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n    <label id=\"a\">\n".write(
            toFile: folder + "/Bad.xib", atomically: true, encoding: .utf8)
        try """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
          <objects>
            <button id="b"><rect key="frame" x="0" y="0" width="20" height="20"/></button>
          </objects>
        </document>
        """.write(toFile: folder + "/Good.xib", atomically: true, encoding: .utf8)
        let run = try legible(["scan", folder, "--format", "compiler"])
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains("\(folder)/Bad.xib:") && run.stdout.contains("[scan.unreadable]"))
        #expect(run.stdout.contains("\(folder)/Good.xib:3:") && run.stdout.contains("[target.small]"))
    }

    @Test func badConfigurationIsExitTwo() throws {
        let file = scratch("legible.yaml")
        defer { try? FileManager.default.removeItem(atPath: file) }
        try "scan:\n  rules:\n    target.tiny: off\n".write(toFile: file, atomically: true, encoding: .utf8)
        let run = try legible(["scan", "--config", file, "Examples/ScanSample/ios"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(file):3:5: scan.rules: unknown rule \"target.tiny\""))
    }

    @Test func missingPathIsExitTwo() throws {
        let run = try legible(["scan", "no/such/folder"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("no/such/folder: no such file or folder"))
    }

    @Test func everyRuleHasItsSectionInRulesMarkdown() throws {
        let run = try legible(["rules", "--format", "json"])
        let rules = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let markdown = try String(contentsOf: packageRoot.appendingPathComponent("Documentation/Rules.md"), encoding: .utf8)
        // Each section has an explicit anchor before its heading: the id with dots as dashes.
        let anchors = Set(markdown.split(separator: "\n").filter { $0.hasPrefix("<a id=\"") }.map { String($0.dropFirst(7).prefix { $0 != "\"" }) })
        #expect(rules.count >= 28)
        for rule in rules {
            let link = try #require(rule["documentation"] as? String)
            let anchor = String(link.split(separator: "#").last ?? "")
            #expect(anchors.contains(anchor), "\(link) has no section")
        }
    }
}
