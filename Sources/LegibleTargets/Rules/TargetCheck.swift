/// The result of checking one hit area against a minimum size: whether it passes and how
/// much to grow it on each side if not.
///
/// The growth is split evenly between opposite sides so the control stays centred in its
/// hit area, and rounded up to a thousandth so applying it always passes:
///
/// ```swift
/// let check = TargetCheck(size: TargetSize(width: 40, height: 30), minimum: TargetSize(square: 44))
/// check.passes       // false
/// check.expansion    // top 7, left 2, bottom 7, right 2
/// ```
public struct TargetCheck: Sendable, Hashable, Codable {
    /// The hit area checked.
    public let size: TargetSize
    /// The smallest size that passes.
    public let minimum: TargetSize

    /// Checks `size` against `minimum`.
    public init(size: TargetSize, minimum: TargetSize) {
        self.size = size
        self.minimum = minimum
    }

    /// True when both width and height reach the minimum.
    public var passes: Bool { size.covers(minimum) }

    /// Insets that grow the hit area to the minimum (positive = outward); zero on sides that
    /// already suffice.
    public var expansion: TargetInsets {
        let horizontal = Self.perSide(shortfall: minimum.width - size.width)
        let vertical = Self.perSide(shortfall: minimum.height - size.height)
        return TargetInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// Half the shortfall, rounded up to 0.001 once floating-point noise is removed
    /// (44 − 43.9 is 0.1000000000000014, and its half must read 0.05).
    private static func perSide(shortfall: Double) -> Double {
        guard shortfall > LengthTolerance.value else { return 0 }
        return ((shortfall / 2 * 1000) - 1e-6).rounded(.up) / 1000
    }
}
