/// Distances added to each side of a rectangle.
///
/// In Legible positive insets always **grow** a rectangle outward: a 30×30 pt button with
/// `TargetInsets(all: 7)` has a 44×44 pt hit area. (UIKit's `UIEdgeInsets` applied with
/// `inset(by:)` has the opposite sign: there a hit area grows with negative insets.)
///
/// ```swift
/// let grow = TargetInsets(top: 2, left: 2, bottom: 2, right: 2)
/// TargetRect(x: 10, y: 10, width: 40, height: 40).outset(by: grow)   // 8, 8, 44×44
/// ```
public struct TargetInsets: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Added above the rectangle.
    public var top: Double
    /// Added to the left of the rectangle.
    public var left: Double
    /// Added below the rectangle.
    public var bottom: Double
    /// Added to the right of the rectangle.
    public var right: Double

    /// Insets with a distance per side.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same distance on every side.
    public init(all distance: Double) {
        self.init(top: distance, left: distance, bottom: distance, right: distance)
    }

    /// Nothing added on any side.
    public static let zero = TargetInsets(all: 0)

    /// Every side multiplied by `factor`, as when converting units.
    public func scaled(by factor: Double) -> TargetInsets {
        TargetInsets(top: top * factor, left: left * factor, bottom: bottom * factor, right: right * factor)
    }

    /// `left + right`.
    public var horizontal: Double { left + right }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }

    /// `"top 2, left 2, bottom 2, right 2"`.
    public var description: String {
        [("top", top), ("left", left), ("bottom", bottom), ("right", right)]
            .map { "\($0) \(LengthFormat.string($1))" }
            .joined(separator: ", ")
    }
}

extension TargetInsets {
    /// How much to grow a hit area, as `legible targets` words it: `2 pt on every side`, or
    /// `2 pt left and right, 7 pt top and bottom` (for insets that grow opposite sides alike).
    ///
    /// - Parameter unit: the unit's symbol (`pt`, `dp`).
    public func growthPhrase(unit: String) -> String {
        if left == top { return "\(LengthFormat.string(left)) \(unit) on every side" }
        var parts: [String] = []
        if left > 0 { parts.append("\(LengthFormat.string(left)) \(unit) left and right") }
        if top > 0 { parts.append("\(LengthFormat.string(top)) \(unit) top and bottom") }
        return parts.joined(separator: ", ")
    }
}
