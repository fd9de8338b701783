import Foundation
import LegibleColor
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33, round 17 (gnucash M1): an activity theme that inherits AppCompat's or Material
/// Components' and sets no window colour has the library's, `android:colorBackground`.
/// gnucash 2ad44adf's `Theme.GnucashTheme.NoActionBar` ← `Theme.AppCompat.Light.NoActionBar`
/// shows its `#AAAAAA` 14 sp form labels (`fragment_account_form.xml:50`) on `#FAFAFA`, 2.22:1;
/// they were not measured.
@Suite struct AndroidLibraryWindowColorTests {
    static let ns = AndroidContentViewTests.namespaces

    /// A module whose activity shows `form` in `Theme.App` ← `parent` with `items`.
    static func app(parent: String, items: String = "") -> [String: String] {
        let main = "app/src/main/"
        return [
            main + "AndroidManifest.xml":
                #"<manifest \#(ns)><application android:theme="@style/Theme.App"><activity android:name=".FormActivity"/></application></manifest>"#,
            main + "res/values/themes.xml": #"<resources><style name="Theme.App" parent="\#(parent)">\#(items)</style></resources>"#,
            main + "java/app/FormActivity.java": """
            public class FormActivity extends AppCompatActivity {
                protected void onCreate(Bundle state) { super.onCreate(state); setContentView(R.layout.form); }
            }
            """,
            main + "res/layout/form.xml": #"""
            <LinearLayout \#(ns) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/label" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:text="Account name" android:textSize="14sp" android:textColor="#FFAAAAAA"/>
            </LinearLayout>
            """#,
        ]
    }

    static func contrast(_ files: [String: String]) async throws -> [Finding] {
        try await AndroidLayoutReachTests.scan(files).filter { $0.severity == .error }
    }

    static func window(parent: String) throws -> (light: String, dark: String)? {
        let files = Self.app(parent: parent).reduce(into: [String: String]()) { $0[String($1.key.dropFirst("app/src/main/".count))] = $1.value }
        let color = try AndroidContentViewTests.elements("form", files)["label"]?.backgroundColor
        guard case .themed(_, _, .literal(let light, _), .literal(let dark, _))? = color else { return nil }
        return (light.hex.uppercased(), dark.hex.uppercased())
    }

    @Test func anAppCompatLightThemesGreyLabelIsMeasuredOnItsWindow() async throws {
        // Must fire: #AAAAAA on AppCompat Light's #FAFAFA.
        let found = try await Self.contrast(Self.app(parent: "Theme.AppCompat.Light.NoActionBar"))
        #expect(found.count == 1)
        #expect(found.first?.message.contains("2.22") == true, "\(found.map(\.message))")
        // Must not: a theme that sets its own window background keeps it (#AAAAAA on black is 9:1).
        let own = try await Self.contrast(
            Self.app(parent: "Theme.AppCompat.Light.NoActionBar", items: #"<item name="android:windowBackground">#000000</item>"#))
        #expect(own.isEmpty, "\(own.map(\.message))")
    }

    @Test func eachLibraryThemeHasItsOwnWindowColour() throws {
        #expect(try Self.window(parent: "Theme.AppCompat.Light.NoActionBar").map { [$0.light, $0.dark] } == ["#FAFAFA", "#FAFAFA"])
        #expect(try Self.window(parent: "Theme.AppCompat.DayNight.DarkActionBar").map { [$0.light, $0.dark] } == ["#FAFAFA", "#303030"])
        #expect(try Self.window(parent: "Theme.AppCompat.NoActionBar").map { [$0.light, $0.dark] } == ["#303030", "#303030"])
        #expect(try Self.window(parent: "Theme.MaterialComponents.DayNight.NoActionBar").map { [$0.light, $0.dark] } == ["#FFFFFF", "#121212"])
        #expect(try Self.window(parent: "Theme.MaterialComponents.Light.NoActionBar").map { [$0.light, $0.dark] } == ["#FFFFFF", "#FFFFFF"])
        // A Bridge theme is AppCompat's window underneath (fresh-android23b; AndroidDialogThemeColorTests).
        #expect(try Self.window(parent: "Theme.MaterialComponents.Light.NoActionBar.Bridge").map { [$0.light, $0.dark] } == ["#FAFAFA", "#FAFAFA"])
        // Must not be guessed: a DialogWhenLarge theme, and a Bridge dialog.
        #expect(try Self.window(parent: "Theme.AppCompat.Light.DialogWhenLarge") == nil)
        #expect(try Self.window(parent: "Theme.MaterialComponents.Light.Dialog.Bridge") == nil)
    }
}
