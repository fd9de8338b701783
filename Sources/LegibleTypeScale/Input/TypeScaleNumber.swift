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
    /// Text sizes in points, as every size Legible reads must be: 1 to 10,000 (a size to scale
    /// or look tracking up at, a maximum size, a fixed label size). Outside it a size has no
    /// meaning for text, and below 0.005 or beyond about 1e306 it no longer even prints.
    public static let pointSizes: ClosedRange<Double> = 1...10_000

    /// Android font scales (Settings › Font size): 0.1 to 10. Android itself offers 0.85 to 2.
    public static let fontScales: ClosedRange<Double> = 0.1...10

    /// The largest length converted between units, in magnitude: 1,000,000,000 (a value 4,000
    /// times a billboard's width in points; beyond about 1e306 it would print as `inf`).
    public static let maximumLength = 1e9

    /// A finite decimal number.
    ///
    /// - Parameters:
    ///   - text: the number as typed; spaces or tabs around it are ignored.
    ///   - role: what the number is, for the error message (`"value"`).
    /// - Throws: ``TypeScaleError`` `role "text": expected a number, such as 17 or 15.5`.
    public static func parse(_ text: String, role: String) throws(TypeScaleError) -> Double {
        guard let value = DecimalNumber.parse(text) else {
            throw TypeScaleError("\(role) \(EchoedText.quoted(text)): expected a number, such as 17 or 15.5")
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
            throw TypeScaleError("\(role) \(EchoedText.quoted(text)): expected a positive number of \(unit)")
        }
        return value
    }

    /// A finite decimal number within `range`.
    ///
    /// ```swift
    /// try TypeScaleNumber.parse("17", role: "size", in: TypeScaleNumber.pointSizes, unit: "points")   // 17
    /// try TypeScaleNumber.parse("1e308", role: "size", in: TypeScaleNumber.pointSizes, unit: "points")
    /// // throws: size "1e308": expected 1 to 10000 points
    /// ```
    ///
    /// - Parameters:
    ///   - text: the number as typed; spaces or tabs around it are ignored.
    ///   - role: what the number is, for the error message (`"size"`).
    ///   - range: the values that mean something, such as ``pointSizes`` or ``fontScales``.
    ///   - unit: what it counts, for the error message (`"points"`).
    /// - Throws: ``TypeScaleError`` when `text` is not a number (`role "text": expected a number,
    ///   such as 17 or 15.5`), not positive where the range is (`expected a positive number of
    ///   unit`), or outside `range` (`expected 1 to 10000 points`).
    public static func parse(_ text: String, role: String, in range: ClosedRange<Double>, unit: String) throws(TypeScaleError) -> Double {
        let value = try parse(text, role: role)
        try check(value, role: role, spelled: EchoedText.quoted(text), in: range, unit: unit)
        return value
    }

    /// Checks a number handed to a report: within `range` (so finite).
    static func check(_ value: Double, role: String, in range: ClosedRange<Double>, unit: String) throws(TypeScaleError) {
        // Six decimals write a tiny value as 0 and a huge one with every digit: Swift's own form then.
        let decimal = DecimalText.string(value, decimals: 6)
        let spelled = abs(value) < 1e15 && (decimal != "0" || value == 0) ? decimal : "\(value)"
        try check(value, role: role, spelled: spelled, in: range, unit: unit)
    }

    private static func check(_ value: Double, role: String, spelled: String, in range: ClosedRange<Double>, unit: String) throws(TypeScaleError) {
        if range.lowerBound >= 0, !(value > 0) {
            throw TypeScaleError("\(role) \(spelled): expected a positive number of \(unit)")
        }
        guard range.contains(value) else {
            throw TypeScaleError(
                "\(role) \(spelled): expected \(DecimalText.string(range.lowerBound, decimals: 6)) to \(DecimalText.string(range.upperBound, decimals: 6)) \(unit)"
            )
        }
    }

    /// The lengths ``maximumLength`` allows.
    static var lengths: ClosedRange<Double> { -maximumLength...maximumLength }
}
