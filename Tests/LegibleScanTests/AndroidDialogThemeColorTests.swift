import Foundation
import LegibleColor
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// An activity shown as a dialog (issue 33, round 7, L4): materialistic b631d511 gives
/// `LoginActivity` and `FeedbackActivity` the manifest theme `AppAlertDialog` ←
/// `Theme.AppCompat.Light.Dialog.Alert`, whose window is `?attr/colorBackgroundFloating`, white;
/// its 50% black note text (`activity_login.xml:68`, `activity_feedback.xml:114`) was not measured.
/// `Theme.AppCompat.Dialog`'s is `material_grey_800`; `…Light.DialogWhenLarge` is no dialog on a
/// phone and stays unknown.
@Suite struct AndroidDialogThemeColorTests {
    static func windowColor(parent: String) throws -> ScannedColor? {
        let manifest = """
            <manifest \(AndroidThemeTests.namespaces)><application android:theme="@style/Theme.App">
            <activity android:name=".LoginActivity" android:theme="@style/AppAlertDialog"/></application></manifest>
            """
        let themes = """
            <resources>
            <style name="Theme.App" parent="Theme.AppCompat.Light.NoActionBar"/>
            <style name="AppAlertDialog" parent="\(parent)"><item name="android:textColorSecondary">#80000000</item></style>
            </resources>
            """
        let java = """
            public class LoginActivity extends AppCompatActivity {
                protected void onCreate(Bundle state) { super.onCreate(state); setContentView(R.layout.activity_login); }
            }
            """
        let files = [
            "AndroidManifest.xml": manifest, "res/values/themes.xml": themes, "java/app/LoginActivity.java": java,
            "res/layout/activity_login.xml": AndroidContentViewTests.bare,
        ]
        return try AndroidContentViewTests.elements("activity_login", files)["status"]?.backgroundColor
    }

    static func sides(_ color: ScannedColor?) -> (light: ScannedColor, dark: ScannedColor)? {
        guard case .themed(_, _, let light, let dark)? = color else { return nil }
        return (light, dark)
    }

    static let grey800 = ScannedColor.literal(SRGBColor(red8: 0x42, green8: 0x42, blue8: 0x42), alpha: 1)

    @Test func anAppCompatDialogThemesWindowIsItsFloatingBackground() throws {
        let light = Self.sides(try Self.windowColor(parent: "Theme.AppCompat.Light.Dialog.Alert"))
        #expect(light?.light == AndroidContentViewTests.white && light?.dark == AndroidContentViewTests.white)
        let dark = Self.sides(try Self.windowColor(parent: "Theme.AppCompat.Dialog"))
        #expect(dark?.light == Self.grey800 && dark?.dark == Self.grey800)
        let dayNight = Self.sides(try Self.windowColor(parent: "Theme.AppCompat.DayNight.Dialog.MinWidth"))
        #expect(dayNight?.light == AndroidContentViewTests.white && dayNight?.dark == Self.grey800)
    }

    @Test func aThemeThatIsNoDialogOnAPhoneIsNotGivenTheDialogsColour() throws {
        #expect(Self.sides(try Self.windowColor(parent: "Theme.AppCompat.Light.DialogWhenLarge")) == nil)
        #expect(AndroidDialogThemeColors.color(theme: "Theme.AppCompat.Light.DialogWhenLarge", attribute: "android:colorBackground", dark: false) == nil)
        #expect(AndroidDialogThemeColors.color(theme: "Theme.AppCompat.Light.Dialog", attribute: "android:textColorPrimary", dark: false) == nil)
    }

    @Test func theTableEqualsTheTablesFileInEveryCell() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tables/android-dialog-theme-colors.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == AndroidDialogThemeColors.colors.values.map(\.count).reduce(0, +))
        for row in rows {
            let light = AndroidDialogThemeColors.color(theme: row[0], attribute: row[1], dark: false)?.color
            let dark = AndroidDialogThemeColors.color(theme: row[0], attribute: row[1], dark: true)?.color
            #expect(light.map { $0.hex.uppercased() } == row[2], "\(row[0])")
            #expect(dark.map { $0.hex.uppercased() } == row[3], "\(row[0])")
        }
    }
}
