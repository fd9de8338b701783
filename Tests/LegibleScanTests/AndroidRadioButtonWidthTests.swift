import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// A radio button with no text before a label in a row (Nextcloud 36277a10
/// account_removal_dialog.xml:72 and :83) is as wide as its Material style makes it: its padding
/// plus the 32 dp radio, at least the style's 48 dp `minWidth`, so the label gets the rest.
///
/// The label is 14 sp Roboto Regular; `hb-shape Fonts/Roboto/Roboto-Regular.ttf "Remove the local
/// account"` sums to 23476 units of 2048, 11.4629 em: 215.5 dp at 1.3x (18.8 dp), 252.2 at 1.5x
/// (22), 279.7 at 1.8x (24.4), 298.0 at 2x (26). The row is the screen less 2 · 16 dp: 288 at 320,
/// 328 at 360.
@Suite struct AndroidRadioButtonWidthTests {
    static let radio =
        #"<androidx.appcompat.widget.AppCompatRadioButton android:id="@+id/radio" android:layout_width="wrap_content" android:layout_height="wrap_content"/>"#

    static func project(theme: String = "Theme.Material3.Light", themeItems: String = "") -> [String: String] {
        let layout = AndroidBesideTextTests.row(radio + AndroidBesideTextTests.title)
        return [
            "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"),
            "res/values/themes.xml": #"<resources><style name="Theme.App" parent="\#(theme)">\#(themeItems)</style></resources>"#,
            "res/values/strings.xml": #"<resources><string name="title">Remove the local account</string></resources>"#,
            "res/layout/main.xml": layout.replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces),
        ]
    }

    static func titleNotes(_ report: ScanReport) -> [Finding] {
        report.findings.findings.filter { $0.rule == "overflow.unknown-width" && $0.id.hasPrefix("title") }
    }

    @Test func tableEqualsTablesFileInEveryCell() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tables/android-radio-button-widths.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == AndroidWidgetPadding.radioButtonWidths.count)
        for row in rows {
            #expect(AndroidWidgetPadding.radioButtonWidths[row[0]]?.minimum == Double(row[1]), "\(row[0])")
            #expect(AndroidWidgetPadding.radioButtonWidths[row[0]]?.button == Double(row[2]), "\(row[0])")
        }
    }

    // Must fire: max(48, 32 + 0) leaves 240 dp at 320, where the label needs 252.2 at 1.5x
    // (215.5 at 1.3x fits); without the radio it would fit up to 1.8x (279.7 of 288).
    @Test func theRadiosMinimumWidthCutsTheLabel() async throws {
        let report = try await AndroidTargetJudgingTests.scan(Self.project())
        let found = AndroidBesideTextTests.overflows(report).filter { $0.id.hasPrefix("title") }
        let messages = found.map(\.message).joined(separator: " | ")
        #expect(messages.hasPrefix("at 320"), "\(messages)")
        #expect(messages.contains("from 1.5x"), "\(messages)")
        #expect(messages.contains("240 dp available"), "\(messages)")
        #expect(Self.titleNotes(report).isEmpty)
    }

    // Must not: an AppCompat theme's radio style sets no minWidth, and a theme of the app's that
    // sets radioButtonStyle draws another; the label's room stays unknown, said in a note.
    @Test func anotherRadioStyleLeavesTheLabelUnknown() async throws {
        for project in [Self.project(theme: "Theme.AppCompat.Light"), Self.project(themeItems: #"<item name="radioButtonStyle">@style/Radio</item>"#)] {
            let report = try await AndroidTargetJudgingTests.scan(project)
            #expect(AndroidBesideTextTests.overflows(report).filter { $0.id.hasPrefix("title") }.isEmpty)
            #expect(Self.titleNotes(report).count == 1)
        }
    }
}
