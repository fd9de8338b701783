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

/// Puts a finished file in place in one step, so no one ever finds half of it, and never
/// replaces a file unasked: the file is written beside its destination under a temporary name,
/// then moved into place.
///
/// ```swift
/// try FilePlacement.write(Array(html.utf8), toFile: "report.html", replacingExisting: false)
/// ```
package enum FilePlacement {
    /// A temporary name in the destination's folder (so the move is a rename on one file
    /// system), hidden, and short whatever the destination's name: `.legible-1f0c9a3b7e2d.tmp`.
    /// A name built from the destination's (with a UUID, 50 bytes longer) made a valid 240-byte
    /// output name fail with "File name too long".
    ///
    /// - Parameter path: the destination.
    package static func temporaryPath(beside path: String) -> String {
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        let random = String(UInt64.random(in: 0...(1 << 48 - 1)), radix: 16)
        return folder + ".legible-" + String(repeating: "0", count: 12 - random.count) + random + ".tmp"
    }

    /// Why `path` may not be written: `the file exists` when something is there (a dangling
    /// symbolic link too) and replacing was not asked for; when it was, anything but a regular
    /// file (or a link to one) is refused — renaming over a device node or a named pipe would
    /// replace it with a regular file (as root, `/dev/null` itself). `nil` when it may be written.
    ///
    /// - Parameters:
    ///   - path: the destination.
    ///   - replacingExisting: whether an existing regular file may be replaced.
    package static func destinationProblem(_ path: String, replacingExisting: Bool) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }  // nothing there (or unreadable: the write says why)
        guard replacingExisting else { return "the file exists" }
        var type = status.st_mode & S_IFMT
        if type == S_IFLNK {
            var target = stat()
            guard stat(path, &target) == 0 else { return nil }  // a dangling link: the link is replaced
            type = target.st_mode & S_IFMT
        }
        guard type != S_IFREG else { return nil }
        return "is \(kind(of: type)), not a regular file"
    }

    /// A file type in words, with its article: `a named pipe (FIFO)`.
    package static func kind(of type: mode_t) -> String {
        switch type {
        case S_IFDIR: "a directory"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    /// Writes `bytes` beside `path`, then moves them into place; the temporary file is removed
    /// whatever happens.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - path: the file to create.
    ///   - replacingExisting: whether an existing file may be replaced.
    ///   - temporaryFile: called with the temporary file's path before it is created, and with
    ///     `nil` once it is gone (moved into place or removed), so a caller can remove it when a
    ///     signal ends the process in between.
    /// - Throws: ``FilePlacementError`` with the system's reason, or `the file exists`.
    package static func write(
        _ bytes: [UInt8], toFile path: String, replacingExisting: Bool, temporaryFile: (String?) -> Void = { _ in }
    ) throws(FilePlacementError) {
        let temporary = temporaryPath(beside: path)
        temporaryFile(temporary)
        defer {
            unlink(temporary)
            temporaryFile(nil)
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw FilePlacementError(message: systemReason(errno)) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in writeBytes(descriptor, buffer.baseAddress! + offset, buffer.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                let failure = errno
                close(descriptor)
                throw FilePlacementError(message: systemReason(failure))
            }
            offset += written
        }
        guard close(descriptor) == 0 else { throw FilePlacementError(message: systemReason(errno)) }
        try move(temporary, to: path, replacingExisting: replacingExisting)
    }

    /// Moves a finished temporary file into place in one step.
    ///
    /// - Parameters:
    ///   - temporary: the finished file, in the destination's folder.
    ///   - path: the destination.
    ///   - replacingExisting: whether an existing regular file may be replaced; when `false` and
    ///     the file exists (even one that appears meanwhile), it is left alone. A device node,
    ///     named pipe, directory or socket is never replaced.
    /// - Throws: ``FilePlacementError``: `the file exists`, `is a character device, …`, or the
    ///   system's reason.
    package static func move(_ temporary: String, to path: String, replacingExisting: Bool) throws(FilePlacementError) {
        if replacingExisting {
            if let problem = destinationProblem(path, replacingExisting: true) { throw FilePlacementError(message: problem) }
            // rename(2) replaces an existing file atomically.
            guard rename(temporary, path) == 0 else { throw FilePlacementError(message: systemReason(errno)) }
            return
        }
        // link(2) never replaces: it fails with EEXIST when the destination exists.
        if link(temporary, path) == 0 { return }
        let failure = errno
        guard failure != EEXIST else { throw FilePlacementError(message: "the file exists") }
        // A file system without hard links: check, then rename (a file created in between is replaced).
        guard failure == EPERM || failure == ENOTSUP || failure == EOPNOTSUPP || failure == EXDEV || failure == EMLINK else {
            throw FilePlacementError(message: systemReason(failure))
        }
        guard !FileManager.default.fileExists(atPath: path) else { throw FilePlacementError(message: "the file exists") }
        guard rename(temporary, path) == 0 else { throw FilePlacementError(message: systemReason(errno)) }
    }

    private static func systemReason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// write(2), named apart from ``FilePlacement/write(_:toFile:replacingExisting:)``.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// Why a file could not be put in place: `the file exists`, or the system's reason.
package struct FilePlacementError: Error, Sendable, Hashable {
    /// What went wrong, in a few words.
    package let message: String
}
