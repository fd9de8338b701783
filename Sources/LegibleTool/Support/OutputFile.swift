import Foundation
import LegibleSyntax

/// Files the tool writes instead of or beside its report (`check --output`, `targets --svg`):
/// whole or not at all, and never over a user's file unless asked.
enum OutputFile {
    /// Throws when `path` exists: the user did not ask to replace it. Checked before any work,
    /// so a long run does not end in this.
    ///
    /// - Parameter option: the option that named the file, for the message.
    static func refuseExisting(_ path: String, option: String) throws(InputError) {
        if FileManager.default.fileExists(atPath: path) {
            throw InputError("\(option) '\(path)': the file exists; use --force to replace it")
        }
    }

    /// Writes `text` beside `path` and moves it into place in one step (FilePlacement), so
    /// `path` is either the whole new file or what it was before; the temporary file is removed
    /// on failure and when SIGINT or SIGTERM ends the tool, and a shell's file-size limit is a
    /// write error, not a half-written file.
    ///
    /// - Parameters:
    ///   - replacingExisting: whether an existing `path` is replaced (otherwise it is an error).
    ///   - option: the option that named the file, for messages.
    static func write(_ text: String, to path: String, replacingExisting: Bool, option: String) throws(InputError) {
        let handlers = TemporaryFileCleanup.install()
        defer { handlers.restore() }
        do {
            try FilePlacement.write(Array(text.utf8), toFile: path, replacingExisting: replacingExisting, temporaryFile: TemporaryFileCleanup.follow)
        } catch where error.message == "the file exists" {
            throw InputError("\(option) '\(path)': the file exists; use --force to replace it")
        } catch {
            throw InputError("\(option) '\(path)': cannot write the file (\(error.message))")
        }
    }
}
