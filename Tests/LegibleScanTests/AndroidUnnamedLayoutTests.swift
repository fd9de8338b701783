import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, fresh-android14b D3: NotallyX 68bee95c `dialog_add_more.xml` is named nowhere (no
/// `R.layout.dialog_add_more`, no `DialogAddMoreBinding`, no `<include>` or `@layout/`), so its
/// three 40 dp rows (:13, :23, :33) are on no screen: their errors are one note.
@Suite struct AndroidUnnamedLayoutTests {
    typealias Reach = AndroidLayoutReachTests
    static let layout = "uhabits-android/src/main/res/layout/dialog_add_more.xml"

    @Test func notallyxsUnnamedDialogIsOneNote() async throws {
        // Must fire (as one note): nothing names dialog_add_more.
        let found = try await Reach.scan(Reach.app([Self.layout: Reach.failing(3)]))
        #expect(Reach.severities(found)["dialog_add_more.xml"] == [.note])
        let note = try #require(found.first { $0.location?.file.hasSuffix("dialog_add_more.xml") == true })
        #expect(note.message.hasPrefix("nothing in the app names dialog_add_more.xml"), "\(note.message)")
        // The activity's own layout is judged as before.
        #expect(Reach.severities(found)["activity_main.xml"] == [.error])
    }

    @Test func aLayoutNamedAnyWayOrPossiblyInflatedByALibraryIsJudged() async throws {
        // In the activity the manifest names, so the code is reached.
        let code = "uhabits-android/src/main/java/org/isoron/uhabits/MainActivity.kt"
        let main = "uhabits-android/src/main/"
        let cases: [[String: String]] = [
            // Named by code: R.layout, a binding, a static import's bare name, a string, a lookup by name.
            [code: "class MainActivity { val x = R.layout.dialog_add_more }"], [code: "class MainActivity { val b = DialogAddMoreBinding.inflate(i) }"],
            [code: "class MainActivity { val x = dialog_add_more }"], [code: "class MainActivity { val x = \"dialog_add_more\" }"],
            [code: "class MainActivity { val id = resources.getIdentifier(name, \"layout\", pkg) }"],
            // Named by XML: an include of a reached layout, a menu's actionLayout.
            [
                main + "res/layout/activity_main.xml": Reach.failing().replacingOccurrences(
                    of: "</LinearLayout>", with: "<include layout=\"@layout/dialog_add_more\"/></LinearLayout>")
            ],
            [main + "res/menu/main.xml": "<menu \(Reach.ns)><item app:actionLayout=\"@layout/dialog_add_more\"/></menu>"],
            // A library module's layout, which apps using it may inflate.
            ["uhabits-android/build.gradle.kts": "plugins { id(\"com.android.library\") }"],
        ]
        for change in cases {
            let found = try await Reach.scan(Reach.app(change.merging([Self.layout: Reach.failing(3)]) { $1 }))
            #expect(Reach.severities(found)["dialog_add_more.xml"] == [.error, .error, .error], "\(change)")
        }
        // A layout looked up by reflection over R.layout: any may be shown.
        for lookup in ["R.layout::class.java.fields", "R.layout.class.getFields()"] {
            let found = try await Reach.scan(Reach.app([Self.layout: Reach.failing(3), code: "class MainActivity { val all = \(lookup) }"]))
            #expect(Reach.severities(found)["dialog_add_more.xml"] == [.error, .error, .error], "\(lookup)")
        }
        // Must NOT fold: a library layout the app overrides by name (AppCompat's, Material's).
        let overriding = try await Reach.scan(Reach.app([main + "res/layout/design_bottom_sheet_dialog.xml": Reach.failing()]))
        #expect(Reach.severities(overriding)["design_bottom_sheet_dialog.xml"] == [.error])
    }

    /// fresh-android18a: pocket-casts 7fef4bbd `ClassicPlayer.kt:73` names
    /// `R.layout.classic_surface_dynamic`, whose `.class` prefix was read as `R.layout.class`
    /// (a lookup of every layout by reflection), so no unnamed layout was folded: three errors
    /// (`fragment_change_email.xml:130`, `row_detailed_podcast.xml:52`, `row_podcast_grid.xml:61`).
    @Test func aLayoutWhoseNameStartsWithClassIsNoReflection() async throws {
        let code = "uhabits-android/src/main/java/org/isoron/uhabits/MainActivity.kt"
        let named = "class MainActivity { val x = if (dynamic) R.layout.classic_surface_dynamic else R.layout.classic_surface_default }"
        let found = try await Reach.scan(Reach.app([Self.layout: Reach.failing(3), code: named]))
        #expect(Reach.severities(found)["dialog_add_more.xml"] == [.note])
    }
}
