/// Decodes any `Decodable` type from a ``PositionedValue`` (read from JSON, YAML or a property
/// list), so a file read into Swift types reports every problem with its file, line and column
/// and the field's coding path:
///
/// ```swift
/// let root = try JSONReader.parse(text, file: "screen.json")
/// let screen = try PositionedValueDecoder().decode(Screen.self, from: root, file: "screen.json")
/// // screen.json:9:16: elements[2].frame: missing key "width"
/// ```
///
/// Numbers are read strictly: no hexadecimal, infinite or NaN values (YAML's `0x1F`, `.inf`),
/// whole numbers only for integer types, and a number that does not fit its type is an error
/// rather than rounded. A YAML plain scalar such as `404` or `true` decodes as its text where a
/// string is expected. Enumerations decode by raw value, and an unknown one lists the valid ones.
package struct PositionedValueDecoder: Sendable {
    /// Whether an object key that the decoded type never asks for is an error (off by default,
    /// as for Foundation's `JSONDecoder`): a misspelt optional key then cannot pass silently.
    package var rejectsUnknownKeys: Bool

    package init(rejectsUnknownKeys: Bool = false) {
        self.rejectsUnknownKeys = rejectsUnknownKeys
    }

    /// `root` as a `Value`, or the first problem, at the position of the value it concerns (the
    /// object that lacks a key, for a missing key) and with that value's coding path.
    ///
    /// Errors a type throws from its own `init(from:)` are reported the same way: a
    /// `DecodingError` by its coding path, any other error at the value being decoded.
    package func decode<Value: Decodable>(_ type: Value.Type, from root: PositionedValue, file: String) throws(SyntaxError) -> Value {
        let codingPath: [any CodingKey], message: String
        do {
            let checks = rejectsUnknownKeys ? UnknownKeyChecks() : nil
            return try ValueDecoder(value: root, codingPath: [], checks: checks).decodeValue(Value.self)
        } catch let error as DecodingError {
            (codingPath, message) = Self.describe(error)
        } catch {
            (codingPath, message) = ([], "\(error)")
        }
        throw SyntaxError(file: file, position: Self.position(of: codingPath, in: root), codingPath: Self.path(codingPath), message: message)
    }

    /// The problem a `DecodingError` describes, and the coding path of the value it concerns.
    private static func describe(_ error: DecodingError) -> ([any CodingKey], String) {
        switch error {
        case .keyNotFound(let key, let context):
            return (context.codingPath, "missing key \"\(key.stringValue)\"")
        case .typeMismatch(let type, let context):
            return (context.codingPath, "expected \(expectation(for: type))")
        case .valueNotFound(let type, let context):
            return (context.codingPath, "expected \(expectation(for: type)), found null")
        case .dataCorrupted(let context):
            return (context.codingPath, context.debugDescription)
        @unknown default:
            return ([], "\(error)")
        }
    }

    /// How a type is named in "expected …" messages.
    static func expectation(for type: Any.Type) -> String {
        switch type {
        case is any BinaryInteger.Type: "a whole number"
        case is any BinaryFloatingPoint.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: type == [String: Any].self ? "an object" : "a value of type \(type)"
        }
    }

    /// `elements[2].frame`; empty for the root.
    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
    }

    /// Where the value at `codingPath` starts, or `nil` when the path names no value in the
    /// document (a type may report a problem about a key that is absent).
    static func position(of codingPath: [any CodingKey], in root: PositionedValue) -> SyntaxPosition? {
        var value = root
        for key in codingPath {
            if let elements = value.elements, let index = key.intValue, elements.indices.contains(index) {
                value = elements[index]
            } else if let member = value.member(key.stringValue) {
                value = member.value
            } else {
                return nil
            }
        }
        return value.position
    }
}

/// A key the decoder makes: an array index, or an object key found in the document.
struct PositionedCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}

/// The keys each object was asked for, so the keys it has beyond them can be reported once the
/// type that read it is done. One log per object, shared by every container over it.
final class UnknownKeyChecks {
    final class Log {
        let members: [PositionedValue.Member]
        let codingPath: [any CodingKey]
        /// The keys the type can read: every case of a `CaseIterable` key type, else the keys it asked for.
        var known: [String] = []
        var readsEveryKey = false

        init(members: [PositionedValue.Member], codingPath: [any CodingKey]) {
            self.members = members
            self.codingPath = codingPath
        }

        func know(_ key: String) {
            if !known.contains(key) { known.append(key) }
        }
    }

    private var logs: [Log] = []
    private var logIndexes: [SyntaxPosition: Int] = [:]

    func log(for value: PositionedValue, members: [PositionedValue.Member], codingPath: [any CodingKey]) -> Log {
        if let index = logIndexes[value.position] { return logs[index] }
        let log = Log(members: members, codingPath: codingPath)
        logIndexes[value.position] = logs.count
        logs.append(log)
        return log
    }

    /// Throws for the first key that no container over its object asked for.
    func verify() throws {
        for log in logs where !log.readsEveryKey {
            guard let unknown = log.members.first(where: { !log.known.contains($0.key) }) else { continue }
            let expected = log.known.isEmpty ? "" : "; expected \(log.known.map { "\"\($0)\"" }.joined(separator: ", "))"
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: log.codingPath + [PositionedCodingKey(stringValue: unknown.key)],
                    debugDescription: "unknown key \"\(unknown.key)\"\(expected)"))
        }
    }
}
