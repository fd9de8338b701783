import Foundation

/// A folder of files written for one test, removed afterwards.
package struct ScratchFolder {
    package let path: String

    /// Writes `files` (path relative to the folder → contents) into a new folder and runs `body`.
    package static func with<Result>(_ files: [String: String], _ body: (ScratchFolder) throws -> Result) throws -> Result {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let folder = ScratchFolder(path: path)
        for (name, contents) in files {
            let file = folder.file(name)
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return try body(folder)
    }

    /// The path of a file in the folder.
    package func file(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }
}
