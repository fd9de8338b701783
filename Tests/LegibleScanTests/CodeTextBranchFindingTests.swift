import Foundation
import LegibleReporting
import LegibleTypeScale
import Testing

@testable import LegibleScan

/// Issue 33 class 8, "say less": the texts code sets on one view are each audited, but their
/// overflows are one finding per element and problem. LibreTorrent ae96f20b
/// TorrentListAdapter.java:225–236 sets item_torrent_list.xml:61 from a `switch` of seven status
/// strings, and the scan gave seven errors on that one view.
@Suite struct CodeTextBranchFindingTests {
    /// English texts that fit 100 dp at 14 sp; German ones of 30 and more letters (at least
    /// 30 × 0.4 em × 14 dp = 168 dp at 1x) that cannot, but for `stop`, which fits everywhere.
    static let strings = """
        <resources><string name="sample">Sample</string><string name="checking">Checking</string>\
        <string name="downloading">Loading</string><string name="metadata">Metadata</string><string name="stop">Stop</string></resources>
        """
    static let german = """
        <resources><string name="checking">Wird überprüft, bitte warten Sie</string>\
        <string name="downloading">Herunterladen der Inhalte läuft gerade</string>\
        <string name="metadata">Herunterladen der Metadaten aus dem Schwarm läuft</string><string name="stop">Halt</string></resources>
        """

    static func scan(java: String, ids: [String]) async throws -> [Finding] {
        try await report(java: java, ids: ids).findings.findings.filter { $0.rule == "overflow.label" }
    }

    static func report(java: String, ids: [String]) async throws -> ScanReport {
        let files = [
            "app/src/main/res/values/strings.xml": Self.strings, "app/src/main/res/values-de/strings.xml": Self.german,
            "app/src/main/res/layout/item_torrent_list.xml": AndroidCodeTextTests.layout(ids),
            "app/src/main/java/app/TorrentListAdapter.java": java,
        ]
        let folder = try ScanFolder(files)
        defer { folder.remove() }
        return try await ProjectScanner(paths: [folder.path], readers: [AndroidLayoutReader()]).scan()
    }

    static let statusSwitch = """
        String statusString = switch (item.stateCode) {
            case CHECKING -> context.getString(R.string.checking);
            case DOWNLOADING -> context.getString(R.string.downloading);
            case METADATA -> context.getString(R.string.metadata);
            case STOPPED -> context.getString(R.string.stop);
            default -> "";
        };
        binding.status.setText(statusString);
        """

    /// The real case: four status strings, three of which overflow in German, are one error that
    /// names the worst (the longest, "Metadaten") and counts the other two; the one that fits
    /// is not counted. Every overflowing text keeps its numbers and its former id.
    @Test func theTextsCodeSetOnOneViewAreOneFindingThatCountsTheOthers() async throws {
        let java = "class TorrentListAdapter {\n ItemTorrentListBinding binding;\n void bind(Item item, Context context) {\n\(Self.statusSwitch)\n }\n}\n"
        let findings = try await Self.scan(java: java, ids: ["status"])
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.id == "status metadata [de]")
        #expect(finding.severity == .error)
        #expect(finding.message.contains("\"Herunterladen der Metadaten aus dem Schwarm läuft\" overflows"))
        #expect(finding.message.hasSuffix("; so do 2 more of the texts code sets"))
        #expect(finding.message.count <= 200)
        #expect(finding.property("overflowingTexts") == "metadata, checking, downloading")
        #expect(finding.property("text [checking] id") == "status checking [de]")
        #expect(finding.property("text [downloading] id") == "status downloading [de]")
        #expect(finding.property("text [checking]")?.contains("\"Wird überprüft, bitte warten Sie\" overflows") == true)
        #expect(finding.property("text [checking]")?.contains("available") == true)
        #expect(finding.property("text [stop]") == nil)
        // The HTML report still draws every overflowing text, each under its own id.
        var html = ""
        try await Self.report(java: java, ids: ["status"]).write(.html, to: &html)
        for id in ["status metadata [de]", "status checking [de]", "status downloading [de]"] {
            #expect(html.contains("<h3 class=\"mono\">\(id)</h3>"), "\(id)")
        }
        #expect(!html.contains("status stop [de]"))
    }

    /// Must not: a view with one text keeps its usual finding, with no count and no texts.
    @Test func aViewWithOneTextKeepsItsUsualFinding() async throws {
        let java = """
            class TorrentListAdapter {
                ItemTorrentListBinding binding;
                void bind(Item item, Context context) { binding.status.setText(R.string.downloading); }
            }
            """
        let findings = try await Self.scan(java: java, ids: ["status"])
        #expect(findings.map(\.id) == ["status downloading [de]"])
        #expect(findings.first?.message.contains("texts code sets") == false)
        #expect(findings.first?.property("overflowingTexts") == nil)
    }

    /// Must not: two views, each set from the same strings, are two findings.
    @Test func twoViewsAreStillTwoFindings() async throws {
        let java = """
            class TorrentListAdapter {
                ItemTorrentListBinding binding;
                void bind(Item item, Context context) {
            \(Self.statusSwitch)
                    binding.label.setText(item.fast ? R.string.checking : R.string.downloading);
                }
            }
            """
        let findings = try await Self.scan(java: java, ids: ["status", "label"])
        #expect(findings.map(\.id).sorted() == ["label downloading [de]", "status metadata [de]"])
        let label = try #require(findings.first { $0.id.hasPrefix("label") })
        #expect(label.message.hasSuffix("; so does 1 more of the texts code sets"))
        #expect(label.property("overflowingTexts") == "downloading, checking")
    }

    /// A message too long for the count gives up the list of locales first, then its own end;
    /// the whole is kept in `fullMessage`.
    @Test func theCountStaysWithinTheMessageLimit() {
        let base = "at 320 dp (also 360 and 411 dp), \"" + String(repeating: "x", count: 45) + "\" overflows from 0.85x: needs 147 dp, 112 dp available"
        let list = " (also in be, bg, bn, ca and 35 more)"
        func record(_ text: String, message: String, step: DynamicTypeCategory, overflow: Double) -> ScanFindingRecord {
            var finding = Finding(id: "status \(text) [de]", rule: "overflow.label", severity: .error, message: message + list)
            finding.setProperty("locales", "be, bg, bn, ca, de")
            finding.setProperty("message [de]", message)
            var group = ScanOverflowAudit.LocaleGroup(key: "status \(text) [*]", locale: "de", firstOverflow: .category(step))
            group.overflow = overflow
            group.text = text
            group.texts = "#0 status [*]"
            return ScanFindingRecord(finding: finding, element: 0, localeGroup: group)
        }
        let merged = ScanOverflowAudit.mergingTexts([
            record("a", message: "short", step: .xxLarge, overflow: 5), record("b", message: base, step: .large, overflow: 35),
            record("c", message: base + String(repeating: " y", count: 30), step: .large, overflow: 20),
        ])
        #expect(merged.count == 1)
        let finding = merged.first?.finding
        #expect(finding?.id == "status b [de]")
        #expect(finding?.message == base + " (also in 4 other locales); so do 2 more of the texts code sets")
        #expect(finding?.property("fullMessage") == base + list + "; so do 2 more of the texts code sets")
        #expect(finding?.property("text [a] locales") == "be, bg, bn, ca, de")
        #expect(finding?.property("text [c] message [de]") == base + String(repeating: " y", count: 30))
    }
}
