#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The JSON every Legible report prints: pretty, with sorted keys and unescaped slashes, the
/// stable form scripts diff.
package enum SortedJSON {
    /// `value` as JSON, without a final newline. Report values hold only strings, booleans and
    /// finite numbers, which always encode; anything else gives `null`.
    package static func string<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
}

/// An optional that a report's JSON always names: `null` when absent, where a synthesized
/// `Encodable` conformance would leave the key out. Scripts reading the report then find every
/// key, with or without the option that fills it (`suggestions` without `--suggest`).
@propertyWrapper
package struct NullWhenAbsent<Value: Encodable>: Encodable {
    package var wrappedValue: Value?

    package init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension NullWhenAbsent: Sendable where Value: Sendable {}
