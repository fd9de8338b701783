/// A foreground/background pair a design system declares by name: two colour tokens and what
/// the foreground is drawn as.
///
/// ```swift
/// let pair = DeclaredContrastPair(
///     foreground: "label.secondary", try SRGBColor(parsing: "#8e8e93"),
///     background: "surface.primary", .white,
///     as: .textStyle(.footnote))
/// let result = pair.evaluate(level: .aa)
/// result.requirement.minimumRatio   // 4.5: Footnote is 13 pt
/// result.passes                     // false: 3.26:1
/// ```
///
/// Codable with the names and colours flat beside what the foreground is, so a configuration
/// file reads naturally:
///
/// ```json
/// {"foreground": "label.secondary", "foregroundColor": "#8e8e93",
///  "background": "surface.primary", "backgroundColor": "#ffffff", "style": "footnote"}
/// ```
///
/// Give `use` (`normal`, `large`, `non-text`), `style` (a text style, optionally with `weight`)
/// or `size` (iOS points, or `"24px"`) with `weight`; with none of them the foreground is normal
/// text. Colours decode from any syntax ``SRGBColor/init(parsing:)`` reads and encode as hex.
public struct DeclaredContrastPair: Sendable, Hashable {
    /// The foreground's name, such as a token path (`color.text.primary`).
    public var foreground: String
    /// The foreground colour.
    public var foregroundColor: SRGBColor
    /// The background's name.
    public var background: String
    /// The background colour.
    public var backgroundColor: SRGBColor
    /// What the foreground is drawn as, which decides the requirement.
    public var kind: ForegroundKind

    /// Declares a pair.
    ///
    /// - Parameters:
    ///   - foreground: the foreground's name.
    ///   - foregroundColor: the foreground colour; a translucent one is composited over the background.
    ///   - background: the background's name.
    ///   - backgroundColor: the background colour; a translucent one is composited over the backdrops.
    ///   - kind: what the foreground is drawn as; normal text by default.
    public init(
        foreground: String, _ foregroundColor: SRGBColor, background: String, _ backgroundColor: SRGBColor,
        as kind: ForegroundKind = .normalText
    ) {
        self.foreground = foreground
        self.foregroundColor = foregroundColor
        self.background = background
        self.backgroundColor = backgroundColor
        self.kind = kind
    }

    /// Checks the pair: the WCAG 2.2 ratio, worst case over the backdrops, against the
    /// requirement its ``kind`` needs at `level`, with the APCA Lc (advisory).
    ///
    /// - Parameters:
    ///   - level: AA or AAA.
    ///   - backdrops: what may lie behind a translucent background (white and black by
    ///     default; an appearance's own backdrop, such as black in dark mode, when known).
    ///   - includesSuggestions: whether to search for the nearest passing colours.
    public func evaluate(
        level: WCAGLevel = .aa, backdrops: [SRGBColor] = ContrastMeasurement.defaultBackdrops, includesSuggestions: Bool = false
    ) -> ContrastResult {
        ContrastResult(
            foreground: foregroundColor, background: backgroundColor, requirement: WCAGRequirement(level: level, for: kind),
            backdrops: backdrops, includesAPCA: true, includesSuggestions: includesSuggestions)
    }
}

extension DeclaredContrastPair: Codable {
    private enum CodingKeys: String, CodingKey {
        case foreground, foregroundColor, background, backgroundColor, use, style, size, weight
    }

    /// Decodes the names, the colours and what the foreground is (normal text when none is given).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        foreground = try container.decode(String.self, forKey: .foreground)
        foregroundColor = try container.decode(SRGBColor.self, forKey: .foregroundColor)
        background = try container.decode(String.self, forKey: .background)
        backgroundColor = try container.decode(SRGBColor.self, forKey: .backgroundColor)
        let describesKind = [CodingKeys.use, .style, .size, .weight].contains(where: container.contains)
        kind = describesKind ? try ForegroundKind(from: decoder) : .normalText
    }

    /// Encodes the names, the colours as hex and what the foreground is.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(foreground, forKey: .foreground)
        try container.encode(foregroundColor, forKey: .foregroundColor)
        try container.encode(background, forKey: .background)
        try container.encode(backgroundColor, forKey: .backgroundColor)
        try kind.encode(to: encoder)
    }
}
