#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A value for a touch-target check that cannot be used: a size, a pixel density or a platform
/// name. The message names the input and says what was expected.
///
/// ```swift
/// do {
///     _ = try TargetSize(parsing: "40by40")
/// } catch {
///     print(error)  // size '40by40': expected width x height in numbers, such as 40x40 or 44
/// }
/// ```
public struct TargetInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The whole message: the input, and what was expected instead.
    public let description: String

    /// An error with a complete message.
    ///
    /// - Parameter description: the input and what was expected.
    public init(_ description: String) {
        self.description = description
    }
}

extension TargetInputError: LocalizedError {
    /// The ``description``, so `localizedDescription` names the input too.
    public var errorDescription: String? { description }
}
