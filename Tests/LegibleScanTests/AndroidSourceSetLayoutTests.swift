import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Issue 33, fresh-android25a pattern 1: element-android 4c04cbf5 keeps a gallery of its button
/// styles in `library/ui-styles/src/debug/res/layout/activity_debug_button_styles.xml:16`
/// (`<Button style="@style/Widget.Vector.Button" …/>`, white on #0DBD8B), shown by
/// `DebugVectorButtonStylesActivity`, which only `library/ui-styles/src/debug/AndroidManifest.xml:24`
/// declares. A release build leaves the `debug` source set out: its 27 contrast errors became one
/// note per file. A product flavour's source set (`src/fdroid`) ships, and stays judged.
@Suite struct AndroidSourceSetLayoutTests {
    static let ns = AndroidLayoutReachTests.ns

    static func app() -> [String: String] {
        let module = "element-android/library/ui-styles/src/"
        return [
            "element-android/library/ui-styles/build.gradle": "plugins { id 'com.android.application' }",
            module + "main/AndroidManifest.xml": #"<manifest \#(ns)><application><activity android:name="im.vector.MainActivity"/></application></manifest>"#,
            module + "main/java/im/vector/MainActivity.kt":
                "class MainActivity : AppCompatActivity() {\n fun f() { setContentView(R.layout.activity_main)\n FlavourScreen() }\n}",
            module + "main/res/layout/activity_main.xml": AndroidLayoutReachTests.failing(),
            // A flavour's own screen, which its build ships.
            module + "fdroid/java/im/vector/FlavourScreen.kt":
                "class FlavourScreen : AppCompatActivity() {\n fun f() { setContentView(R.layout.activity_fdroid) }\n}",
            module + "fdroid/res/layout/activity_fdroid.xml": AndroidLayoutReachTests.failing(),
            module + "debug/AndroidManifest.xml":
                #"<manifest \#(ns)><application><activity android:name=".debug.DebugVectorButtonStylesLightActivity"/></application></manifest>"#,
            module + "debug/java/im/vector/lib/ui/styles/debug/DebugVectorButtonStylesLightActivity.kt":
                "class DebugVectorButtonStylesLightActivity : AppCompatActivity() {\n fun f() { setContentView(R.layout.activity_debug_button_styles) }\n}",
            module + "debug/res/layout/activity_debug_button_styles.xml": AndroidLayoutReachTests.failing(3),
        ]
    }

    @Test func aDebugSourceSetsLayoutIsOneNoteAndAFlavoursIsJudged() async throws {
        let found = try await AndroidLayoutReachTests.scan(Self.app())
        let severities = AndroidLayoutReachTests.severities(found)
        // Must fire: the main source set's and the flavour's layouts ship.
        #expect(severities["activity_main.xml"] == [.error])
        #expect(severities["activity_fdroid.xml"] == [.error])
        // Must not: the debug source set's three errors are one note.
        #expect(severities["activity_debug_button_styles.xml"] == [.note])
        let note = try #require(found.first { $0.location?.file.hasSuffix("activity_debug_button_styles.xml") == true })
        #expect(
            note.message.hasPrefix("the file is in ui-styles/src/debug, a source set release builds leave out, so only debug or test builds show it"),
            "\(note.message)")
        #expect(note.property("debugOnly") != nil)
    }

    @Test func nonReleaseSourceSetsByGradlesConvention() {
        let set = AndroidResources.nonReleaseSourceSet(of:)
        #expect(set("app/src/debug/res/layout/a.xml") == "app/src/debug")
        #expect(set("app/src/gplayDebug/res/layout/a.xml") == "app/src/gplayDebug")
        #expect(set("app/src/androidTest/java/A.kt") == "app/src/androidTest")
        #expect(set("app/src/testFdroid/kotlin/A.kt") == "app/src/testFdroid")
        for shipped in ["app/src/main/res/layout/a.xml", "app/src/release/java/A.kt", "app/src/fdroid/res/layout/a.xml", "app/src/gplay/res/values/c.xml"] {
            #expect(set(shipped) == nil, "\(shipped)")
        }
    }
}
