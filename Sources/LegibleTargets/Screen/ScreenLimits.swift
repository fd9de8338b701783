import LegibleSyntax

/// The largest screen Legible reads, so a hostile or broken file ends in a clear error instead of
/// exhausting memory or time.
///
/// The defaults are far above any real screen: a phone screen has tens of controls, and a long
/// exported scroll view a few thousand. Reading enforces every limit before the checks start,
/// and an error names the limit, its value and the property that raises it:
///
/// ```swift
/// var limits = ScreenLimits()
/// limits.maximumElements = 500_000
/// let screen = try Screen(contentsOfFile: "huge.json", limits: limits)
/// ```
public struct ScreenLimits: Sendable, Hashable, Codable {
    /// The most bytes a screen file may have: 32 MiB (33,554,432 bytes) by default. A screen of
    /// 100,000 elements with one element per line takes about 9 MB.
    public var maximumFileBytes: Int
    /// The most touch targets a screen may have, counting every element once and every tab of a
    /// tab bar once more than that: 100,000 by default.
    public var maximumElements: Int
    /// The most tabs one tab bar may have: 1,000 by default (the HIG and Material suggest 3 to 5).
    public var maximumTabCount: Int
    /// The largest magnitude of any number in a screen file (coordinates, sizes, insets):
    /// 1,000,000 by default, in the file's unit (pt, dp, CSS px, or px before a density converts
    /// them). It keeps every sum of lengths finite and exact enough to draw.
    public var maximumCoordinate: Double

    /// Limits with the defaults, or the values given.
    ///
    /// - Parameters:
    ///   - maximumFileBytes: the most bytes a screen file may have.
    ///   - maximumElements: the most touch targets, each tab of a tab bar counted once.
    ///   - maximumTabCount: the most tabs one tab bar may have.
    ///   - maximumCoordinate: the largest magnitude of any number in the file.
    public init(
        maximumFileBytes: Int = 32 << 20, maximumElements: Int = 100_000, maximumTabCount: Int = 1_000,
        maximumCoordinate: Double = 1_000_000
    ) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumElements = maximumElements
        self.maximumTabCount = maximumTabCount
        self.maximumCoordinate = maximumCoordinate
    }

    /// The default limits.
    public static let `default` = ScreenLimits()

    var file: FileSizeLimit {
        FileSizeLimit(bytes: maximumFileBytes, what: "a screen file", setting: "ScreenLimits.maximumFileBytes")
    }
}
