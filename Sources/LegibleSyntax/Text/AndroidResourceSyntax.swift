/// What an Android `res` folder's names and values say, read once for every module that reads
/// Android resources: the strings of `legible audit` and `legible scan` (LegibleCatalogs), the
/// colours of `legible check` (LegibleTokens), and the styles, dimensions and themes of
/// `legible scan` (LegibleScan).
///
/// ```swift
/// AndroidResourceSyntax.qualifiers(ofFolder: "values-de-rAT-night")  // ["de", "rAT", "night"]
/// AndroidResourceSyntax.argb(hex: "80FF0000")                         // (128, 255, 0, 0)
/// ```
package enum AndroidResourceSyntax {
    /// The configuration qualifiers of a resource folder, in order: `layout-sw600dp-land` →
    /// `["sw600dp", "land"]`, `values` → `[]`.
    package static func qualifiers(ofFolder folder: String) -> [String] {
        Array(folder.split(separator: "-").dropFirst().map(String.init))
    }

    /// The API level an API-level qualifier names (`v21` → 21), `nil` for any other qualifier.
    package static func apiLevel(ofQualifier qualifier: String) -> Int? {
        qualifier.hasPrefix("v") ? Int(qualifier.dropFirst()) : nil
    }

    /// The digits of an Android colour literal after its `#`: `RGB`, `ARGB`, `RRGGBB` or
    /// `AARRGGBB`, alpha first (unlike CSS), as four bytes; `nil` for any other length or a
    /// character that is not an ASCII hex digit.
    package static func argb(hex digits: some StringProtocol) -> (alpha: UInt8, red: UInt8, green: UInt8, blue: UInt8)? {
        // `Character.hexDigitValue` also reads fullwidth digits, which Android does not.
        guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        let values = digits.compactMap(\.hexDigitValue)
        func byte(_ high: Int, _ low: Int) -> UInt8 { UInt8(high * 16 + low) }
        switch values.count {
        case 3: return (255, byte(values[0], values[0]), byte(values[1], values[1]), byte(values[2], values[2]))
        case 4: return (byte(values[0], values[0]), byte(values[1], values[1]), byte(values[2], values[2]), byte(values[3], values[3]))
        case 6: return (255, byte(values[0], values[1]), byte(values[2], values[3]), byte(values[4], values[5]))
        case 8: return (byte(values[0], values[1]), byte(values[2], values[3]), byte(values[4], values[5]), byte(values[6], values[7]))
        default: return nil
        }
    }
}
