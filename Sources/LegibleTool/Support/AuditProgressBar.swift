import Foundation

/// A progress bar on standard error for `legible audit`, drawn only when standard error is a
/// terminal, at most ten times a second, and erased when the audit ends.
final class AuditProgressBar: @unchecked Sendable {
    private let lock = NSLock()
    private var lastDrawn = Date.distantPast
    private var drawn = false

    /// A bar when standard error is a terminal, else `nil` (nothing extra in logs and pipes).
    static func forStandardError() -> AuditProgressBar? {
        isatty(STDERR_FILENO) == 1 ? AuditProgressBar() : nil
    }

    /// Redraws the bar for `done` of `total` labels.
    func update(_ done: Int, _ total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDrawn) >= 0.1, total > 0 else { return }
        lastDrawn = now
        let width = 30
        let filled = width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total) labels".utf8))
        drawn = true
    }

    /// Erases the bar.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
        drawn = false
    }
}
