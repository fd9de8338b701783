#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A name or number the type-scale API cannot use: an unknown text style, content size category,
/// tracking family, Material role or unit, or a size out of range.
///
/// The ``description`` names the input and lists what is accepted, ready to show to a person:
///
/// ```swift
/// do {
///     _ = try DynamicTypeCategory(parsing: "huge")
/// } catch {
///     print(error)  // content size category "huge": expected one of xSmall, Small, … AX5 …
/// }
/// ```
public struct TypeScaleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The whole message: the input, and what was expected instead.
    public let description: String

    /// Creates an error with a complete message.
    public init(_ description: String) {
        self.description = description
    }

    /// An unknown name: `role "input": expected one of a, b, c`.
    static func unknown(_ role: String, _ input: String, expected: [String], hint: String? = nil) -> TypeScaleError {
        var message = "\(role) \"\(input)\": expected one of \(expected.joined(separator: ", "))"
        if let hint { message += " (\(hint))" }
        return TypeScaleError(message)
    }
}

extension TypeScaleError: LocalizedError {
    /// The ``description``, so `localizedDescription` names the input too.
    public var errorDescription: String? { description }
}
