import Foundation
import LegibleAudit
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// `legible scan` over the Android half of `Examples/ScanSample`: every finding expected, worked
/// out by hand, and nothing else.
///
/// Overflow widths are hb-shape sums (`--features=-liga,-clig`) times Android 14's font-scale
/// table (Tables/android-font-scale-curves.csv) — 16 sp lies halfway between its 14 and 18 sp
/// points:
///
///     Roboto-Regular.ttf "Save changes" → Σ ax = 12626 of 2048; "Änderungen speichern" → 20439
///     NotoSansArabic-Regular.ttf "حفظ التغييرات" → 5915 of 1000; NotoSansCJK-Regular.ttc#0 "変更を保存" → 5000 of 1000
///     16 sp = 13.6 dp at 0.85x, 16 at 1x, (16.4 + 19.8)/2 = 18.1 at 1.15x, (18.8 + 21.6)/2 = 20.2 at 1.3x,
///             (22 + 24)/2 = 23 at 1.5x, (24.4 + 27.6)/2 = 26 at 1.8x
///
/// Contrast ratios are WCAG's formula over the raw hex values (``IndependentWCAG``); target
/// growth is (48 − side) / 2.
@Suite struct AndroidSampleScanTests {
    static let sample = packageRoot.appendingPathComponent("Examples/ScanSample/android").path

    static func scan() async throws -> ScanReport {
        try await ProjectScanner(paths: [sample], readers: [AndroidLayoutReader()]).scan()
    }

    static let layout = "layout/activity_settings.xml"

    @Test func findsExactlyTheHandWorkedFindings() async throws {
        let report = try await Self.scan()
        let found = report.findings.findings.map { finding in
            "\(finding.rule) \(finding.id) \(finding.location.map { "\($0.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.line ?? 0)" } ?? "")"
        }.sorted()
        #expect(
            found == [
                "contrast.text badge \(Self.layout):69",
                "contrast.text caption \(Self.layout):19",
                "contrast.text hint \(Self.layout):96",
                "overflow.label save_label [land] save_changes [de] layout-land/activity_settings.xml:7",
                "overflow.label save_label save_changes [de] \(Self.layout):27",
                "target.small close \(Self.layout):45",
                "target.small swatch \(Self.layout):89",
                "text.fixed-size caption \(Self.layout):19",
                "text.fixed-size tag \(Self.layout):103",
                "text.shrinks badge \(Self.layout):69",
            ])
        // The root's children are solved at 320, 360 and 411 dp (screen less the 2 × 16 dp padding):
        // wrapping text with no line limit, so none overflows; the 160 dp button's "Save" has
        // 160 − 48 dp (Widget.Material3.Button's padding) in every language, and fits.
        // legal's text.fixed-size is suppressed by tools:ignore="LegibleTextFixedSize".
        #expect(report.suppressedCount == 1)
    }

    @Test func overflowNumbersAreHBShapeSumsOnAndroidsCurves() async throws {
        let report = try await Self.scan()
        // One finding per label, each locale's message a property of it (`message [de]`).
        func message(_ id: String) throws -> String {
            let locale = String(try #require(id.split(separator: "[").last?.dropLast()))
            let label = id.components(separatedBy: " [").dropLast().joined(separator: " [")
            let finding = try #require(report.findings.findings.first { $0.id.hasPrefix(label + " [") && $0.rule == "overflow.label" })
            return try #require(finding.property("message [\(locale)]") ?? (finding.id == id ? finding.message : nil))
        }
        // English: 12626 / 2048 × 18.1 = 111.59 fits 120 at 1.15x; × 20.2 = 124.53 does not at 1.3x.
        #expect(try message("save_label save_changes [en]").contains("from 1.3x"))
        #expect(try message("save_label save_changes [en]").contains("needs \(String(format: "%.1f", 12626.0 / 2048 * 20.2)) dp, 120 dp available"))
        // German: 20439 / 2048 × 13.6 = 135.7 dp at 0.85x already.
        #expect(try message("save_label save_changes [de]").contains("needs \(String(format: "%.1f", 20439.0 / 2048 * 13.6)) dp"))
        #expect(try message("save_label save_changes [de]").contains("fits at no size"))
        // Arabic: 5915 / 1000 × 20.2 = 119.5 fits at 1.3x; × 23 = 136.0 does not at 1.5x.
        #expect(try message("save_label save_changes [ar]").contains("from 1.5x"))
        #expect(try message("save_label save_changes [ar]").contains("needs 136 dp"))
        // Japanese: 5 em × 23 = 115 fits at 1.5x; × 26 = 130 does not at 1.8x.
        #expect(try message("save_label save_changes [ja]").contains("from 1.8x"))
        #expect(try message("save_label save_changes [ja]").contains("needs 130 dp"))
        // Landscape: 200 − 2 × 8 = 184 dp of Body Large (16 sp) from a View text appearance, whose
        // letter spacing is 0.5 / 16 = 0.03125 em of the drawn size, n times on Android 14 (half a
        // spacing at each end of the line): German's 20 characters at 1x are 159.68 + 20 × 0.5 =
        // 169.7 and fit; at 1.15x 20439 / 2048 × 18.1 + 20 × 0.03125 × 18.1 = 191.9 does not.
        let land = try message("save_label [land] save_changes [de]")
        // 191.95 prints as the tool prints dp: one decimal, a trailing .0 dropped.
        let needed = ((20439.0 / 2048 * 18.1 + 20 * 0.03125 * 18.1) * 10).rounded() / 10
        #expect(needed == 192)
        #expect(land.contains("from 1.15x") && land.contains("needs 192 dp, 184 dp available"), "\(land)")
        // English fits even at 2x (28 dp): 12626 / 2048 × 28 + 12 × 0.03125 × 28 = 183.1 ≤ 184. With
        // Compose's sp letter spacing (0.5 sp = 1 dp at 2x) it would be 184.6 and overflow: the
        // finding must not fire for a View layout.
        #expect(report.findings.findings.first { $0.id == "save_label [land] save_changes [en]" } == nil)
    }

    @Test func contrastAndTargetsAreTheFormulasNumbers() async throws {
        let report = try await Self.scan()
        func message(_ rule: String, _ id: String) throws -> String {
            try #require(report.findings.findings.first { $0.rule == rule && $0.id == id }?.message)
        }
        // WCAG ratios of the raw values, truncated to two decimals as `legible contrast` prints them.
        func ratio(_ first: String, _ second: String) -> String {
            String(format: "%.2f", (IndependentWCAG.ratio(first, second) * 100).rounded(.down) / 100)
        }
        #expect(ratio("#9E9E9E", "#FFFFFF") == "2.67")
        #expect(try message("contrast.text", "caption").contains("is \(ratio("#9E9E9E", "#FFFFFF")):1 in light"))
        #expect(try message("contrast.text", "caption").contains("\(ratio("#5F5F5F", "#121212")):1 in dark"))  // values-night
        #expect(try message("contrast.text", "badge").contains("\(ratio("#FFFFFF", "#E53935")):1 in light"))  // the <shape>'s <solid>
        #expect(try message("contrast.text", "hint").contains("\(ratio("#9E9E9E", "#FFFFFF")):1"))  // the text appearance's colour
        // 32 dp: grow by (48 − 32) / 2 = 8 dp; 40 dp: by 4 dp.
        #expect(try message("target.small", "close").contains("32×32 dp") && message("target.small", "close").contains("8 dp on every side"))
        #expect(try message("target.small", "swatch").contains("40×40 dp") && message("target.small", "swatch").contains("4 dp on every side"))
    }

    @Test func aScreenWidthMakesRootWidthsKnown() async throws {
        let configuration = ScanConfiguration(androidScreenWidth: 360)
        let report = try await ProjectScanner(paths: [Self.sample], configuration: configuration, readers: [AndroidLayoutReader()]).scan()
        let unknown = report.findings.findings.filter { $0.rule == "overflow.unknown-width" }.map(\.id)
        // Every width is known, the button's from its Material style's padding.
        #expect(unknown.isEmpty)
    }
}

/// A layout named on its own is read with its `res` folder's strings, colours, styles and theme,
/// so it gets exactly the findings a scan of the whole project gives it.
@Suite struct AndroidNamedLayoutTests {
    @Test func aLayoutNamedAloneGetsTheFindingsOfTheWholeScan() async throws {
        let file = AndroidSampleScanTests.sample + "/app/src/main/res/layout/activity_settings.xml"
        let alone = try await ProjectScanner(paths: [file], readers: [AndroidLayoutReader()]).scan()
        let whole = try await AndroidSampleScanTests.scan()
        func lines(_ report: ScanReport) -> [String] {
            report.findings.findings.filter { $0.location?.file.hasSuffix("res/layout/activity_settings.xml") == true }
                .map { "\($0.rule) \($0.id) \($0.location?.line ?? 0) \($0.message)" }.sorted()
        }
        #expect(lines(alone).count == alone.findings.findings.count)
        #expect(lines(alone) == lines(whole))
        #expect(lines(alone).contains { $0.hasPrefix("contrast.text caption") })
    }
}

/// The scan reads files, resolves resources and audits labels on every core (`ChunkedWork`); run
/// under the thread sanitizer by `make tsan`, it must give one thread's report on four.
@Suite struct ParallelScanTests {
    @Test func parallelRunsOfTheScanGiveOneThreadsReport() async throws {
        let sample = packageRoot.appendingPathComponent("Examples/ScanSample").path
        let readers: [any ScanFileReader] = [InterfaceBuilderReader(), AndroidLayoutReader()]
        var one = AuditOptions()
        one.concurrency = 1
        var four = AuditOptions()
        four.concurrency = 4
        let serial = try await ProjectScanner(paths: [sample], readers: readers, auditOptions: one).scan()
        let parallel = try await ProjectScanner(paths: [sample], readers: readers, auditOptions: four).scan()
        #expect(!serial.findings.findings.isEmpty)
        #expect(parallel.rendered(as: .json) == serial.rendered(as: .json))
    }
}
