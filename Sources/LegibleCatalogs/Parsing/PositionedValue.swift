/// A JSON, YAML or property-list value together with where it starts in its file, so
/// validators can name the exact position of a wrong field.
struct PositionedValue: Sendable {
    enum Kind: Sendable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case array([PositionedValue])
        case object([Member])
    }

    struct Member: Sendable {
        var key: String
        var keyPosition: TextPosition
        var value: PositionedValue
    }

    var kind: Kind
    var position: TextPosition
    /// The text as written, for YAML plain scalars that resolved to a number or boolean.
    var literal: String? = nil

    var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// A string, or a plain YAML scalar's text (`404` in YAML is a number unless quoted).
    var stringOrLiteral: String? { string ?? literal }

    var number: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    var members: [Member]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    var elements: [PositionedValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    func member(_ key: String) -> Member? {
        members?.first { $0.key == key }
    }

    /// A short name for the kind of value, for "expected …, found …" messages.
    var kindName: String {
        switch kind {
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        case .array: "a list"
        case .object: "an object"
        }
    }
}
