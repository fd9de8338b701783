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

/// Known problems that another branch fixes: inputs that would only find them again are skipped
/// so that a run keeps looking for new ones, each with what to remove once the fix is merged.
/// None is open: the YAML alias bomb (a node budget while parsing) and sizes out of range
/// (`PointSize` now reads 1 to 10,000 points only) are fixed and their skips removed.
public enum Known {}
