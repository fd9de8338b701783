import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, fresh-android18a class 1: pocket-casts-android keeps its screens in library modules
/// only its apps use. `profile/fragment_change_email.xml` is named nowhere, and
/// `podcasts/preference_playback_speed.xml` only by `PlaybackSpeedPreference`
/// (`widgetLayoutResource = R.layout.preference_playback_speed`), a class nothing names: their
/// errors were about screens no user sees.
@Suite struct AndroidInternalLibraryTests {
    typealias Reach = AndroidLayoutReachTests
    static let profile = "modules/features/profile/"
    static let podcasts = "modules/features/podcasts/"
    static let preference = podcasts + "src/main/java/au/com/shiftyjelly/pocketcasts/podcasts/view/components/PlaybackSpeedPreference.kt"

    /// The uhabits app of ``AndroidLayoutReachTests`` with pocket-casts' two library modules.
    static func app(_ changes: [String: String] = [:]) -> [String: String] {
        Reach.app(
            [
                profile + "build.gradle.kts": "plugins { id(\"com.android.library\") }",
                profile + "src/main/java/au/com/shiftyjelly/pocketcasts/profile/ProfileFragment.kt":
                    "fun profileFragment() = ProfileFragment()\nclass ProfileFragment : Fragment() { fun f() = FragmentProfileBinding.inflate(inflater) }",
                profile + "src/main/res/layout/fragment_profile.xml": Reach.failing(),
                profile + "src/main/res/layout/fragment_change_email.xml": Reach.failing(2),
                podcasts + "build.gradle.kts": "plugins { id(\"com.android.library\") }",
                preference: """
                class PlaybackSpeedPreference @JvmOverloads constructor(context: Context, attrs: AttributeSet) : Preference(context, attrs) {
                    init { widgetLayoutResource = R.layout.preference_playback_speed }
                }
                """,
                podcasts + "src/main/res/layout/preference_playback_speed.xml": Reach.failing(),
            ].merging(changes) { $1 })
    }

    @Test func pocketCastsDeadLibraryLayoutsAreNotes() async throws {
        let found = try await Reach.scan(Self.app())
        // Must fire (as notes): named nowhere, and named only by a class nothing uses.
        #expect(Reach.severities(found)["fragment_change_email.xml"] == [.note])
        #expect(Reach.severities(found)["preference_playback_speed.xml"] == [.note])
        let note = try #require(found.first { $0.location?.file.hasSuffix("preference_playback_speed.xml") == true })
        #expect(note.message.contains("nothing in the app uses PlaybackSpeedPreference"), "\(note.message)")
        // Must still fire: a library fragment a Kotlin top-level function makes (its binding is named).
        #expect(Reach.severities(found)["fragment_profile.xml"] == [.error])
        #expect(Reach.severities(found)["activity_main.xml"] == [.error])
    }

    @Test func aWorkerFactoryLoadsNoScreenByName() async throws {
        // pocket-casts `CastsWorkerFactory.kt:17` re-creates the workers it is asked for by name.
        let factory = Self.podcasts + "src/main/java/au/com/shiftyjelly/pocketcasts/podcasts/CastsWorkerFactory.kt"
        let workers = "fun make(workerClassName: String) = Class.forName(workerClassName).asSubclass(ListenableWorker::class.java)"
        var found = try await Reach.scan(Self.app([factory: workers]))
        #expect(Reach.severities(found)["preference_playback_speed.xml"] == [.note])
        // Must still judge: a name loaded with no such bound may be any class.
        found = try await Reach.scan(Self.app([factory: "fun make(name: String) = Class.forName(name).newInstance()"]))
        #expect(Reach.severities(found)["preference_playback_speed.xml"] == [.error])
    }

    @Test func aLibraryLayoutSomethingMayShowIsJudged() async throws {
        let res = Self.podcasts + "src/main/res/"
        let cases: [[String: String]] = [
            // A published library: other builds may use it.
            [
                Self.profile + "build.gradle.kts": "plugins { id(\"com.android.library\"); id(\"maven-publish\") }",
                Self.podcasts + "build.gradle.kts": "plugins { id(\"com.android.library\"); id(\"maven-publish\") }",
            ],
            ["build.gradle": "subprojects { apply plugin: 'maven-publish' }"],
            // The layouts and the class named: by the app's code, a preference screen, a library manifest, a binding in another module.
            [
                "uhabits-android/src/main/java/org/isoron/uhabits/Settings.kt":
                    "fun settings(context: Context) { val p = PlaybackSpeedPreference(context, attrs); val b = FragmentChangeEmailBinding.inflate(i) }"
            ],
            [
                res + "xml/preferences_podcast.xml":
                    "<PreferenceScreen \(Reach.ns)><au.com.shiftyjelly.pocketcasts.podcasts.view.components.PlaybackSpeedPreference/><Preference android:layout=\"@layout/fragment_change_email\"/></PreferenceScreen>"
            ],
        ]
        for change in cases {
            let found = try await Reach.scan(Self.app(change))
            #expect(Reach.severities(found)["preference_playback_speed.xml"] == [.error], "\(change)")
            #expect(Reach.severities(found)["fragment_change_email.xml"] == [.error, .error], "\(change)")
        }
        // A library manifest's activity that shows both.
        let activity = [
            Self.podcasts + "src/main/AndroidManifest.xml":
                #"<manifest \#(Reach.ns)><application><activity android:name=".SpeedActivity"/></application></manifest>"#,
            Self.podcasts + "src/main/java/au/com/shiftyjelly/pocketcasts/podcasts/SpeedActivity.kt":
                "class SpeedActivity : Activity() { fun f() { setContentView(R.layout.fragment_change_email); PlaybackSpeedPreference(this, null) } }",
        ]
        let found = try await Reach.scan(Self.app(activity))
        #expect(Reach.severities(found)["preference_playback_speed.xml"] == [.error])
        #expect(Reach.severities(found)["fragment_change_email.xml"] == [.error, .error])
    }
}
