import Foundation
import LegibleReporting
import LegibleTokens

/// A commented starter `legible.yaml` for a project folder, filled from what the folder holds:
/// what `legible init` writes.
///
/// It looks through the folder (hidden folders and build output skipped) for W3C design token
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
    /// Folders never looked into: build output, dependencies and version control.
    public static let skippedFolders: Set<String> = [
        "build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", "vendor", "intermediates", "generated",
    ]

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
        walk(root, relative: "", depth: 0, into: &found)
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

    private func walk(_ folder: URL, relative: String, depth: Int, into found: inout Found) {
        guard depth <= Self.maximumDepth, found.entries <= Self.maximumEntries,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            found.entries += 1
            guard found.entries <= Self.maximumEntries else { return }
            let url = folder.appendingPathComponent(name)
            let path = relative.isEmpty ? name : relative + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                let lower = name.lowercased()
                if lower.hasSuffix(".tokens.json") || lower.hasSuffix(".tokens") { found.tokenFiles.append(path) }
                if lower.hasSuffix(".xcstrings") { found.catalogs.append(path) }
                if name == "Localizable.strings", folder.lastPathComponent.hasSuffix(".lproj") { found.catalogs.append(path) }
                if name == "strings.xml", folder.lastPathComponent.hasPrefix("values") { found.catalogs.append(path) }
                if lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") { found.interface.append(path) }
                continue
            }
            if Self.skippedFolders.contains(name) { continue }
            if name.hasSuffix(".xcassets") {
                if Self.containsColorSet(url) { found.assetCatalogs.append(path) }
                continue
            }
            if name == "res", Self.holdsAndroidColors(url) { found.androidResources.append(path) }
            if name.hasPrefix("layout"), folder.lastPathComponent == "res" { found.interface.append(path) }
            walk(url, relative: path, depth: depth + 1, into: &found)
        }
    }

    /// Whether an asset catalog has a `.colorset` anywhere inside (at most 10,000 entries looked at).
    private static func containsColorSet(_ catalog: URL) -> Bool {
        guard let enumerator = FileManager.default.enumerator(atPath: catalog.path) else { return false }
        var seen = 0
        while let entry = enumerator.nextObject() as? String, seen < 10_000 {
            seen += 1
            if entry.hasSuffix(".colorset") { return true }
        }
        return false
    }

    /// Whether an Android `res` folder has a `values*/` XML file declaring a `<color>`.
    private static func holdsAndroidColors(_ res: URL) -> Bool {
        let fileManager = FileManager.default
        guard let folders = try? fileManager.contentsOfDirectory(atPath: res.path) else { return false }
        for folder in folders where folder.hasPrefix("values") {
            let url = res.appendingPathComponent(folder)
            for file in (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? [] where file.hasSuffix(".xml") {
                // Only the start of each file: colours.xml is small, and the file is only a hint.
                guard let handle = FileHandle(forReadingAtPath: url.appendingPathComponent(file).path) else { continue }
                let head = handle.readData(ofLength: 1 << 20)
                try? handle.close()
                if String(decoding: head, as: UTF8.self).contains("<color ") { return true }
            }
        }
        return false
    }
}
