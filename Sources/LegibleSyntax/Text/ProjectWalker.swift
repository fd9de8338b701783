#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one walk of a person's project folders: `legible scan`, `legible init`, `legible audit
/// FOLDER` and the design-system sources of `legible check` all list folders through it, so they
/// agree on what they enter, what they never open and how far they go.
///
/// - Entries come sorted by name (the same order on every machine); hidden ones (`.git`,
///   `.DS_Store`, `._Main.storyboard`) are left out.
/// - Each entry is classified once by ``WalkedEntry``: a symbolic link to a folder is never
///   entered and left out, as is a dangling link; a named pipe, device or socket is listed as
///   ``WalkedEntry/special`` so that no caller opens it (a FIFO would block forever).
/// - Every name listed counts against the caller's limit on entries, and passing it is an error
///   naming the folder and the limit's setting.
/// - A walk of a project skips the folders of ``isSkipped(folderName:)``: build products,
///   dependencies, version control, tests and previews. Listing inside a named source (a `res`
///   folder, an asset catalog) does not: there every folder is the source's own.
///
/// ```swift
/// var walker = ProjectWalker(maximumEntries: 1_000, limitMessage: "more than 1000 entries")
/// try walker.walk("App") { entry in
///     if entry.kind == .file { print(entry.path) }
///     return true  // enter every folder not skipped
/// }
/// ```
package struct ProjectWalker: Sendable {
    /// One entry of a folder.
    package struct Entry: Sendable, Hashable {
        /// The entry's name.
        package let name: String
        /// The folder's path joined with the name (``ProjectWalker/path(of:in:)``).
        package let path: String
        /// What is there: ``WalkedEntry/file``, ``WalkedEntry/folder`` or ``WalkedEntry/special``.
        package let kind: WalkedEntry

        /// Whether it is a real folder (not a link to one).
        package var isFolder: Bool { kind == .folder }
    }

    /// Folders a walk of a project never enters, wherever they are: build products (`.build`,
    /// `build`, `DerivedData`), dependencies (`Pods`, `Carthage`, `node_modules`, `vendor`, a
    /// package checkout's `SourcePackages`), version control, and the test and preview folders
    /// whose screens and text no user sees. Hidden folders and test targets' folders
    /// (`AppTests`, `AppUITests`) are skipped too (``isSkipped(folderName:)``).
    package static let skippedFolderNames: Set<String> = [
        ".build", ".git", ".gradle", ".hg", ".svn", ".swiftpm", "build", "Build", "Carthage", "DerivedData", "node_modules", "Pods",
        "SourcePackages", "vendor", "Tests", "test", "androidTest", "Preview Content",
    ]

    /// Whether a walk of a project skips a folder of this name: the ``skippedFolderNames``,
    /// hidden folders, and test targets' folders (`AppTests`, `AppUITests`). A folder named by
    /// the user is still read: only folders found by walking are skipped.
    /// Xcode playgrounds (`LabelPopover.playground`) are skipped too: their pages run in Xcode's
    /// live view, never in the app (GitHawk 36f6fa28 `Playgrounds/ButtonAnimation.playground/Contents.swift:13`
    /// was a `text.fixed-size` warning about a screen no user sees). So are Xcode localization
    /// catalogs (`en.xcloc`): an export for translators whose `Source Contents` copies the app's
    /// storyboards and xibs, which the app never builds from (tinode-ios 68c9f73c keeps six, and
    /// each copy of `Main.storyboard` repeated its 199 findings).
    package static func isSkipped(folderName name: String) -> Bool {
        skippedFolderNames.contains(name) || name.hasSuffix("Tests") || name.hasSuffix(".playground")
            || name.hasSuffix(".xcloc")
            || (name.hasPrefix(".") && name != "." && name != "..")
    }

    /// Whether a folder of `path` (not its last component) is one of the ``skippedFolderNames``:
    /// a file named there is a build product's or a dependency's.
    package static func isInSkippedFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { skippedFolderNames.contains(String($0)) }
    }

    /// The path of an entry `name` of `folder` as every walk writes it: `name` alone in the
    /// current folder `.`, else the two joined by one `/`.
    package static func path(of name: String, in folder: String) -> String {
        if folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The most entries this walker lists before it stops with an error.
    package let maximumEntries: Int
    /// The error's message when a listing passes ``maximumEntries`` (the limit and its setting).
    package let limitMessage: String
    /// The entries listed so far, hidden ones included.
    package private(set) var entriesSeen = 0

    /// A walker that lists at most `maximumEntries` entries in all.
    ///
    /// - Parameters:
    ///   - maximumEntries: the limit on entries listed, hidden ones included.
    ///   - limitMessage: what the error says when the limit is passed (name the setting).
    package init(maximumEntries: Int, limitMessage: String) {
        self.maximumEntries = maximumEntries
        self.limitMessage = limitMessage
    }

    /// Whether a listing has passed ``maximumEntries`` (the last error was the limit's).
    package var isOverLimit: Bool { entriesSeen > maximumEntries }

    /// The entries of `folder`, sorted, counted against ``maximumEntries``.
    ///
    /// - Throws: `SyntaxError` naming the folder when it cannot be listed or the limit is passed.
    package mutating func entries(of folder: String) throws(SyntaxError) -> [Entry] {
        var budget = maximumEntries - entriesSeen
        defer { entriesSeen = maximumEntries - budget }
        return try Self.entries(of: folder, budget: &budget, limitMessage: limitMessage)
    }

    /// The entries of `folder`, sorted, each name listed taken from `budget`.
    ///
    /// - Throws: `SyntaxError` naming the folder when it cannot be listed, or with
    ///   `limitMessage` when `budget` goes below zero.
    package static func entries(of folder: String, budget: inout Int, limitMessage: @autoclosure () -> String) throws(SyntaxError) -> [Entry] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw SyntaxError(file: folder, message: "cannot list the folder" + reason(error))
        }
        budget -= names.count
        guard budget >= 0 else { throw SyntaxError(file: folder, message: limitMessage()) }
        return names.compactMap { name in
            guard !name.hasPrefix(".") else { return nil }
            let path = Self.path(of: name, in: folder)
            let kind = WalkedEntry(path)
            return kind == .linkToFolder || kind == .missing ? nil : Entry(name: name, path: path, kind: kind)
        }
    }

    /// Walks `folder` depth first in name order: `visit` sees every entry, and a folder it
    /// returns `true` for is entered unless ``isSkipped(folderName:)`` (a skipped folder is not
    /// shown to `visit`). Folders deeper than `maximumDepth` below `folder` are not listed; with
    /// `passOverUnlistable`, a folder below `folder` that cannot be listed is passed over.
    ///
    /// - Throws: `SyntaxError` from a listing (see ``entries(of:)``) or from `visit`.
    package mutating func walk(
        _ folder: String, maximumDepth: Int = .max, passOverUnlistable: Bool = false, visit: (Entry) throws(SyntaxError) -> Bool
    ) throws(SyntaxError) {
        try walk(folder, depth: 0, limits: (maximumDepth, passOverUnlistable), visit: visit)
    }

    private mutating func walk(
        _ folder: String, depth: Int, limits: (maximumDepth: Int, passOverUnlistable: Bool), visit: (Entry) throws(SyntaxError) -> Bool
    ) throws(SyntaxError) {
        let listed: [Entry]
        do {
            listed = try entries(of: folder)
        } catch {
            guard depth > 0, limits.passOverUnlistable, !isOverLimit else { throw error }
            return
        }
        for entry in listed {
            if entry.isFolder && Self.isSkipped(folderName: entry.name) { continue }
            if try visit(entry), entry.isFolder, depth < limits.maximumDepth {
                try walk(entry.path, depth: depth + 1, limits: limits, visit: visit)
            }
        }
    }

    /// Why a folder could not be listed, when Foundation says so plainly (`: permission denied`).
    private static func reason(_ error: any Error) -> String {
        switch (error as? CocoaError)?.code {
        case .fileReadNoPermission?: ": permission denied"
        case .fileReadNoSuchFile?, .fileNoSuchFile?: ": no such folder"
        default: ""
        }
    }
}
