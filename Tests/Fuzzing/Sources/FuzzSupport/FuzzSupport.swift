// What every fuzz target shares: the input as text, scratch files for the readers that take a
// path, and invariants that stop the run (libFuzzer saves the input as a crash) when broken.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes libFuzzer passes to `LLVMFuzzerTestOneInput`.
public struct FuzzInput {
    public let bytes: UnsafeRawBufferPointer

    public init(_ start: UnsafeRawPointer?, _ count: Int) {
        bytes = UnsafeRawBufferPointer(start: count > 0 ? start : nil, count: count)
    }

    /// The bytes as text, invalid UTF-8 read as U+FFFD: what a library caller can pass to an API
    /// that takes a `String`. (The file readers see the raw bytes: `StringCatalog(data:)` and the
    /// targets that write a scratch file.)
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// How many times `byte` occurs.
    public func count(of byte: UInt8) -> Int { bytes.reduce(0) { $0 + ($1 == byte ? 1 : 0) } }
}

/// Stops the run with `message` when `condition` is false; libFuzzer reports it as a crash and
/// saves the input.
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard condition() else {
        let line = Array("invariant broken: \(message())\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        abort()
    }
}

/// One folder per run under `$TMPDIR` (or `/tmp`) for the readers that take a path, removed when
/// the run exits normally. A crashed run leaves it behind, with the input that crashed in it.
public enum Scratch {
    nonisolated(unsafe) private static var folder: String?

    /// The run's folder, made on first use.
    public static var path: String {
        if let folder { return folder }
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(base)/legible-fuzz-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        require(made != nil, "cannot make a scratch folder in \(base)")
        let path = String(cString: made!)
        folder = path
        atexit { Scratch.remove() }
        return path
    }

    /// Writes `bytes` to `relative` inside the run's folder, making the folders on the way, and
    /// returns the file's path. The old file is unlinked first, so a reader still mapping it is
    /// never pulled from under.
    @discardableResult
    public static func file(_ relative: String, holding bytes: UnsafeRawBufferPointer) -> String {
        let file = "\(path)/\(relative)"
        var folder = ""
        for part in relative.split(separator: "/").dropLast() {
            folder += "/\(part)"
            mkdir(path + folder, 0o700)
        }
        unlink(file)
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        require(descriptor >= 0, "cannot write \(file)")
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            require(written > 0, "cannot write \(file)")
            offset += written
        }
        close(descriptor)
        return file
    }

    private static func remove() {
        guard let folder else { return }
        // The folder holds a handful of small files the targets wrote; `rm -r` is simplest.
        _ = system("rm -rf '\(folder)'")
    }
}

/// Known problems that another branch fixes (issue 15's limits): inputs that would only find them
/// again are skipped so that a run keeps looking for new ones. Each names what to remove once the
/// fix is merged.
public enum Known {
    /// YAML aliases are expanded by Yams before any check, so a few hundred bytes of nested aliases
    /// take gigabytes (issue 15: a node budget while parsing). With at most 8 aliases (`*name` where
    /// a node starts) a document cannot grow more than some twenty times; globs such as
    /// `settings.*` and `"*.title"` are no aliases.
    public static func isYAMLAliasBomb(_ input: FuzzInput) -> Bool {
        var aliases = 0
        var previous = UInt8(ascii: "\n")
        for (index, byte) in input.bytes.enumerated() {
            defer { previous = byte }
            guard byte == UInt8(ascii: "*"), index + 1 < input.bytes.count, " \t\n\r[{,:-?".utf8.contains(previous) else { continue }
            let next = input.bytes[index + 1]
            if next > 0x20, !",[]{}".utf8.contains(next) { aliases += 1 }
        }
        return aliases > 8
    }

    /// A size is written with two decimals, so one below 0.005 pt writes as "0 pt" and one beyond
    /// about 1.8e306 as "inf pt" (its digits are rounded by scaling first), and neither reads back
    /// (issue 15: `--size 1e-320` makes everything fit, `units 1e308` prints `inf`; numbers in
    /// range for their meaning).
    public static func isSizeOutOfRange(_ points: Double) -> Bool {
        points < 0.005 || points >= 1e306
    }
}
