import Testing

@testable import LegibleScan

/// qksms c86ea108 `GalleryActivity.kt:57` sets `delegate.localNightMode =
/// AppCompatDelegate.MODE_NIGHT_YES` before `setContentView(R.layout.gallery_activity)`: the
/// gallery is always dark, and `gallery_activity.xml:47` and `:59` were judged in light.
@Suite struct AndroidLocalNightModeTests {
    static let gallery = """
        class GalleryActivity : QkActivity(), GalleryView {
            override fun onCreate(savedInstanceState: Bundle?) {
                delegate.localNightMode = AppCompatDelegate.MODE_NIGHT_YES
                AndroidInjection.inject(this)
                super.onCreate(savedInstanceState)
                setContentView(R.layout.gallery_activity)
            }
        }
        """

    @Test func anActivitysOwnNightModeForcesItsContentView() throws {
        var facts = AndroidSourceFacts()
        facts.add(source: Self.gallery, path: "feature/gallery/GalleryActivity.kt")
        let style = try #require(facts.localNightMode(ofLayout: "gallery_activity"))
        #expect(style.isDark)
        #expect(style.location.line == 3)
        #expect(style.reason == "localNightMode = AppCompatDelegate.MODE_NIGHT_YES (GalleryActivity.kt:3) shows only dark")
        // Another activity's layout, and the whole app, keep both appearances.
        #expect(facts.localNightMode(ofLayout: "compose_activity") == nil)
        #expect(facts.nightMode == nil)
    }

    @Test func javasSetterForcesLight() {
        var facts = AndroidSourceFacts()
        facts.add(
            source: """
                public class ViewerActivity extends AppCompatActivity {
                    protected void onCreate(Bundle state) {
                        getDelegate().setLocalNightMode(AppCompatDelegate.MODE_NIGHT_NO);
                        setContentView(R.layout.viewer);
                    }
                }
                """, path: "ViewerActivity.java")
        #expect(facts.localNightMode(ofLayout: "viewer")?.isDark == false)
    }

    @Test func aBranchAVariableOrTheSystemModeForceNothing() {
        for line in [
            "if (dark) delegate.localNightMode = AppCompatDelegate.MODE_NIGHT_YES",
            "delegate.localNightMode = mode",
            "delegate.localNightMode = AppCompatDelegate.MODE_NIGHT_FOLLOW_SYSTEM",
            "if (delegate.localNightMode == AppCompatDelegate.MODE_NIGHT_YES) finish()",
        ] {
            var facts = AndroidSourceFacts()
            facts.add(source: "class A : AppCompatActivity() {\n fun onCreate() {\n \(line)\n setContentView(R.layout.a)\n }\n}", path: "A.kt")
            #expect(facts.localNightMode(ofLayout: "a") == nil, "\(line)")
        }
    }

    @Test func theLayoutsElementsAreJudgedInThatModeOnly() throws {
        var facts = AndroidSourceFacts()
        facts.add(source: Self.gallery, path: "GalleryActivity.kt")
        var resources = AndroidResources()
        resources.sourceFacts = facts
        let layout = """
            <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent" android:layout_height="match_parent">
                <TextView android:id="@+id/title" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Photo" />
            </FrameLayout>
            """
        let gallery = try AndroidLayoutReader().read(text: layout, path: "res/layout/gallery_activity.xml", android: resources)
        #expect(!gallery.elements.isEmpty)
        #expect(gallery.elements.allSatisfy { $0.interfaceStyle?.isDark == true })
        let other = try AndroidLayoutReader().read(text: layout, path: "res/layout/compose_activity.xml", android: resources)
        #expect(other.elements.allSatisfy { $0.interfaceStyle == nil })
    }

    /// End to end, as `GalleryActivity.kt:57` writes it: only dark is measured, even when the app's
    /// default mode is light (the activity's own mode wins); another activity keeps both.
    @Test func onlyTheActivitysModeIsMeasured() async throws {
        let layout = AndroidMeasuredAsAndroidTests.layout(AndroidMeasuredAsAndroidTests.grey + "\n" + AndroidMeasuredAsAndroidTests.ink)
        func contrast(_ code: String) async throws -> [String] {
            try await AndroidMeasuredAsAndroidTests.contrast(AndroidMeasuredAsAndroidTests.project(layout: layout, code: code)).keys.sorted()
        }
        #expect(try await contrast("delegate.localNightMode = AppCompatDelegate.MODE_NIGHT_YES") == ["ink"])
        #expect(
            try await contrast("AppCompatDelegate.setDefaultNightMode(MODE_NIGHT_NO)\n delegate.localNightMode = AppCompatDelegate.MODE_NIGHT_YES") == ["ink"])
        #expect(try await contrast("delegate.localNightMode = AppCompatDelegate.MODE_NIGHT_NO") == ["grey"])
        #expect(try await contrast("") == ["grey", "ink"])
    }
}
