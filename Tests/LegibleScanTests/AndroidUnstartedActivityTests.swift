import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// vlc-android 4ffb22b6: `application/moviepedia` (a library module only the app uses) declares
/// `MediaScrapingActivity` in its manifest with no intent filter, and that activity sets
/// `moviepedia_activity.xml` as its content view; the app starts
/// `"org.videolan.moviepedia.ui.MoviepediaActivity"` (`Constants.kt:229`), a class that does not
/// exist, so the screen never shows, and `moviepedia_activity.xml:44`'s 40 dp back button was a
/// wrong error. The root `build.gradle` only puts the publishing plugin on its build classpath.
@Suite struct AndroidUnstartedActivityTests {
    typealias Reach = AndroidLayoutReachTests
    static let module = "application/moviepedia/"
    static let ui = module + "src/main/java/org/videolan/moviepedia/ui/"
    static let unfiltered = #"<activity android:name="org.videolan.moviepedia.ui.MediaScrapingActivity" android:theme="@style/Theme.VLC" />"#

    /// The uhabits app of ``AndroidLayoutReachTests`` with vlc-android's moviepedia module.
    static func app(_ changes: [String: String] = [:]) -> [String: String] {
        Reach.app(
            [
                // vlc-android 4ffb22b6 `build.gradle:16`.
                "build.gradle": "buildscript { dependencies { classpath 'com.vanniktech:gradle-maven-publish-plugin:0.34.0' } }",
                module + "build.gradle": "plugins { id 'com.android.library' }\nandroid { dataBinding { enabled = true } }",
                module + "src/main/AndroidManifest.xml": "<manifest \(Reach.ns)><application>\(unfiltered)</application></manifest>",
                ui + "MediaScrapingActivity.kt": """
                open class MediaScrapingActivity : BaseActivity() {
                    private lateinit var binding: MoviepediaActivityBinding
                    override fun onCreate(savedInstanceState: Bundle?) {
                        binding = DataBindingUtil.setContentView(this, R.layout.moviepedia_activity)
                        val adapter = MediaScrapingResultAdapter(layoutInflater)
                    }
                    inner class ClickHandler { fun onBack(v: View) { finish() } }
                }
                """,
                ui + "MediaScrapingResultAdapter.kt": """
                class MediaScrapingResultAdapter(private val inflater: LayoutInflater) {
                    internal lateinit var clickHandler: MediaScrapingActivity.ClickHandler
                    fun create(parent: ViewGroup) = MoviepediaItemBinding.inflate(inflater, parent, false)
                }
                """,
                module + "src/main/res/layout/moviepedia_activity.xml": Reach.failing(),
                "uhabits-android/src/main/java/org/isoron/uhabits/Constants.kt":
                    "const val MOVIEPEDIA_ACTIVITY = \"org.videolan.moviepedia.ui.MoviepediaActivity\"",
            ].merging(changes) { $1 })
    }

    @Test func anActivityNothingStartsShowsNoLayout() async throws {
        let found = try await Reach.scan(Self.app())
        // Must not: only the activity nothing starts names the layout.
        #expect(Reach.severities(found)["moviepedia_activity.xml"] == [.note], "\(found.map(\.message))")
        // Must: the app's own screen.
        #expect(Reach.severities(found)["activity_main.xml"] == [.error])
    }

    @Test func anActivitySomethingMayStartIsJudged() async throws {
        let filtered =
            #"<activity android:name="org.videolan.moviepedia.ui.MediaScrapingActivity"><intent-filter><action android:name="android.intent.action.SEARCH"/></intent-filter></activity>"#
        let cases: [[String: String]] = [
            // Other apps may start it.
            [Self.module + "src/main/AndroidManifest.xml": "<manifest \(Reach.ns)><application>\(filtered)</application></manifest>"],
            // The app's code starts it.
            [
                "uhabits-android/src/main/java/org/isoron/uhabits/Scrape.kt":
                    "fun scrape(c: Context) = c.startActivity(Intent(c, MediaScrapingActivity::class.java))"
            ],
            // Every module publishes.
            ["build.gradle": "subprojects { apply plugin: 'maven-publish' }"],
        ]
        for change in cases {
            let found = try await Reach.scan(Self.app(change))
            #expect(Reach.severities(found)["moviepedia_activity.xml"] == [.error], "\(change)")
        }
    }

    @Test func onlyActivitiesNothingElseStartsLoseTheirName() {
        let manifest = """
            <manifest><application android:name=".App">
                \(Self.unfiltered)
                <activity android:name=".Shared" android:exported="true" />
                <activity android:name=".Main"><intent-filter><action android:name="android.intent.action.MAIN"/></intent-filter></activity>
                <activity-alias android:name=".Alias" android:targetActivity=".Hidden" />
                <service android:name=".Player" />
            </application></manifest>
            """
        var names = AndroidReachXML()
        names.add(xml: AndroidResources.withoutUnstartableActivityNames(manifest))
        #expect(!names.names.contains("MediaScrapingActivity"))
        for name in ["App", "Shared", "Main", "Alias", "Hidden", "Player"] { #expect(names.names.contains(name), "\(name)") }
    }
}
