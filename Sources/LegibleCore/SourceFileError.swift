import LegibleSyntax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

    /// The position a LegibleSyntax reader counted.
    package init(_ position: SyntaxPosition) {
        self.init(line: position.line, column: position.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A file that cannot be used: names the file, the position when known, and what was expected.
/// Every reader in Legible throws it (string catalogs, layout specs, screen files) instead of
/// returning partial results.
///
/// ```swift
/// do {
///     _ = try StringCatalog(contentsOfFile: "Localizable.xcstrings")
/// } catch {
///     print(error)  // Localizable.xcstrings:14:9: expected ',' or '}' after an object member
/// }
/// ```
///
/// A file read field by field into a Swift value also names the field, by its coding path:
/// `screen.json:9:16: elements[2].frame: missing key "width"`.
public struct SourceFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as the caller named it.
    public var file: String
    /// Where the problem is, when it can be pinned down.
    public var position: TextPosition?
    /// The field the problem is in, written as a coding path such as `elements[2].frame`
    /// (empty for the file's top-level value), when the file was read into a Swift value field
    /// by field; `nil` for a syntax error.
    public var codingPath: String?
    /// What is wrong and what was expected.
    public var message: String

    /// An error about `file`, at `position` when known.
    ///
    /// - Parameters:
    ///   - file: the file as the caller named it.
    ///   - position: where the problem is, when known.
    ///   - codingPath: the field the problem is in, such as `elements[2].frame`, when known.
    ///   - message: what is wrong and what was expected.
    public init(file: String, position: TextPosition? = nil, codingPath: String? = nil, message: String) {
        self.file = file
        self.position = position
        self.codingPath = codingPath
        self.message = message
    }

    /// The error a LegibleSyntax reader or decoder threw, field for field.
    package init(_ error: SyntaxError) {
        self.init(file: error.file, position: error.position.map(TextPosition.init), codingPath: error.codingPath, message: error.message)
    }

    /// Runs `body`, turning the error of a LegibleSyntax reader into this public error.
    package static func converting<Value>(_ body: () throws(SyntaxError) -> Value) throws(SourceFileError) -> Value {
        do throws(SyntaxError) {
            return try body()
        } catch {
            throw SourceFileError(error)
        }
    }

    /// `file:line:column: codingPath: message`, the form editors and CI logs turn into links;
    /// the parts that are not known are left out.
    public var description: String {
        var location = file
        if let position {
            location += ":\(position.line):\(position.column)"
        }
        guard let codingPath, !codingPath.isEmpty else { return "\(location): \(message)" }
        return "\(location): \(codingPath): \(message)"
    }
}

extension SourceFileError: LocalizedError {
    /// The ``description``, so `localizedDescription` names the input too.
    public var errorDescription: String? { description }
}
