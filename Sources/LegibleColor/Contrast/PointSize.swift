import Foundation
import LegibleSyntax
import LegibleTypeScale

/// A text size in iOS points, the unit of UIKit, SwiftUI and the HIG, for deciding whether text
/// is large in WCAG's sense.
///
/// iOS points are logical pixels: WCAG2ICT equates them with CSS pixels (1 pt = 1 CSS px), not
/// with the CSS points in which WCAG states its large-text sizes (1 CSS pt = 4/3 CSS px). A size
/// read from text follows the same rule, as `legible units` does:
///
/// ```swift
/// try PointSize(parsing: "17").points        // 17: Body
/// try PointSize(parsing: "17pt").points      // 17
/// try PointSize(parsing: "24px").points      // 24: a CSS pixel is a point
/// try PointSize(parsing: "18css-pt").points  // 24: WCAG's 18 pt
/// ```
///
/// See <doc:PointsPixelsAndLargeText> for why.
public struct PointSize: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The size in iOS points (= CSS px = dp).
    public let points: Double

    /// A size in iOS points.
    ///
    /// - Parameter points: the size in points.
    public init(_ points: Double) {
        self.points = points
    }

    /// A size in any unit of length, converted to iOS points (1 pt = 1 CSS px = 1 dp; 1 CSS pt =
    /// 4/3 pt; an sp at Android's default font scale is a dp).
    ///
    /// - Parameters:
    ///   - value: the size in `unit`.
    ///   - unit: the unit of `value`.
    public init(_ value: Double, unit: LengthUnit) {
        points = LengthUnit.convert(value, from: unit, to: .point)
    }

    /// The units a size may be written in, after the number; no unit means points.
    private static let units: [(suffix: String, unit: LengthUnit)] = [
        ("css-pt", .cssPoint), ("css-px", .cssPixel), ("pt", .point), ("px", .cssPixel), ("dp", .dp), ("sp", .sp),
    ]

    /// Reads a size: a positive decimal number, optionally followed by `pt` (iOS points, the
    /// default), `px` or `css-px` (CSS pixels, the same length), `css-pt` (CSS points, 4/3 pt),
    /// `dp` or `sp`; case-insensitive, spaces allowed around the number and the unit.
    ///
    /// - Parameters:
    ///   - text: the size as typed, such as `17`, `18pt`, `24px` or `18css-pt`.
    ///   - role: what the size is, to start the error message (`"size"`, `"--size"`).
    /// - Throws: ``ContrastError`` `role "text": expected a positive size in points or CSS pixels,
    ///   such as 17, 18pt or 24px`.
    public init(parsing text: String, role: String = "size") throws(ContrastError) {
        let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
        let (suffix, unit) = Self.units.first { lowered.hasSuffix($0.suffix) } ?? ("", .point)
        guard let value = DecimalNumber.parse(lowered.dropLast(suffix.count)), value > 0 else {
            throw ContrastError("\(role) \"\(text)\": expected a positive size in points or CSS pixels, such as 17, 18pt or 24px")
        }
        self.init(value, unit: unit)
    }

    /// Smaller sizes sort first.
    public static func < (lhs: PointSize, rhs: PointSize) -> Bool {
        lhs.points < rhs.points
    }

    /// Decodes a number of points or a size with a unit (`17`, `"24px"`, `"18css-pt"`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let points = try? container.decode(Double.self) {
            guard points.isFinite, points > 0 else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "size \(points): expected a positive number of points")
            }
            self.init(points)
            return
        }
        do {
            try self.init(parsing: try container.decode(String.self))
        } catch let error as ContrastError {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the number of points.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(points)
    }

    /// The size with at most two decimals: `"17 pt"`, `"18.67 pt"`.
    public var description: String {
        "\(DecimalText.string(points, decimals: 2)) pt"
    }
}
