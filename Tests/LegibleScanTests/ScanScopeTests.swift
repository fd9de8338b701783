import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, class 9: test and preview folders are not the app's screens unless named, and the
/// `legible.yaml` of the folder named applies as if the scan ran there.
@Suite("Scan scope")
struct ScanScopeTests {
    static let smallButton = #"<button id="small"><rect key="frame" x="0" y="0" width="20" height="20"/></button>"#

    @Test func testAndPreviewFoldersAreSkippedUnlessNamed() async throws {
        let xib = ScanFolder.xib(Self.smallButton)
        let skipped = ["Tests", "AppTests", "AppUITests", "androidTest", "test", "Preview Content"]
        var files: [String: Any] = ["App/Screens/Main.xib": xib]
        for folder in skipped { files["App/\(folder)/Fixture.xib"] = xib }
        let folder = try ScanFolder(files)
        defer { folder.remove() }
        let report = try await folder.scan()
        #expect(report.files.interfaceFiles == [folder.path + "/App/Screens/Main.xib"])
        // Named on the command line, a test folder is scanned.
        let named = try await folder.scan(["App/AppTests"])
        #expect(named.files.interfaceFiles == [folder.path + "/App/AppTests/Fixture.xib"])
        // A folder whose name merely contains the word is the app's own.
        let own = try ScanFolder(["App/Contests/Main.xib": xib, "App/Testimonials/Main.xib": xib])
        defer { own.remove() }
        #expect(try await own.scan().files.interfaceFiles.count == 2)
    }

    @Test func configurationOfTheNamedFolderOrAboveIsFound() throws {
        let folder = try ScanFolder([
            "repo/.git/HEAD": "ref: refs/heads/main\n",
            "repo/legible.yaml": "scan: {}\n",
            "repo/ios/App/Main.xib": "",
            "repo/android/legible.yaml": "scan: {}\n",
            "repo/android/app/main.xml": "",
            "other/App/Main.xib": "",
        ])
        defer { folder.remove() }
        let base = folder.path
        // Nearest first, from the folder named or the file's folder, relative to the current folder.
        #expect(ScanConfiguration.file(forScanning: ["repo/ios/App"], currentDirectory: base) == "repo/legible.yaml")
        #expect(ScanConfiguration.file(forScanning: ["repo/android/app/main.xml"], currentDirectory: base) == "repo/android/legible.yaml")
        #expect(ScanConfiguration.file(forScanning: ["App"], currentDirectory: base + "/repo/ios") == base + "/repo/legible.yaml")
        // Not above the repository root, nor anywhere for a folder without one.
        #expect(ScanConfiguration.file(forScanning: ["other/App"], currentDirectory: base) == nil)
        // No path named: the current folder's, as before.
        #expect(ScanConfiguration.file(forScanning: [], currentDirectory: base + "/repo") == "legible.yaml")
    }
}
