import LegibleScan
import Testing

/// A spinning `ProgressBar` beside text: `ProgressBar.onMeasure` keeps its drawable within
/// `minWidth`…`maxWidth`, 48 dp both in `Widget.ProgressBar`, 16 in `.Small`, 76 in `.Large`
/// (AOSP `core/res/res/values/styles.xml`), so the text beside it gets the rest (AntennaPod
/// nextcloud_auth_dialog.xml:52, a default ProgressBar and its 8 dp margin before a label).
@Suite struct AndroidProgressBarWidthTests {
    static let row = #"""
        <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:paddingHorizontal="16dp">
            <ProgressBar android:layout_width="wrap_content" android:layout_height="wrap_content" android:layout_marginEnd="8dp" STYLE/>
            <TextView android:id="@+id/label" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Waiting for the browser"/>
        </LinearLayout>
        """#

    static func widths(style: String, values: String = "") throws -> [Double: Double] {
        let elements = try AndroidLayoutSolveTests.read(Self.row.replacingOccurrences(of: "STYLE", with: style), screens: [320, 411], values: values)
        return AndroidLayoutSolveTests.widths(elements, "label")
    }

    // Content 320 − 32 = 288 (379): default 48 + 8 → 232 (323); Small 16 + 8 → 264 (355);
    // Large 76 + 8 → 204 (295).
    @Test func theTextGetsWhatTheSpinnerLeaves() throws {
        #expect(AndroidLayoutSolveTests.close(try Self.widths(style: ""), [320: 232, 411: 323]))
        #expect(AndroidLayoutSolveTests.close(try Self.widths(style: #"style="?android:attr/progressBarStyleSmall""#), [320: 264, 411: 355]))
        #expect(AndroidLayoutSolveTests.close(try Self.widths(style: #"style="@android:style/Widget.ProgressBar.Large""#), [320: 204, 411: 295]))
    }

    // A horizontal bar is as wide as its room; an app theme that sets progressBarStyle makes the
    // default its own: both leave the text beside them unknown.
    @Test func otherBarsLeaveTheTextUnknown() throws {
        #expect(try Self.widths(style: #"style="?android:attr/progressBarStyleHorizontal""#).isEmpty)
        let theme = #"<style name="AppTheme" parent="Theme.Material3.DayNight"><item name="android:progressBarStyle">@style/Spinner</item></style>"#
        #expect(try Self.widths(style: "", values: theme).isEmpty)
    }
}
