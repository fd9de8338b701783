import LegibleSyntax

/// Numbers a person types for the type-scale checks — a size, a maximum, a font scale, a value
/// to convert — read strictly as decimals, with errors that name the input.
///
/// Only plain decimal notation is read (`17`, `-0.4`, `1.5e1`); hex floats, `inf` and `nan`
/// are refused, as everywhere in Legible.
///
/// ```swift
/// try TypeScaleNumber.parse("-8", role: "value")                                // -8
/// try TypeScaleNumber.parsePositive("15.5", role: "size", unit: "points")       // 15.5
/// try TypeScaleNumber.parsePositive("0", role: "size", unit: "points")
/// // throws: size "0": expected a positive number of points
/// ```
public enum TypeScaleNumber {
    /// A finite decimal number.
    ///
    /// - Parameters:
    ///   - text: the number as typed; spaces or tabs around it are ignored.
    ///   - role: what the number is, for the error message (`"value"`).
    /// - Throws: ``TypeScaleError`` `role "text": expected a number, such as 17 or 15.5`.
    public static func parse(_ text: String, role: String) throws(TypeScaleError) -> Double {
        guard let value = DecimalNumber.parse(text) else {
            throw TypeScaleError("\(role) \"\(text)\": expected a number, such as 17 or 15.5")
        }
        return value
    }

    /// A finite decimal number greater than zero.
    ///
    /// - Parameters:
    ///   - text: the number as typed; spaces or tabs around it are ignored.
    ///   - role: what the number is, for the error message (`"size"`, `"font scale"`).
    ///   - unit: what it counts, for the error message (`"points"`, `"times the default size"`).
    /// - Throws: ``TypeScaleError`` when `text` is not a number, or not greater than zero:
    ///   `role "text": expected a positive number of unit`.
    public static func parsePositive(_ text: String, role: String, unit: String) throws(TypeScaleError) -> Double {
        let value = try parse(text, role: role)
        guard value > 0 else {
            throw TypeScaleError("\(role) \"\(text)\": expected a positive number of \(unit)")
        }
        return value
    }

    /// Checks a number handed to a report: finite, and greater than zero when `positive`.
    static func check(_ value: Double, role: String, unit: String, positive: Bool) throws(TypeScaleError) {
        guard value.isFinite, !positive || value > 0 else {
            let expected = positive ? "a positive number of \(unit)" : "a finite number"
            throw TypeScaleError("\(role) \(DecimalText.string(value, decimals: 6)): expected \(expected)")
        }
    }
}
