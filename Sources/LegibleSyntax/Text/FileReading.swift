#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The most bytes one input file may have, and how a message names that limit: every reader of
/// a person's files (catalogs, layout specs, screens, pairs, design-system sources, strings
/// lists) reads through ``FileReading`` with one, so an error says the same thing everywhere:
///
/// ```text
/// larger than the limit of 16777216 bytes for a layout spec (CatalogLimits.maximumLayoutSpecBytes)
/// 40000000 bytes, over the limit of 33554432 bytes for a screen file (ScreenLimits.maximumFileBytes)
/// ```
package struct FileSizeLimit: Sendable, Hashable {
    /// The most bytes.
    package var bytes: Int
    /// What the file is, with its article: `a screen file`.
    package var what: String
    /// The setting that raises the limit, such as `ScreenLimits.maximumFileBytes`.
    package var setting: String

    package init(bytes: Int, what: String, setting: String) {
        self.bytes = bytes
        self.what = what
        self.setting = setting
    }

    /// `N bytes, over the limit of …` when the size is known, `larger than the limit of …` when
    /// reading stopped at the limit.
    package func message(size: Int?) -> String {
        let size = size.map { "\($0) bytes, over" } ?? "larger than"
        return "\(size) the limit of \(bytes) bytes for \(what) (\(setting))"
    }
}

/// Reads whole input files within a size limit: regular files, and anything else that reads like
/// one — a named pipe, `/dev/stdin`, a shell's process substitution (`<(…)`) — as a stream.
/// A regular file over the limit is refused before a byte is read; a stream is read up to one
/// byte past the limit.
package enum FileReading {
    /// The bytes of the file at `path`.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - limit: the most bytes.
    ///   - regularFileOnly: refuse a named pipe, device or socket, for files a configuration or
    ///     a folder names (a token file, an Android `colors.xml`): opened without blocking, so a
    ///     named pipe no process writes to is refused at once instead of waiting forever.
    /// - Throws: ``SyntaxError`` naming `path`: `no such file`, `is a folder; expected a file`,
    ///   `is a named pipe (FIFO); expected a regular file`, `cannot be read`, or the limit's message.
    package static func read(_ path: String, limit: FileSizeLimit, regularFileOnly: Bool = false) throws(SyntaxError) -> Data {
        // open(2) reads a path only up to a NUL: "t.json\0garbage" would open t.json.
        guard !path.utf8.contains(0) else { throw SyntaxError(file: path, message: "a path cannot contain a NUL character (\\u{0})") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (regularFileOnly ? O_NONBLOCK : 0))
        guard descriptor >= 0 else {
            let failure = errno
            throw SyntaxError(file: path, message: failure == ENOENT || failure == ENOTDIR ? "no such file" : "cannot be read")
        }
        defer { close(descriptor) }
        if regularFileOnly {
            var status = stat()
            let type = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : S_IFREG
            guard type == S_IFREG || type == S_IFDIR else {
                throw SyntaxError(file: path, message: "is \(FilePlacement.kind(of: type)); expected a regular file")
            }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
        return try read(descriptor: descriptor, name: path, limit: limit)
    }

    /// The bytes of standard input (or another open descriptor), up to the limit.
    ///
    /// - Parameters:
    ///   - descriptor: the open file descriptor; it is not closed.
    ///   - name: names the input in errors.
    ///   - limit: the most bytes.
    package static func read(descriptor: Int32, name: String, limit: FileSizeLimit) throws(SyntaxError) -> Data {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SyntaxError(file: name, message: "cannot be read") }
        let type = status.st_mode & S_IFMT
        guard type != S_IFDIR else { throw SyntaxError(file: name, message: "is a folder; expected a file") }
        var capacity = 1 << 16
        if type == S_IFREG {
            let size = Int(status.st_size)
            guard size <= limit.bytes else { throw SyntaxError(file: name, message: limit.message(size: size)) }
            capacity = size + 1
        }
        // Read straight into the buffer that is returned: a zeroed 64 KB chunk per file, copied
        // into an array and then into `Data`, was half the time of reading thousands of small
        // storyboards and catalogs.
        var bytes = Data(count: min(capacity, limit.bytes + 1))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.count = min(bytes.count * 2, limit.bytes + 1) }
            let wanted = min(bytes.count, limit.bytes + 1) - filled
            let count = bytes.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress.map { $0 + filled }, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SyntaxError(file: name, message: "cannot be read")
            }
            if count == 0 { break }
            filled += count
            if filled > limit.bytes { throw SyntaxError(file: name, message: limit.message(size: nil)) }
        }
        bytes.count = filled
        return bytes
    }
}

/// read(2), named apart from ``FileReading/read(_:limit:)``.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
