import Foundation
import LegibleScan
import Testing

/// An activity that picks its theme at run time (issue 33, NewPipe 79767f95 `SettingsActivity.java:89`,
/// `setTheme(ThemeHelper.getSettingsThemeStyle(this))`): its content view is judged in the
/// manifest's theme, and the colours say that this is an assumption and which call chooses.
@Suite struct AndroidRunTimeThemeTests {
    private func windowTheme(_ sources: [String: String]) throws -> String? {
        let color = try AndroidContentViewTests.statusBackground("main", sources: sources)
        if case .themed(_, let theme, _, _)? = color { return theme }
        return nil
    }

    private func activity(_ body: String) -> String {
        "class Settings : AppCompatActivity() {\n override fun onCreate(s: Bundle?) {\n \(body)\n setContentView(R.layout.main)\n }\n}"
    }

    @Test func aThemeChosenByCodeIsNamedAsTheAssumption() throws {
        let helper = try windowTheme(["java/Settings.kt": activity("setTheme(ThemeHelper.getSettingsThemeStyle(this))")])
        #expect(helper == "Theme.App (assumed: code picks the theme at run time, setTheme(ThemeHelper.getSettingsThemeStyle(this)) at Settings.kt:3)")
        let wrapper = try windowTheme(["java/Settings.kt": activity("ThemeHelper.setTheme(this, serviceId)")])
        #expect(wrapper == "Theme.App (assumed: code picks the theme at run time, setTheme(this, serviceId) at Settings.kt:3)")
    }

    @Test func aLiteralThemeOrNoneIsNoAssumption() throws {
        // Must NOT: no setTheme (the manifest's is the theme), one literal style (that style), a
        // helper's declaration in a file that shows no layout.
        #expect(try windowTheme(["java/Settings.kt": activity("super.onCreate(s)")]) == "Theme.App")
        #expect(try windowTheme(["java/Settings.kt": activity("setTheme(R.style.Theme_App_Dark)")]) == "Theme.App.Dark")
        let declaration = "object ThemeHelper {\n fun setTheme(context: Context, id: Int) { context.setTheme(pick(id)) }\n}"
        #expect(try windowTheme(["java/Settings.kt": activity("super.onCreate(s)"), "java/ThemeHelper.kt": declaration]) == "Theme.App")
    }

    /// TrackerControl 8c119b04 `ActivityMain.java:193` calls `Util.setTheme(this)`, and
    /// `Util.setTheme` (Util.java:485-490) only sets the night mode: no theme is picked, the
    /// manifest's applies. Must still fire: a helper whose body calls `setTheme(`.
    @Test func aHelperThatSetsNoThemeIsNoRunTimeChoice() throws {
        let inert = """
            public class Util {
                public static void setTheme(Context context) {
                    AppCompatDelegate.setDefaultNightMode(AppCompatDelegate.MODE_NIGHT_FOLLOW_SYSTEM);
                }
            }
            """
        let sources = ["java/Settings.kt": activity("Util.setTheme(this)"), "java/Util.java": inert]
        #expect(try windowTheme(sources) == "Theme.App")
        let real = inert.replacingOccurrences(
            of: "AppCompatDelegate.setDefaultNightMode(AppCompatDelegate.MODE_NIGHT_FOLLOW_SYSTEM);", with: "context.setTheme(R.style.Red);")
        #expect(
            try windowTheme(["java/Settings.kt": activity("Util.setTheme(this)"), "java/Util.java": real])
                == "Theme.App (assumed: code picks the theme at run time, setTheme(this) at Settings.kt:3)")
        // SeriesGuide 72ea839f ThemeUtils.kt:109: a default value's `=` is no body.
        let defaulted = "object ThemeUtils {\n fun setTheme(activity: Activity, themeResId: Int = Prefs.THEME) {\n activity.setTheme(themeResId)\n }\n}"
        #expect(
            try windowTheme(["java/Settings.kt": activity("ThemeUtils.setTheme(this)"), "java/ThemeUtils.kt": defaulted])
                == "Theme.App (assumed: code picks the theme at run time, setTheme(this) at Settings.kt:3)")
    }
}
