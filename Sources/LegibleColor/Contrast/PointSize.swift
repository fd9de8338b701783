import Foundation
import LegibleSyntax
import LegibleTypeScale

/// A text size in iOS points, the unit of UIKit, SwiftUI and the HIG, for deciding whether text
/// is large in WCAG's sense.
///
/// For text sizes Legible follows Apple's Human Interface Guidelines, which compare iOS points
/// with the points of WCAG's large-text rule as they stand (18 pt, or 14 pt bold). A size given in
/// CSS units is converted with CSS's own ratio, 1 CSS pt = 4/3 CSS px, so a web design's sizes
/// land where WCAG puts them:
///
/// ```swift
/// try PointSize(parsing: "17").points        // 17: Body
/// try PointSize(parsing: "17pt").points      // 17
/// try PointSize(parsing: "24px").points      // 18: 24 CSS px is WCAG's 18 pt
/// try PointSize(parsing: "18css-pt").points  // 18
/// ```
///
/// See <doc:PointsPixelsAndLargeText> for why.
public struct PointSize: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The size in iOS points (= dp; = WCAG's and CSS's points for the large-text rule).
    public let points: Double

    /// A size in iOS points.
    ///
    /// - Parameter points: the size in points.
    public init(_ points: Double) {
        self.points = points
    }

    /// A text size in any unit of length, in iOS points: a CSS point is a point and a CSS pixel
    /// ¾ of one (CSS's own ratio, which puts WCAG's 18 pt at 24 CSS px); dp, sp at Android's
    /// default font scale, and Apple device pixels convert as LegibleTypeScale's `LengthUnit` converts them.
    ///
    /// - Parameters:
    ///   - value: the size in `unit`.
    ///   - unit: the unit of `value`.
    public init(_ value: Double, unit: LengthUnit) {
        switch unit {
        case .cssPoint: points = value
        case .cssPixel: points = LengthUnit.convert(value, from: .cssPixel, to: .cssPoint)
        default: points = LengthUnit.convert(value, from: unit, to: .point)
        }
    }

    /// The units a size may be written in, after the number; no unit means points.
    private static let units: [(suffix: String, unit: LengthUnit)] = [
        ("css-pt", .cssPoint), ("css-px", .cssPixel), ("pt", .point), ("px", .cssPixel), ("dp", .dp), ("sp", .sp),
    ]

    /// Reads a size: a positive decimal number, optionally followed by `pt` (iOS points, the
    /// default), `px` or `css-px` (CSS pixels, ¾ pt), `css-pt` (CSS points, = pt), `dp` or `sp`;
    /// case-insensitive, spaces allowed around the number and the unit. The size must be a text
    /// size: 1 to 10,000 points (LegibleTypeScale's `TypeScaleNumber.pointSizes`) once converted.
    ///
    /// - Parameters:
    ///   - text: the size as typed, such as `17`, `18pt`, `24px` or `18css-pt`.
    ///   - role: what the size is, to start the error message (`"size"`, `"--size"`).
    /// - Throws: ``ContrastError`` `role "text": expected a positive size in points or CSS pixels,
    ///   such as 17, 18pt or 24px`, or `role "text": expected a text size from 1 to 10000 points`.
    public init(parsing text: String, role: String = "size") throws(ContrastError) {
        let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
        let (suffix, unit) = Self.units.first { lowered.hasSuffix($0.suffix) } ?? ("", .point)
        guard let value = DecimalNumber.parse(lowered.dropLast(suffix.count)), value > 0 else {
            throw ContrastError("\(role) \(EchoedText.quoted(text)): expected a positive size in points or CSS pixels, such as 17, 18pt or 24px")
        }
        self.init(value, unit: unit)
        try Self.checkRange(points, spelled: EchoedText.quoted(text), role: role)
    }

    /// Refuses a size that is no text size: one below 1 pt means nothing (and `1e-320` would
    /// print as 0 pt), one beyond 10,000 pt neither (and near 1e308 it prints as inf).
    private static func checkRange(_ points: Double, spelled: String, role: String) throws(ContrastError) {
        let range = TypeScaleNumber.pointSizes
        guard range.contains(points) else {
            throw ContrastError(
                "\(role) \(spelled): expected a text size from \(DecimalText.string(range.lowerBound, decimals: 0)) to "
                    + "\(DecimalText.string(range.upperBound, decimals: 0)) points")
        }
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
            do {
                try Self.checkRange(points, spelled: "\(points)", role: "size")
            } catch {
                throw DecodingError.refused(error, at: container.codingPath)
            }
            self.init(points)
            return
        }
        do {
            try self.init(parsing: try container.decode(String.self))
        } catch let error as ContrastError {
            throw DecodingError.refused(error, at: container.codingPath)
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
