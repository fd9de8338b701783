/// A JSON, YAML or property-list value together with where it starts in its file, so
/// validators can name the exact position of a wrong field.
package struct PositionedValue: Sendable {
    package enum Kind: Sendable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case array([PositionedValue])
        case object([Member])
    }

    package struct Member: Sendable {
        package var key: String
        package var keyPosition: SyntaxPosition
        package var value: PositionedValue

        package init(key: String, keyPosition: SyntaxPosition, value: PositionedValue) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    package var kind: Kind
    package var position: SyntaxPosition
    /// The text as written, for YAML plain scalars that resolved to a number or boolean.
    package var literal: String?

    package init(kind: Kind, position: SyntaxPosition, literal: String? = nil) {
        self.kind = kind
        self.position = position
        self.literal = literal
    }

    package var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// A string, or a plain YAML scalar's text (`404` in YAML is a number unless quoted).
    package var stringOrLiteral: String? { string ?? literal }

    package var number: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    package var members: [Member]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    package var elements: [PositionedValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    package func member(_ key: String) -> Member? {
        members?.first { $0.key == key }
    }

    /// A short name for the kind of value, for "expected …, found …" messages.
    package var kindName: String {
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
