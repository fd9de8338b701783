import LegibleSyntax
import LegibleTypeScale

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The label settings `legible measure` and `legible audit` both take, as a person typed them —
/// `--width`, `--style`, `--size`, `--weight`, `--lines`, `--tracking` — and the one parser of
/// each, so that both commands (and any tool built on Legible) accept the same spellings and
/// ranges and say the same thing about a bad value.
///
/// Each `parsed…` method returns `nil` when the setting was not given, the typed value when it
/// is valid, and throws a ``MeasureError`` naming the input and what was expected otherwise:
///
/// ```swift
/// let arguments = LabelArguments(width: "160", style: "headline", weight: "semibold", tracking: "-0.4")
/// try arguments.parsedWidth()      // 160
/// try arguments.parsedStyle()      // .headline
/// try arguments.parsedWeight()     // .semibold (600)
/// try arguments.parsedTracking()   // .points(-0.4)
/// try LabelArguments(size: "0").parsedSize()   // throws: size "0": expected a positive number of points
/// ```
public struct LabelArguments: Sendable, Hashable {
    /// The width available, in points: a decimal number in ``widths`` (`160`, `343.5`).
    public var width: String?
    /// A text style, in any spelling `TextStyle(parsing:)` (LegibleTypeScale) accepts: `body`,
    /// `Title 1`, `UIFontTextStyleHeadline`.
    public var style: String?
    /// A fixed point size instead of a style: a decimal number from ``minimumPointSize`` to
    /// ``maximumPointSize``.
    public var size: String?
    /// A weight name (`regular`, `Semi Bold`, `UIFontWeightBold`) or a number from 1 to 1000.
    public var weight: String?
    /// The most lines, 0 for no limit.
    public var lines: Int?
    /// `hig`, `font`, `none`, or points from -100 to 100 (`-0.4`).
    public var tracking: String?

    /// The largest point size accepted for ``size``: 10,000.
    public static let maximumPointSize = 10_000.0
    /// The smallest point size accepted for ``size``: 1. Below it a size means nothing for text
    /// (1e-320 made every label fit) and no longer prints.
    public static let minimumPointSize = 1.0
    /// The widths accepted for ``width``, in points: 0.5 to 100,000, as in a layout spec.
    public static let widths: ClosedRange<Double> = 0.5...100_000

    /// Settings as typed; leave out what was not given.
    ///
    /// - Parameters:
    ///   - width: the width in points.
    ///   - style: the text style name.
    ///   - size: the fixed point size.
    ///   - weight: the weight name or number.
    ///   - lines: the line limit, 0 for none.
    ///   - tracking: the tracking mode or points.
    public init(
        width: String? = nil, style: String? = nil, size: String? = nil, weight: String? = nil, lines: Int? = nil,
        tracking: String? = nil
    ) {
        self.width = width
        self.style = style
        self.size = size
        self.weight = weight
        self.lines = lines
        self.tracking = tracking
    }

    /// Whether no setting was given.
    public var isEmpty: Bool {
        width == nil && style == nil && size == nil && weight == nil && lines == nil && tracking == nil
    }

    /// The width in points.
    ///
    /// - Throws: ``MeasureError`` unless ``width`` is a decimal number in ``widths``.
    public func parsedWidth() throws(MeasureError) -> Double? {
        try width.map { text throws(MeasureError) in try Self.points(text, role: "width", in: Self.widths) }
    }

    /// The text style.
    ///
    /// - Throws: ``MeasureError`` listing the styles unless ``style`` names one.
    public func parsedStyle() throws(MeasureError) -> TextStyle? {
        try style.map { text throws(MeasureError) in try MeasureError.wrapping { () throws(TypeScaleError) in try TextStyle(parsing: text) } }
    }

    /// The fixed point size.
    ///
    /// - Throws: ``MeasureError`` unless ``size`` is a decimal number from ``minimumPointSize`` to
    ///   ``maximumPointSize``.
    public func parsedSize() throws(MeasureError) -> Double? {
        try size.map { text throws(MeasureError) in try Self.points(text, role: "size", in: Self.minimumPointSize...Self.maximumPointSize) }
    }

    /// The weight.
    ///
    /// - Throws: ``MeasureError`` unless ``weight`` is a weight name or a number from 1 to 1000.
    public func parsedWeight() throws(MeasureError) -> FontWeight? {
        try weight.map { text throws(MeasureError) in try MeasureError.wrapping { () throws(TypeScaleError) in try FontWeight(parsing: text) } }
    }

    /// The line limit, 0 for none.
    ///
    /// - Throws: ``MeasureError`` when ``lines`` is negative.
    public func parsedLines() throws(MeasureError) -> Int? {
        try lines.map { lines throws(MeasureError) in
            guard lines >= 0 else { throw MeasureError("lines \(lines): expected 0 (no limit) or more") }
            return lines
        }
    }

    /// The tracking: `hig` is Apple's table for SF Pro.
    ///
    /// - Throws: ``MeasureError`` unless ``tracking`` is `hig`, `font`, `none` or points from -100 to 100.
    public func parsedTracking() throws(MeasureError) -> TrackingMode? {
        try tracking.map { text throws(MeasureError) in try MeasureError.wrapping { () throws(TypeScaleError) in try TrackingMode(parsing: text) } }
    }

    /// A number of points within `range`, read as a person writes numbers (no hex, inf or nan).
    static func points(_ text: String, role: String, in range: ClosedRange<Double>) throws(MeasureError) -> Double {
        guard let value = DecimalNumber.parse(text) else {
            throw MeasureError("\(role) \(EchoedText.quoted(text)): expected a number, such as 17 or 15.5")
        }
        guard value > 0 else { throw MeasureError("\(role) \(EchoedText.quoted(text)): expected a positive number of points") }
        guard range.contains(value) else {
            throw MeasureError(
                "\(role) \(EchoedText.quoted(text)): expected \(DecimalText.string(range.lowerBound, decimals: 1)) to "
                    + "\(DecimalText.string(range.upperBound, decimals: 1)) points")
        }
        return value
    }
}

/// Options for measuring that cannot be used: a bad value for a label setting, options that
/// contradict each other, or fonts that cannot be loaded. The description names the input and
/// says what was expected, for example `width "wide": expected a number, such as 17 or 15.5`.
public struct MeasureError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message.
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    /// Runs a type-scale parser, its error becoming a measure error with the same message.
    static func wrapping<Value>(_ parse: () throws(TypeScaleError) -> Value) throws(MeasureError) -> Value {
        do {
            return try parse()
        } catch {
            throw MeasureError(error.description)
        }
    }
}

extension MeasureError: LocalizedError {
    /// The ``description``, so `localizedDescription` names the input too.
    public var errorDescription: String? { description }
}
