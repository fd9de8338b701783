import Foundation
import LegibleAudit
import LegibleCatalogs
import LegibleTestSupport

/// The committed sample: Examples/overflow/Localizable.xcstrings with its layout.yaml.
enum Sample {
    static let catalogPath = packageRoot.appendingPathComponent("Examples/overflow/Localizable.xcstrings").path
    static let layoutPath = packageRoot.appendingPathComponent("Examples/overflow/layout.yaml").path

    static func audit(_ options: AuditOptions = AuditOptions()) async throws -> AuditResult {
        let catalog = try StringCatalog(contentsOfFile: catalogPath)
        let spec = try LayoutSpec(contentsOfFile: layoutPath)
        return try await OverflowAuditor(spec: spec, options: options).audit([catalog])
    }
}

extension AuditResult {
    /// The audited label for a key, locale and variant; fails the test when it is missing.
    func label(_ key: String, _ locale: String, variant: String? = nil) -> LabelAudit? {
        labels.first { $0.entry.key == key && $0.entry.locale == locale && $0.entry.variant == variant }
    }
}

/// A one-file catalog from JSON `{"key": "text"}` in `locale`.
func catalog(_ json: String, locale: String = "en", file: String = "strings.json") throws -> StringCatalog {
    try StringCatalog(data: Data(json.utf8), file: file, format: .json, locale: locale)
}

/// Any JSON document, read and written by Foundation: `rewritten(_:)` is what `JSONEncoder`
/// (pretty, sorted keys, slashes unescaped) writes for the same document, the truth the
/// streamed reports are compared with.
indirect enum FoundationJSON: Codable, Equatable {
    case object([String: FoundationJSON])
    case array([FoundationJSON])
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static func rewritten(_ json: String) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let value = try JSONDecoder().decode(FoundationJSON.self, from: Data(json.utf8))
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    init(from decoder: Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            var members: [String: FoundationJSON] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(FoundationJSON.self, forKey: key) }
            self = .object(members)
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

    func encode(to encoder: Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in members { try container.encode(value, forKey: Key(stringValue: key)) }
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
