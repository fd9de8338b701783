import Foundation
import LegibleTestSupport
import Testing

/// `legible audit FOLDER` reads the catalogs in the folder, and audits them as if each were named.
@Suite("legible audit with folders")
struct AuditFolderTests {
    @Test func aFolderAuditsAsItsFilesNamedOneByOne() throws {
        let folder = "Examples/ScanSample/ios/ScanSample"
        let files = [
            "ar.lproj/Main.strings", "ar.lproj/ProfileHeader.strings", "de.lproj/Main.strings", "de.lproj/ProfileHeader.strings",
            "ja.lproj/Main.strings", "ja.lproj/ProfileHeader.strings",
        ].map { "\(folder)/\($0)" }
        let byFolder = try legible(["audit", folder, "--width", "120", "--format", "json"])
        let byFiles = try legible(["audit"] + files + ["--width", "120", "--format", "json"])
        #expect(byFolder.status == byFiles.status && byFolder.status <= 1, "\(byFolder.stderr)")
        #expect(!byFolder.stdout.isEmpty && byFolder.stdout == byFiles.stdout)
    }

    @Test func aFolderWithoutCatalogsIsRefused() throws {
        let run = try legible(["audit", "Examples/targets", "--width", "120"])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("legible: Examples/targets: holds no string catalog"), "\(run.stderr)")
    }
}
