import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// An activity the manifest gives an AppCompat dialog theme is a dialog: its content view is the
/// screen less the window background's 16 dp insets a side (`abc_dialog_material_background`).
/// Gadgetbridge `AndroidManifest.xml:765` gives `WidgetAlarmsActivity`
/// `Theme.AppCompat.Light.Dialog`, and `widget_alarms_activity_list.xml:28` was measured 304 dp
/// wide at 320 dp (the screen less its 8 dp margins), not 272 dp. The layout pads 24 dp a side.
@Suite struct AndroidDialogActivityWidthTests {
    typealias Solve = AndroidLayoutSolveTests

    static func widths(theme: String) throws -> (widths: [Double: Double], inDialog: Bool) {
        let manifest = """
            <manifest \(AndroidThemeTests.namespaces)><application android:theme="@style/Theme.App">
            <activity android:name=".activities.WidgetAlarmsActivity" android:theme="\(theme)"/></application></manifest>
            """
        let activity = """
            public class WidgetAlarmsActivity extends Activity {
                protected void onCreate(Bundle savedInstanceState) {
                    setContentView(R.layout.confirm);
                }
            }
            """
        let elements = try AndroidContentViewTests.elements(
            "confirm",
            ["res/layout/confirm.xml": AndroidDialogWidthTests.layout, "AndroidManifest.xml": manifest, "java/WidgetAlarmsActivity.java": activity])
        return (Solve.widths(elements, "message"), elements["message"]?.isInDialog == true)
    }

    // Must fire: screen − 2·16 − 2·24: 320 → 240, 360 → 280, 411 → 331.
    @Test func aDialogThemedActivityIsInsetSixteen() throws {
        let found = try Self.widths(theme: "@style/Theme.AppCompat.Light.Dialog")
        #expect(Solve.close(found.widths, [320: 240, 360: 280, 411: 331]), "\(found.widths)")
        #expect(found.inDialog)
    }

    // Must not fire: a whole-screen theme, or DialogWhenLarge (a screen on a phone), keeps the screen's width.
    @Test func otherThemesKeepTheScreensWidth() throws {
        for theme in ["@style/Theme.AppCompat.Light.NoActionBar", "@style/Theme.AppCompat.Light.DialogWhenLarge"] {
            let found = try Self.widths(theme: theme)
            #expect(Solve.close(found.widths, [320: 272, 360: 312, 411: 363]), "\(theme): \(found.widths)")
            #expect(!found.inDialog)
        }
    }
}
