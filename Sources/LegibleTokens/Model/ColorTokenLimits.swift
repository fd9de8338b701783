/// The most a design system's colour sources may hold before reading stops with an error, so a
/// wrong path (a whole home folder as an "asset catalog") or a hostile file cannot exhaust
/// memory or time.
///
/// The defaults are far beyond what real design systems reach (Apple's own system palette is a
/// few dozen colours; large design systems keep a few thousand tokens), so only a mistake meets
/// them. Every error names the limit and its property:
///
/// ```swift
/// var limits = ColorTokenLimits()
/// limits.maximumTokens = 50
/// _ = try ColorTokenSet(sources: sources, limits: limits)
/// // tokens/base.tokens.json:812:7: more than 50 tokens (ColorTokenLimits.maximumTokens); …
/// ```
public struct ColorTokenLimits: Sendable, Hashable, Codable {
    /// The largest file read, in bytes: 16 MiB.
    public var maximumFileBytes: Int
    /// The most tokens (or colour sets, or Android colour resources) read from all sources
    /// together: 100 000.
    public var maximumTokens: Int
    /// The longest chain of aliases followed from one token to its colour: 64.
    public var maximumAliasDepth: Int
    /// The most `.colorset` folders in one asset catalog: 20 000.
    public var maximumColorSets: Int
    /// The most folder entries looked at while walking an asset catalog or an Android `res`
    /// folder: 200 000.
    public var maximumDirectoryEntries: Int

    /// The defaults, or other limits.
    ///
    /// - Parameters:
    ///   - maximumFileBytes: the largest file read, in bytes.
    ///   - maximumTokens: the most tokens read from all sources together.
    ///   - maximumAliasDepth: the longest alias chain followed.
    ///   - maximumColorSets: the most colour sets in one asset catalog.
    ///   - maximumDirectoryEntries: the most folder entries looked at in one source folder.
    public init(
        maximumFileBytes: Int = 16 << 20, maximumTokens: Int = 100_000, maximumAliasDepth: Int = 64,
        maximumColorSets: Int = 20_000, maximumDirectoryEntries: Int = 200_000
    ) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumTokens = maximumTokens
        self.maximumAliasDepth = maximumAliasDepth
        self.maximumColorSets = maximumColorSets
        self.maximumDirectoryEntries = maximumDirectoryEntries
    }
}
