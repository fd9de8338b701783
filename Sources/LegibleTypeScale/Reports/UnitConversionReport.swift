import LegibleReporting

/// A length converted between design units as a report: Apple points and device pixels,
/// Android dp, sp and device pixels, CSS px and pt.
///
/// Conversions follow ``LengthUnit/convert(_:from:to:fontScale:)``: exact within a platform,
/// and 1 pt = 1 dp = 1 CSS px between platforms, which each conversion across platforms says
/// (``Conversion/assumesLogicalPixelsMatch``). It is what `legible units` prints:
///
/// ```swift
/// let report = try UnitConversionReport(value: 48, from: .dp, to: .androidPixel(.xxhdpi))
/// report.conversions[0].result       // 144
/// print(report.rendered(as: .text), terminator: "")   // 48 dp = 144 px@xxhdpi
///
/// let everyUnit = try UnitConversionReport(value: 17, from: .point)   // 17 pt in every unit
/// ```
///
/// ## Formats
/// - `text`: one line (and a note) for one target unit; a table of every unit otherwise.
/// - `json`: one object for one target unit, an array of every unit otherwise, each with
///   `value`, `from`, `result` (rounded to 4 decimals), `to`, and where they apply
///   `fontScale` and `note`.
///
/// The report never ``fails``.
public struct UnitConversionReport: CheckReport, Hashable, Codable {
    /// The formats the report renders.
    public enum Format: String, CaseIterable, Sendable {
        /// A line or a table for people.
        case text
        /// An object, or an array of objects for every unit.
        case json
    }

    /// The value in one unit.
    public struct Conversion: Sendable, Hashable, Codable {
        /// The value converted, in ``from`` units.
        public let value: Double
        /// The unit of ``value``.
        public let from: LengthUnit
        /// The unit of ``result``.
        public let to: LengthUnit
        /// The value in ``to`` units.
        public let result: Double
        /// The Android font scale used, when the conversion is from or to sp; `nil` otherwise.
        public let fontScale: Double?

        /// Whether the conversion crosses platforms and so relies on 1 pt = 1 dp = 1 CSS px,
        /// the usual design convention.
        public var assumesLogicalPixelsMatch: Bool { from.platform != to.platform }

        /// Creates a conversion from its values.
        ///
        /// - Parameters:
        ///   - value: the value converted.
        ///   - from: its unit.
        ///   - to: the unit converted to.
        ///   - result: the value in `to` units.
        ///   - fontScale: the Android font scale used for sp, or `nil`.
        public init(value: Double, from: LengthUnit, to: LengthUnit, result: Double, fontScale: Double?) {
            self.value = value
            self.from = from
            self.to = to
            self.result = result
            self.fontScale = fontScale
        }
    }

    /// Every unit, in the order a conversion without a target lists them: pt, px@1x … px@3x,
    /// dp, sp, px@ldpi … px@xxxhdpi, css-px, css-pt.
    public static let everyUnit: [LengthUnit] =
        [.point, .applePixel(scale: 1), .applePixel(scale: 2), .applePixel(scale: 3), .dp, .sp]
        + AndroidDensity.allCases.map { .androidPixel($0) } + [.cssPixel, .cssPoint]

    /// The value converted.
    public let value: Double
    /// Its unit.
    public let from: LengthUnit
    /// The one unit asked for, or `nil` for every unit.
    public let to: LengthUnit?
    /// The Android font scale for conversions from or to sp, or `nil` for the default, 1.
    public let fontScale: Double?
    /// The value in ``to``, or in each of ``everyUnit``.
    public let conversions: [Conversion]

    /// A conversion is a calculation, not a check, so the report never fails.
    public var fails: Bool { false }

    /// Converts a value to one unit or to every unit.
    ///
    /// - Parameters:
    ///   - value: the length, in `from` units; negative lengths convert like positive ones.
    ///   - from: the unit of `value`.
    ///   - to: the unit to convert to; `nil` for every unit in ``everyUnit``.
    ///   - fontScale: Android's font scale (Settings › Font size) for conversions from or to sp,
    ///     greater than zero; 1 when `nil`. Conversions without sp ignore it.
    /// - Throws: ``TypeScaleError`` when `value` is larger in magnitude than
    ///   ``TypeScaleNumber/maximumLength`` (10⁹) or not finite, or `fontScale` is not a font scale
    ///   (``TypeScaleNumber/fontScales``, 0.1 to 10).
    public init(value: Double, from: LengthUnit, to: LengthUnit? = nil, fontScale: Double? = nil) throws(TypeScaleError) {
        try TypeScaleNumber.check(value, role: "value", in: TypeScaleNumber.lengths, unit: from.description)
        if let fontScale {
            try TypeScaleNumber.check(fontScale, role: "font scale", in: TypeScaleNumber.fontScales, unit: "times the default size")
        }
        self.value = value
        self.from = from
        self.to = to
        self.fontScale = fontScale
        conversions = (to.map { [$0] } ?? Self.everyUnit).map { target in
            let involvesSP = from == .sp || target == .sp
            return Conversion(
                value: value, from: from, to: target, result: LengthUnit.convert(value, from: from, to: target, fontScale: fontScale ?? 1),
                fontScale: involvesSP ? fontScale ?? 1 : nil)
        }
    }

    /// Writes the report in `format`, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: text or JSON.
    ///   - output: where to write it.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        switch format {
        case .json:
            let objects = conversions.map(JSONObject.init)
            output.write((to == nil ? SortedJSON.string(objects) : SortedJSON.string(objects.first)) + "\n")
        case .text:
            output.write(text() + "\n")
        }
    }

    private static let convention = "assumes 1 pt = 1 dp = 1 css-px"

    private struct JSONObject: Encodable {
        let value: Double
        let from: String
        let result: Double
        let to: String
        let fontScale: Double?
        let note: String?

        init(_ conversion: Conversion) {
            value = conversion.value
            from = conversion.from.description
            result = conversion.result.reportRounded(decimals: 4)
            to = conversion.to.description
            fontScale = conversion.fontScale
            note = conversion.assumesLogicalPixelsMatch ? UnitConversionReport.convention : nil
        }
    }

    private func text() -> String {
        let amount = "\(value.reportText(decimals: 4)) \(from)"
        if to != nil, let conversion = conversions.first {
            var line = "\(amount) = \(conversion.result.reportRounded(decimals: 4).reportText(decimals: 4)) \(conversion.to)"
            if let scale = conversion.fontScale { line += " (font scale \(scale.reportText(decimals: 3)))" }
            if conversion.assumesLogicalPixelsMatch { line += "\nnote: \(Self.convention)" }
            return line
        }
        let table = conversions.map { conversion in
            let remark = conversion.to == .sp ? conversion.fontScale.map { "at font scale \($0.reportText(decimals: 3))" } ?? "" : ""
            return [conversion.to.description, conversion.result.reportRounded(decimals: 4).reportText(decimals: 4), remark]
        }
        var heading = amount
        if from == .sp { heading += " at font scale \((fontScale ?? 1).reportText(decimals: 3))" }
        let footnote =
            conversions.contains(where: \.assumesLogicalPixelsMatch)
            ? "\n\nBetween platforms: 1 pt = 1 dp = 1 css-px (the usual design convention)." : ""
        return "\(heading) is\n\n" + TextTable.render(table) + footnote
    }
}
