import Foundation

extension ScanConfiguration {
    /// The names a configuration file may have, in the order they are looked for.
    static let fileNames = ["legible.yaml", "legible.json"]

    /// The configuration file a scan of `paths` uses when none is named: the nearest
    /// `legible.yaml` (else `legible.json`) in the first path's folder or above it, up to and
    /// including the repository root (a folder holding `.git`) — outside a repository, up to the
    /// current folder — else the current folder's. So `legible scan App` reads `App/legible.yaml`
    /// just as `cd App && legible scan` does.
    ///
    /// ```swift
    /// ScanConfiguration.file(forScanning: ["App"])   // "App/legible.yaml" when it exists
    /// ```
    ///
    /// - Parameters:
    ///   - paths: the paths named on the command line (empty: the current folder's file).
    ///   - currentDirectory: the folder relative paths start from.
    /// - Returns: the file's path, relative to `currentDirectory` when it is inside it; `nil`
    ///   when there is none.
    public static func file(forScanning paths: [String], currentDirectory: String = FileManager.default.currentDirectoryPath) -> String? {
        let fileManager = FileManager.default
        let here = URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
        func existing(in folder: String) -> String? {
            fileNames.lazy.map { (folder as NSString).appendingPathComponent($0) }.first { fileManager.fileExists(atPath: $0) }
        }
        if let first = paths.first {
            var isDirectory: ObjCBool = false
            let absolute = URL(fileURLWithPath: first, relativeTo: URL(fileURLWithPath: here, isDirectory: true)).standardizedFileURL.path
            let start =
                fileManager.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue
                ? absolute : (absolute as NSString).deletingLastPathComponent
            for folder in searched(from: start, currentDirectory: here) {
                if let file = existing(in: folder) { return relative(file, to: here) }
            }
        }
        return existing(in: here).map { relative($0, to: here) }
    }

    /// The folders looked in, nearest first: up to the repository root (the first folder with
    /// `.git`); outside a repository, up to the current folder when `start` is inside it, else
    /// `start` alone — never a stray file in a shared parent such as the temporary folder.
    private static func searched(from start: String, currentDirectory here: String) -> [String] {
        var chain: [String] = []
        var folder = start
        // Bounded: a path has at most as many folders as it has characters.
        for _ in 0...start.count {
            chain.append(folder)
            if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".git")) { return chain }
            if folder == "/" || folder.isEmpty { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        guard let inside = chain.firstIndex(of: here) else { return [start] }
        return Array(chain[...inside])
    }

    /// `file` relative to `folder` when it is inside it, else as it is.
    private static func relative(_ file: String, to folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }
}
