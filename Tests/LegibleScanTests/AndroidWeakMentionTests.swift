import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, fresh-android18b class 2: forkyz cbef05d1 `SourceListAdapter.java:46` inflates
/// `source_item.xml`, but nothing constructs `SourceListAdapter`; `BrowseActivity.java:485,487`
/// names it only in a cast, `((SourceListAdapter) sources.getAdapter()).current`, and a constant,
/// `SourceListAdapter.ALL_SOURCES`. Its fixed-size warnings were about an adapter no screen has.
@Suite struct AndroidWeakMentionTests {
    typealias Reach = AndroidLayoutReachTests
    static let main = "uhabits-android/src/main/"
    static let java = main + "java/app/crossword/yourealwaysbe/"

    /// forkyz's shape: a reached activity that casts to and reads a constant of an adapter, which
    /// inflates `source_item.xml`; `use` is more of the activity's body.
    static func app(activity use: String = "", kotlin: Bool = false, more: [String: String] = [:]) -> [String: String] {
        let activity: [String: String] =
            kotlin
            ? [
                java + "BrowseActivity.kt": """
                import app.crossword.yourealwaysbe.SourceListAdapter
                class BrowseActivity : AppCompatActivity() {
                    fun f() {
                        val current = (sources.adapter as? SourceListAdapter)?.current
                        if (sources.adapter is SourceListAdapter && SourceListAdapter.ALL_SOURCES == current) { }
                        \(use)
                    }
                }
                """
            ]
            : [
                java + "BrowseActivity.java": """
                import app.crossword.yourealwaysbe.SourceListAdapter;
                public class BrowseActivity extends AppCompatActivity {
                    private ListView sources;
                    void f() {
                        String sourceMatch = ((SourceListAdapter) sources.getAdapter()).current;
                        if (SourceListAdapter.ALL_SOURCES.equals(sourceMatch)) { }
                        \(use)
                    }
                }
                """
            ]
        return Reach.app(
            activity.merging(more) { $1 }.merging([
                main + "AndroidManifest.xml":
                    #"<manifest \#(Reach.ns)><application><activity android:name=".MainActivity"/><activity android:name=".BrowseActivity"/></application></manifest>"#,
                java + "SourceListAdapter.java": """
                public class SourceListAdapter extends BaseAdapter {
                    public static final String ALL_SOURCES = "all";
                    public String current;
                    public View getView(int position, View view, ViewGroup parent) {
                        return inflater.inflate(R.layout.source_item, parent, false);
                    }
                }
                """,
                main + "res/layout/source_item.xml": Reach.failing(),
            ]) { $1 })
    }

    @Test func anAdapterOnlyCastToAndReadIsOneNote() async throws {
        for kotlin in [false, true] {
            // Must fire (as a note): a cast, a type test, an import and a constant use no adapter.
            let found = try await Reach.scan(Self.app(kotlin: kotlin))
            #expect(Reach.severities(found)["source_item.xml"] == [.note], "kotlin: \(kotlin)")
            let note = try #require(found.first { $0.location?.file.hasSuffix("source_item.xml") == true })
            #expect(note.message.contains("nothing in the app uses SourceListAdapter"), "\(note.message)")
            // The activity's layout is judged as before.
            #expect(Reach.severities(found)["activity_main.xml"] == [.error])
        }
    }

    @Test func aConstructedOrReferencedAdapterIsJudged() async throws {
        // Must still fire: code constructs it, calls a static method, names its class, or reads a Kotlin object's INSTANCE.
        let javaUses = [
            "sources.setAdapter(new SourceListAdapter(this, list));", "SourceListAdapter.make(this);", "Class<?> c = SourceListAdapter.class;",
            "Object o = SourceListAdapter.INSTANCE;", "SourceListAdapter adapter = factory.get();",
        ]
        for use in javaUses {
            let found = try await Reach.scan(Self.app(activity: use))
            #expect(Reach.severities(found)["source_item.xml"] == [.error], "\(use)")
        }
        for use in ["sources.adapter = SourceListAdapter(this, list)", "startActivity(Intent(this, SourceListAdapter::class.java))"] {
            let found = try await Reach.scan(Self.app(activity: use, kotlin: true))
            #expect(Reach.severities(found)["source_item.xml"] == [.error], "\(use)")
        }
        // An enum's constant is one of its instances: `Screen.SOURCES` uses the enum, whose entry names the layout.
        let screen = [Self.java + "Screen.kt": "enum class Screen(val layout: Int) { SOURCES(R.layout.source_item) }"]
        let found = try await Reach.scan(Self.app(activity: "int layout = Screen.SOURCES.getLayout();", more: screen))
        #expect(Reach.severities(found)["source_item.xml"] == [.error])
    }
}
