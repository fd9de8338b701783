import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The app's Kotlin files as every pre-pass reads them, each read from disk once for the whole
/// `prepared(forFiles:)`: a dozen pre-passes (theme, its three followers, false flags, shared
/// lengths, callers' fills…) each read every file again, 17 to 23 reads a file in Pocket Casts
/// Android. A file's text is kept only while the texts kept stay within ``maximumKeptBytes``
/// (one app's Kotlin is a few MiB; a larger one is read again when asked for, as before), and
/// the store lives only as long as the pre-passes.
///
/// A file larger than `KotlinLimits.maximumFileBytes`, not UTF-8, or not a regular file (a FIFO
/// would block the scan) has no text; the scan reports it where it reads it.
final class KotlinSourceTexts {
    /// What one file is, read once.
    struct Entry {
        /// The file's size when the path itself is a regular file (not a symbolic link); the
        /// theme's passes take only those.
        var regularSize: Int?
        /// The file's text, when it is (or links to) a regular UTF-8 file within the per-file limit.
        var text: String?
    }

    /// The most bytes of text kept at once.
    static let maximumKeptBytes = 64 << 20

    /// The Kotlin files, in the scan's order.
    let paths: [String]
    private let load: (String) -> Entry
    private let maximumKeptBytes: Int
    private var entries: [String: Entry] = [:]
    private var keptBytes = 0

    /// The files among `paths`, read by `load` (the disk, unless a test counts the reads).
    init(paths: [String], maximumKeptBytes: Int = KotlinSourceTexts.maximumKeptBytes, load: @escaping (String) -> Entry = KotlinSourceTexts.read) {
        self.paths = paths
        self.maximumKeptBytes = maximumKeptBytes
        self.load = load
    }

    /// The file's entry, read on the first request.
    func entry(_ path: String) -> Entry {
        if let entry = entries[path] { return entry }
        let entry = load(path)
        let bytes = entry.text?.utf8.count ?? 0
        if keptBytes + bytes <= maximumKeptBytes {
            keptBytes += bytes
            entries[path] = entry
        }
        return entry
    }

    /// The file's size if the path is a regular file.
    func regularSize(_ path: String) -> Int? { entry(path).regularSize }

    /// The file's text (at most `KotlinLimits.maximumFileBytes`), or `nil`.
    func text(_ path: String) -> String? { entry(path).text }

    /// A file from the disk.
    static func read(_ path: String) -> Entry {
        var status = stat()
        var entry = Entry()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG { entry.regularSize = Int(status.st_size) }
        // Followed, as the pre-passes that read any readable file did (a link to a regular file).
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= KotlinLimits.maximumFileBytes,
            let text = try? String(contentsOfFile: path, encoding: .utf8), text.utf8.count <= KotlinLimits.maximumFileBytes
        else { return entry }
        entry.text = text
        return entry
    }
}

/// The Kotlin files a pre-pass (click modifiers, frozen-size helpers, text wrappers) reads before
/// any screen: regular files of at most ``KotlinLimits/maximumFileBytes`` each that `wanted`
/// accepts, until `maximumFiles` files or `maximumBytes` bytes are taken. A file that cannot be
/// read is left to the scan, which reports it where it reads it.
enum KotlinPrePassFiles {
    static func texts(sources: KotlinSourceTexts, maximumFiles: Int, maximumBytes: Int, wanted: (String) -> Bool) -> [String] {
        var texts: [String] = []
        var bytes = 0
        for path in sources.paths where texts.count < maximumFiles {
            guard let size = sources.regularSize(path), size <= KotlinLimits.maximumFileBytes, bytes + size <= maximumBytes,
                let text = sources.text(path), wanted(text)
            else { continue }
            bytes += size
            texts.append(text)
        }
        return texts
    }
}
