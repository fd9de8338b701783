import Foundation

/// Removes the temporary file being written when a signal that would end the tool arrives
/// (SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGVTALRM, SIGPROF),
/// then exits with 128 + the signal, as a shell reports a process the signal ended. While installed, SIGXFSZ
/// (a shell's file-size limit reached) is ignored, so the write fails with "File too large",
/// the temporary file is removed and the tool exits 2, instead of the signal killing the
/// process with the file half written.
enum TemporaryFileCleanup {
    /// The temporary file being written, as a C string the signal handler can pass to
    /// `unlink`, or `nil`. Only the main thread sets it, between `begin` and `end`; the handler
    /// only reads it.
    nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?

    typealias Handler = @convention(c) (Int32) -> Void

    /// Every signal whose default action ends the process and that can be caught, other than
    /// SIGXFSZ (ignored instead) and the ones a fault raises (SIGSEGV, SIGBUS, …: a handler
    /// cannot safely go on after those). Issue 25 found SIGHUP, SIGPIPE, SIGUSR1, SIGALRM and
    /// SIGXCPU leaving a hidden temporary file of up to 109 MB.
    static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGVTALRM, SIGPROF]

    /// The handlers that were installed before, to put back.
    struct Previous {
        let handlers: [(signal: Int32, handler: Handler?)]

        func restore() {
            for (number, handler) in handlers { signal(number, handler) }
        }
    }

    /// Installs the handler for ``endingSignals`` (leaving alone one the tool was started
    /// ignoring, as `nohup` starts it ignoring SIGHUP) and unblocks them on this thread: a process
    /// started from a thread that blocks them (a libdispatch worker's, say) inherits the mask,
    /// and would otherwise finish the write with the signal pending.
    static func install() -> Previous {
        path = nil  // initialised before a handler can read it
        var handlers: [(signal: Int32, handler: Handler?)] = []
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in endingSignals {
            let previous: Handler? = signal(number, handle)
            if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(number, SIG_IGN)  // ignored on purpose (nohup): it ends nothing, so there is nothing to clean
            }
            handlers.append((number, previous))
            sigaddset(&signals, number)
        }
        handlers.append((SIGXFSZ, signal(SIGXFSZ, SIG_IGN)))
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        return Previous(handlers: handlers)
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
