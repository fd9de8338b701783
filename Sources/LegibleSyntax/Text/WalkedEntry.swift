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

/// What a folder walk found at a path, from lstat(2) and, for a symbolic link, stat(2): the one
/// question every walk of a person's folders asks, answered the same way everywhere.
///
/// A walk reads regular files and enters real folders only. A symbolic link to a folder is never
/// entered (it can loop, or lead out of the project — a link to `/` walked the whole file
/// system), and a named pipe, device or socket is never opened (a FIFO no process writes to
/// blocked the scan forever).
///
/// ```swift
/// switch WalkedEntry(path) {
/// case .file: read(path)
/// case .folder: walk(path)
/// case .linkToFolder, .special, .missing: break
/// }
/// ```
package enum WalkedEntry: Sendable, Hashable {
    /// A regular file, or a symbolic link to one.
    case file
    /// A folder that is not a symbolic link.
    case folder
    /// A symbolic link to a folder: never entered.
    case linkToFolder
    /// A named pipe, device or socket (or a link to one): never opened.
    case special
    /// Nothing there, or a dangling link.
    case missing

    /// What is at `path`.
    package init(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            self = .missing
            return
        }
        var type = status.st_mode & S_IFMT
        let isLink = type == S_IFLNK
        if isLink {
            guard stat(path, &status) == 0 else {
                self = .missing
                return
            }
            type = status.st_mode & S_IFMT
        }
        switch type {
        case S_IFREG: self = .file
        case S_IFDIR: self = isLink ? .linkToFolder : .folder
        default: self = .special
        }
    }

    /// Whether the walk may enter it as a folder.
    package var isFolder: Bool { self == .folder }
}
