import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// A switch, check box or radio button that sets its `minHeight` under 48 dp is as tall as the
/// part it draws, its line of text and its padding (issue 33, fresh-android9b D5), and a spinner
/// is a target (G1).
@Suite struct AndroidToggleTargetTests {
    static func targets(_ views: String, theme: String = "Theme.Material3.DayNight") async throws -> [Finding] {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content"
                android:orientation="vertical">
            \(views)
            </LinearLayout>
            """
        let report = try await AndroidTargetJudgingTests.scan([
            "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"),
            "res/values/themes.xml": #"<resources><style name="Theme.App" parent="\#(theme)"/></resources>"#,
            "res/layout/main.xml": layout,
        ])
        return report.findings.findings.filter { $0.rule == "target.small" }
    }

    /// TrackerControl 8c119b04 `list_item_trackers.xml:60`: a `MaterialSwitch` with
    /// `minHeight="0dp"` and no text size of its own is its 32 dp track tall (its style's 14 sp: 19 dp of line).
    static func trackerSwitch(_ minHeight: String) -> String {
        """
        <com.google.android.material.materialswitch.MaterialSwitch android:id="@+id/switch_tracker" android:text="Block"
            android:layout_width="wrap_content" android:layout_height="wrap_content" \(minHeight)/>
        """
    }

    // Must fire.
    @Test func aMaterialSwitchWithoutItsMinimumIsItsTrackTall() async throws {
        let found = try await Self.targets(Self.trackerSwitch(#"android:minHeight="0dp""#))
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("hit area 32 dp tall") == true, "\(found.map(\.message))")
        #expect(found.first?.message.hasSuffix("grow it by 8 dp top and bottom") == true, "\(found.map(\.message))")
    }

    // Must not fire: the style's 48 dp minimum stays, or the app's own is 48 dp.
    @Test func aSwitchWithItsMinimumIsNotJudged() async throws {
        #expect(try await Self.targets(Self.trackerSwitch("")).isEmpty)
        #expect(try await Self.targets(Self.trackerSwitch(#"android:minHeight="48dp""#)).isEmpty)
    }

    // A switch that draws a track of the app's is of a height the table does not know.
    @Test func aSwitchWithItsOwnTrackIsNotJudged() async throws {
        #expect(try await Self.targets(Self.trackerSwitch(#"android:minHeight="0dp" app:track="@drawable/track""#)).isEmpty)
    }

    // A check box is its 32 dp button tall in an AppCompat, Material Components or Material 3
    // theme (Material 3's `mtrl_checkbox_button` is 32 dp too); one that draws a button of the
    // app's is of a height the table does not know.
    @Test func aCheckBoxIsItsButtonTallWhereTheTableKnowsIt() async throws {
        let box = #"<CheckBox android:id="@+id/box" android:layout_width="wrap_content" android:layout_height="wrap_content" android:minHeight="0dp"/>"#
        let appCompat = try await Self.targets(box, theme: "Theme.AppCompat.Light")
        #expect(appCompat.first?.message.hasPrefix("hit area 32 dp tall") == true, "\(appCompat.map(\.message))")
        let material3 = try await Self.targets(box)
        #expect(material3.first?.message.hasPrefix("hit area 32 dp tall") == true, "\(material3.map(\.message))")
        let own = box.replacingOccurrences(of: "/>", with: #" android:button="@drawable/box"/>"#)
        #expect(try await Self.targets(own).isEmpty)
    }

    @Test func tableEqualsTablesFileInEveryCell() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tables/android-compound-button-heights.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == AndroidWidgetPadding.compoundButtonHeights.count)
        for row in rows {
            let key = row[1].isEmpty ? row[0] : "\(row[0]) \(row[1])"
            #expect(AndroidWidgetPadding.compoundButtonHeights[key] == Double(row[2]), "\(key)")
        }
    }

    /// Loop Habit Tracker 5aa8744e `show_habit_bar.xml:26`: an `AppCompatSpinner` 22 dp tall is a
    /// target, clickable by nature (G1); one 48 dp tall passes.
    @Test func aSpinnerIsATarget() async throws {
        func spinner(_ height: String) -> String {
            """
            <androidx.appcompat.widget.AppCompatSpinner android:id="@+id/numericalSpinner" android:layout_width="wrap_content"
                android:layout_height="\(height)"/>
            """
        }
        let small = try await Self.targets(spinner("22dp"))
        #expect(small.first?.message.hasPrefix("hit area 22 dp tall") == true, "\(small.map(\.message))")
        #expect(try await Self.targets(spinner("48dp")).isEmpty)
    }
}
