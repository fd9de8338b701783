/// What `legible contrast` checks every pair against, and what it adds to the report.
///
/// ```swift
/// var options = ContrastOptions(level: .aaa, foreground: .text(size: PointSize(17), weight: .semibold))
/// options.requirement.minimumRatio   // 7: 17 pt is normal text
/// options.includesSuggestions = true
/// ```
public struct ContrastOptions: Sendable, Hashable, Codable {
    /// The WCAG level to require.
    public var level: WCAGLevel
    /// What the foreground colours are drawn as; with ``level`` it decides the requirement.
    public var foreground: ForegroundKind
    /// What may lie behind a translucent background; the worst case counts. White and black by
    /// default; a translucent backdrop is itself composited over white.
    public var backdrops: [SRGBColor]
    /// Whether to add the APCA Lc and APCA's minimum font sizes (advisory, not WCAG 2).
    public var includesAPCA: Bool
    /// Whether to search for the nearest passing foreground and background (OKLCH lightness only).
    public var includesSuggestions: Bool

    /// Creates options; every argument has the command line's default.
    ///
    /// - Parameters:
    ///   - level: AA (the default) or AAA.
    ///   - foreground: what the foreground is drawn as; normal text by default.
    ///   - backdrops: what may lie behind a translucent background.
    ///   - includesAPCA: whether to add the APCA Lc.
    ///   - includesSuggestions: whether to suggest the nearest passing colours.
    public init(
        level: WCAGLevel = .aa, foreground: ForegroundKind = .normalText,
        backdrops: [SRGBColor] = ContrastMeasurement.defaultBackdrops, includesAPCA: Bool = false, includesSuggestions: Bool = false
    ) {
        self.level = level
        self.foreground = foreground
        self.backdrops = backdrops
        self.includesAPCA = includesAPCA
        self.includesSuggestions = includesSuggestions
    }

    /// The requirement every pair is checked against.
    public var requirement: WCAGRequirement {
        WCAGRequirement(level: level, for: foreground)
    }

    /// Checks one pair with these options.
    ///
    /// - Parameter pair: the colours.
    public func evaluate(_ pair: ContrastPair) -> ContrastResult {
        ContrastResult(
            foreground: pair.foreground, background: pair.background, requirement: requirement, backdrops: backdrops,
            includesAPCA: includesAPCA, includesSuggestions: includesSuggestions)
    }
}
