import Foundation
import LegibleColor
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33, class 2: text is measured on the background it is shown on. A layout with no
/// background of its own is on the window's only when an activity sets it as its content view
/// (found in the app's Kotlin and Java); a fragment's, dialog's or list item's is on a background
/// the layout does not fix, so it is not measured. Buttons, chips and cards are on their own fill.
@Suite struct AndroidContentViewTests {
    static let namespaces =
        #"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" "#
        + #"xmlns:tools="http://schemas.android.com/tools""#
    /// The app's window is #FFFFFF, and #000000 under `Theme.App.Dark` (set only in code).
    static let themes = ##"""
        <resources>
        <style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar"><item name="android:windowBackground">#FFFFFF</item></style>
        <style name="Theme.App.Dark" parent="Theme.Material3.DayNight.NoActionBar"><item name="android:windowBackground">#000000</item></style>
        </resources>
        """##
    static let white = ScannedColor.literal(SRGBColor(red8: 255, green8: 255, blue8: 255), alpha: 1)
    static let black = ScannedColor.literal(SRGBColor(red8: 0, green8: 0, blue8: 0), alpha: 1)

    /// A layout with one `status` text view and no background anywhere.
    static let bare = ##"""
        <LinearLayout \##(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            <TextView android:id="@+id/status" android:layout_width="180dp" android:layout_height="wrap_content" android:text="Offline" android:textSize="14sp" android:textColor="#777777"/>
        </LinearLayout>
        """##

    /// The elements of `res/layout/NAME.xml` read with `files` as the module `app/src/main`
    /// (sources under `java/`), by id.
    static func elements(_ name: String, _ files: [String: String]) throws -> [String: ScannedElement] {
        var all = ["AndroidManifest.xml": AndroidThemeTests.manifest("@style/Theme.App"), "res/values/themes.xml": themes]
        all.merge(files) { $1 }
        return try ScratchFolder.with(all.reduce(into: [:]) { $0["app/src/main/\($1.key)"] = $1.value }) { folder in
            let resources = try AndroidResources(resFolders: [folder.file("app/src/main/res")])
            let path = folder.file("app/src/main/res/layout/\(name).xml")
            let result = try AndroidLayoutReader().read(text: all["res/layout/\(name).xml"] ?? "", path: path, android: resources)
            return Dictionary(result.elements.map { ($0.id, $0) }) { first, _ in first }
        }
    }

    static func statusBackground(_ layout: String, sources: [String: String]) throws -> ScannedColor? {
        try elements(layout, ["res/layout/\(layout).xml": bare].merging(sources) { $1 })["status"]?.backgroundColor
    }

    static func window(_ light: ScannedColor, theme: String = "Theme.App") -> ScannedColor {
        .themed("the window background (?android:attr/windowBackground)", theme: theme, light: light, dark: light)
    }

    static func reason(_ color: ScannedColor?) -> String? {
        if case .unresolved(_, let reason)? = color { return reason }
        return nil
    }

    @Test func anActivitysContentViewIsOnTheWindowInEveryWayOfSettingIt() throws {
        let kotlin =
            "class MainActivity : AppCompatActivity() {\n override fun onCreate(s: Bundle?) {\n super.onCreate(s)\n setContentView(R.layout.main)\n }\n}"
        #expect(try Self.statusBackground("main", sources: ["java/com/example/MainActivity.kt": kotlin]) == Self.window(Self.white))
        // View binding: ActivityMainBinding is activity_main's class.
        let binding = """
            class MainActivity : AppCompatActivity() {
                private lateinit var binding: ActivityMainBinding
                override fun onCreate(s: Bundle?) { binding = ActivityMainBinding.inflate(layoutInflater); setContentView(binding.root) }
            }
            """
        #expect(try Self.statusBackground("activity_main", sources: ["kotlin/MainActivity.kt": binding]) == Self.window(Self.white))
        // Data binding, in Java.
        let java =
            "public class Settings extends AppCompatActivity {\n void onCreate(Bundle b) { DataBindingUtil.setContentView(this, R.layout.settings_screen); }\n}"
        #expect(try Self.statusBackground("settings_screen", sources: ["java/Settings.java": java]) == Self.window(Self.white))
        // A base activity given the binding as a type argument.
        let base = "class HomeActivity : BindingActivity<ActivityHomeBinding>(ActivityHomeBinding::inflate)"
        #expect(try Self.statusBackground("activity_home", sources: ["java/Home.kt": base]) == Self.window(Self.white))
    }

    @Test func aLayoutShownAnywhereElseHasNoKnownBackground() throws {
        // Must NOT be measured on the window: a fragment's, a dialog's, a bottom sheet class's, a list item's.
        let fragment =
            "class ListFragment : Fragment() {\n override fun onCreateView(i: LayoutInflater, c: ViewGroup?, s: Bundle?) = i.inflate(R.layout.main, c, false)\n}"
        let dialog = "class MainActivity : AppCompatActivity() {\n fun ask() { val d = Dialog(this); d.setContentView(R.layout.main); d.show() }\n}"
        let sheet = "class Picker(context: Context) : BottomSheetDialog(context) {\n init { setContentView(R.layout.main) }\n}"
        let adapter =
            "class Rows : RecyclerView.Adapter<Holder>() {\n fun make(p: ViewGroup) = ItemRowBinding.inflate(LayoutInflater.from(p.context), p, false)\n}"
        for source in [fragment, dialog, sheet, adapter] {
            let color = try Self.statusBackground("main", sources: ["java/A.kt": source])
            #expect(Self.reason(color)?.contains("no activity sets it as its content view") == true, "\(source): \(String(describing: color))")
        }
        // No Kotlin or Java at all: not knowable either.
        #expect(Self.reason(try Self.statusBackground("main", sources: [:]))?.contains("no Kotlin or Java file was found") == true)
    }

    @Test func aThemeSetInCodeIsTheContentViewsTheme() throws {
        let activity =
            "class Night : AppCompatActivity() {\n override fun onCreate(s: Bundle?) { setTheme(R.style.Theme_App_Dark); super.onCreate(s); setContentView(R.layout.main) }\n}"
        #expect(try Self.statusBackground("main", sources: ["java/Night.kt": activity]) == Self.window(Self.black, theme: "Theme.App.Dark"))
        // Two themes in one activity (chosen at run time): the manifest's stays.
        let either = activity.replacingOccurrences(
            of: "setTheme(R.style.Theme_App_Dark);", with: "if (x) setTheme(R.style.Theme_App_Dark) else setTheme(R.style.Theme_App);")
        // The manifest's is then an assumption, and said (Night.kt:2 is the first call).
        let assumed = "Theme.App (assumed: code picks the theme at run time, setTheme(R.style.Theme_App_Dark) at Night.kt:2)"
        #expect(try Self.statusBackground("main", sources: ["java/Night.kt": either]) == Self.window(Self.white, theme: assumed))
        // One theme set only in a branch (a "black" preference): not the layout's theme either.
        let branch = activity.replacingOccurrences(
            of: "setTheme(R.style.Theme_App_Dark);", with: "if (prefs.black) {\n setTheme(R.style.Theme_App_Dark)\n }\n")
        let inBranch = assumed.replacingOccurrences(of: "Night.kt:2", with: "Night.kt:3")
        #expect(try Self.statusBackground("main", sources: ["java/Night.kt": branch]) == Self.window(Self.white, theme: inBranch))
    }

    @Test func theManifestsActivityThemeIsItsContentViewsTheme() throws {
        // Nextcloud's login screen: `<activity android:theme>` gives the activity another window
        // (#000000 here) than the application's #FFFFFF; its content view is on that one.
        let manifest = #"""
            <manifest \#(Self.namespaces)><application android:theme="@style/Theme.App">
            <activity android:name="com.example.ui.LoginActivity" android:theme="@style/Theme.App.Dark"/>
            <activity android:name=".MainActivity"/>
            <activity android:name=".OtherLogin" android:theme="@style/Theme.App"/>
            </application></manifest>
            """#
        func activity(_ name: String) -> String {
            "class \(name) : AppCompatActivity() {\n override fun onCreate(s: Bundle?) { super.onCreate(s); setContentView(R.layout.main) }\n}"
        }
        let login = ["AndroidManifest.xml": manifest, "java/ui/LoginActivity.kt": activity("LoginActivity")]
        #expect(try Self.statusBackground("main", sources: login) == Self.window(Self.black, theme: "Theme.App.Dark"))
        // Must NOT move: an activity the manifest gives no theme of its own keeps the application's.
        let main = ["AndroidManifest.xml": manifest, "java/MainActivity.kt": activity("MainActivity")]
        #expect(try Self.statusBackground("main", sources: main) == Self.window(Self.white))
        // Two activities showing the layout in different themes: neither is the layout's own.
        let both = login.merging(["java/OtherLogin.kt": activity("OtherLogin")]) { $1 }
        #expect(try Self.statusBackground("main", sources: both) == Self.window(Self.white))
    }

    @Test func aColourTheAppsCodeSetsIsAPlaceholder() throws {
        let layout = ##"""
            <FrameLayout \##(Self.namespaces) android:id="@+id/item_bkg" android:layout_width="match_parent" android:layout_height="wrap_content" android:background="#607D8B">
                <TextView android:id="@+id/item_name" android:layout_width="180dp" android:layout_height="wrap_content" android:text="A" android:textColor="#FFFFFF"/>
                <TextView android:id="@+id/item_size" android:layout_width="180dp" android:layout_height="wrap_content" android:text="B" android:textColor="#FFFFFF"/>
            </FrameLayout>
            """##
        let adapter = """
            class Holder(itemView: View) {
                fun bind(color: Int) {
                    itemView.findViewById<View>(R.id.item_bkg).setBackground(progress)
                    binding.itemName.setTextColor(color)
                }
            }
            """
        let coded = try Self.elements("main", ["res/layout/main.xml": layout, "java/Holder.kt": adapter])
        #expect(Self.reason(coded["item_size"]?.backgroundColor)?.contains("sets it, so the layout's value is a placeholder") == true)
        // The text colour code sets stays the file's, named as code names it, for the note that says it is a placeholder.
        #expect(coded["item_name"]?.textColor == AndroidThemeTests.hex(0xFFFFFF))
        #expect(coded["item_name"]?.outlets == ["@id/item_name"])
        #expect(coded["item_size"]?.outlets == [])
        // Must NOT be lost without such code: the layout's own colours.
        let plain = try Self.elements("main", ["res/layout/main.xml": layout, "java/Holder.kt": "class Holder { fun bind() = itemView.setBackground(null) }"])
        #expect(plain["item_size"]?.backgroundColor == AndroidThemeTests.hex(0x607D8B))
        #expect(plain["item_name"]?.textColor == AndroidThemeTests.hex(0xFFFFFF))
    }

    @Test func buttonsChipsAndCardsAreOnTheirOwnFill() throws {
        let layout = ##"""
            <FrameLayout \##(Self.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:background="#EEEEEE">
              <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <com.google.android.material.chip.Chip android:id="@+id/tinted_chip" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="A" app:chipBackgroundColor="#1565C0"/>
                <com.google.android.material.chip.Chip android:id="@+id/plain_chip" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="B" app:backgroundTint="#1565C0"/>
                <com.google.android.material.button.MaterialButton android:id="@+id/filled" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="C"/>
                <androidx.appcompat.widget.AppCompatButton android:id="@+id/compat_tinted" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="D" app:backgroundTint="#2E7D32"/>
                <androidx.appcompat.widget.AppCompatButton android:id="@+id/compat" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="E"/>
                <com.google.android.material.button.MaterialButton android:id="@+id/text_button" style="@style/Widget.Material3.Button.TextButton" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="F" app:backgroundTint="#2E7D32"/>
                <com.google.android.material.button.MaterialButton android:id="@+id/outlined" style="?attr/materialButtonOutlinedStyle" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="G"/>
                <Button android:id="@+id/borderless" style="?attr/borderlessButtonStyle" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="H"/>
                <com.google.android.material.card.MaterialCardView android:layout_width="match_parent" android:layout_height="wrap_content" app:cardBackgroundColor="#FFF8E1">
                  <TextView android:id="@+id/in_card" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="I"/>
                </com.google.android.material.card.MaterialCardView>
                <androidx.cardview.widget.CardView android:layout_width="match_parent" android:layout_height="wrap_content">
                  <TextView android:id="@+id/in_plain_card" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="J"/>
                </androidx.cardview.widget.CardView>
                <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:background="?attr/selectableItemBackground">
                  <TextView android:id="@+id/in_ripple_row" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="K"/>
                </LinearLayout>
              </LinearLayout>
            </FrameLayout>
            """##
        let elements = try Self.elements("main", ["res/layout/main.xml": layout])
        func hex(_ value: UInt32) -> ScannedColor { AndroidThemeTests.hex(value) }
        func background(_ id: String) -> ScannedColor? { elements[id]?.backgroundColor }
        #expect(background("tinted_chip") == hex(0x1565C0))
        // A chip's fill is chipBackgroundColor; backgroundTint is not it, and its style's default is not shipped.
        #expect(Self.reason(background("plain_chip"))?.contains("no chipBackgroundColor") == true)
        guard case .themed("?attr/colorPrimary", _, _, _)? = background("filled") else {
            Issue.record("a Material button without a tint: \(String(describing: background("filled")))")
            return
        }
        #expect(background("compat_tinted") == hex(0x2E7D32))
        #expect(Self.reason(background("compat"))?.contains("no backgroundTint") == true)
        // Text, outlined and borderless buttons draw no fill: their text is on the parent's #EEEEEE.
        for id in ["text_button", "outlined", "borderless", "in_ripple_row"] { #expect(background(id) == hex(0xEEEEEE), "\(id)") }
        #expect(background("in_card") == hex(0xFFF8E1))
        #expect(Self.reason(background("in_plain_card"))?.contains("no cardBackgroundColor") == true)
    }
}
