import Testing

@testable import LegibleScan

/// Threema e2defbb8: `ThreemaToolbarActivity` calls `setContentView(layoutResource)` with
/// `int layoutResource = getLayoutResource();`, and the always-dark `MediaViewerActivity`
/// (`setLocalNightMode(MODE_NIGHT_YES)` in an initialiser, MediaViewerActivity.java:96) returns
/// `R.layout.activity_media_viewer`: `activity_media_viewer.xml:55` was judged in light. Its
/// fragments, inflated by `MediaViewFragment` through `getFragmentResourceId()` and created only
/// by that activity, were judged in light too (`fragment_media_viewer_audio.xml:27`).
@Suite struct AndroidLayoutMethodTests {
    static let base = """
        public abstract class ToolbarActivity extends AppCompatActivity {
            protected boolean initActivity(Bundle savedInstanceState) {
                @LayoutRes int layoutResource = getLayoutResource();
                if (layoutResource != 0) {
                    setContentView(layoutResource);
                }
                return true;
            }
            public abstract int getLayoutResource();
        }
        """
    static let viewer = """
        public class ViewerActivity extends ToolbarActivity {
            {
                getDelegate().setLocalNightMode(AppCompatDelegate.MODE_NIGHT_YES);
            }
            void show(int type) {
                if (type == 1) { fragment = new AudioFragment(); }
            }
            @Override
            public int getLayoutResource() {
                return R.layout.activity_viewer;
            }
        }
        """
    static let settings = """
        class SettingsActivity : ToolbarActivity() {
            override fun getLayoutResource(): Int = R.layout.activity_settings
        }
        """
    static let baseFragment = """
        abstract public class MediaFragment extends Fragment {
            public View onCreateView(LayoutInflater inflater, ViewGroup container, Bundle savedInstanceState) {
                final ViewGroup rootView = (ViewGroup) inflater.inflate(this.getFragmentResourceId(), container, false);
                return rootView;
            }
            protected abstract int getFragmentResourceId();
        }
        """
    static let audio = """
        public class AudioFragment extends MediaFragment {
            @Override
            protected int getFragmentResourceId() {
                return R.layout.fragment_audio;
            }
        }
        """

    static func facts(_ files: [(String, String)]) -> AndroidSourceFacts {
        var facts = AndroidSourceFacts()
        for (path, text) in files { facts.add(source: text, path: path) }
        facts.resolveLayoutMethods()
        return facts
    }

    @Test func aSubclassesLayoutIsItsContentViewInItsNightMode() throws {
        let facts = Self.facts([("ToolbarActivity.java", Self.base), ("ViewerActivity.java", Self.viewer), ("SettingsActivity.kt", Self.settings)])
        #expect(facts.isContentView("activity_viewer"))
        #expect(facts.contentViewClasses(ofLayout: "activity_viewer") == ["ViewerActivity"])
        #expect(try #require(facts.localNightMode(ofLayout: "activity_viewer")).isDark)
        // Another subclass shows its layout without a night mode of its own.
        #expect(facts.contentViewClasses(ofLayout: "activity_settings") == ["SettingsActivity"])
        #expect(facts.localNightMode(ofLayout: "activity_settings") == nil)
    }

    @Test func aFunctionNoBaseClassShowsLinksNothing() {
        // The same override, but the base class never passes it to `setContentView`.
        let base = "public abstract class ToolbarActivity extends AppCompatActivity {\n public abstract int getLayoutResource();\n}"
        let facts = Self.facts([("ToolbarActivity.java", base), ("ViewerActivity.java", Self.viewer)])
        #expect(!facts.isContentView("activity_viewer"))
        #expect(facts.localNightMode(ofLayout: "activity_viewer") == nil)
        // A body that is more than one layout field (a branch) is not read.
        let branching = "class A : ToolbarActivity() {\n override fun getLayoutResource() = if (x) R.layout.a else R.layout.b\n}"
        #expect(!Self.facts([("ToolbarActivity.java", Self.base), ("A.kt", branching)]).isContentView("a"))
    }

    @Test func aFragmentOnlyAnAlwaysDarkActivityCreatesIsDark() throws {
        let files = [
            ("ToolbarActivity.java", Self.base), ("ViewerActivity.java", Self.viewer), ("MediaFragment.java", Self.baseFragment),
            ("AudioFragment.java", Self.audio),
        ]
        var resources = AndroidResources()
        resources.sourceFacts = Self.facts(files)
        #expect(resources.sourceFacts?.fragments.rootLayouts["AudioFragment"] == ["fragmentaudio"])
        resources.resolveFragmentNightModes()
        #expect(try #require(resources.sourceFacts?.localNightMode(ofLayout: "fragment_audio")).isDark)
    }

    @Test func aFragmentAnotherActivityAlsoCreatesKeepsBothModes() {
        let other = "class OtherActivity : AppCompatActivity() {\n fun onCreate() {\n setContentView(R.layout.other)\n add(AudioFragment())\n }\n}"
        let files = [
            ("ToolbarActivity.java", Self.base), ("ViewerActivity.java", Self.viewer), ("MediaFragment.java", Self.baseFragment),
            ("AudioFragment.java", Self.audio), ("OtherActivity.kt", other),
        ]
        var resources = AndroidResources()
        resources.sourceFacts = Self.facts(files)
        resources.resolveFragmentNightModes()
        #expect(resources.sourceFacts?.localNightMode(ofLayout: "fragment_audio") == nil)
    }
}
