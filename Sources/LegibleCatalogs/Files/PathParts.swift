import Foundation

/// The parts of a file path that `NSString`'s `lastPathComponent`, `pathExtension` and
/// `deletingLastPathComponent` give, read straight from the path's bytes: bridging to
/// `NSString` for each of the thousands of files a scan or an audit finds was a tenth of
/// finding them. The answers are `NSString`'s: a path the byte rules might read differently
/// (non-ASCII, whose characters can join a `.` or `/`; a trailing or doubled `/`) is still asked
/// of `NSString`.
package enum PathParts {
    /// `lastPathComponent`: `App/de.lproj/Main.strings` → `Main.strings`.
    package static func name(_ path: String) -> String {
        guard let slash = plainLastSlash(path) else { return (path as NSString).lastPathComponent }
        return slash.map { String(path.utf8[path.utf8.index(after: $0)...])! } ?? path
    }

    /// The last folder's name (`lastPathComponent` of `deletingLastPathComponent`):
    /// `App/de.lproj/Main.strings` → `de.lproj`; empty for a bare file name.
    package static func folderName(_ path: String) -> String {
        guard let slash = plainLastSlash(path) else {
            // A bare name is in no folder; Foundation's `deletingLastPathComponent` traps on a
            // name of one character (`é`).
            guard path.utf8.contains(UInt8(ascii: "/")) else { return "" }
            return ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        }
        guard let slash else { return "" }
        let folder = path.utf8[..<slash]
        guard !folder.isEmpty else { return "/" }
        let start = folder.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.index(after: $0) } ?? folder.startIndex
        return String(path.utf8[start..<slash])!
    }

    /// The folder a path is in, up to its last `/` (`.` for a bare name, `/` for a name at the
    /// root): `App/Base.lproj/Main.storyboard` → `App/Base.lproj`.
    package static func folder(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    /// `pathExtension`: what follows the last `.` of the name, unless the name starts with
    /// it (`.strings` has none).
    package static func pathExtension(_ path: String) -> String {
        guard let slash = plainLastSlash(path) else { return (path as NSString).pathExtension }
        let nameStart = slash.map { path.utf8.index(after: $0) } ?? path.utf8.startIndex
        let name = path.utf8[nameStart...]
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != nameStart else { return "" }
        return String(path.utf8[path.utf8.index(after: dot)...])!
    }

    /// The index of the last `/` (`.some(nil)` when there is none) in a path the byte rules
    /// read as `NSString` does; `nil` for any other path.
    private static func plainLastSlash(_ path: String) -> String.UTF8View.Index?? {
        let bytes = path.utf8
        guard let last = bytes.last, last != UInt8(ascii: "/") else { return nil }
        var previous: UInt8 = 0
        var lastSlash: String.UTF8View.Index?
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte >= 0x80 || (byte == UInt8(ascii: "/") && previous == byte) { return nil }
            if byte == UInt8(ascii: "/") { lastSlash = index }
            previous = byte
            bytes.formIndex(after: &index)
        }
        return .some(lastSlash)
    }
}
