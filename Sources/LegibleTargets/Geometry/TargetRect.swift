/// An axis-aligned rectangle: origin at the top-left corner, y growing downward, as in UIKit,
/// Android views, CSS and SVG.
///
/// ```swift
/// let close = TargetRect(x: 340, y: 52, width: 30, height: 30)
/// close.outset(by: TargetInsets(all: 7)).size    // 44×44
/// close.center                                  // (355, 67)
/// ```
public struct TargetRect: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A rectangle whose top-left corner is at (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The width and height.
    public var size: TargetSize { TargetSize(width: width, height: height) }
    /// The left edge.
    public var minX: Double { x }
    /// The top edge.
    public var minY: Double { y }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The centre of the rectangle, which is also the centre of its bounding box.
    public var center: TargetPoint { TargetPoint(x: x + width / 2, y: y + height / 2) }

    /// Origin and size multiplied by `factor`, as when converting units.
    public func scaled(by factor: Double) -> TargetRect {
        TargetRect(x: x * factor, y: y * factor, width: width * factor, height: height * factor)
    }

    /// The rectangle grown outward by `insets` (positive = larger).
    public func outset(by insets: TargetInsets) -> TargetRect {
        TargetRect(
            x: x - insets.left, y: y - insets.top,
            width: width + insets.horizontal, height: height + insets.vertical)
    }

    /// The area both rectangles cover, or `nil` when they only touch or are apart.
    public func intersection(_ other: TargetRect) -> TargetRect? {
        let left = max(minX, other.minX), right = min(maxX, other.maxX)
        let top = max(minY, other.minY), bottom = min(maxY, other.maxY)
        guard right - left > LengthTolerance.value, bottom - top > LengthTolerance.value else { return nil }
        return TargetRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest rectangle holding both.
    public func union(_ other: TargetRect) -> TargetRect {
        let left = min(minX, other.minX), top = min(minY, other.minY)
        return TargetRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The shortest distance from `point` to the rectangle; 0 when the point is inside.
    public func distance(to point: TargetPoint) -> Double {
        let dx = max(minX - point.x, 0, point.x - maxX)
        let dy = max(minY - point.y, 0, point.y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// `"x 10, y 20, 40×40"`.
    public var description: String {
        "x \(LengthFormat.string(x)), y \(LengthFormat.string(y)), \(size)"
    }
}

/// A position on the screen.
public struct TargetPoint: Sendable, Hashable, Codable {
    /// Distance from the left edge of the screen.
    public var x: Double
    /// Distance from the top edge of the screen.
    public var y: Double

    /// The point at (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The straight-line distance to `other`.
    public func distance(to other: TargetPoint) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}
