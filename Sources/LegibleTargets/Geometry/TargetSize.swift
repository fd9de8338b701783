/// A width and a height in one unit (points, dp, CSS pixels or device pixels).
///
/// It converts to and from `CGSize` (``init(_:)`` and ``cgSize``), on Apple's platforms and Linux alike.
///
/// ```swift
/// let button = TargetSize(width: 40, height: 40)
/// button.description                      // "40×40"
/// TargetSize(width: 88, height: 88).scaled(by: 1 / 2) == TargetSize(width: 44, height: 44)
/// ```
public struct TargetSize: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A size of `width` × `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A square of side `side`.
    public init(square side: Double) {
        self.init(width: side, height: side)
    }

    /// No width and no height.
    public static let zero = TargetSize(width: 0, height: 0)

    /// Both sides multiplied by `factor`.
    public func scaled(by factor: Double) -> TargetSize {
        TargetSize(width: width * factor, height: height * factor)
    }

    /// True when both sides are at least those of `minimum`, allowing for floating-point
    /// rounding (88 px ÷ 2 and 132 px ÷ 3 must both reach 44).
    public func covers(_ minimum: TargetSize) -> Bool {
        width >= minimum.width - LengthTolerance.value && height >= minimum.height - LengthTolerance.value
    }

    /// `"40×40"`, with at most two decimals.
    public var description: String {
        "\(LengthFormat.string(width))×\(LengthFormat.string(height))"
    }
}

/// How close two lengths must be to count as equal: far below anything a screen can show,
/// far above the error of dividing by a pixel ratio.
enum LengthTolerance {
    static let value = 1e-9
}
