import Foundation

/// Any JSON document as Foundation reads and writes it: the independent truth Legible's own
/// JSON writing is compared with. Object members are kept sorted by name, so `.sortedKeys`
/// changes nothing; numbers that are whole read as ``integer(_:)``.
public indirect enum FoundationJSON: Codable, Equatable, Sendable {
    case object([Member])
    case array([FoundationJSON])
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null

    /// One name and value of an object.
    public struct Member: Equatable, Sendable {
        public var name: String
        public var value: FoundationJSON

        public init(_ name: String, _ value: FoundationJSON) {
            self.name = name
            self.value = value
        }
    }

    /// An object's member values by name; `nil` for anything else or a missing name.
    public subscript(name: String) -> FoundationJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.name == name }?.value
    }

    /// An object's member names, in order; empty for anything else.
    public var names: [String] {
        guard case .object(let members) = self else { return [] }
        return members.map(\.name)
    }

    /// What `JSONEncoder` writes for the document `json` (pretty, sorted keys, slashes
    /// unescaped), without a final newline.
    public static func rewritten(_ json: String) throws -> String {
        let value = try JSONDecoder().decode(FoundationJSON.self, from: Data(json.utf8))
        return try value.encoded(pretty: true)
    }

    /// The value as `JSONEncoder` writes it with sorted keys.
    public func encoded(pretty: Bool, escapesSlashes: Bool = false) throws -> String {
        let encoder = JSONEncoder()
        var formatting: JSONEncoder.OutputFormatting = [.sortedKeys]
        if pretty { formatting.insert(.prettyPrinted) }
        if !escapesSlashes { formatting.insert(.withoutEscapingSlashes) }
        encoder.outputFormatting = formatting
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            self = .object(
                try object.allKeys.map { Member($0.stringValue, try object.decode(FoundationJSON.self, forKey: $0)) }
                    .sorted { $0.name < $1.name })
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [FoundationJSON] = []
            while !array.isAtEnd { elements.append(try array.decode(FoundationJSON.self)) }
            self = .array(elements)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let flag = try? single.decode(Bool.self) {
                self = .bool(flag)
            } else if let integer = try? single.decode(Int.self) {
                self = .integer(integer)
            } else if let number = try? single.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.container(keyedBy: Key.self)
            for member in members { try container.encode(member.value, forKey: Key(stringValue: member.name)) }
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .integer(let integer):
            var container = encoder.singleValueContainer()
            try container.encode(integer)
        case .number(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }
}
