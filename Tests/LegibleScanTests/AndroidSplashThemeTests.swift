import Foundation
import LegibleScan
import Testing

/// tachiyomi 356cd4ef `main_activity.xml:36`/`:54`: MainActivity's manifest theme is
/// `Theme.Tachiyomi.SplashScreen` (`parent="Theme.SplashScreen"`), whose `postSplashScreenTheme`
/// (`themes.xml:187`) is the theme androidx SplashScreen sets before the content view. The banners'
/// `?attr/` colours were unresolved in the splash theme (fresh-droid30c, extra observation).
@Suite struct AndroidSplashThemeTests {
    static func windowTheme(splashParent: String) throws -> String? {
        let manifest = """
            <manifest \(AndroidContentViewTests.namespaces)><application android:theme="@style/Theme.App">
            <activity android:name=".MainActivity" android:theme="@style/Theme.App.Starting"/>
            </application></manifest>
            """
        let themes = """
            <resources>
            <style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar"><item name="android:windowBackground">#FFFFFF</item></style>
            <style name="Theme.App.Dark" parent="Theme.Material3.DayNight.NoActionBar"><item name="android:windowBackground">#000000</item></style>
            <style name="Theme.App.Starting" parent="\(splashParent)">
                <item name="windowSplashScreenBackground">#FFFFFF</item>
                <item name="postSplashScreenTheme">@style/Theme.App.Dark</item>
            </style>
            </resources>
            """
        let activity = """
            class MainActivity : AppCompatActivity() {
                override fun onCreate(s: Bundle?) {
                    installSplashScreen()
                    setContentView(R.layout.main)
                }
            }
            """
        let files = ["AndroidManifest.xml": manifest, "res/values/themes.xml": themes, "java/MainActivity.kt": activity]
        let color = try AndroidContentViewTests.statusBackground("main", sources: files)
        if case .themed(_, let theme, _, _)? = color { return theme }
        return nil
    }

    @Test func aSplashThemesContentIsInItsPostSplashTheme() throws {
        // Must: a Theme.SplashScreen child shows the content in its postSplashScreenTheme.
        #expect(try Self.windowTheme(splashParent: "Theme.SplashScreen") == "Theme.App.Dark")
        #expect(try Self.windowTheme(splashParent: "Theme.SplashScreen.IconBackground") == "Theme.App.Dark")
        // Must not: the same item in a theme no splash screen library reads is only an item.
        #expect(try Self.windowTheme(splashParent: "Theme.App") == "Theme.App.Starting")
    }
}
