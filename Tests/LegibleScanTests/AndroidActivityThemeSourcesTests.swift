import Foundation
import LegibleColor
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, class 2: the theme an activity's content view is shown in.
///
/// - The manifest's `<activity android:theme>` is the theme of an activity that inherits
///   `setContentView` from a base class: OwnTracks 25c27bee sets `ui_welcome` in
///   `abstract class BaseWelcomeActivity` (BaseWelcomeActivity.kt:61) and the manifest gives
///   `Theme.Owntracks.Welcome` (a blue window) to `WelcomeActivity : BaseWelcomeActivity()`
///   (AndroidManifest.xml:261); the layout was measured in the application's theme.
/// - In a Material Components *Bridge* theme a `<Button>` is AppCompat's (only the non-Bridge
///   themes set MaterialComponentsViewInflater, material-components `themes_base.xml`), filled
///   with `colorButtonNormal`, not `colorPrimary`: Wikimedia Commons c5d5b227 `answer_layout.xml:18`
///   in `LightAppTheme` (`Theme.MaterialComponents.Light.NoActionBar.Bridge`, colorPrimary #00376d,
///   colorButtonNormal #0c609c, styles.xml:77/80) was "11.88:1 in light" on #00376d; on #0c609c
///   it is 6.62:1 (by hand: channels 12, 96, 156 → 0.0037, 0.1170, 0.3324 linear, luminance
///   0.2126·0.0037 + 0.7152·0.1170 + 0.0722·0.3324 = 0.1085; 1.05 / 0.1585 = 6.62). Its dark
///   colorButtonNormal, values-night #1e8cab (channels 30, 140, 171 → 0.0129, 0.2623, 0.4072;
///   luminance 0.00274 + 0.1876 + 0.0294 = 0.2197), gives white 1.05 / 0.2697 = 3.89:1, which fails.
@Suite struct AndroidActivityThemeSourcesTests {
    typealias Content = AndroidContentViewTests

    static let manifest = #"""
        <manifest \#(Content.namespaces)><application android:theme="@style/Theme.App">
        <activity android:name=".ui.welcome.WelcomeActivity" android:theme="@style/Theme.App.Dark"/>
        </application></manifest>
        """#
    static let base = """
        abstract class BaseWelcomeActivity : AppCompatActivity() {
            override fun onCreate(s: Bundle?) { super.onCreate(s); DataBindingUtil.setContentView<UiWelcomeBinding>(this, R.layout.main) }
        }
        """

    @Test func aSubclassesManifestThemeIsItsBaseClassContentViewsTheme() throws {
        let sources = [
            "AndroidManifest.xml": Self.manifest, "java/BaseWelcomeActivity.kt": Self.base,
            "java/WelcomeActivity.kt": "class WelcomeActivity : BaseWelcomeActivity() {\n}",
        ]
        #expect(try Content.statusBackground("main", sources: sources) == Content.window(Content.black, theme: "Theme.App.Dark"))
    }

    /// Must not: a themed activity that does not extend the class that shows the layout.
    @Test func anUnrelatedThemedActivityLeavesTheApplicationsTheme() throws {
        let sources = [
            "AndroidManifest.xml": Self.manifest, "java/BaseWelcomeActivity.kt": Self.base,
            "java/WelcomeActivity.kt": "class WelcomeActivity : AppCompatActivity() {\n}",
        ]
        #expect(try Content.statusBackground("main", sources: sources) == Content.window(Content.white))
    }

    /// The same colours with colorButtonNormal a failing #1e8cab (white on it 3.89:1, Commons'
    /// values-night primaryColor) fire in the Bridge theme and not in the non-Bridge one, whose
    /// `<Button>` is a MaterialButton on colorPrimary #00376d (11.88:1).
    @Test func theFillFollowsTheInflater() async throws {
        func contrast(_ parent: String) async throws -> [Finding] {
            let themes = #"""
                <resources><style name="LightAppTheme" parent="\#(parent)">
                <item name="colorPrimary">#00376d</item><item name="colorButtonNormal">#1e8cab</item>
                </style></resources>
                """#
            let layout = #"""
                <LinearLayout \#(Content.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:background="#FFFFFF">
                <Button android:id="@+id/yes" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Yes" android:textColor="#FFFFFF"/>
                </LinearLayout>
                """#
            let manifest = #"<manifest \#(Content.namespaces)><application android:theme="@style/LightAppTheme"/></manifest>"#
            let files = ["AndroidManifest.xml": manifest, "res/values/styles.xml": themes, "res/layout/main.xml": layout]
            return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "contrast.text" }
        }
        let bridge = try await contrast("Theme.MaterialComponents.Light.NoActionBar.Bridge")
        #expect(bridge.count == 1)
        // The whole message names the attribute (a long one is made brief, ``ContrastMessageFit``).
        let whole = bridge.first.map { finding in finding.properties.first { $0.key == "fullMessage" }?.value ?? finding.message }
        #expect(whole?.contains("colorButtonNormal") == true, "\(bridge.map(\.message))")
        #expect(bridge.first?.message.contains("3.89:1") == true, "\(bridge.map(\.message))")
        #expect(try await contrast("Theme.MaterialComponents.Light.NoActionBar").isEmpty)
    }
}
