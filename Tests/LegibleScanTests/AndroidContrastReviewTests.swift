import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33, Android `contrast.text` as a reviewer would judge it (the wrong classes a hand check
/// of Nextcloud and OwnTracks found): text over a picture, a tinted background, Material button
/// styles, and colours code sets through a view it looked up or handed to a theming helper.
///
/// Ratios (WCAG's formula over the raw hex, computed apart from Legible):
///
///     #999999 on #FFFFFF 2.85   #FFFFFF on #64B5F6 2.21   #FFFFFF on #1565C0 5.75   #FFFFFF on #EEEEEE 1.16
///     #1D192B on #E8DEF8 13.24  #1D192B on #6200EE 2.25   #1D192B on #FFFFFF 17.13
///     #BBBBBB on #FFFFFF 1.92   #FFFFFF on #0082C9 4.17
@Suite struct AndroidContrastReviewTests {
    /// `main`, an activity's content view, in a root on #FFFFFF in both modes.
    static func project(_ views: String, themeItems: String = "", code: String = "", files: [String: String] = [:]) -> [String: String] {
        let layout = ##"""
            <LinearLayout \##(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical" android:background="#FFFFFF">
            \##(views)
            </LinearLayout>
            """##
        return AndroidMeasuredAsAndroidTests.project(layout: layout, code: code, themeItems: themeItems).merging(files) { $1 }
    }

    static func text(_ id: String, _ color: String, _ extra: String = "") -> String {
        ##"<TextView android:id="@+id/\##(id)" android:layout_width="200dp" android:layout_height="wrap_content" android:text="Offline" android:textSize="14sp" android:textColor="\##(color)" \##(extra)/>"##
    }

    @Test func textOverAPictureIsNotMeasured() async throws {
        let views = """
            <FrameLayout android:layout_width="match_parent" android:layout_height="200dp">
              <ImageView android:id="@+id/header" android:layout_width="match_parent" android:layout_height="match_parent" android:src="@drawable/header"/>
              \(Self.text("over_image", "#999999"))
            </FrameLayout>
            <FrameLayout android:layout_width="match_parent" android:layout_height="wrap_content">
              <View android:layout_width="match_parent" android:layout_height="match_parent" android:background="@drawable/photo"/>
              \(Self.text("over_bitmap", "#999999"))
            </FrameLayout>
            <androidx.constraintlayout.widget.ConstraintLayout android:layout_width="match_parent" android:layout_height="200dp">
              <ImageView android:id="@+id/cover" android:layout_width="0dp" android:layout_height="match_parent" android:src="@drawable/header"/>
              \(Self.text("on_cover", "#999999", #"app:layout_constraintBottom_toBottomOf="parent" app:layout_constraintStart_toStartOf="parent""#))
              \(Self.text("below_cover", "#999999", #"app:layout_constraintTop_toBottomOf="@id/cover""#))
            </androidx.constraintlayout.widget.ConstraintLayout>
            <FrameLayout android:layout_width="match_parent" android:layout_height="wrap_content">
              \(Self.text("plain_frame", "#999999"))
            </FrameLayout>
            <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
              <ImageView android:id="@+id/icon" android:layout_width="24dp" android:layout_height="24dp" android:src="@drawable/header"/>
              \(Self.text("beside_icon", "#999999"))
            </LinearLayout>
            <FrameLayout android:layout_width="match_parent" android:layout_height="wrap_content">
              \(Self.text("under_image", "#999999"))
              <ImageView android:id="@+id/late" android:layout_width="24dp" android:layout_height="24dp" android:src="@drawable/header"/>
            </FrameLayout>
            """
        let found = try await AndroidMeasuredAsAndroidTests.contrast(Self.project(views))
        // Must NOT fire: the picture is the background, which no file states.
        for id in ["over_image", "over_bitmap", "on_cover"] { #expect(found[id] == nil, "\(id): \(found[id] ?? "")") }
        // Must fire: 2.85:1 on the white root, where no picture lies beneath.
        for id in ["below_cover", "plain_frame", "beside_icon", "under_image"] {
            #expect(found[id]?.contains("2.84:1") == true || found[id]?.contains("2.85:1") == true, "\(id): \(found[id] ?? "nothing")")
        }
    }

    @Test func aBackgroundTintIsTheFill() async throws {
        let box = ##"<shape xmlns:android="http://schemas.android.com/apk/res/android"><solid android:color="#EEEEEE"/></shape>"##
        let styles = ##"""
            <resources><style name="Box"><item name="android:background">@drawable/box</item><item name="android:backgroundTint">#1565C0</item></style></resources>
            """##
        let views = """
            <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:background="@drawable/box" android:backgroundTint="#64B5F6">
              \(Self.text("light_tint", "#FFFFFF"))
            </LinearLayout>
            <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:background="@drawable/box" app:backgroundTint="#1565C0">
              \(Self.text("dark_tint", "#FFFFFF"))
            </LinearLayout>
            <LinearLayout style="@style/Box" android:layout_width="match_parent" android:layout_height="wrap_content">
              \(Self.text("style_tint", "#FFFFFF"))
            </LinearLayout>
            \(Self.text("tinted_text", "#FFFFFF", ##"android:background="@drawable/box" android:backgroundTint="#1565C0""##))
            """
        let found = try await AndroidMeasuredAsAndroidTests.contrast(
            Self.project(views, files: ["res/drawable/box.xml": box, "res/values/styles.xml": styles]))
        // Must fire: white on the #64B5F6 tint.
        #expect(found["light_tint"]?.contains("2.21:1") == true, "\(found["light_tint"] ?? "nothing")")
        // Must NOT fire (not even as the 1.16:1 "all but invisible" note on the untinted #EEEEEE): white on #1565C0.
        for id in ["dark_tint", "style_tint", "tinted_text"] { #expect(found[id] == nil, "\(id): \(found[id] ?? "")") }
    }

    @Test func materialButtonStylesDrawTheirOwnFills() async throws {
        func button(_ id: String, _ style: String) -> String {
            ##"<com.google.android.material.button.MaterialButton android:id="@+id/\##(id)" style="\##(style)" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Save" android:textSize="14sp" android:textColor="#1D192B"/>"##
        }
        let views = [
            button("tonal", "@style/Widget.Material3.Button.TonalButton"),
            button("tonal_icon", "@style/Widget.Material3.Button.IconButton.Filled.Tonal"),
            button("icon", "@style/Widget.Material3.Button.IconButton"),
            button("outlined_m2", "@style/Widget.MaterialComponents.Button.OutlinedButton"),
            button("text_m2", "@style/Widget.MaterialComponents.Button.TextButton"),
            button("filled", "@style/Widget.Material3.Button"),
            button("unelevated_m2", "@style/Widget.MaterialComponents.Button.UnelevatedButton"),
            button("filled_icon", "@style/Widget.Material3.Button.IconButton.Filled"),
        ].joined(separator: "\n")
        let theme = ##"<item name="colorPrimary">#6200EE</item><item name="colorSecondaryContainer">#E8DEF8</item>"##
        let found = try await AndroidMeasuredAsAndroidTests.contrast(Self.project(views, themeItems: theme))
        // Must NOT fire: on colorSecondaryContainer (13.24:1), or on the white parent (17.13:1).
        for id in ["tonal", "tonal_icon", "icon", "outlined_m2", "text_m2"] { #expect(found[id] == nil, "\(id): \(found[id] ?? "")") }
        // Must fire: a filled button is on colorPrimary, 2.25:1.
        for id in ["filled", "unelevated_m2", "filled_icon"] {
            #expect(found[id]?.contains("2.24:1") == true || found[id]?.contains("2.25:1") == true, "\(id): \(found[id] ?? "nothing")")
        }
    }

    @Test func aColourCodeSetsThroughALookedUpViewIsAPlaceholder() async throws {
        let views = """
            \(Self.text("toolbar_title", "#BBBBBB"))
            \(Self.text("toolbar_subtitle", "#BBBBBB"))
            \(Self.text("other_title", "#BBBBBB"))
            <LinearLayout android:id="@+id/drawer_header" android:layout_width="match_parent" android:layout_height="wrap_content" android:background="#0082C9">
              \(Self.text("server_name", "#FFFFFF"))
            </LinearLayout>
            <LinearLayout android:id="@+id/plain_header" android:layout_width="match_parent" android:layout_height="wrap_content" android:background="#0082C9">
              \(Self.text("plain_name", "#FFFFFF"))
            </LinearLayout>
            """
        let java = """
            public class ToolbarActivity extends AppCompatActivity {
                void setupTitle(String title) {
                    MaterialTextView titleTextView = findViewById(R.id.toolbar_title);
                    titleTextView.setTextColor(ContextCompat.getColor(this, R.color.foreground));
                    LinearLayout header = (LinearLayout) navigationView.findViewById(R.id.drawer_header);
                    header.setBackgroundColor(primaryColor);
                    viewThemeUtils.platform.colorTextView(binding.toolbarSubtitle, ColorRole.ON_SURFACE);
                    viewThemeUtils.platform.colorTextView(this, ColorRole.ON_SURFACE);
                }
            }
            """
        let report = try await AndroidTargetJudgingTests.scan(Self.project(views, files: ["java/ToolbarActivity.java": java]))
        let all = report.findings.findings.filter { $0.rule == "contrast.text" }
        let found = Dictionary(all.filter { $0.severity == .error }.map { ($0.id, $0.message) }) { first, _ in first }
        // Must NOT be an error: code replaces these colours. A text colour is a note that says so; a background code sets is not measured.
        for id in ["toolbar_title", "toolbar_subtitle", "server_name"] { #expect(found[id] == nil, "\(id): \(found[id] ?? "")") }
        // A theming helper sets the view's background too, so toolbar_subtitle is not measured at all.
        #expect(all.first { $0.id == "toolbar_subtitle" } == nil)
        for id in ["toolbar_title"] {
            let note = all.first { $0.id == id }
            #expect(note?.severity == .note && note?.message.hasPrefix("code sets @id/\(id).textColor, so the file's value is a placeholder") == true, "\(id)")
        }
        // Must fire: the views code leaves alone keep the file's colours.
        #expect(found["other_title"]?.contains("1.91:1") == true || found["other_title"]?.contains("1.92:1") == true, "\(found["other_title"] ?? "nothing")")
        #expect(found["plain_name"]?.contains("4.17:1") == true || found["plain_name"]?.contains("4.16:1") == true, "\(found["plain_name"] ?? "nothing")")
        // Without the code, the looked-up views fire as well.
        let bare = try await AndroidMeasuredAsAndroidTests.contrast(Self.project(views))
        for id in ["toolbar_title", "toolbar_subtitle", "server_name"] { #expect(bare[id] != nil, "\(id)") }
    }

    /// Wikipedia's `values-qq` holds translatewiki's notes to translators ("Label for menu item
    /// for …"): no device shows them, so they are never audited for overflow; a real locale still is.
    @Test func translatorNotesAreNoLocale() async throws {
        let notes = "<resources><string name=\"sample\">Label for the menu item that shows the sample text in the article view</string></resources>"
        let german = "<resources><string name=\"sample\">Beispieltext, der viel zu lang ist</string></resources>"
        func overflows(_ extra: [String: String]) async throws -> [String] {
            let files = [
                "app/src/main/res/values/strings.xml": AndroidCodeTextTests.strings,
                "app/src/main/res/layout/item_note.xml": AndroidCodeTextTests.layout(["note_title"]),
            ].merging(extra) { $1 }
            let folder = try ScanFolder(files)
            defer { folder.remove() }
            let report = try await ProjectScanner(paths: [folder.path], readers: [AndroidLayoutReader()]).scan()
            return report.findings.findings.filter { $0.rule == "overflow.label" }.map(\.id)
        }
        // Must NOT fire: "Sample text" fits 100 dp at 1x, and the translator's note is no language.
        #expect(try await overflows(["app/src/main/res/values-qq/strings.xml": notes]).filter { $0.hasSuffix("[qq]") }.isEmpty)
        // Must fire: the German is too long.
        #expect(try await overflows(["app/src/main/res/values-de/strings.xml": german]).contains { $0.hasSuffix("[de]") })
    }
}
