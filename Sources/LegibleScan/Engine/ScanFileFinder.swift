import Foundation
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleSyntax

/// The files one scan reads, found under its paths: the screens the readers read, and the
/// string catalogs, asset catalogs and Android `res` folders they refer to. Every list is
/// sorted, so a scan reads and reports in the same order on every machine.
public struct ScanFileSet: Sendable, Hashable {
    /// The files a reader reads (storyboards, xibs, layouts, Swift files), sorted.
    public var interfaceFiles: [String] = []
    /// `.strings`, `.stringsdict` and `.xcstrings` files, sorted.
    public var appleCatalogs: [String] = []
    /// Android `values/*.xml` and `values-LANG*/*.xml` files (string resources may be in any of
    /// them), sorted.
    public var androidStrings: [String] = []
    /// `.xcassets` folders, sorted.
    public var assetCatalogs: [String] = []
    /// Android `res` folders (those holding a `values*` or `layout*` folder), sorted.
    public var androidResourceFolders: [String] = []
    /// `Info.plist` files, sorted: one may fix the app's appearance (`UIUserInterfaceStyle`).
    public var infoPropertyLists: [String] = []
    /// Property lists named after their target (`Go Map!!-Info.plist`, Xcode's former
    /// `$(PRODUCT_NAME)-Info.plist`), sorted: read only for the launch storyboard they name.
    public var targetInfoPropertyLists: [String] = []
    /// Kotlin and Java files (`.kt`, `.java`), sorted: they say which Android layouts are an
    /// activity's content view.
    public var androidSourceFiles: [String] = []
    /// Xcode `project.pbxproj` files and `Package.swift` manifests, sorted: they say which
    /// Apple platform each file is for (``ScanPlatformMap``).
    public var projectFiles: [String] = []
    /// XcodeGen specs (`project.yml`), sorted: an app whose `.xcodeproj` is generated, and not
    /// kept, holds its code under the spec's folder as one with a `project.pbxproj` does
    /// (element-ios 6c0bb4f6), so ``UnshownNibs`` decides which nibs nothing loads there too.
    var projectSpecs: [String] = []
    /// Tuist manifests (`Project.swift`), sorted: a project Tuist generates keeps no
    /// `project.pbxproj`, and its targets' platforms are written here (``ScanPlatformMap``). Kept
    /// apart from ``projectFiles``: an app's own `Project.swift` model file is no project.
    var tuistManifests: [String] = []

    /// An empty set.
    public init() {}

    /// Every file of every list, counted (a named file found nothing when this does not grow).
    var fileCount: Int {
        interfaceFiles.count + appleCatalogs.count + androidStrings.count + assetCatalogs.count + infoPropertyLists.count
    }
}

/// Walks the scan's paths.
struct ScanFileFinder {
    /// Whether a walk skips a folder of this name: ``ProjectWalker``'s one skip list, shared
    /// with `legible init`, `legible audit FOLDER` and `legible check`. A folder named on the
    /// command line is still scanned: only folders found by walking are skipped.
    static func isSkipped(folderName name: String) -> Bool {
        ProjectWalker.isSkipped(folderName: name)
    }

    let readers: [any ScanFileReader]
    let exclude: [String]
    /// The folder exclude globs are relative to.
    let root: String?
    let limits: ScanLimits

    func find(in paths: [String]) throws(SourceFileError) -> ScanFileSet {
        var set = ScanFileSet()
        var entries = 0
        var resourceFolders = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw SourceFileError(file: path, message: "no such file or folder")
            }
            if !isDirectory.boolValue {
                // A file named on its own is read even when a glob would exclude it; one that
                // nothing reads is an error, not "Scanned 0 files".
                let found = set.fileCount
                classify(path, into: &set, resourceFolders: &resourceFolders, explicit: true)
                // One in a build or dependency folder is left alone, as a walk leaves it: the
                // build plugin of a package checked out under `.build/` or DerivedData names those.
                guard set.fileCount > found || Self.isInSkippedFolder(path) else { throw unreadableNamedFile(path) }
                // A layout named alone is read with its res folder's strings, colours, styles and theme.
                if let res = AndroidResources.resFolder(ofLayout: path), readers.contains(where: { $0.reads(path: path) }), !resourceFolders.contains(res) {
                    resourceFolders.insert(res)
                    try addValues(of: res, into: &set, entries: &entries)
                }
                // So is a storyboard or xib, with its app folder's translations and colours.
                if InterfaceBuilderReader().reads(path: path), readers.contains(where: { $0.reads(path: path) }) {
                    try addAppleResources(near: path, into: &set, entries: &entries)
                }
                continue
            }
            try walk(path, into: &set, resourceFolders: &resourceFolders, entries: &entries)
        }
        set.interfaceFiles = Array(Set(set.interfaceFiles)).sorted()
        set.appleCatalogs = Array(Set(set.appleCatalogs)).sorted()
        set.androidStrings = Array(Set(set.androidStrings)).sorted()
        set.assetCatalogs = Array(Set(set.assetCatalogs)).sorted()
        set.infoPropertyLists = Array(Set(set.infoPropertyLists)).sorted()
        set.targetInfoPropertyLists = Array(Set(set.targetInfoPropertyLists)).sorted()
        set.androidSourceFiles = Array(Set(set.androidSourceFiles)).sorted()
        set.tuistManifests = Array(Set(set.tuistManifests)).sorted()
        set.projectFiles = Array(Set(set.projectFiles)).sorted()
        set.projectSpecs = Array(Set(set.projectSpecs)).sorted()
        set.androidResourceFolders = resourceFolders.sorted()
        let total = set.interfaceFiles.count + set.appleCatalogs.count + set.androidStrings.count + set.assetCatalogs.count
        guard total <= limits.maximumFiles else {
            throw SourceFileError(
                file: paths.joined(separator: ", "),
                message: "\(total) files to read, over the limit of \(limits.maximumFiles) (ScanLimits.maximumFiles); narrow the paths or add exclude globs")
        }
        return set
    }

    /// A folder's entries, sorted, counted against the limit on entries walked
    /// (``ProjectWalker``: hidden entries, links to folders and dangling links left out).
    private func listing(_ folder: String, entries: inout Int) throws(SourceFileError) -> [ProjectWalker.Entry] {
        var budget = limits.maximumDirectoryEntries - entries
        defer { entries = limits.maximumDirectoryEntries - budget }
        do {
            return try ProjectWalker.entries(
                of: folder, budget: &budget,
                limitMessage: "more than \(limits.maximumDirectoryEntries) directory entries walked (ScanLimits.maximumDirectoryEntries); narrow the paths")
        } catch {
            throw SourceFileError(error)
        }
    }

    private func walk(_ folder: String, into set: inout ScanFileSet, resourceFolders: inout Set<String>, entries: inout Int) throws(SourceFileError) {
        for entry in try listing(folder, entries: &entries) {
            let (name, path) = (entry.name, entry.path)
            guard !isExcluded(path) else { continue }
            // Classified once per entry by the walker. Symbolic links to folders are never
            // followed (not even an `.xcassets`): they can loop or lead out of the project (a
            // link to `/`). A named pipe, device or socket is never opened: a FIFO would block
            // the scan forever.
            switch entry.kind {
            case .folder:
                if Self.isSkipped(folderName: name) { continue }
                if name.hasSuffix(".xcassets") {
                    set.assetCatalogs.append(path)
                    continue
                }
                if name.hasPrefix("values") || name.hasPrefix("layout") {
                    // `res/values-de`: its parent is an Android resource folder.
                    resourceFolders.insert(folder)
                }
                try walk(path, into: &set, resourceFolders: &resourceFolders, entries: &entries)
            case .file:
                classify(path, into: &set, resourceFolders: &resourceFolders, explicit: false)
            case .linkToFolder, .special, .missing:
                continue
            }
        }
    }

    /// The strings files of a `res` folder's `values*` folders, for a layout named on its own:
    /// each folder walked as a folder scan walks it (its limit, excludes and errors).
    private func addValues(of res: String, into set: inout ScanFileSet, entries: inout Int) throws(SourceFileError) {
        var ignored = Set<String>()
        for folder in try listing(res, entries: &entries) where folder.isFolder && folder.name.hasPrefix("values") {
            try walk(folder.path, into: &set, resourceFolders: &ignored, entries: &entries)
        }
    }

    /// For a storyboard or xib named on its own: the string catalogs of its app folder's `.lproj`
    /// folders, and the `.xcstrings`, asset catalogs and `Info.plist` beside them — the app
    /// folder being the one that holds the file's `.lproj` folder, else the file's own. No other
    /// screen is read.
    private func addAppleResources(near path: String, into set: inout ScanFileSet, entries: inout Int) throws(SourceFileError) {
        let folder = PathParts.folder(path)
        // A bare name (`legible scan Main.storyboard` in Base.lproj) is in the current folder,
        // whose own name says whether it is an `.lproj`.
        let folderName = folder == "." ? PathParts.name(FileManager.default.currentDirectoryPath) : PathParts.name(folder)
        let app = folderName.hasSuffix(".lproj") ? (folder == "." ? ".." : PathParts.folder(folder)) : folder
        for found in try listing(app, entries: &entries) {
            let (name, child, entry) = (found.name, found.path, found.kind)
            guard !isExcluded(child) else { continue }
            // As the walk: no link to a folder entered, no pipe or device opened.
            if entry == .folder && name.hasSuffix(".lproj") {
                for file in try listing(child, entries: &entries) where ["strings", "stringsdict"].contains(PathParts.pathExtension(file.name).lowercased()) {
                    if !isExcluded(file.path), file.kind == .file { set.appleCatalogs.append(file.path) }
                }
            } else if entry == .folder && name.hasSuffix(".xcassets") {
                set.assetCatalogs.append(child)
            } else if entry == .file && PathParts.pathExtension(name).lowercased() == "xcstrings" {
                set.appleCatalogs.append(child)
            } else if entry == .file && name == "Info.plist" {
                set.infoPropertyLists.append(child)
            } else if entry == .file && name.hasSuffix("-Info.plist") {
                set.targetInfoPropertyLists.append(child)
            }
        }
    }

    /// Whether a folder of `path` is one a walk never enters, or a package checkout's
    /// (`.swiftpm`, `SourcePackages`), where readers leave files alone.
    static func isInSkippedFolder(_ path: String) -> Bool {
        ProjectWalker.isInSkippedFolder(path)
    }

    /// The error for a file named on the command line that no reader reads and that is no
    /// catalog or `Info.plist` either (`layouts/main.xml` outside `res/layout`, `Main.storyboard.orig`).
    private func unreadableNamedFile(_ path: String) -> SourceFileError {
        let kinds = readers.map(\.kindName).joined(separator: ", ")
        return SourceFileError(
            file: path,
            message: "no reader (\(kinds)) reads this file, and it is no string catalog: name a storyboard, a xib, a Swift file "
                + "or a layout in an Android res/layout folder")
    }

    /// The path of an entry `name` of `folder`, as the walk and the scan's findings write it.
    static func path(of name: String, in folder: String) -> String {
        ProjectWalker.path(of: name, in: folder)
    }

    private func classify(_ path: String, into set: inout ScanFileSet, resourceFolders: inout Set<String>, explicit: Bool) {
        let name = PathParts.name(path)
        let folder = PathParts.folderName(path)
        let ext = PathParts.pathExtension(name).lowercased()
        if name == "Info.plist" { set.infoPropertyLists.append(path) }
        if name.hasSuffix("-Info.plist") { set.targetInfoPropertyLists.append(path) }
        if ext == "kt" || ext == "java" { set.androidSourceFiles.append(path) }
        if (name == "project.pbxproj" && folder.hasSuffix(".xcodeproj")) || name == "Package.swift" { set.projectFiles.append(path) }
        if name == "project.yml" { set.projectSpecs.append(path) }
        if name == "Project.swift" { set.tuistManifests.append(path) }
        if ["strings", "stringsdict", "xcstrings"].contains(ext) {
            if StringCatalog.locale(fromPath: path, format: .strings).map(StringCatalog.isShownLocale) ?? true { set.appleCatalogs.append(path) }
        } else if ext == "xml", folder == "values" || (folder.hasPrefix("values-") && Self.isShownAndroidLocale(path)) || StringCatalog.isMokoStrings(path) {
            // Android reads strings from every file of the folder (strings.xml, donottranslate.xml, arrays.xml…).
            set.androidStrings.append(path)
        }
        if readers.contains(where: { $0.reads(path: path) }) {
            set.interfaceFiles.append(path)
        }
    }

    /// Whether a `values-…` file holds strings of a locale someone sees (`values-de`, not
    /// `values-night` nor translators' notes in `values-qq`).
    private static func isShownAndroidLocale(_ path: String) -> Bool {
        StringCatalog.locale(fromPath: path, format: .androidXML).map(StringCatalog.isShownLocale) == true
    }

    /// Whether an exclude glob matches the path (relative to the root) or its file name.
    func isExcluded(_ path: String) -> Bool {
        guard !exclude.isEmpty else { return false }
        let relative = Self.relative(path, to: root)
        let name = PathParts.name(path)
        return exclude.contains { KeyGlob.matches(pattern: $0, key: relative) || KeyGlob.matches(pattern: $0, key: name) }
    }

    /// `path` without the `root/` it starts with.
    static func relative(_ path: String, to root: String?) -> String {
        guard let root, !root.isEmpty, root != "." else { return path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
