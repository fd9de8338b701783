import Foundation
import LegibleCore
import LegibleReporting
import LegibleSyntax

/// The string catalogs in a folder, for `legible audit FOLDER`: an app's whole `Resources` or
/// `res` folder instead of every file named on the command line.
///
/// A folder is walked recursively in name order as every project walk is (`ProjectWalker`):
/// hidden files and folders, build outputs, dependencies and test folders (`.build`, `build`,
/// `DerivedData`, `Pods`, `node_modules`, `Tests`) left out, links to folders not followed. It yields the files whose
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
            try walk(path, into: &result, entries: &entries)
            if result.count == before {
                throw SourceFileError(
                    file: path,
                    message: "holds no string catalog (.xcstrings, .strings, .stringsdict, or strings*.xml in an Android values folder); "
                        + "name JSON and CSV catalogs as files")
            }
        }
        return result
    }

    private static func walk(_ folder: String, into result: inout [String], entries: inout Int) throws(SourceFileError) {
        var walker = ProjectWalker(
            maximumEntries: maximumEntries - entries,
            limitMessage: "more than \(maximumEntries) entries in the folders given (CatalogFolder.maximumEntries); name narrower folders")
        defer { entries += walker.entriesSeen }
        do {
            try walker.walk(folder) { entry throws(SyntaxError) in
                guard entry.kind == .file else { return true }
                let parent = PathParts.folderName(entry.path)
                guard isCatalog(entry.name, inAndroidValues: parent == "values" || parent.hasPrefix("values-")) else { return false }
                result.append(entry.path)
                guard result.count <= maximumFiles else {
                    throw SyntaxError(
                        file: folder, message: "more than \(maximumFiles) catalogs in the folders given (CatalogFolder.maximumFiles); name narrower folders")
                }
                return false
            }
        } catch {
            throw SourceFileError(error)
        }
    }

    /// Whether a file in a folder is read as a catalog.
    static func isCatalog(_ name: String, inAndroidValues: Bool) -> Bool {
        let lowered = name.lowercased()
        if lowered.hasSuffix(".xcstrings") || lowered.hasSuffix(".strings") || lowered.hasSuffix(".stringsdict") { return true }
        return inAndroidValues && lowered.hasSuffix(".xml") && lowered.hasPrefix("strings")
    }
}
