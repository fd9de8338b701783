import Foundation
import LegibleSyntax

/// Reading the files and folders of a source, within the limits.
package enum SourceFiles {
    /// A file's text; errors name the file and, for one over the size limit, the limit. Only a
    /// regular file is read: a named pipe in a `res` folder or named as a token file would wait forever.
    package static func text(at path: String, limits: ColorTokenLimits) throws(SyntaxError) -> String {
        let limit = FileSizeLimit(bytes: limits.maximumFileBytes, what: "a design-system source", setting: "ColorTokenLimits.maximumFileBytes")
        return try TextDecoding.decode(try FileReading.read(path, limit: limit, regularFileOnly: true), file: path)
    }

    /// Whether `path` is a folder; an error naming it when it is missing or a file.
    static func requireFolder(_ path: String, what: String) throws(SyntaxError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SyntaxError(file: path, message: "no such folder; expected \(what)")
        }
        guard isDirectory.boolValue else {
            throw SyntaxError(file: path, message: "is a file; expected \(what)")
        }
    }

    /// The entries of a folder, sorted by name so reading is the same on every machine, hidden
    /// ones left out (``ProjectWalker``, the walk every command shares); `budget` counts down
    /// every entry seen against ``ColorTokenLimits/maximumDirectoryEntries``.
    ///
    /// A link to a folder is neither entered nor read as a file (a linked `.xcassets` led out of
    /// the project, a link to `/` walked the file system). A named pipe, device or socket is
    /// listed as a file, which ``text(at:limits:)`` refuses without opening it for reading.
    static func entries(of folder: String, budget: inout Int, limits: ColorTokenLimits) throws(SyntaxError) -> [ProjectWalker.Entry] {
        try ProjectWalker.entries(
            of: folder, budget: &budget,
            limitMessage:
                "more than \(limits.maximumDirectoryEntries) files and folders to look through (ColorTokenLimits.maximumDirectoryEntries); is this the right folder?"
        )
    }
}
