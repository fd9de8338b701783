import Foundation

/// A line and column in a text file, both 1-based; columns count Unicode scalars
/// (the convention of libyaml and of SARIF's `unicodeCodePoints` column kind).
public struct TextPosition: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column in Unicode scalars, from 1.
    public var column: Int

    /// A position; both numbers count from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A catalog or layout spec that cannot be used: names the file, the position when known, and
/// what was expected. Parsers throw it instead of returning partial results.
///
/// ```swift
/// do {
///     _ = try StringCatalog(contentsOfFile: "Localizable.xcstrings")
/// } catch {
///     print(error)  // Localizable.xcstrings:14:9: expected ',' or '}' after an object member
/// }
/// ```
public struct SourceFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as the caller named it.
    public var file: String
    /// Where the problem is, when it can be pinned down.
    public var position: TextPosition?
    /// What is wrong and what was expected.
    public var message: String

    /// An error about `file`, at `position` when known.
    public init(file: String, position: TextPosition? = nil, message: String) {
        self.file = file
        self.position = position
        self.message = message
    }

    /// `file:line:column: message`, the form editors and CI logs turn into links.
    public var description: String {
        if let position {
            return "\(file):\(position.line):\(position.column): \(message)"
        }
        return "\(file): \(message)"
    }
}

extension SourceFileError: LocalizedError {
    /// The ``description``, so `localizedDescription` names the input too.
    public var errorDescription: String? { description }
}
