import LegibleVision

/// The most a `legible check` configuration may ask for once its globs are expanded, so a glob
/// on both sides of a pair over thousands of tokens ends in a clear message instead of gigabytes
/// and minutes of work.
///
/// A pair written with globs (`foreground: "*"`, `background: "*"`) makes one row per
/// combination: 3,000 tokens make 9 million. Real design systems check a few hundred to a few
/// thousand pairs; the default is far beyond them. Every error names the limit:
///
/// ```swift
/// var limits = DesignCheckLimits()
/// limits.maximumPairs = 500
/// _ = try DesignCheckReport(checking: colors, configuration: configuration, limits: limits)
/// // legible.yaml:4:5: pairs[0]: the pairs' globs make 8997000 pairs (pairs[0] makes 8997000:
/// // 3000 foregrounds × 3000 backgrounds), over the limit of 500 pairs (DesignCheckLimits.maximumPairs); …
/// ```
public struct DesignCheckLimits: Sendable, Hashable, Codable {
    /// The most pairs all `pairs` entries make together, globs expanded: 100,000.
    public var maximumPairs: Int
    /// The most colours one palette has, globs expanded: `PaletteLimits`' 1,000 by default.
    public var palette: PaletteLimits

    /// The defaults, or other limits.
    ///
    /// - Parameters:
    ///   - maximumPairs: the most pairs all entries make together.
    ///   - palette: the most colours one palette has.
    public init(maximumPairs: Int = 100_000, palette: PaletteLimits = .default) {
        self.maximumPairs = maximumPairs
        self.palette = palette
    }
}
