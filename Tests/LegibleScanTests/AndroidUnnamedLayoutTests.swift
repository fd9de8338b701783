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

    /// fresh-android22b W1: iNaturalist's only layout lookup by name,
    /// `res.getIdentifier("@layout/" + layouts[position], "layout", pkg)` (TutorialActivity.java:81),
    /// takes its names from a string array of three literals (values/constants.xml:36-43), and
    /// `getResourceIdByName(aString, type)` (INaturalistApp.java:1022) is a private wrapper whose
    /// callers pass `"color"` and `"string"`: `pinned_location_item.xml`, named nowhere, was judged.
    @Test func aLookupByAStringArraysItemNamesOnlyItsItems() async throws {
        let main = "uhabits-android/src/main/"
        let code = main + "java/org/isoron/uhabits/MainActivity.java"
        let arrays = main + "res/values/constants.xml"
        let lookup = """
            public class MainActivity extends Activity {
                void page(Resources res, int position) {
                    String[] layouts = res.getStringArray(R.array.tutorial_layouts);
                    int id = res.getIdentifier("@layout/" + layouts[position], "layout", getPackageName());
                }
                private int getResourceIdByName(String aString, String type) {
                    return getResources().getIdentifier(aString, type, getPackageName());
                }
                int color(String name) { return getResourceIdByName(name, "color"); }
                int string(String name) { return getResourceIdByName(name, "string"); }
            }
            """
        let items = "<resources><string-array name=\"tutorial_layouts\"><item>tutorial_page</item><item>tutorial_page_first</item></string-array></resources>"
        let pages = [main + "res/layout/tutorial_page.xml": Reach.failing(), main + "res/layout/tutorial_page_first.xml": Reach.failing()]
        let app = Reach.app([Self.layout: Reach.failing(3), code: lookup, arrays: items].merging(pages) { $1 })
        let found = try await Reach.scan(app)
        // Must fold: dialog_add_more is none of the array's items.
        #expect(Reach.severities(found)["dialog_add_more.xml"] == [.note])
        // Must NOT fold: the array's layouts, which the lookup shows.
        #expect(Reach.severities(found)["tutorial_page.xml"] == [.error])
        #expect(Reach.severities(found)["tutorial_page_first.xml"] == [.error])
        // Must NOT fold: the wrapper passed "layout" by one caller, or a name with no literal
        // prefix and no array, or the array's item is another resource.
        let layoutCaller = lookup.replacingOccurrences(of: "(name, \"string\")", with: "(name, \"layout\")")
        let unknownName = lookup.replacingOccurrences(of: "\"@layout/\" + layouts[position]", with: "pageName(position)")
        let referenced = items.replacingOccurrences(of: "<item>tutorial_page</item>", with: "<item>@string/page</item>")
        for change in [[code: layoutCaller], [code: unknownName], [arrays: referenced]] {
            let judged = try await Reach.scan(app.merging(change) { $1 })
            #expect(Reach.severities(judged)["dialog_add_more.xml"] == [.error, .error, .error], "\(change)")
        }
    }

    /// A lookup whose name starts with a literal names only the layouts with that prefix.
    @Test func aLookupWithALiteralPrefixNamesOnlyThatPrefix() async throws {
        let code = "uhabits-android/src/main/java/org/isoron/uhabits/MainActivity.kt"
        let lookup = "class MainActivity { fun f(n: Int) = resources.getIdentifier(\"tutorial_\" + n, \"layout\", packageName) }"
        let found = try await Reach.scan(Reach.app([Self.layout: Reach.failing(3), code: lookup]))
        #expect(Reach.severities(found)["dialog_add_more.xml"] == [.note])
        let prefixed = lookup.replacingOccurrences(of: "\"tutorial_\"", with: "\"dialog_\"")
        let judged = try await Reach.scan(Reach.app([Self.layout: Reach.failing(3), code: prefixed]))
        #expect(Reach.severities(judged)["dialog_add_more.xml"] == [.error, .error, .error])
    }

    /// fresh-android22a class 3: LibreraReader's `ads.xml` (no underscore in its name) and
    /// `fragment_search_header.xml` are named nowhere, but `Charset.forName(charset)` and
    /// `Class.forName(menuPopupHelper.getClass().getName())` (PopupHelper.java:98) load classes by
    /// computed names, which turned the whole check off.
    @Test func aClassLoadedByNameOrANameWithoutUnderscoreStillFolds() async throws {
        let main = "uhabits-android/src/main/"
        let code = main + "java/org/isoron/uhabits/MainActivity.java"
        let loads = "public class MainActivity extends Activity { Object o(String n) throws Exception { return Class.forName(n); } }"
        let app = Reach.app([Self.layout: Reach.failing(3), main + "res/layout/ads.xml": Reach.failing(2), code: loads])
        let found = try await Reach.scan(app)
        #expect(Reach.severities(found)["dialog_add_more.xml"] == [.note])
        #expect(Reach.severities(found)["ads.xml"] == [.note])
        // Must NOT fold: the bare word (a static import's) or the string names it; the class load
        // still keeps a layout only unreached code names (the date picker's) judged.
        #expect(Reach.severities(found)["year_label_text_view.xml"] == [.error])
        let imported = "import static org.isoron.uhabits.R.layout.*;\n"
        for (header, named) in [(imported, "int id = ads;"), ("", "String s = \"ads\";")] {
            let change = [code: header + loads.replacingOccurrences(of: "Object o(", with: "void f() { \(named) } Object o(")]
            let judged = try await Reach.scan(app.merging(change) { $1 })
            #expect(Reach.severities(judged)["ads.xml"] == [.error, .error], "\(named)")
        }
    }

    /// fresh-android22b W1: iNaturalist's `layout-v17/map.xml` is named nowhere; `map` is only a
    /// variable's name (MissionDetails.java), in files that import no `R.layout` fields, and its
    /// `filter_name` (:88) was a contrast error about a screen no user sees.
    @Test func aBareWordNamesALayoutOnlyAfterAnImportOfLayoutFields() async throws {
        let main = "uhabits-android/src/main/"
        let code = main + "java/org/isoron/uhabits/MainActivity.java"
        let uses = "public class MainActivity extends Activity { void f() { GoogleMap ads = null; ads.clear(); } }"
        let app = Reach.app([Self.layout: Reach.failing(3), main + "res/layout-v17/ads.xml": Reach.failing(2), code: uses])
        // Must fold: the variable names no layout.
        #expect(Reach.severities(try await Reach.scan(app))["ads.xml"] == [.note])
        // Must stay judged: after an import of the layout fields the bare word may be the layout's id.
        let imported = [code: "import static org.isoron.uhabits.R.layout.*;\n" + uses]
        #expect(Reach.severities(try await Reach.scan(app.merging(imported) { $1 }))["ads.xml"] == [.error, .error])
    }
}
