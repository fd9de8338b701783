import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, judge's D2 (fresh-android9b): uhabits 5aa8744e vendors AOSP's date picker.
/// `date_picker_dialog.xml` (which includes `date_picker_done_button.xml`) is inflated only by
/// `com/android/datetimepicker/date/DatePickerDialog.java`, and `year_label_text_view.xml` only by
/// `YearPickerView.java`, which only `DatePickerDialog` uses; no other file names
/// `DatePickerDialog`. Their errors (`date_picker_done_button.xml:22`, #888888 on #f2f2f2,
/// 3.16:1) were about a screen no user sees: each layout's are one note now. The layout of an
/// activity the manifest names is judged as before.
@Suite struct AndroidLayoutReachTests {
    static let ns = AndroidContentViewTests.namespaces

    /// A layout whose one text fails contrast (#888888 on #f2f2f2, 3.16:1), `count` times.
    static func failing(_ count: Int = 1) -> String {
        let text =
            ##"<TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Done" android:textSize="14sp" android:textColor="#888888" android:background="#f2f2f2"/>"##
        return "<LinearLayout \(ns) android:layout_width=\"match_parent\" android:layout_height=\"wrap_content\" android:orientation=\"vertical\">\n"
            + Array(repeating: text, count: count).joined(separator: "\n") + "\n</LinearLayout>"
    }

    /// uhabits' shape, files relative to the repository's root.
    static func app(_ changes: [String: String] = [:]) -> [String: String] {
        let main = "uhabits-android/src/main/"
        let picker = main + "java/com/android/datetimepicker/"
        return [
            "uhabits-android/build.gradle.kts":
                "plugins { id(\"com.android.application\") }\nandroid { defaultConfig { applicationId = \"org.isoron.uhabits\" } }",
            main + "AndroidManifest.xml": #"<manifest \#(ns)><application><activity android:name=".MainActivity"/></application></manifest>"#,
            main + "java/org/isoron/uhabits/MainActivity.kt":
                "class MainActivity : AppCompatActivity() {\n fun f() { setContentView(R.layout.activity_main)\n val t = TimePickerDialog() }\n}",
            picker + "time/TimePickerDialog.java": "public class TimePickerDialog extends DialogFragment { }",
            picker + "date/DatePickerDialog.java": """
            public class DatePickerDialog extends DialogFragment {
                public View onCreateView(LayoutInflater inflater) {
                    View view = inflater.inflate(R.layout.date_picker_dialog, null);
                    mYearPickerView = new YearPickerView(getActivity(), this);
                    return view;
                }
            }
            """,
            picker + "date/YearPickerView.java": """
            public class YearPickerView extends ListView {
                public YearPickerView(Context context, DatePickerController controller) {
                    mAdapter = new YearAdapter(context, R.layout.year_label_text_view, years);
                }
            }
            """,
            main + "res/layout/activity_main.xml": failing(),
            main + "res/layout/date_picker_dialog.xml":
                #"<LinearLayout \#(ns) android:layout_width="match_parent" android:layout_height="wrap_content"><include layout="@layout/date_picker_done_button"/></LinearLayout>"#,
            main + "res/layout/date_picker_done_button.xml": failing(2),
            main + "res/layout/year_label_text_view.xml": failing(),
        ].merging(changes) { $1 }
    }

    static func scan(_ files: [String: String]) async throws -> [Finding] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legible-reach-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let report = try await ProjectScanner(paths: [root.path], readers: [AndroidLayoutReader()]).scan()
        return report.findings.findings.filter { $0.rule == "contrast.text" }
    }

    /// `file name → severities` of the contrast findings.
    static func severities(_ findings: [Finding]) -> [String: [Severity]] {
        findings.reduce(into: [:]) { $0[(($1.location?.file ?? "") as NSString).lastPathComponent, default: []].append($1.severity) }
    }

    @Test func uhabitsDatePickerLayoutsAreOneNoteEach() async throws {
        let found = try await Self.scan(Self.app())
        // Must fire: the activity's layout.
        #expect(Self.severities(found)["activity_main.xml"] == [.error])
        // Must not: two errors in the included button row are one note, the year label's one.
        #expect(Self.severities(found)["date_picker_done_button.xml"] == [.note])
        #expect(Self.severities(found)["year_label_text_view.xml"] == [.note])
        let button = try #require(found.first { $0.location?.file.hasSuffix("date_picker_done_button.xml") == true })
        #expect(
            button.message.hasPrefix(
                "only DatePickerDialog uses it (through date_picker_dialog.xml), and nothing in the app uses DatePickerDialog, so no screen shows it "
                    + "(2 errors and warnings not judged)"), "\(button.message)")
        let year = try #require(found.first { $0.location?.file.hasSuffix("year_label_text_view.xml") == true })
        #expect(
            year.message.hasPrefix("only YearPickerView uses it, and no code the app runs reaches YearPickerView (only DatePickerDialog names it)"),
            "\(year.message)")
    }

    /// Must fire: the picker is used (a file the app reaches names it), or something may reach
    /// it unseen (a library module, a class loaded by a computed name), or the layout is in the
    /// manifest's activity.
    @Test func aUsedOrPossiblyUsedPickerIsJudged() async throws {
        let activity = "uhabits-android/src/main/java/org/isoron/uhabits/MainActivity.kt"
        let cases: [[String: String]] = [
            [activity: "class MainActivity : AppCompatActivity() {\n fun f() { setContentView(R.layout.activity_main)\n DatePickerDialog.newInstance() }\n}"],
            ["uhabits-android/build.gradle.kts": "plugins { id(\"com.android.library\") }"],
            [activity: "class MainActivity : AppCompatActivity() {\n fun f() { setContentView(R.layout.activity_main)\n Class.forName(prefs.picker) }\n}"],
            [
                "uhabits-android/src/main/AndroidManifest.xml":
                    #"<manifest \#(Self.ns)><application><activity android:name="com.android.datetimepicker.date.DatePickerDialog"/></application></manifest>"#
            ],
        ]
        for change in cases {
            let found = try await Self.scan(Self.app(change))
            let severities = Self.severities(found)
            #expect(severities["date_picker_done_button.xml"] == [.error, .error], "\(change.keys): \(severities)")
            #expect(severities["year_label_text_view.xml"] == [.error], "\(change.keys): \(severities)")
        }
    }
}
