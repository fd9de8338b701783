import Foundation

/// Removes the temporary file being written when SIGINT or SIGTERM arrives, then exits with
/// 128 + the signal, as a shell reports a process the signal ended. While installed, SIGXFSZ
/// (a shell's file-size limit reached) is ignored, so the write fails with "File too large",
/// the temporary file is removed and the tool exits 2, instead of the signal killing the
/// process with the file half written.
enum TemporaryFileCleanup {
    /// The temporary file being written, as a C string the signal handler can pass to
    /// `unlink`, or `nil`. Only the main thread sets it, between `begin` and `end`; the handler
    /// only reads it.
    nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?

    typealias Handler = @convention(c) (Int32) -> Void

    /// The handlers that were installed before, to put back.
    struct Previous {
        let interrupt: Handler?
        let terminate: Handler?
        let fileSizeLimit: Handler?

        func restore() {
            signal(SIGINT, interrupt)
            signal(SIGTERM, terminate)
            signal(SIGXFSZ, fileSizeLimit)
        }
    }

    /// Installs the handler for SIGINT and SIGTERM, and unblocks them on this thread: a process
    /// started from a thread that blocks them (a libdispatch worker's, say) inherits the mask,
    /// and would otherwise finish the write with the signal pending.
    static func install() -> Previous {
        path = nil  // initialised before a handler can read it
        let previous = Previous(interrupt: signal(SIGINT, handle), terminate: signal(SIGTERM, handle), fileSizeLimit: signal(SIGXFSZ, SIG_IGN))
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        return previous
    }

    /// `file` is about to be created.
    static func begin(_ file: String) {
        path = strdup(file)
    }

    /// Follows a writer's temporary file: `begin` with its path, `end` with `nil`.
    static func follow(_ file: String?) {
        if let file { begin(file) } else { end() }
    }

    /// The temporary file is gone: renamed or removed.
    static func end() {
        let old = path
        path = nil
        free(old)
    }

    private static let handle: Handler = { signal in
        if let path = TemporaryFileCleanup.path { unlink(path) }
        _exit(128 + signal)
    }
}
