import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Issue 33, fresh-android23b (debatable group): VLC's leanback UI lives in the
/// `application/television` module, whose manifest themes its activities `Theme.VLC.TV` and
/// `Theme.Leanback.Details`; its small icons (`song_browser.xml:66`, 40 dp) were target.small
/// errors, as on a touch screen. A TV is moved through by D-pad focus: they are notes.
@Suite struct AndroidTelevisionLayoutTests {
    static let layout = """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            <ImageButton android:id="@+id/play" android:layout_width="40dp" android:layout_height="40dp" android:onClick="onPlay"/>
        </LinearLayout>
        """
    static let manifest = """
        <manifest \(AndroidContentViewTests.namespaces)><application>
        <activity android:name="org.videolan.television.ui.DetailsActivity" android:theme="@style/Theme.Leanback.Details"/>
        </application></manifest>
        """

    static func severities(module: String, manifest: String?) async throws -> [Severity] {
        var files = ["application/\(module)/src/main/res/layout/song_browser.xml": Self.layout]
        if let manifest { files["application/\(module)/src/main/AndroidManifest.xml"] = manifest }
        let folder = try ScanFolder(files)
        defer { folder.remove() }
        let report = try await ProjectScanner(paths: [folder.path], readers: [AndroidLayoutReader()]).scan()
        return report.findings.findings.filter { $0.rule == "target.small" }.map(\.severity)
    }

    @Test func aLeanbackTelevisionModulesSmallTargetsAreNotes() async throws {
        // Must not fire (a note): the TV module whose manifest names leanback.
        #expect(try await Self.severities(module: "television", manifest: Self.manifest) == [.note])
        #expect(try await Self.severities(module: "app-tv", manifest: Self.manifest) == [.note])
        // Must fire: a phone module with the same manifest, and a `tv` module that names no leanback.
        #expect(try await Self.severities(module: "vlc-android", manifest: Self.manifest) == [.error])
        #expect(try await Self.severities(module: "television", manifest: "<manifest><application/></manifest>") == [.error])
    }
}
