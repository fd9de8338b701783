import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Fresh judge droid29b (glucosio-android): `BackupActivity` sets `backup_drive_activity.xml`, and
/// the manifest declares it with no intent-filter, but nothing starts it (its one launcher, a
/// preference, is commented out; `BackupAdapter.java:74` only casts to it). The layout's contrast
/// error (`:30`) and small target (`:95`) were judged on a screen no one sees: they are one note
/// now. An activity code names (in any module), one with an intent-filter, and one whose manifest
/// declares no launcher are judged as before.
@Suite struct AndroidUnlaunchedActivityTests {
    static let ns = AndroidContentViewTests.namespaces

    static func app(_ changes: [String: String] = [:]) -> [String: String] {
        let main = "app/src/main/"
        let code = main + "java/org/example/app/"
        let launcher =
            #"<intent-filter><action android:name="android.intent.action.MAIN"/><category android:name="android.intent.category.LAUNCHER"/></intent-filter>"#
        return [
            "app/build.gradle.kts": "plugins { id(\"com.android.application\") }\nandroid { defaultConfig { applicationId = \"org.example.app\" } }",
            "feature/build.gradle.kts": "plugins { id(\"com.android.library\") }",
            main + "AndroidManifest.xml": """
            <manifest \(ns)><application>
            <activity android:name=".MainActivity">\(launcher)</activity>
            <activity android:name=".backup.BackupActivity" android:parentActivityName=".MainActivity"/>
            <activity android:name=".ShareActivity"><intent-filter><action android:name="android.intent.action.SEND"/></intent-filter></activity>
            <activity android:name=".SettingsActivity"/>
            </application></manifest>
            """,
            code + "MainActivity.kt":
                "class MainActivity : AppCompatActivity() {\n fun f() { setContentView(R.layout.activity_main)\n Navigator().open(this) }\n}",
            code + "backup/BackupActivity.java":
                "public class BackupActivity extends AppCompatActivity {\n void f() { setContentView(R.layout.backup_drive_activity); new BackupAdapter(this); }\n}",
            code + "backup/BackupAdapter.java": "public class BackupAdapter {\n void g(Context context) { ((BackupActivity) context).download(); }\n}",
            code + "ShareActivity.kt": "class ShareActivity : AppCompatActivity() {\n fun f() { setContentView(R.layout.share) }\n}",
            code + "SettingsActivity.kt": "class SettingsActivity : AppCompatActivity() {\n fun f() { setContentView(R.layout.settings) }\n}",
            "feature/src/main/java/org/example/feature/Navigator.kt":
                "class Navigator {\n fun open(c: Context) { c.startActivity(Intent(c, SettingsActivity::class.java)) }\n}",
            main + "res/layout/activity_main.xml": AndroidLayoutReachTests.failing(),
            main + "res/layout/backup_drive_activity.xml": AndroidLayoutReachTests.failing(2),
            main + "res/layout/share.xml": AndroidLayoutReachTests.failing(),
            main + "res/layout/settings.xml": AndroidLayoutReachTests.failing(),
        ].merging(changes) { $1 }
    }

    @Test func anActivityNothingStartsShowsNoScreen() async throws {
        let found = AndroidLayoutReachTests.severities(try await AndroidLayoutReachTests.scan(Self.app()))
        // Must not fire: nothing starts BackupActivity; its two errors are one note.
        #expect(found["backup_drive_activity.xml"] == [.note])
        // Must fire: the launcher, an intent-filter's activity, one another module's code starts.
        #expect(found["activity_main.xml"] == [.error])
        #expect(found["share.xml"] == [.error])
        #expect(found["settings.xml"] == [.error])
    }

    /// Must fire: code starts it by class, or the manifest exports it.
    @Test func anActivityCodeStartsOrTheManifestExportsIsJudged() async throws {
        let code = "app/src/main/java/org/example/app/MainActivity.kt"
        let cases: [[String: String]] = [
            [
                code:
                    "class MainActivity : AppCompatActivity() {\n fun f() { setContentView(R.layout.activity_main)\n startActivity(Intent(this, BackupActivity::class.java)) }\n}"
            ],
            [
                code:
                    "class MainActivity : AppCompatActivity() {\n fun f() { setContentView(R.layout.activity_main)\n setClassName(this, \"org.example.app.backup.BackupActivity\") }\n}"
            ],
            [
                "app/src/main/AndroidManifest.xml": Self.app()["app/src/main/AndroidManifest.xml"]!.replacingOccurrences(
                    of: #"android:name=".backup.BackupActivity""#, with: #"android:name=".backup.BackupActivity" android:exported="true""#)
            ],
        ]
        for change in cases {
            let found = AndroidLayoutReachTests.severities(try await AndroidLayoutReachTests.scan(Self.app(change)))
            #expect(found["backup_drive_activity.xml"] == [.error, .error], "\(change.values): \(found)")
        }
    }
}
