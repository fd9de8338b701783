import Foundation
import LegibleCatalogs
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// Issues 33 and 34 on Android: an overflow that only the audit's sample argument causes is at
/// most a warning that names the sample (Nextcloud 36277a10 share_activity.xml:45, "Omogoči
/// souporabo %s" with a file's name, was an error that "fits at no size" with "Alexandra" standing
/// in); an overflow of the text around the arguments stays an error.
///
/// Each text is 14 dp, the same at every font scale, one line. Roboto Regular's advances, 2,048
/// units per em, from `hb-shape Fonts/Roboto/Roboto-Regular.ttf TEXT` (× 14 / 2048):
///
///     "Share "                      5727 → 39.1 dp    "Share Alexandra"        14831 → 101.4 dp
///     "Share this document with "  23646 → 161.6 dp   " MB free"                7639 →  52.2 dp
///     "1234.56 MB free"            105.9 dp less a comma (Java's `%.2f` writes none): still over 80
@Suite struct AndroidSampleOnlyOverflowTests {
    static let strings = """
        <resources><string name="share_file">Share %1$s</string><string name="share_long">Share this document with %1$s</string>
        <string name="free_space">%1$.2f MB free</string><string name="sample">Sample</string></resources>
        """

    static let kotlin = """
        class ShareHolder(val binding: ShareItemBinding) : RecyclerView.ViewHolder(binding.root) {
            fun bind(file: OCFile, megabytes: Double) {
                binding.shareFile.text = itemView.context.getString(R.string.share_file, file.fileName)
                binding.shareLong.text = itemView.context.getString(R.string.share_long, file.fileName)
                binding.freeSpace.text = itemView.context.getString(R.string.free_space, megabytes)
                binding.roomy.text = itemView.context.getString(R.string.share_file, file.fileName)
            }
        }
        """

    /// The four views' overflow findings, by view id.
    static func overflows() async throws -> [String: Finding] {
        // 80 dp: room for each fixed part but "Share this document with "; 120 dp: room for "Share Alexandra".
        let views = [("share_file", 80), ("share_long", 80), ("free_space", 80), ("roomy", 120)].map {
            #"<TextView android:id="@+id/\#($0.0)" android:layout_width="\#($0.1)dp" android:layout_height="wrap_content" "#
                + #"android:maxLines="1" android:textSize="14dp" android:text="@string/sample"/>"#
        }
        let layout =
            #"<LinearLayout \#(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">"#
            + views.joined(separator: "\n") + "</LinearLayout>"
        let folder = try ScanFolder([
            "app/src/main/res/values/strings.xml": strings, "app/src/main/res/layout/share_item.xml": layout,
            "app/src/main/java/app/ShareHolder.kt": kotlin,
        ])
        defer { folder.remove() }
        let report = try await ProjectScanner(paths: [folder.path], readers: [AndroidLayoutReader()]).scan()
        let overflow = report.findings.findings.filter { $0.rule == "overflow.label" }
        return Dictionary(overflow.map { (String($0.id.prefix { $0 != " " }), $0) }) { first, _ in first }
    }

    @Test func anOverflowOnlyTheSampleCausesIsAWarningThatNamesIt() async throws {
        let findings = try await Self.overflows()
        // "Share Alexandra" needs 101.4 dp of 80; "Share " needs 39.1.
        let share = try #require(findings["share_file"], "\(findings.keys.sorted())")
        #expect(share.severity == .warning)
        #expect(share.message.contains("\"Share Alexandra\" overflows"), "\(share.message)")
        #expect(share.message.hasSuffix(#"(only with the sample argument "Alexandra", 9 characters)"#), "\(share.message)")
        #expect(share.property(ScanOverflowAudit.sampleOnlyProperty) != nil)
        #expect(share.property("sampleArguments") == #"%1$s = "Alexandra""#)
        // A number's sample too, as Java's `%.2f` writes it: "1234.56 MB free" needs 105.9 dp less a comma, " MB free" 52.2.
        let space = try #require(findings["free_space"])
        #expect(space.severity == .warning)
        #expect(space.message.hasSuffix(#"(only with the sample argument "1234.56", 7 characters)"#), "\(space.message)")
        #expect(space.property("sampleArguments") == #"%1$.2f = "1234.56""#)
    }

    @Test func anOverflowOfTheTextAroundTheSampleStaysAnError() async throws {
        let findings = try await Self.overflows()
        // "Share this document with " needs 161.6 dp of 80 without its argument: the translators' text overflows.
        let long = try #require(findings["share_long"], "\(findings.keys.sorted())")
        #expect(long.severity == .error)
        #expect(long.message.hasSuffix("(sample arguments)"), "\(long.message)")
        #expect(long.property(ScanOverflowAudit.sampleOnlyProperty) == nil)
        // "Share Alexandra", 101.4 dp, fits 120.
        #expect(findings["roomy"] == nil)
    }

    @Test func severalSamplesAreNamedWithTheirLengthInAll() throws {
        var finding = Finding(id: "x", rule: "overflow.label", severity: .error, message: "m", location: Finding.Location(file: "f"))
        let specifiers = FormatSpecifier.specifiers(in: "%1$@ shared %2$lld photos")
        ScanOverflowAudit.markSampleOnly(&finding, specifiers: specifiers, samples: PlaceholderSamples())
        #expect(finding.severity == .warning)
        #expect(finding.message == #"m (only with the sample arguments "Alexandra" and "12,345", 15 characters in all)"#)
        // A note stays a note: the cap lowers, never raises.
        var note = Finding(id: "x", rule: "overflow.label", severity: .note, message: "m", location: Finding.Location(file: "f"))
        ScanOverflowAudit.markSampleOnly(&note, specifiers: specifiers, samples: PlaceholderSamples())
        #expect(note.severity == .note)
    }

    /// `%%` and a `%` before a space are no arguments: a text of them has no fixed part to judge apart.
    @Test func percentSignsAreNoSampledSpecifiers() {
        #expect(ScanOverflowAudit.sampledSpecifiers(in: "88%% Full").isEmpty)
        #expect(ScanOverflowAudit.sampledSpecifiers(in: "50% off").isEmpty)
        #expect(ScanOverflowAudit.sampledSpecifiers(in: "Share %1$s").map(\.literal) == ["%1$s"])
    }
}
