import LegibleReporting
import LegibleSyntax

/// Formats lengths for people without Foundation: at most two decimals, no trailing zeros
/// (`44`, `43.9`, `0.05`).
public enum LengthFormat {
    /// `value` rounded to two decimals, written without a trailing `.0`.
    public static func string(_ value: Double) -> String {
        DecimalText.string(value, decimals: 2)
    }
}
