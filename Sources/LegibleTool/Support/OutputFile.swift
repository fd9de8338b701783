import Foundation

/// Files the tool writes beside its report (`targets --svg`): whole or not at all, and never over
/// a user's file unless asked.
enum OutputFile {
    /// Throws when `path` exists: the user did not ask to overwrite it.
    ///
    /// - Parameter option: the option that named the file, for the message.
    static func refuseExisting(_ path: String, option: String) throws(InputError) {
        if FileManager.default.fileExists(atPath: path) {
            throw InputError("\(option) '\(path)': the file exists; pass --force to overwrite it")
        }
    }

    /// Writes `text` to a temporary file in `path`'s folder, then moves it to `path` in one step,
    /// so `path` is either the whole new file or what it was before; a failure removes the
    /// temporary file.
    ///
    /// - Parameters:
    ///   - overwrite: whether an existing `path` is replaced (otherwise it is an error).
    ///   - option: the option that named the file, for messages.
    static func write(_ text: String, to path: String, overwrite: Bool, option: String) throws(InputError) {
        func failure(_ code: Int32) -> InputError {
            InputError("\(option) '\(path)': cannot write the file (\(String(cString: strerror(code))))")
        }
        let url = URL(fileURLWithPath: path)
        var template = Array(url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).XXXXXX").path.utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var finished = false
        defer { if !finished { unlink(temporary) } }

        let mask = umask(0)  // mkstemp makes the file private; give it the mode a new file gets
        umask(mask)
        var status = fchmod(descriptor, 0o666 & ~mask) == 0 ? 0 : errno
        if status == 0 { status = writeAll(Array(text.utf8), to: descriptor) }
        if status == 0, fsync(descriptor) != 0 { status = errno }
        if close(descriptor) != 0, status == 0 { status = errno }
        guard status == 0 else { throw failure(status) }

        if overwrite {
            guard rename(temporary, path) == 0 else { throw failure(errno) }
        } else {
            // link refuses an existing destination, so a file that appeared meanwhile is kept.
            guard link(temporary, path) == 0 else {
                if errno == EEXIST { throw InputError("\(option) '\(path)': the file exists; pass --force to overwrite it") }
                throw failure(errno)
            }
            unlink(temporary)
        }
        finished = true
    }

    /// Writes every byte, retrying after interruptions; the `errno` of a failure, or 0.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }
}
