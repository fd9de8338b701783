/// The most colours `legible palette` checks, so a wrong input ends in a clear message instead of
/// minutes of work and a report of millions of pairs.
///
/// A check compares every pair of colours under every condition, and a suggestion
/// (``PaletteCheck/suggest(for:progress:)``) takes up to 600 steps over them, so the work grows
/// with the square of the number of colours. The default is far beyond real palettes: chart
/// series, status colours and map classes have a few dozen at most.
///
/// ```swift
/// try PaletteLimits.default.check(colorCount: colors.count)   // throws for 1,001 colours
/// ```
public struct PaletteLimits: Sendable, Hashable, Codable {
    /// The most colours a palette may have: 1,000 by default.
    public var maximumColors: Int

    /// Limits with the default, or the value given.
    ///
    /// - Parameter maximumColors: the most colours a palette may have.
    public init(maximumColors: Int = 1_000) {
        self.maximumColors = maximumColors
    }

    /// The default limits.
    public static let `default` = PaletteLimits()

    /// Checks a palette's size.
    ///
    /// - Parameter colorCount: how many colours the palette has.
    /// - Throws: ``VisionError`` naming the limit when there are more than ``maximumColors``.
    public func check(colorCount: Int) throws(VisionError) {
        guard colorCount <= maximumColors else {
            throw VisionError("palette: \(colorCount) colours, over the limit of \(maximumColors) colours (PaletteLimits.maximumColors)")
        }
    }
}
