import Foundation
import LegibleSyntax

/// Files the tool writes instead of or beside its report (`check --output`, `targets --svg`):
/// whole or not at all, and never over a user's file unless asked.
enum OutputFile {
    /// Throws when `path` may not be written: something is there (a dangling symbolic link too)
    /// and the user did not ask to replace it, or it is no regular file (a device node, a named
    /// pipe, a directory), which even `--force` never replaces. Checked before any work, so a
    /// long run does not end in this.
    ///
    /// - Parameters:
    ///   - force: whether `--force` asks to replace an existing regular file.
    ///   - option: the option that named the file, for the message.
    static func checkDestination(_ path: String, force: Bool, option: String) throws(InputError) {
        if let problem = FilePlacement.destinationProblem(path, replacingExisting: force) {
            throw error(problem, path: path, option: option)
        }
    }

    /// The message for a destination that may not be written.
    ///
    /// - Parameter option: the option that named the file (`--output`), or `""` when the command
    ///   writes a file by default (`legible init`): the message then starts with the path.
    static func error(_ problem: String, path: String, option: String) -> InputError {
        let file = option.isEmpty ? "'\(path)'" : "\(option) '\(path)'"
        if problem == "the file exists" { return InputError("\(file): the file exists; use --force to replace it") }
        if problem.hasPrefix("is ") {
            return InputError("\(file): \(problem); --force replaces only regular files")
        }
        return InputError("\(file): cannot write the file (\(problem))")
    }

    /// Writes `text` beside `path` and moves it into place in one step (FilePlacement), so
    /// `path` is either the whole new file or what it was before; the temporary file is removed
    /// on failure and when a signal ends the tool (TemporaryFileCleanup), and a shell's file-size limit is a
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
        } catch {
            throw Self.error(error.message, path: path, option: option)
        }
    }
}
