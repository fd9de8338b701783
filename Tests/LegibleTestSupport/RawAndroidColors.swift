import Foundation

/// The `<color name="…">value</color>` elements of an Android resource file, name → value as
/// written, read with a regular expression rather than Legible's XML reader, so tests of the
/// sample compare with the raw file.
package func rawAndroidColors(in text: String) throws -> [String: String] {
    let pattern = try NSRegularExpression(pattern: #"<color name="(\w+)">([^<]+)</color>"#)
    var result: [String: String] = [:]
    for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        result[String(text[Range(match.range(at: 1), in: text)!])] = String(text[Range(match.range(at: 2), in: text)!])
    }
    return result
}
