/// Numbers written for people in reports, messages and SVG: rounded to at most a number of
/// decimals, with no trailing zeros and no "-0". Foundation-free, so every module can use it.
package enum DecimalText {
    /// `value` rounded to at most `decimals` decimals.
    ///
    /// ```swift
    /// DecimalText.string(44, decimals: 2)          // "44"
    /// DecimalText.string(299.54, decimals: 1)      // "299.5"
    /// DecimalText.string(-0.001, decimals: 2)      // "0"
    /// ```
    package static func string(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var factor = 1.0
        for _ in 0..<max(0, decimals) { factor *= 10 }
        var rounded = (value * factor).rounded() / factor
        if rounded == 0 { rounded = 0 }  // no "-0"
        let text = "\(rounded)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
