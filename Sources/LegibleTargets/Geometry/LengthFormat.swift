/// Formats lengths for people without Foundation: at most two decimals, no trailing zeros
/// (`44`, `43.9`, `0.05`).
public enum LengthFormat {
    /// `value` rounded to two decimals, written without a trailing `.0`.
    public static func string(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        var rounded = (value * 100).rounded() / 100
        if rounded == 0 { rounded = 0 }  // no "-0"
        let text = "\(rounded)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
