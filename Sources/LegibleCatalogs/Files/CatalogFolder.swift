import Foundation
import LegibleCore
import LegibleReporting
import LegibleSyntax

/// The string catalogs in a folder, for `legible audit FOLDER`: an app's whole `Resources` or
/// `res` folder instead of every file named on the command line.
///
/// A folder is walked recursively in name order, hidden files and folders and build outputs
/// (`.build`, `build`, `DerivedData`, `Pods`, `node_modules`) left out. It yields the files whose
/// kind is certain from the name: `.xcstrings`, `.strings`, `.stringsdict`, and `strings*.xml`
/// inside an Android `values*` folder (not its `colors.xml` or `dimens.xml`). JSON and CSV catalogs are only read when
/// named: a folder holds too many other `.json` files.
///
/// Naming 40,000 files instead makes the command line itself the cost (the argument parser's
/// work grows with the square of the arguments: 146 s of a 40,000-file audit), so large apps
/// should name folders.
///
/// ```swift
/// let files = try CatalogFolder.expand(["App/Resources", "extra/Localizable.xcstrings"])
/// let catalogs = try files.map { try StringCatalog(contentsOfFile: $0) }
/// ```
public enum CatalogFolder {
    /// The most folder entries looked at in all the folders given: 2,000,000.
    public static let maximumEntries = 2_000_000
    /// The most catalog files a folder may yield: 100,000.
    public static let maximumFiles = 100_000

    /// Folders skipped wherever they are: build outputs and dependencies, not the app's text.
    static let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "node_modules", "Carthage"]

    /// `paths` with every folder replaced by the catalogs in it, in order; files stay as named.
    ///
    /// - Parameter paths: files and folders as given.
    /// - Throws: `SourceFileError` for a folder that cannot be read, one with no catalog, or
    ///   past ``maximumEntries`` or ``maximumFiles``.
    public static func expand(_ paths: [String]) throws(SourceFileError) -> [String] {
        var result: [String] = []
        var entries = 0
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                result.append(path)
                continue
            }
            let before = result.count
            try walk(path, androidValues: false, into: &result, entries: &entries, root: path)
            if result.count == before {
                throw SourceFileError(
                    file: path,
                    message: "holds no string catalog (.xcstrings, .strings, .stringsdict, or strings*.xml in an Android values folder); "
                        + "name JSON and CSV catalogs as files")
            }
        }
        return result
    }

    private static func walk(
        _ folder: String, androidValues: Bool, into result: inout [String], entries: inout Int, root: String
    ) throws(SourceFileError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw SourceFileError(file: folder, message: "cannot be read as a folder: \(error.localizedDescription)")
        }
        for name in names where !name.hasPrefix(".") {
            entries += 1
            guard entries <= maximumEntries else {
                throw SourceFileError(
                    file: root, message: "more than \(maximumEntries) entries in the folders given (CatalogFolder.maximumEntries); name narrower folders")
            }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            // Links to folders are not followed (they can loop); pipes and devices not opened.
            let entry = WalkedEntry(path)
            guard entry == .folder || entry == .file else { continue }
            if entry == .folder {
                guard !skippedFolders.contains(name) else { continue }
                try walk(path, androidValues: name == "values" || name.hasPrefix("values-"), into: &result, entries: &entries, root: root)
            } else if isCatalog(name, inAndroidValues: androidValues) {
                result.append(path)
                guard result.count <= maximumFiles else {
                    throw SourceFileError(
                        file: root, message: "more than \(maximumFiles) catalogs in the folders given (CatalogFolder.maximumFiles); name narrower folders")
                }
            }
        }
    }

    /// Whether a file in a folder is read as a catalog.
    static func isCatalog(_ name: String, inAndroidValues: Bool) -> Bool {
        let lowered = name.lowercased()
        if lowered.hasSuffix(".xcstrings") || lowered.hasSuffix(".strings") || lowered.hasSuffix(".stringsdict") { return true }
        return inAndroidValues && lowered.hasSuffix(".xml") && lowered.hasPrefix("strings")
    }
}
