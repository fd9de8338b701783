import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, a miss: a Toolbar's own title, drawn by the Toolbar and in no view of the layout,
/// was never judged. AnkiDroid a644cf79 activity_note_type_field_editor.xml:22: the Toolbar's
/// `android:theme="@style/ActionBarStyle"` sets `android:textColorPrimary` to
/// `?attr/actionBarTextColor` (white in Theme_Light), its background is `?attr/appBarColor`
/// (#03a9f4), and NoteTypeFieldEditor.kt:115 shows the activity's title in it. WCAG by hand:
/// #03a9f4 is 0.2126 × 0.00091 + 0.7152 × 0.3967 + 0.0722 × 0.9047 = 0.3493 luminance, so white on
/// it is 1.05 / 0.3993 = 2.6298:1 (shown cut: 2.62), under the 3:1 of the title's large text.
@Suite struct AndroidToolbarTitleTests {
    static let styles = """
        <resources>
        <style name="Theme.App" parent="Theme.Material3.Light.NoActionBar">\
        <item name="appBarColor">#03a9f4</item><item name="actionBarTextColor">#ffffff</item></style>
        <style name="ActionBarStyle" parent="Base.ThemeOverlay.AppCompat.ActionBar">\
        <item name="android:textColorPrimary">?attr/actionBarTextColor</item></style>
        </resources>
        """

    static func toolbar(_ attributes: String, children: String = "") -> String {
        """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
        <androidx.appcompat.widget.Toolbar android:id="@+id/toolbar" android:layout_width="match_parent" android:layout_height="wrap_content" \
        android:background="?attr/appBarColor" \(attributes)>\(children)</androidx.appcompat.widget.Toolbar>
        </LinearLayout>
        """
    }

    static func contrast(_ layouts: [String: String], sources: [String: String] = [:]) async throws -> [Finding] {
        var files = ["AndroidManifest.xml": AndroidThemeTests.manifest("@style/Theme.App"), "res/values/styles.xml": Self.styles]
        for (name, layout) in layouts { files["res/layout/\(name).xml"] = layout }
        files.merge(sources) { $1 }
        let report = try await AndroidTargetJudgingTests.scan(files)
        return report.findings.findings.filter { $0.rule == "contrast.text" }
    }

    @Test func aTitleInTheOverlaysColourOnTheToolbarIsJudged() async throws {
        let found = try await Self.contrast([
            "titled": Self.toolbar(#"android:theme="@style/ActionBarStyle" app:title="Fields""#),
            "previewed": Self.toolbar(#"android:theme="@style/ActionBarStyle" tools:title="Manage fields""#),
        ])
        #expect(found.map(\.id).sorted() == ["toolbar title", "toolbar title"])
        for finding in found {
            // The whole message (a long one is made brief, ``ContrastMessageFit``) names the title.
            let whole = finding.properties.first { $0.key == "fullMessage" }?.value ?? finding.message
            #expect(whole.hasPrefix("the Toolbar's title"), "\(whole)")
            #expect(finding.properties.first { $0.key == "ratio.light" }?.value == "2.62:1")
            #expect(finding.properties.first { $0.key == "minimumRatio" }?.value == "3:1")
            #expect(finding.properties.first { $0.key == "text" }?.value.hasSuffix("#ffffff") == true)
            #expect(finding.location?.line == 2)
        }
    }

    /// Must not: a hidden title (empty, a custom title view, hidden in code), a colour the scan
    /// would guess (no overlay, a library style), a title colour that passes (#000000 on #03a9f4:
    /// (0.3493 + 0.05) / 0.05 = 7.99:1).
    @Test func aHiddenOrUnknownOrPassingTitleIsNot() async throws {
        let custom =
            ##"<TextView android:id="@+id/toolbar_title" android:layout_width="wrap_content" android:layout_height="wrap_content" android:textColor="#000000" android:text="Title"/>"##
        let found = try await Self.contrast(
            [
                "empty": Self.toolbar(#"android:theme="@style/ActionBarStyle" app:title="""#),
                "custom": Self.toolbar(#"android:theme="@style/ActionBarStyle" tools:title="Deck""#, children: custom),
                "hidden": Self.toolbar(#"android:theme="@style/ActionBarStyle" tools:title="Deck""#),
                "plain": Self.toolbar(#"app:title="Fields""#),
                "library": Self.toolbar(#"android:theme="@style/ActionBarStyle" style="@style/Widget.MaterialComponents.Toolbar.Primary" app:title="Fields""#),
                "passing": Self.toolbar(##"android:theme="@style/ActionBarStyle" app:titleTextColor="#000000" app:title="Fields""##),
            ],
            sources: [
                "java/app/Hidden.kt":
                    "class Hidden : AppCompatActivity() {\n val b = HiddenBinding.inflate(layoutInflater)\n fun f() { supportActionBar?.setDisplayShowTitleEnabled(false) }\n}"
            ])
        #expect(found.map(\.id) == [], "\(found.map { "\($0.location?.file ?? "") \($0.message)" })")
    }

    /// TrackerControl 8c119b04 DetailsActivity.java:148-154 hides the action bar's title, then
    /// sets the Toolbar's own: `toolbar.setTitle(getString(R.string.app_info))` draws it, so
    /// activity_details.xml:17 is judged (judge's D4). Must not: the same file without that call,
    /// or one that sets only the action bar's title (`getSupportActionBar().setTitle(…)`).
    @Test func aTitleSetOnTheToolbarAfterTheActionBarHidesItIsJudged() async throws {
        func activity(_ after: String) -> String {
            """
            public class DetailsActivity extends AppCompatActivity {
                protected void onCreate(Bundle b) {
                    setContentView(R.layout.activity_details);
                    Toolbar toolbar = findViewById(R.id.toolbar);
                    setSupportActionBar(toolbar);
                    getSupportActionBar().setDisplayShowTitleEnabled(false);
                    \(after)
                }
            }
            """
        }
        let layout = ["activity_details": Self.toolbar(#"android:theme="@style/ActionBarStyle" app:title="App info""#)]
        let shown = try await Self.contrast(layout, sources: ["java/app/DetailsActivity.java": activity("toolbar.setTitle(getString(R.string.app_info));")])
        #expect(shown.map(\.id) == ["toolbar title"], "\(shown.map(\.message))")
        let kotlin =
            "class DetailsActivity : AppCompatActivity() {\n fun f() { setContentView(R.layout.activity_details)\n"
            + " supportActionBar?.setDisplayShowTitleEnabled(false)\n binding.toolbar.title = \"App info\" }\n}"
        #expect(try await Self.contrast(layout, sources: ["java/app/DetailsActivity.kt": kotlin]).map(\.id) == ["toolbar title"])
        for hidden in ["", "getSupportActionBar().setTitle(getString(R.string.app_info));", "setTitle(R.string.app_info);"] {
            let found = try await Self.contrast(layout, sources: ["java/app/DetailsActivity.java": activity(hidden)])
            #expect(found.isEmpty, "\(hidden): \(found.map(\.message))")
        }
    }
}
