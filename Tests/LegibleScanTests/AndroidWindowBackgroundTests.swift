import Foundation
import LegibleColor
import LegibleScan
import LegibleTestSupport
import Testing

/// Text in an activity's content view whose views draw no background sits on the window the
/// activity shows it in (which layouts those are: ``AndroidContentViewTests``):
/// the application theme's `android:windowBackground`, or `android:colorBackground` when the
/// app's styles leave it to the library theme (AppCompat, Material Components, Material 3 and
/// the framework's Material themes all set the one to the other). Layouts placed in another
/// one, drawable window backgrounds and apps with no manifest theme stay unresolved.
@Suite struct AndroidWindowBackgroundTests {
    static let unresolved = ScannedColor.unresolved(
        "the window background", reason: "no view in the layout sets a background; the app's theme or the view the layout is placed in decides it")

    /// The status view of a layout with no background anywhere.
    static func background(theme: String, extra: [String: String] = [:], root: String = "LinearLayout") throws -> ScannedColor? {
        var files = AndroidThemeTests.resources(theme)
        files["res/layout/main.xml"] = ##"""
            <\##(root) \##(AndroidThemeTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/status" android:layout_width="180dp" android:layout_height="wrap_content" android:text="Offline" android:textSize="14sp" android:textColor="#777777"/>
            </\##(root)>
            """##
        // The activity that shows it: only an activity's content view is on the window.
        files["java/MainActivity.kt"] = "class MainActivity : AppCompatActivity() {\n override fun onCreate(s: Bundle?) { setContentView(R.layout.main) }\n}"
        files.merge(extra) { $1 }
        return try AndroidThemeTests.element(files)?.backgroundColor
    }

    @Test func aMaterial3ThemeShowsItsBaselineColorBackground() throws {
        // Material 3's baseline android:colorBackground: #FEF7FF light, #141218 dark (Tables/material3-baseline-colors.csv).
        let color = try Self.background(theme: ##"<style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar"/>"##)
        #expect(
            color
                == .themed(
                    "the window background (?android:attr/colorBackground)",
                    theme: "Theme.App, from Theme.Material3.DayNight.NoActionBar's Material 3 baseline colours",
                    light: AndroidThemeTests.hex(0xFEF7FF), dark: AndroidThemeTests.hex(0x141218)))
    }

    @Test func theAppsOwnWindowBackgroundWins() throws {
        let color = try Self.background(
            theme:
                ##"<style name="Theme.App" parent="Theme.AppCompat.DayNight"><item name="android:windowBackground">@color/paper</item><item name="android:colorBackground">#000000</item></style>"##,
            extra: ["res/values/colors.xml": ##"<resources><color name="paper">#FAFAFA</color></resources>"##])
        #expect(
            color == .themed("the window background (?android:attr/windowBackground)", theme: "Theme.App", light: .resource("paper"), dark: .resource("paper")))
    }

    @Test func whatTheWindowDoesNotDecideStaysUnresolved() throws {
        // A drawable window background (a splash picture), a merge root, an included layout, no theme.
        let drawable = try Self.background(
            theme: ##"<style name="Theme.App" parent="Theme.Material3.Light"><item name="android:windowBackground">@drawable/splash</item></style>"##)
        #expect(drawable == Self.unresolved)
        #expect(try Self.background(theme: ##"<style name="Theme.App" parent="Theme.Material3.Light"/>"##, root: "merge") == Self.unresolved)
        let included = try Self.background(
            theme: ##"<style name="Theme.App" parent="Theme.Material3.Light"/>"##,
            extra: ["res/layout/screen.xml": ##"<FrameLayout \##(AndroidThemeTests.namespaces)><include layout="@layout/main"/></FrameLayout>"##])
        #expect(included == Self.unresolved)
        // A library theme whose window colour Legible does not ship (a Bridge dialog theme; AppCompat's own
        // are in Tables/android-dialog-theme-colors.csv): its side is unknown, so nothing is measured.
        #expect(
            try Self.background(theme: ##"<style name="Theme.App" parent="Theme.MaterialComponents.Light.Dialog.Bridge"/>"##) == Self.unresolved)
    }
}
