import Foundation
import LegibleReporting
import LegibleScan
import LegibleSyntax

/// What the Swift reader found in each file, kept between runs so that a re-scan parses only the
/// files that changed — the build-tool plugin runs `legible scan` on every build.
///
/// An entry is keyed by the file's path and a 128-bit hash of its text (two FNV-1a passes with
/// different bases) together with ``formatVersion`` (the reader's version: a newer reader never
/// uses an older reader's results). The configuration is not part of the key because the reader's
/// result does not depend on it: rules, severities, `legible.yaml` ignores, string catalogs and
/// colours are applied to the cached elements on every run, so changing them takes effect at
/// once. The cache is one file, read once and written once (atomically, through a temporary file
/// beside it that is removed on failure); a damaged or foreign cache file is ignored and replaced.
///
/// ```swift
/// let cache = SwiftScanCache(file: ".build/legible/swift-scan.cache")
/// let reader = SwiftSourceReader(cache: cache)
/// // … scan …
/// try cache.save()
/// ```
public final class SwiftScanCache: Sendable {
    /// Changes whenever the reader's output for the same text may change.
    public static let formatVersion = "legible-swift-scan 3"

    /// The cache file.
    public let file: String
    private let entries: Locked<[String: [UInt8]]>
    private let used: Locked<Set<String>>
    private let changed: Locked<Bool>

    /// A cache kept in `file`, loaded now when the file exists and is a cache of this version.
    ///
    /// - Parameter file: the cache file's path; its folder is created on ``save()``.
    public init(file: String) {
        self.file = file
        entries = Locked(Self.load(file))
        used = Locked([])
        changed = Locked(false)
    }

    /// The cached result for `text` at `path`, `nil` when there is none.
    func result(text: String, path: String) -> ScanFileResult? {
        let key = Self.key(text: text, path: path)
        guard let bytes = entries.withLock({ $0[key] }) else { return nil }
        var reader = ResultReader(bytes)
        guard let result = reader.result() else { return nil }
        used.withLock { _ = $0.insert(key) }
        return result
    }

    /// Whether the cache holds a result for `text` at `path`.
    public func containsEntry(text: String, path: String) -> Bool {
        let key = Self.key(text: text, path: path)
        guard let bytes = entries.withLock({ $0[key] }) else { return false }
        var reader = ResultReader(bytes)
        return reader.result() != nil
    }

    /// Keeps `result` for `text` at `path`.
    func store(_ result: ScanFileResult, text: String, path: String) {
        let key = Self.key(text: text, path: path)
        var writer = ResultWriter()
        writer.put(result)
        let bytes = writer.bytes
        entries.withLock { $0[key] = bytes }
        used.withLock { _ = $0.insert(key) }
        changed.withLock { $0 = true }
    }

    /// Writes the entries used in this run (files no longer scanned are dropped) when anything
    /// changed.
    ///
    /// - Throws: `SourceFileError` naming the cache file when it cannot be written.
    public func save() throws(SourceFileError) {
        let keep = used.withLock { $0 }
        let all = entries.withLock { $0 }
        guard changed.withLock({ $0 }) || keep.count != all.count else { return }
        var writer = ResultWriter()
        writer.put(Self.formatVersion)
        let kept = all.filter { keep.contains($0.key) }.sorted { $0.key < $1.key }
        writer.put(kept.count)
        var bytes = writer.bytes
        for (key, value) in kept {
            var entry = ResultWriter()
            entry.put(key)
            entry.put(value.count)
            bytes += entry.bytes
            bytes += value
        }
        let url = URL(fileURLWithPath: file)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: temporary)
            // rename(2) replaces the old cache in one step: a reader never sees half a file.
            guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw SourceFileError(file: file, message: "cannot write the scan cache: \(error.localizedDescription)")
        }
    }

    /// Why `file` may not be used as a cache, `nil` when it may: it is missing, empty, or begins
    /// as a Legible scan cache (of any version; an older one is replaced). Anything else — a
    /// note, a source file given by mistake, a folder, a named pipe — would be replaced by the
    /// cache when it is saved, so it is refused, as `--output` refuses an existing file.
    ///
    /// - Parameters:
    ///   - file: the cache file's path.
    ///   - replacingOtherFiles: accept a regular file that is not a cache (`--force`); a folder,
    ///     named pipe or device is refused all the same.
    public static func refusal(of file: String, replacingOtherFiles: Bool = false) -> String? {
        switch WalkedEntry(file) {
        case .missing: return nil
        case .folder, .linkToFolder: return "is a folder, not a Legible scan cache"
        case .special: return "is not a regular file, not a Legible scan cache"
        case .file: break
        }
        guard let handle = FileHandle(forReadingAtPath: file) else { return "cannot be read" }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 64)) ?? Data()
        guard !start.isEmpty, !replacingOtherFiles else { return nil }
        // The first token is the format version, `20:legible-swift-scan 1`.
        let magic = Array("legible-swift-scan ".utf8)
        let bytes = [UInt8](start)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, bytes[..<colon].allSatisfy({ (48...57).contains($0) }),
            bytes[(colon + 1)...].starts(with: magic)
        else {
            return "is not a Legible scan cache (it does not start with the cache's header); name a new file, or give --force to replace it"
        }
        return nil
    }

    private static func load(_ file: String) -> [String: [UInt8]] {
        // Only a regular file: a named pipe would block.
        guard WalkedEntry(file) == .file, let data = FileManager.default.contents(atPath: file) else { return [:] }
        let bytes = [UInt8](data)
        var reader = ResultReader(bytes)
        guard reader.required() == formatVersion, let count = reader.int() ?? nil, count >= 0 else { return [:] }
        var entries: [String: [UInt8]] = [:]
        for _ in 0..<count {
            // Compared without adding: a damaged length near Int.max overflowed `position + length` (a trap).
            guard let key = reader.required(), let length = reader.int() ?? nil, length >= 0, length <= bytes.count - reader.position else { return [:] }
            entries[key] = Array(bytes[reader.position..<(reader.position + length)])
            reader = ResultReader(bytes, from: reader.position + length)
        }
        return entries
    }

    /// `path` and the text's 128-bit hash.
    static func key(text: String, path: String) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        for byte in text.utf8 {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = second &+ (second >> 29)
        }
        return path + "\u{0}" + String(first, radix: 16) + String(second, radix: 16) + String(text.utf8.count, radix: 16)
    }
}
