import Foundation
import LegibleTestSupport
import Testing

/// The package checks out on a Mac: on the case-insensitive (and normalization-insensitive) file
/// system most Macs use, two paths that differ only in case or Unicode normalization land in one
/// file or folder, and `Sources/Legible` beside `Sources/legible` could not build.
@Suite("Paths on case-insensitive file systems")
struct PathCaseTests {
    /// The repository's files: `git ls-files` in a checkout, else every file under the package
    /// root outside build and version-control folders.
    static func trackedFiles() throws -> [String] {
        let git = try? runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git", "ls-files", "-z"], directory: packageRoot)
        if let git, git.status == 0, !git.stdout.isEmpty {
            return git.stdout.split(separator: "\0").map(String.init)
        }
        return files(walking: packageRoot)
    }

    /// Every file under `root`, relative to it, outside build and version-control folders.
    static func files(walking root: URL) -> [String] {
        var files: [String] = []
        let prefix = root.standardizedFileURL.path + "/"
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            let name = url.lastPathComponent
            if name == ".git" || name == ".swiftpm" || name.hasPrefix(".build") {
                walker?.skipDescendants()
            } else if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
            }
        }
        return files
    }

    /// Groups of two or more paths — files or the folders they are in — that one case- and
    /// normalization-insensitive file system would take for one.
    static func clashes(_ files: [String]) -> [[String]] {
        // Paths as their bytes: Swift's String equality already ignores normalization.
        var paths: [[UInt8]: String] = [:]
        for file in files {
            let components = file.split(separator: "/")
            for end in components.indices {
                let path = components[...end].joined(separator: "/")
                paths[Array(path.utf8)] = path
            }
        }
        let groups = Dictionary(grouping: paths.values) { $0.lowercased() }
        return groups.values.filter { $0.count > 1 }.map { $0.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) } }
            .sorted { Array($0[0].utf8).lexicographicallyPrecedes(Array($1[0].utf8)) }
    }

    @Test func noTwoPathsDifferOnlyInCase() throws {
        let files = try Self.trackedFiles()
        #expect(files.contains("Package.swift"))
        let clashes = Self.clashes(files)
        #expect(clashes.isEmpty, "paths that differ only in case: \(clashes.map { $0.joined(separator: " and ") }.joined(separator: "; "))")
    }

    @Test func walkingTheTreeFindsTheFilesGitTracks() {
        let walked = Set(Self.files(walking: packageRoot))
        #expect(walked.isSuperset(of: ["Package.swift", "Sources/Legible/Legible.swift", "Tests/APISurfaceTests/PathCaseTests.swift"]))
        #expect(!walked.contains { $0.hasPrefix(".build") || $0.hasPrefix(".git/") })
    }

    @Test func aClashInAFolderNameIsFound() {
        #expect(Self.clashes(["Sources/Legible/Legible.swift", "Sources/legible/main.swift"]) == [["Sources/Legible", "Sources/legible"]])
        #expect(Self.clashes(["Fonts/README.md", "Fonts/Readme.md", "Fonts/LICENSE"]) == [["Fonts/README.md", "Fonts/Readme.md"]])
        #expect(Self.clashes(["caf\u{E9}.txt", "cafe\u{301}.txt"]).count == 1)  // one name, composed and decomposed
        #expect(Self.clashes(["Sources/Legible/A.swift", "Sources/LegibleTool/A.swift"]).isEmpty)
    }
}
