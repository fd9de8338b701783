import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33: Android's resource merge keeps an application module's `res/layout/NAME.xml` over
/// the same file of a library it depends on. AppManager `app/build.gradle:119`
/// (`implementation project(path: ':libcore:ui')`) overrides
/// `libcore/ui/src/main/res/layout/dialog_searchable_multi_choice.xml`, whose `:9` was reported
/// as well as the app's copy: one small target twice.
@Suite struct AndroidOverriddenLibraryLayoutTests {
    static let layout = """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            <Button android:id="@+id/action" android:layout_width="40dp" android:layout_height="40dp" android:background="@null"/>
        </LinearLayout>
        """

    static func targetFiles(appGradle: String) async throws -> [String] {
        let files = [
            "settings.gradle": "include ':app'\ninclude ':libcore:ui'\n",
            "app/build.gradle": appGradle,
            "libcore/ui/build.gradle": "plugins { id 'com.android.library' }\n",
            "app/src/main/res/layout/dialog_searchable_multi_choice.xml": layout,
            "libcore/ui/src/main/res/layout/dialog_searchable_multi_choice.xml": layout,
        ]
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legible-override-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let report = try await ProjectScanner(paths: [root.path], readers: [AndroidLayoutReader()]).scan()
        return report.findings.findings.filter { $0.rule == "target.small" }.compactMap { $0.location?.file }
            .map { String($0.dropFirst(root.path.count + 1)) }.sorted()
    }

    // Must not fire: the library's copy, which the app that depends on it overrides.
    @Test func theAppsCopyAloneIsJudged() async throws {
        let gradle = "plugins { id 'com.android.application' }\ndependencies {\n    implementation project(path: ':libcore:ui')\n}\n"
        let files = try await Self.targetFiles(appGradle: gradle)
        #expect(files == ["app/src/main/res/layout/dialog_searchable_multi_choice.xml"], "\(files)")
    }

    // Must fire: an app that does not depend on the library leaves both judged.
    @Test func aLibraryTheAppDoesNotUseIsJudged() async throws {
        let gradle = "plugins { id 'com.android.application' }\ndependencies {\n    implementation project(path: ':libcore:ui-extra')\n}\n"
        let files = try await Self.targetFiles(appGradle: gradle)
        #expect(files.count == 2, "\(files)")
    }
}
