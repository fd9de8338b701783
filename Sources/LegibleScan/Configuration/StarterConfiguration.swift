import Foundation
import LegibleCatalogs
import LegibleReporting
import LegibleSyntax
import LegibleTokens

/// A commented starter `legible.yaml` for a project folder, filled from what the folder holds:
/// what `legible init` writes.
///
/// It looks through the folder as `legible scan` does (hidden folders, build output,
/// dependencies and tests skipped; links to folders not followed) for W3C design token
/// files (`*.tokens.json`, `*.tokens`), Xcode asset catalogs with colour sets, Android `res`
/// folders with colours, string catalogs (`.xcstrings`, `Localizable.strings`, `strings.xml`) and
/// interface files (storyboards, xibs, Android layouts). The colour sources become `sources:`;
/// pairs are guessed from the colour names (text and label colours on the first background or
/// surface, `onPrimary` on `primary`); the rest is written as commented examples. The file runs
/// as it is: `legible check` reads it.
///
/// ```swift
/// let starter = try StarterConfiguration(scanning: ".")
/// starter.colorSources.map(\.path)     // ["App/Assets.xcassets", "tokens/base.tokens.json"]
/// try starter.yaml.write(toFile: "legible.yaml", atomically: true, encoding: .utf8)
/// ```
public struct StarterConfiguration: Sendable, Hashable {
    /// The most folder entries looked at (files and folders): 100,000. A folder larger than
    /// that is looked through as far as this, and ``isTruncated`` says so.
    public static let maximumEntries = 100_000
    /// How deep below the folder it looks: 12 levels.
    public static let maximumDepth = 12
    /// Folders never looked into: build output, dependencies, version control and tests, the
    /// one list every project walk shares (hidden folders and `*Tests` folders are skipped too).
    public static var skippedFolders: Set<String> { ProjectWalker.skippedFolderNames }

    /// The colour sources found, with their paths relative to the folder.
    public var colorSources: [ColorSource] = []
    /// Colour sources that could not be read, with why (written commented out).
    public var unreadableSources: [UnreadableSource] = []
    /// Pairs guessed from the colour names, as `(foreground, background)`.
    public var guessedPairs: [GuessedPair] = []
    /// String catalogs found (relative paths), for `legible audit`.
    public var stringCatalogs: [String] = []
    /// Storyboards, xibs and Android `layout` folders found (relative paths), for `legible scan`.
    public var interfacePaths: [String] = []
    /// Whether the folder had more than ``maximumEntries`` entries and was not looked through to the end.
    public var isTruncated = false

    /// A colour source the starter leaves commented out, and why.
    public struct UnreadableSource: Sendable, Hashable {
        /// The source.
        public var source: ColorSource
        /// What reading it said.
        public var problem: String
    }

    /// A foreground and background pair guessed from colour names.
    public struct GuessedPair: Sendable, Hashable {
        /// The foreground colour's name.
        public var foreground: String
        /// The background colour's name.
        public var background: String
    }

    /// A starter from what `directory` holds; paths in it are relative to `directory`.
    ///
    /// - Parameter directory: the project folder (where `legible.yaml` will be).
    public init(scanning directory: String) {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        var found = Found()
        walk(root, into: &found)
        isTruncated = found.entries > Self.maximumEntries
        stringCatalogs = found.catalogs.sorted()
        interfacePaths = found.interface.sorted()
        var sources = found.tokenFiles.sorted().map { path in
            // `dark.tokens.json`, `tokens-dark.json`: a file for the dark appearance only.
            ColorSource(.tokens, path: path, appearance: path.lowercased().contains("dark") ? .dark : nil, baseDirectory: root.path)
        }
        sources += found.assetCatalogs.sorted().map { ColorSource(.assets, path: $0, baseDirectory: root.path) }
        sources += found.androidResources.sorted().map { ColorSource(.android, path: $0, baseDirectory: root.path) }
        var pairs: [GuessedPair] = []
        var known: Set<String> = []
        for source in sources {
            do {
                // Read with the sources before it: a dark token file's aliases name base tokens.
                let colors = try ColorTokenSet(sources: colorSources + [source])
                colorSources.append(source)
                let added = colors.names.filter { !known.contains($0) }
                known.formUnion(added)
                for pair in Self.guessPairs(added) where !pairs.contains(pair) { pairs.append(pair) }
            } catch {
                unreadableSources.append(UnreadableSource(source: source, problem: error.description))
            }
        }
        guessedPairs = Array(pairs.prefix(40))
    }

    private struct Found {
        var entries = 0
        var tokenFiles: [String] = []
        var assetCatalogs: [String] = []
        var androidResources: [String] = []
        var catalogs: [String] = []
        var interface: [String] = []
    }

    private func walk(_ root: URL, into found: inout Found) {
        var walker = ProjectWalker(maximumEntries: Self.maximumEntries, limitMessage: "more than \(Self.maximumEntries) entries")
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        // A folder that cannot be listed is passed over; the limit stops the walk (isTruncated).
        try? walker.walk(root.path, maximumDepth: Self.maximumDepth, passOverUnlistable: true) { entry in
            let path = String(entry.path.dropFirst(prefix.count))
            let folder = PathParts.folderName(entry.path)
            let name = entry.name
            guard entry.isFolder else {
                guard entry.kind == .file else { return false }
                let lower = name.lowercased()
                if lower.hasSuffix(".tokens.json") || lower.hasSuffix(".tokens") { found.tokenFiles.append(path) }
                if lower.hasSuffix(".xcstrings") { found.catalogs.append(path) }
                if name == "Localizable.strings", folder.hasSuffix(".lproj") { found.catalogs.append(path) }
                if name == "strings.xml", folder.hasPrefix("values") { found.catalogs.append(path) }
                if lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") { found.interface.append(path) }
                return false
            }
            if name.hasSuffix(".xcassets") {
                if Self.containsColorSet(entry.path) { found.assetCatalogs.append(path) }
                return false
            }
            if name == "res", Self.holdsAndroidColors(entry.path) { found.androidResources.append(path) }
            if name.hasPrefix("layout"), folder == "res" { found.interface.append(path) }
            return true
        }
        found.entries = walker.entriesSeen
    }

    /// Whether an asset catalog has a `.colorset` anywhere inside (at most 10,000 entries looked at).
    private static func containsColorSet(_ catalog: String) -> Bool {
        var walker = ProjectWalker(maximumEntries: 10_000, limitMessage: "more than 10,000 entries")
        var found = false
        try? walker.walk(catalog) { entry in
            if entry.isFolder && entry.name.hasSuffix(".colorset") { found = true }
            return !found && entry.isFolder
        }
        return found
    }

    /// Whether an Android `res` folder has a `values*/` XML file declaring a `<color>`.
    private static func holdsAndroidColors(_ res: String) -> Bool {
        var budget = 10_000
        let folders = (try? ProjectWalker.entries(of: res, budget: &budget, limitMessage: "")) ?? []
        for folder in folders where folder.isFolder && folder.name.hasPrefix("values") {
            let files = (try? ProjectWalker.entries(of: folder.path, budget: &budget, limitMessage: "")) ?? []
            // Only regular files: a named pipe is never opened (it would block `legible init`).
            for file in files where file.kind == .file && file.name.hasSuffix(".xml") {
                // Only the start of each file: colours.xml is small, and the file is only a hint.
                guard let handle = FileHandle(forReadingAtPath: file.path) else { continue }
                let head = handle.readData(ofLength: 1 << 20)
                try? handle.close()
                if String(decoding: head, as: UTF8.self).contains("<color ") { return true }
            }
        }
        return false
    }
}
