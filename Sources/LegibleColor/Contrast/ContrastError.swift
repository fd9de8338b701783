import Foundation

/// A contrast option or input Legible cannot use, with a message that names the input and says
/// what was expected, such as `size "big": expected a positive size in points or CSS pixels,
/// such as 17, 18pt or 24px`.
///
/// Colours that cannot be read throw ``ColorParseError``; files of colour pairs throw
/// ``ContrastPairsFileError``.
public struct ContrastError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The whole message.
    public let description: String

    /// Creates an error with its message.
    ///
    /// - Parameter description: the message, naming the input and what was expected.
    public init(_ description: String) {
        self.description = description
    }
}

extension ContrastError: LocalizedError {
    /// The ``description``, so `localizedDescription` names the input too.
    public var errorDescription: String? { description }
}
