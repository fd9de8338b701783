import Foundation

/// The JSON the colour and vision reports write: pretty-printed with sorted keys, the stable
/// form scripts diff.
package enum JSONText {
    /// `value` as JSON, without a final newline. The reports hold only finite numbers and
    /// strings, which always encode.
    package static func string<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
}
