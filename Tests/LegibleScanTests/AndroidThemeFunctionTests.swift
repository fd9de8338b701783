import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Issue 33, class 2: a theme a base activity picks through a function. qksms
/// `QkThemedActivity.kt:102` calls `setTheme(getActivityThemeRes(prefs.black.get()))`, and
/// `getActivityThemeRes` (lines 158–161) returns `R.style.AppTheme_Black` or `R.style.AppTheme`;
/// the manifest's `<application android:theme="@style/AppLaunchTheme">` is a splash theme with no
/// text colours, so `compose_activity.xml:47` (`?android:attr/textColorTertiary`, #B7B9C0 on
/// white, 1.96:1) went unmeasured with no note. In light `AppTheme.Black` is `AppTheme`
/// (values/themes.xml:76, "No changes needed when not in night theme").
@Suite struct AndroidThemeFunctionTests {
    static let namespaces = AndroidContentViewTests.namespaces

    static func themes(tertiary: String) -> String {
        #"""
        <resources>
        <style name="AppLaunchTheme" parent="Theme.AppCompat.NoActionBar"><item name="android:windowBackground">#263238</item></style>
        <style name="AppTheme" parent="AppBaseTheme" />
        <style name="AppBaseTheme" parent="Theme.AppCompat.Light.NoActionBar">
        <item name="android:textColorTertiary">\#(tertiary)</item><item name="android:windowBackground">#FFFFFF</item>
        </style>
        <style name="AppTheme.Black" />
        <style name="AppThemeDialog" parent="Theme.AppCompat.Light.Dialog">
        <item name="android:textColorTertiary">#595959</item><item name="android:windowBackground">#FFFFFF</item>
        </style>
        <style name="AppThemeDialog.Black" />
        </resources>
        """#
    }

    static let base = """
        abstract class QkThemedActivity : QkActivity() {
            override fun onCreate(savedInstanceState: Bundle?) {
                setTheme(getActivityThemeRes(prefs.black.get()))
                super.onCreate(savedInstanceState)
            }

            open fun getActivityThemeRes(black: Boolean) = when {
                black -> R.style.AppTheme_Black
                else -> R.style.AppTheme
            }
        }
        """

    static func activity(_ name: String, layout: String, extra: String = "") -> String {
        "class \(name) : QkThemedActivity() {\n override fun onCreate(s: Bundle?) { super.onCreate(s); setContentView(R.layout.\(layout)) }\n\(extra)\n}"
    }

    static func layout(_ id: String) -> String {
        #"""
        <FrameLayout \#(namespaces) android:layout_width="match_parent" android:layout_height="match_parent">
        <TextView android:id="@+id/\#(id)" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="No messages yet" android:textColor="?android:attr/textColorTertiary"/>
        </FrameLayout>
        """#
    }

    static func files(tertiary: String = "#B7B9C0", base: String = Self.base, extra: [String: String] = [:]) -> [String: String] {
        var files = [
            "AndroidManifest.xml": #"<manifest \#(namespaces)><application android:theme="@style/AppLaunchTheme"/></manifest>"#,
            "res/values/themes.xml": themes(tertiary: tertiary), "java/QkThemedActivity.kt": base,
            "java/QkActivity.kt": "abstract class QkActivity : AppCompatActivity() {\n}",
            "java/ComposeActivity.kt": activity("ComposeActivity", layout: "compose_activity"),
            "res/layout/compose_activity.xml": layout("messagesEmpty"),
        ]
        files.merge(extra) { $1 }
        return files
    }

    static func findings(_ files: [String: String]) async throws -> [Finding] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "contrast.text" || $0.rule == "scan.unresolved" }
    }

    @Test func aBaseActivitysThemeFunctionGivesTheTheme() async throws {
        let found = try await Self.findings(Self.files())
        #expect(found.count == 1, "\(found.map(\.message))")
        let finding = try #require(found.first)
        #expect(finding.rule == "contrast.text")
        #expect(finding.id == "messagesEmpty")
        #expect(finding.properties.first { $0.key == "ratio.light" }?.value == "1.96:1", "\(finding.message) \(finding.properties)")
        // The two themes agree on the colour, and the message says the call picks one of them.
        let text = finding.properties.first { $0.key == "text" }?.value ?? ""
        #expect(text.contains("AppTheme (or AppTheme.Black, alike; picked by setTheme at QkThemedActivity.kt:3)"), "\(text)")
    }

    /// Must not: the themes the function picks set a passing colour (#595959 on white, 7.00:1).
    @Test func aPassingColourInThePickedThemeDoesNotFire() async throws {
        #expect(try await Self.findings(Self.files(tertiary: "#595959")).isEmpty)
    }

    /// Must not: qksms `QkReplyActivity.kt:127` overrides `getActivityThemeRes` with
    /// `AppThemeDialog`/`AppThemeDialog.Black`, whose #595959 passes; the base's failing
    /// `AppTheme` is not its theme.
    @Test func anOverrideInTheActivityPicksItsOwnThemes() async throws {
        let override = """
            override fun getActivityThemeRes(black: Boolean) = when {
                black -> R.style.AppThemeDialog_Black
                else -> R.style.AppThemeDialog
            }
            """
        let files = Self.files(extra: [
            "java/QkReplyActivity.kt": Self.activity("QkReplyActivity", layout: "qkreply_activity", extra: override),
            "res/layout/qkreply_activity.xml": Self.layout("reply"),
        ])
        let found = try await Self.findings(files)
        #expect(found.map(\.id) == ["messagesEmpty"], "\(found.map(\.message))")
    }

    /// A call the scan cannot follow (a helper of another class) leaves the splash theme, and
    /// the colour it cannot resolve names the call instead of going silently unmeasured.
    @Test func anUnreadCallIsSaid() async throws {
        let base = Self.base.replacingOccurrences(of: "setTheme(getActivityThemeRes(prefs.black.get()))", with: "setTheme(ThemeHelper.themeFor(prefs))")
        let found = try await Self.findings(Self.files(base: base))
        #expect(!found.contains { $0.rule == "contrast.text" })
        let all = try await AndroidTargetJudgingTests.scan(Self.files(base: base)).findings.findings.map { "\($0.rule) \($0.message)" }
        #expect(found.contains { $0.message.contains("setTheme(ThemeHelper.themeFor(prefs)) at QkThemedActivity.kt:3") }, "\(all)")
    }

    /// qksms `drawer_view.xml:246`, included by `main_activity.xml:142` (MainActivity's content
    /// view), is shown in MainActivity's theme; a layout included also by an activity in another
    /// theme (here one outside the base class, in the splash theme) keeps the application's.
    @Test func anIncludedLayoutTakesItsIncludersTheme() async throws {
        let drawer = #"""
            <LinearLayout \#(Self.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:background="#FFFFFF">
            <TextView android:id="@+id/plusSummary" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Support development" android:textColor="?android:attr/textColorTertiary"/>
            </LinearLayout>
            """#
        let main =
            #"<FrameLayout \#(Self.namespaces) android:layout_width="match_parent" android:layout_height="match_parent"><include layout="@layout/drawer_view"/></FrameLayout>"#
        var extra = [
            "java/MainActivity.kt": Self.activity("MainActivity", layout: "main_activity"), "res/layout/main_activity.xml": main,
            "res/layout/drawer_view.xml": drawer,
        ]
        #expect(try await Self.findings(Self.files(extra: extra)).map(\.id).sorted() == ["messagesEmpty", "plusSummary"])
        extra["java/SplashActivity.kt"] = "class SplashActivity : AppCompatActivity() {\n fun f() { setContentView(R.layout.splash) }\n}"
        extra["res/layout/splash.xml"] = main
        // Shown in the splash activity too, it keeps the application's AppLaunchTheme, whose
        // tertiary text is AppCompat's dark one (70% white): on the drawer's white it fails there.
        let found = try await Self.findings(Self.files(extra: extra))
        #expect(found.map(\.id).sorted() == ["messagesEmpty", "plusSummary"])
        // The whole message names the theme (a long one is made brief, ``ContrastMessageFit``).
        let summary = found.first { $0.id == "plusSummary" }
        let whole = summary.map { finding in finding.properties.first { $0.key == "fullMessage" }?.value ?? finding.message }
        #expect(whole?.contains("AppLaunchTheme") == true, "\(found.map(\.message))")
    }

    /// qksms `drawer_view.xml:276`: a banner whose background is an outline
    /// (`rounded_rectangle_outline_2dp.xml`, a transparent `<solid>` and a stroke) tinted
    /// `?android:attr/divider` fills nothing, so `rateOkay` is on the drawer's white (4.06:1), not on
    /// the tint (#0C000000 over white, #f3f3f3, 3.66:1). A filled shape, tinted, is the tint.
    @Test func aTintedOutlineFillsNothing() async throws {
        func ratio(solid: String) async throws -> String? {
            let outline = #"""
                <layer-list \#(Self.namespaces)><item><shape android:shape="rectangle">
                <solid android:color="\#(solid)" /><stroke android:width="1dp" android:color="@color/white" /></shape></item></layer-list>
                """#
            let layout = #"""
                <FrameLayout \#(Self.namespaces) android:layout_width="match_parent" android:layout_height="match_parent">
                <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:background="@drawable/outline" android:backgroundTint="#0C000000">
                <TextView android:id="@+id/rateOkay" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Okay" android:textColor="#70808D"/>
                </LinearLayout></FrameLayout>
                """#
            let found = try await Self.findings(Self.files(extra: ["res/drawable/outline.xml": outline, "res/layout/compose_activity.xml": layout]))
            return found.first { $0.id == "rateOkay" }?.properties.first { $0.key == "ratio.light" }?.value
        }
        #expect(try await ratio(solid: "@android:color/transparent") == "4.06:1")
        #expect(try await ratio(solid: "#FFFFFF") == "3.66:1")
    }

    /// The results of Kotlin and Java theme functions, last branch last; anything else reads as none.
    @Test func styleResults() {
        func results(_ code: String) -> [String: [String]] { AndroidSourceFacts.styleFunctions(in: Array(code.utf8)) }
        #expect(results("fun t(black: Boolean) = if (black) R.style.A_Black else R.style.A") == ["t": ["A_Black", "A"]])
        #expect(results("int t() {\n if (black) return R.style.Dark;\n return R.style.Light;\n}") == ["t": ["Dark", "Light"]])
        #expect(results("int t() { return black ? R.style.Dark : R.style.Light; }") == ["t": ["Dark", "Light"]])
        #expect(results("fun t(): Int { return when (mode) {\n 1 -> R.style.One\n else -> R.style.Two\n} }") == ["t": ["One", "Two"]])
        #expect(results("fun t(): Int { return when (mode) {\n 1 -> R.style.One\n else -> custom\n} }") == ["t": []])
        #expect(results("fun t(): Int { val s = prefs.style; return if (s) R.style.One else s }") == ["t": []])
    }

    /// RadioDroid 4325633a `ActivityMain.java:161` calls `setTheme(Utils.getThemeResId(this))`, a static
    /// helper of another class (Utils.java:413-417) that returns only `R.style.MyMaterialTheme_Dark`
    /// or `R.style.MyMaterialTheme`: it is followed like a function of the activity's own.
    static func helperFiles(result: String) -> [String: String] {
        let activity = """
            public class MainActivity extends AppCompatActivity {
                protected void onCreate(Bundle state) {
                    super.onCreate(state);
                    setTheme(ThemeUtils.themeResId(this));
                    setContentView(R.layout.compose_activity);
                }
            }
            """
        let helper = """
            public class ThemeUtils {
                public static int themeResId(final Context context) {
                    if (isDark(context))
                        return R.style.AppTheme_Black;
                    else
                        return \(result);
                }
            }
            """
        var files = Self.files(extra: ["java/ComposeActivity.java": activity, "java/ThemeUtils.java": helper])
        files["java/ComposeActivity.kt"] = nil
        return files
    }

    @Test func aStaticHelperOfAnotherClassGivesTheTheme() async throws {
        let found = try await Self.findings(Self.helperFiles(result: "R.style.AppTheme"))
        let finding = try #require(found.first { $0.rule == "contrast.text" }, "\(found.map(\.message))")
        #expect(finding.id == "messagesEmpty")
        let text = finding.properties.first { $0.key == "text" }?.value ?? ""
        #expect(text.contains("AppTheme (or AppTheme.Black, alike; picked by setTheme at ComposeActivity.java:4)"), "\(text)")
    }

    /// Must not: a helper with a result that is no `R.style` literal stays a run-time choice, the
    /// splash theme only assumed, and the colour it leaves unknown is said with the call.
    @Test func aStaticHelperWithANonLiteralResultIsNotFollowed() async throws {
        let found = try await Self.findings(Self.helperFiles(result: "prefs.themeId"))
        #expect(!found.contains { $0.rule == "contrast.text" }, "\(found.map(\.message))")
        #expect(found.contains { $0.message.contains("setTheme(ThemeUtils.themeResId(this)) at ComposeActivity.java:4") }, "\(found.map(\.message))")
    }

    /// The function a `setTheme` argument names: a capitalised receiver is a class's static helper.
    @Test func themeFunctionNames() {
        #expect(AndroidSourceFacts.themeFunctionName("getActivityThemeRes(black)") == "getActivityThemeRes")
        #expect(AndroidSourceFacts.themeFunctionName("Utils.getThemeResId(this)") == "Utils.getThemeResId")
        #expect(AndroidSourceFacts.themeFunctionName("prefs.themeId()") == "prefs")
    }
}
