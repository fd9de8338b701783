import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// 2fas-ios 693a08e5 keeps 23 Swift files encrypted with git-crypt (`.gitattributes`:
/// `TwoFAS/Protection/Keys.swift filter=git-crypt`); a clone without the key holds ciphertext
/// starting `\0GITCRYPT\0`. Each was an error a reviewer could only suppress. Such a file, and a
/// Git LFS pointer whose object was not fetched, is a note; a file that is broken stays an error.
/// Every reader decodes a file's bytes the same way, so a xib stands for the Swift files here.
@Suite("Content the checkout does not hold")
struct ContentElsewhereTests {
    static let smallButton = #"<button id="small"><rect key="frame" x="0" y="0" width="20" height="20"/></button>"#

    @Test func aGitCryptFileIsANoteAndTheRestIsJudged() async throws {
        // The header, then ciphertext bytes copied in shape from 2fas-ios Keys.swift (0xC4 is no UTF-8).
        let encrypted = Data("\0GITCRYPT\0".utf8) + Data([0xC4, 0x73, 0xD1, 0x6A, 0x49, 0x16, 0x41, 0x14, 0xFD, 0xDA])
        let folder = try ScanFolder([
            "App/Protection/Keys.xib": encrypted,
            "App/Base.lproj/Main.xib": ScanFolder.xib(Self.smallButton),
        ])
        defer { folder.remove() }
        let report = try await folder.scan()
        let finding = try #require(report.findings.findings.first { $0.rule == "scan.unreadable" })
        #expect(finding.severity == .note)
        #expect(finding.message.contains("git-crypt"))
        #expect(finding.location?.file == folder.path + "/App/Protection/Keys.xib")
        #expect(report.ids("target.small") == ["small"])
    }

    @Test func anLFSPointerIsANote() async throws {
        let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n"
        let folder = try ScanFolder(["App/Base.lproj/Main.storyboard": pointer])
        defer { folder.remove() }
        let report = try await folder.scan()
        let finding = try #require(report.findings.findings.first { $0.rule == "scan.unreadable" })
        #expect(finding.severity == .note)
        #expect(finding.message.contains("LFS pointer"))
    }

    /// The same bytes without the header are a file saved in another encoding: still an error.
    @Test func aLatin1FileStaysAnError() async throws {
        let folder = try ScanFolder(["App/Keys.xib": Data([0x3C, 0x61, 0x3E, 0xE9, 0x3C, 0x2F, 0x61, 0x3E, 0x0A])])
        defer { folder.remove() }
        let report = try await folder.scan()
        let finding = try #require(report.findings.findings.first { $0.rule == "scan.unreadable" })
        #expect(finding.severity == .error)
        #expect(finding.message.contains("byte 0xE9"))
    }
}
