import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Issue 33, fresh-android23b class 4: VLC `AudioPlayerContainerActivity.kt:709` binds
/// `scanProgressText = findViewById(R.id.scan_progress_text)` to a nullable field and replaces
/// its text each time the bar shows (`scanProgressText?.text = discovery`, :721, :752); the file
/// names only another layout, and `scan_progress.xml:9`'s placeholder was an overflow.label error.
@Suite struct AndroidFoundViewTextTests {
    static let strings = #"<resources><string name="loading">Loading the media library, please wait a moment</string></resources>"#
    static func layout(_ id: String) -> String {
        #"<LinearLayout \#(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">"#
            + #"<TextView android:id="@+id/\#(id)" android:layout_width="100dp" android:layout_height="wrap_content" android:singleLine="true" android:textSize="14sp" android:text="@string/loading"/></LinearLayout>"#
    }

    static func rules(_ kotlin: String, other: String? = nil) async throws -> [String] {
        var files = [
            "app/src/main/res/values/strings.xml": Self.strings, "app/src/main/res/layout/scan_progress.xml": Self.layout("scan_progress_text"),
            "app/src/main/java/app/ContainerActivity.kt": kotlin,
        ]
        if let other { files["app/src/main/res/layout/other.xml"] = Self.layout(other) }
        let folder = try ScanFolder(files)
        defer { folder.remove() }
        let report = try await ProjectScanner(paths: [folder.path], readers: [AndroidLayoutReader()]).scan()
        return report.findings.findings.filter { $0.location?.file.hasSuffix("scan_progress.xml") == true && $0.severity > .note }.map(\.rule)
    }

    static func activity(binding: String) -> String {
        """
        class ContainerActivity : AppCompatActivity() {
            private var scanProgressText: TextView? = null
            fun resume() { val v = inflater.inflate(R.layout.dialog_video_resume, null) }
            private fun showProgressBar(discovery: String) {
                \(binding)
                scanProgressText?.text = discovery
            }
        }
        """
    }

    @Test func aTextSetThroughANullableFieldBoundByFindViewByIdIsCodes() async throws {
        // Must not fire: the placeholder is always replaced.
        let bound = try await Self.rules(Self.activity(binding: "scanProgressText = findViewById(R.id.scan_progress_text)"))
        #expect(!bound.contains("overflow.label"), "\(bound)")
        // Must fire: the field is bound to some other view, so nothing says this one's text is replaced.
        let other = try await Self.rules(Self.activity(binding: "scanProgressText = makeText()"))
        #expect(other.contains("overflow.label"), "\(other)")
        // Must fire: two layouts declare the id, so which view the lookup finds is not known.
        let shared = try await Self.rules(
            Self.activity(binding: "scanProgressText = findViewById(R.id.scan_progress_text)"), other: "scan_progress_text")
        #expect(shared.contains("overflow.label"), "\(shared)")
    }
}
