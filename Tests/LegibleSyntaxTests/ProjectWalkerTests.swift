import Foundation
import LegibleSyntax
import Testing

/// The one project walk: sorted, hidden entries left out, skipped folders not entered, links to
/// folders not followed, pipes listed as special and never opened, every name counted against
/// the limit. And the Android resource syntax every Android reader shares.
@Suite("Walking a project")
struct ProjectWalkerTests {
    private func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legible-walk-\(UUID().uuidString)")
        for folder in ["App/de.lproj", "App/.hidden", "App/build", "AppTests", "Pods/X", "src/test", "Preview Content", "Vendor"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["App/b.swift", "App/a.swift", "App/.DS_Store", "App/de.lproj/L.strings", "App/.hidden/x.swift", "App/build/y.swift", "AppTests/t.swift"]
            + ["Pods/X/p.swift", "src/test/T.kt", "Preview Content/p.swift", "Vendor/v.swift"]
        {
            try Data("x".utf8).write(to: root.appendingPathComponent(file))
        }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("App/loop").path, withDestinationPath: root.path)
        #expect(mkfifo(root.appendingPathComponent("App/pipe.xml").path, 0o600) == 0)
        return root
    }

    @Test func aWalkVisitsWhatAProjectShowsItsUsersInNameOrder() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        var walker = ProjectWalker(maximumEntries: 1_000, limitMessage: "too many")
        var seen: [String] = []
        try walker.walk(root.path) { entry in
            seen.append(String(entry.path.dropFirst(root.path.count + 1)) + (entry.kind == .special ? " (special)" : ""))
            return true
        }
        // Hidden, build, test, dependency and preview folders are not entered; the link to the
        // root is not listed; the pipe is listed as special. `Vendor` is not `vendor`.
        #expect(
            seen == [
                "App", "App/a.swift", "App/b.swift", "App/de.lproj", "App/de.lproj/L.strings", "App/pipe.xml (special)", "Vendor", "Vendor/v.swift", "src",
            ])
        // Names counted, hidden ones too: the root's 6, App's 8, de.lproj's 1, Vendor's 1, src's 1.
        #expect(walker.entriesSeen == 17)
    }

    @Test func theLimitIsAnErrorNamingTheFolderAndTheSetting() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        var walker = ProjectWalker(maximumEntries: 10, limitMessage: "more than 10 entries (Test.maximumEntries)")
        #expect(throws: SyntaxError(file: root.path + "/App", message: "more than 10 entries (Test.maximumEntries)")) {
            try walker.walk(root.path) { _ in true }
        }
        #expect(walker.isOverLimit)
        var budget = 100
        #expect(throws: SyntaxError(file: root.path + "/missing", message: "cannot list the folder: no such folder")) {
            _ = try ProjectWalker.entries(of: root.path + "/missing", budget: &budget, limitMessage: "")
        }
    }

    @Test func skippedFoldersAndPaths() {
        for name in [
            ".build", ".git", ".swiftpm", "build", "DerivedData", "Pods", "Carthage", "node_modules", "vendor", "SourcePackages", "Tests", "AppUITests",
            "androidTest", ".idea",
            // GitHawk 36f6fa28 `Playgrounds/ButtonAnimation.playground`: Xcode's live view, not the app.
            "ButtonAnimation.playground",
            // tinode-ios 68c9f73c `Localizations/en.xcloc`: a translators' export of the storyboards.
            "en.xcloc", "zh-Hans.xcloc",
        ] {
            #expect(ProjectWalker.isSkipped(folderName: name), "\(name)")
        }
        for name in ["App", "Sources", "res", "values-de", "Testing", ".", "..", "Playgrounds", "playground", "xcloc", "Localizations"] {
            #expect(!ProjectWalker.isSkipped(folderName: name), "\(name)")
        }
        #expect(ProjectWalker.isInSkippedFolder("x/.build/checkouts/A.swift"))
        #expect(!ProjectWalker.isInSkippedFolder("App/build.swift"))
        #expect(ProjectWalker.path(of: "a", in: ".") == "a")
        #expect(ProjectWalker.path(of: "a", in: "App/") == "App/a")
        #expect(ProjectWalker.path(of: "a", in: "/") == "/a")
    }

    @Test func androidQualifiersAndColourLiterals() {
        #expect(AndroidResourceSyntax.qualifiers(ofFolder: "values-de-rAT-night") == ["de", "rAT", "night"])
        #expect(AndroidResourceSyntax.qualifiers(ofFolder: "layout") == [])
        #expect(AndroidResourceSyntax.apiLevel(ofQualifier: "v21") == 21)
        #expect(AndroidResourceSyntax.apiLevel(ofQualifier: "night") == nil)
        // Alpha first: #8F00 is alpha 0x88, red 0xFF; #80FF0000 the same colour at alpha 0x80.
        #expect(AndroidResourceSyntax.argb(hex: "8F00").map { [$0.alpha, $0.red, $0.green, $0.blue] } == [0x88, 0xFF, 0, 0])
        #expect(AndroidResourceSyntax.argb(hex: "80FF0000").map { [$0.alpha, $0.red, $0.green, $0.blue] } == [0x80, 0xFF, 0, 0])
        #expect(AndroidResourceSyntax.argb(hex: "1a2b3c").map { [$0.alpha, $0.red, $0.green, $0.blue] } == [0xFF, 0x1A, 0x2B, 0x3C])
        #expect(AndroidResourceSyntax.argb(hex: "abc").map { [$0.alpha, $0.red, $0.green, $0.blue] } == [0xFF, 0xAA, 0xBB, 0xCC])
        // Five digits, a non-hex letter and fullwidth digits (which Character reads as hex) are no colour.
        for text in ["12345", "12G", "\u{FF11}\u{FF12}\u{FF13}", ""] {
            #expect(AndroidResourceSyntax.argb(hex: text) == nil, "\(text)")
        }
    }
}
