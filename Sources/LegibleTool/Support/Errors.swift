/// Bad input: a value, file or option the tool cannot use. Exits with status 2 and prints
/// `message` on standard error; nothing goes to standard output.
///
/// The message names the input and says what was expected, for example
/// `foreground "#12": expected #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), hsl(), color() or a CSS colour name`.
struct InputError: Error {
    let message: String
    /// The library's error this one reports, kept whole (a `SourceFileError` keeps its file,
    /// line and column), for a caller that wants more than the message.
    let underlying: (any Error)?

    init(_ message: String) {
        self.message = message
        underlying = nil
    }

    /// An error with `error`'s message (after `prefix`), keeping `error`.
    init(wrapping error: any Error & CustomStringConvertible, prefix: String = "") {
        message = prefix + error.description
        underlying = error
    }
}

/// Every check ran and its report was printed, and at least one check failed: exit status 1.
struct ChecksFailed: Error {}
