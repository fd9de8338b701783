import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// A Material 3 icon button with no text before a label in a row (LibreTorrent ae96f20b
/// item_torrent_list.xml:20, `style="?attr/materialIconButtonFilledTonalStyle"` before the rows
/// of :61 and :74) is as wide as its style makes it: padding 10 + inset 4 + icon 20 + inset 4 +
/// padding 10 = 48 dp, or 52 with LibreTorrent's own `android:padding="12dp"`.
///
/// The label is AndroidRadioButtonWidthTests' (14 sp Roboto Regular "Remove the local account":
/// 215.5 dp at 1.3x, 252.2 at 1.5x); the row is 288 dp at 320.
@Suite struct AndroidIconButtonWidthTests {
    static func button(style: String = "?attr/materialIconButtonFilledTonalStyle", extra: String = "") -> String {
        #"<Button android:id="@+id/pause" style="\#(style)" android:layout_width="wrap_content" android:layout_height="wrap_content" app:icon="@drawable/pause" \#(extra)/>"#
    }

    static func project(_ button: String = button(), theme: String = "Theme.Material3.Light", themeItems: String = "", styles: String = "") -> [String: String]
    {
        let layout = AndroidBesideTextTests.row(button + AndroidBesideTextTests.title)
        return [
            "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"),
            "res/values/themes.xml": #"<resources><style name="Theme.App" parent="\#(theme)">\#(themeItems)</style>\#(styles)</resources>"#,
            "res/values/strings.xml": #"<resources><string name="title">Remove the local account</string></resources>"#,
            "res/layout/main.xml": layout.replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces),
        ]
    }

    @Test func tableEqualsTablesFileInEveryCell() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tables/android-icon-button-sizes.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == AndroidWidgetPadding.iconButtonSizes.count)
        for row in rows {
            let sizes = AndroidWidgetPadding.iconButtonSizes[row[0]]
            #expect(AndroidWidgetPadding.themedStyleDefaults[row[1]]?[.material3] == row[0], "\(row[0])")
            #expect(sizes?.minimum == Double(row[2]), "\(row[0])")
            #expect(sizes?.padding == Double(row[3]), "\(row[0])")
            #expect(sizes?.inset == Double(row[4]), "\(row[0])")
            #expect(sizes?.icon == Double(row[5]), "\(row[0])")
        }
    }

    // Must fire: the style's 48 dp leave 240 at 320 (the label needs 252.2 at 1.5x); the app's
    // own 12 dp padding makes it 52 and leaves 236; a style of the app's on the library's too.
    @Test func theIconButtonsWidthCutsTheLabel() async throws {
        let cases = [
            (Self.project(), "240 dp available"),
            (Self.project(Self.button(extra: #"android:padding="12dp""#)), "236 dp available"),
            (
                Self.project(
                    Self.button(style: "@style/Pause"),
                    styles: #"<style name="Pause" parent="Widget.Material3.Button.IconButton.Outlined"><item name="iconSize">24dp</item></style>"#),
                "236 dp available"
            ),
        ]
        for (project, available) in cases {
            let report = try await AndroidTargetJudgingTests.scan(project)
            let messages = AndroidBesideTextTests.overflows(report).filter { $0.id.hasPrefix("title") }.map(\.message).joined(separator: " | ")
            #expect(messages.hasPrefix("at 320"), "\(messages)")
            #expect(messages.contains("from 1.5x"), "\(messages)")
            #expect(messages.contains(available), "\(messages)")
            #expect(AndroidRadioButtonWidthTests.titleNotes(report).isEmpty)
        }
    }

    // Must not: an AppCompat theme has no icon-button style, a theme of the app's may point the
    // attribute at a style with a padding of its own, and a button with no icon draws what code gives it;
    // the label's room stays unknown, said in a note.
    @Test func anotherButtonLeavesTheLabelUnknown() async throws {
        let projects = [
            Self.project(theme: "Theme.AppCompat.Light"),
            Self.project(
                themeItems: #"<item name="materialIconButtonFilledTonalStyle">@style/Pause</item>"#,
                styles: #"<style name="Pause" parent="Widget.Material3.Button.IconButton"><item name="android:paddingStart">20dp</item></style>"#),
            Self.project(Self.button().replacingOccurrences(of: #"app:icon="@drawable/pause""#, with: "")),
        ]
        for project in projects {
            let report = try await AndroidTargetJudgingTests.scan(project)
            #expect(AndroidBesideTextTests.overflows(report).filter { $0.id.hasPrefix("title") }.isEmpty)
            #expect(AndroidRadioButtonWidthTests.titleNotes(report).count == 1)
        }
    }
}
