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
