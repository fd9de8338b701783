import ArgumentParser
import Foundation
import LegibleCore
import LegibleReporting
import LegibleSyntax

/// Standard output, buffered and checked: a failed write (a full disk, a closed pipe, a file
/// size limit) is remembered and reported by ``finish()``, so the tool never exits 0 after
/// printing half a report.
struct StandardOutput: UTF8OutputStream {
    private var buffer: [UInt8] = []
    private var failure: Int32?

    init() {
        buffer.reserveCapacity(Self.bufferSize)
    }

    private static let bufferSize = 1 << 16

    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write(utf8: $0) }
    }

    /// Takes a report's bytes as they are (`OutputBuffer`, `JSONWriter`). A piece as large as
    /// the buffer goes straight out rather than through it: a long report is written in 64 KiB
    /// pieces, and copying hundreds of megabytes once more costs time.
    mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        if bytes.count >= Self.bufferSize {
            flush()
            writeOut(UnsafeRawBufferPointer(bytes))
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferSize { flush() }
    }

    /// Writes what is buffered.
    mutating func flush() {
        buffer.withUnsafeBytes { writeOut($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes `bytes` to standard output, unless a write has failed already.
    private mutating func writeOut(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(STDOUT_FILENO, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                return
            }
            offset += written
        }
    }

    /// Flushes, then throws if any write failed.
    mutating func finish() throws(InputError) {
        flush()
        if let failure {
            throw InputError("standard output: cannot write the report: \(String(cString: strerror(failure)))")
        }
    }

    /// Writes `text` and a newline, then finishes.
    static func print(_ text: String, terminator: String = "\n") throws(InputError) {
        var output = StandardOutput()
        output.write(text)
        output.write(terminator)
        try output.finish()
    }
}

/// Prints a finished report in `format` and turns its verdict into the exit status: nothing
/// is printed before the report is complete, and a failed check throws ``ChecksFailed``.
func emit<Report: CheckReport>(_ report: Report, as format: Report.Format) throws {
    var output = StandardOutput()
    report.display(format, to: &output)
    try output.finish()
    if report.fails { throw ChecksFailed() }
}

/// Prints a finished report like ``emit(_:as:)``, then ends the process with the report's
/// exit status (1 when a check failed, else 0) instead of returning. An audit of a hundred
/// thousand labels leaves a million objects behind; freeing them one at a time on the way out
/// takes 0.2 s, while the kernel takes the memory back at once.
func emitAndExit<Report: CheckReport>(_ report: Report, as format: Report.Format) throws -> Never {
    do {
        try emit(report, as: format)
    } catch is ChecksFailed {
        Foundation.exit(1)
    }
    Foundation.exit(0)
}

enum StandardError {
    /// Writes one line to standard error.
    static func write(_ line: String) {
        // Messages repeat inputs (names, keys, paths): their control characters are shown, not sent to the terminal.
        FileHandle.standardError.write(Data((EchoedText.escapingControls(line) + "\n").utf8))
    }
}

enum InputFile {
    /// Reads a whole text file as UTF-8: standard input for `-`, or any readable path (a named
    /// pipe, `/dev/stdin` and a shell's `<(…)` too), at most `limit` bytes.
    ///
    /// - Parameter role: what the file is for, used in error messages (`"pairs file"`).
    static func readText(_ path: String, role: String, limit: FileSizeLimit) throws(InputError) -> String {
        let data: Data
        do throws(SyntaxError) {
            data =
                path == "-"
                ? try FileReading.read(descriptor: STDIN_FILENO, name: path, limit: limit) : try FileReading.read(path, limit: limit)
        } catch {
            throw InputError("\(role) '\(path)': \(error.message)")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            guard let (position, byte) = TextDecoding.firstInvalidUTF8(data) else { throw InputError("\(role) '\(path)': not valid UTF-8 text") }
            let hex = String(byte, radix: 16, uppercase: true)
            throw InputError(
                "\(role) '\(path)' line \(position.line), column \(position.column): not valid UTF-8 text (byte 0x\(hex.count == 1 ? "0" : "")\(hex) is no UTF-8 here)"
            )
        }
        return text
    }
}
