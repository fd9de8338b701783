import Foundation

/// `line:column` of the `occurrence`-th `needle` in `text`, counted here (lines and columns from
/// 1, columns in Unicode scalars) so error positions are checked against the text itself.
package func position(of needle: String, in text: String, occurrence: Int = 1) -> String {
    var searchStart = text.startIndex
    var found: Range<String.Index>?
    for _ in 0..<occurrence {
        found = text.range(of: needle, range: searchStart..<text.endIndex)
        guard let range = found else { return "not found" }
        searchStart = range.upperBound
    }
    let before = text[..<found!.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    return "\(line):\(before[lineStart...].unicodeScalars.count + 1)"
}

/// WCAG 2.2 relative luminance and contrast ratio, written out here from the definitions
/// (sRGB threshold 0.04045, coefficients 0.2126/0.7152/0.0722) rather than taken from
/// LegibleColor, so tests of the sample compare with an independent implementation.
package enum IndependentWCAG {
    /// The luminance of sRGB-encoded components in `0...1`.
    package static func luminance(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        func channel(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    package static func luminance(red8: Int, green8: Int, blue8: Int) -> Double {
        luminance(Double(red8) / 255, Double(green8) / 255, Double(blue8) / 255)
    }

    /// The ratio of two luminances, lighter over darker.
    package static func ratio(luminance first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// The ratio of two opaque `#rrggbb` colours.
    package static func ratio(_ first: String, _ second: String) -> Double {
        func rgb(_ hex: String) -> (Int, Int, Int) {
            let digits = Array(hex.dropFirst())
            func byte(_ index: Int) -> Int { Int(String(digits[index...index + 1]), radix: 16)! }
            return (byte(0), byte(2), byte(4))
        }
        let (a, b) = (rgb(first), rgb(second))
        return ratio(luminance: luminance(red8: a.0, green8: a.1, blue8: a.2), luminance(red8: b.0, green8: b.1, blue8: b.2))
    }

    /// `top` (red, green, blue, alpha, sRGB-encoded) painted over an opaque `bottom` (red, green,
    /// blue): source-over on the encoded components, as browsers blend.
    package static func composite(_ top: [Double], over bottom: [Double]) -> [Double] {
        (0..<3).map { top[$0] * top[3] + bottom[$0] * (1 - top[3]) }
    }
}
