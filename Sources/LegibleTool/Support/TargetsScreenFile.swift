import Foundation
import LegibleTargets

/// Reads a screen description for `legible targets`, turning every problem into an
/// `InputError` that names the file, the place (line and column, and the element path) and
/// what was expected.
enum TargetsScreenFile {
    static func load(_ path: String) throws -> Screen {
        var text = try InputFile.readText(path, role: "screen file")
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }  // editors on Windows add a byte-order mark
        let name = path == "-" ? "screen file (standard input)" : "screen file '\(path)'"
        let syntax: TargetsJSONSyntax
        do {
            syntax = try TargetsJSONSyntax(checking: text)
        } catch {
            throw InputError("\(name): \(error.position): \(error.message)")
        }
        do {
            return try JSONDecoder().decode(Screen.self, from: Data(text.utf8))
        } catch let error as DecodingError {
            throw InputError("\(name): \(describe(error, positions: syntax.valuePositions))")
        }
    }

    /// `elements[2].frame (line 9, column 16): missing key "width"`.
    private static func describe(_ error: DecodingError, positions: [String: TargetsJSONSyntax.Position]) -> String {
        let context: DecodingError.Context
        let problem: String
        switch error {
        case .keyNotFound(let key, let errorContext):
            context = errorContext
            problem = "missing key \"\(key.stringValue)\""
        case .typeMismatch(let type, let errorContext):
            context = errorContext
            problem = "expected \(expectation(for: type))"
        case .valueNotFound(let type, let errorContext):
            context = errorContext
            problem = "expected \(expectation(for: type)), found null"
        case .dataCorrupted(let errorContext):
            context = errorContext
            problem = errorContext.debugDescription
        @unknown default:
            return "\(error)"
        }
        let path = Self.path(context.codingPath)
        // A missing key is reported at the object that lacks it.
        let position = positions[path].map { " (\($0))" } ?? ""
        return path.isEmpty ? "\(problem)\(position)" : "\(path)\(position): \(problem)"
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
    }

    private static func expectation(for type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: type == [String: Any].self ? "an object" : "a value of type \(type)"
        }
    }
}
