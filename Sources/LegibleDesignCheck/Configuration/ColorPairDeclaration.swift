import LegibleColor
import LegibleReporting
import LegibleTokens
import LegibleTypeScale

/// What a pair's foreground is used for, as `use:` in `legible.yaml` says it.
public enum ColorPairUse: String, CaseIterable, Sendable, Hashable, Codable {
    /// Body text and anything smaller than large text (WCAG 1.4.3: 4.5:1 at AA).
    case text
    /// Large text: 18 pt, or 14 pt bold (WCAG 1.4.3: 3:1 at AA).
    case largeText
    /// Icons, borders and other meaningful graphics (WCAG 1.4.11: 3:1).
    case nonText

    /// The contrast use the WCAG requirement is looked up with.
    public var contrastUse: ContrastUse {
        switch self {
        case .text: .normalText
        case .largeText: .largeText
        case .nonText: .nonText
        }
    }
}

/// How a pair says how large its text is: the level it needs follows from it.
public enum ColorPairTextRole: Sendable, Hashable {
    /// Stated directly with `use:`.
    case use(ColorPairUse)
    /// A Dynamic Type text style (`style: headline`), taken at the Large (default) size.
    case style(TextStyle)
    /// A size in points and a weight (`size: 15`, `weight: semibold`).
    case size(points: Double, weight: FontWeight)

    /// What the foreground is drawn as, for the WCAG requirement: a use as given, a text style
    /// at the Large (default) size in its own weight, or text of the size and weight.
    ///
    /// ```swift
    /// ColorPairTextRole.style(.headline).foregroundKind.use                       // .normalText: 17 pt
    /// ColorPairTextRole.size(points: 14, weight: .bold).foregroundKind.use        // .largeText
    /// ```
    public var foregroundKind: ForegroundKind {
        switch self {
        case .use(let use): .use(use.contrastUse)
        case .style(let style): .textStyle(style)
        case .size(let points, let weight): .text(size: PointSize(points), weight: weight)
        }
    }
}

/// One `pairs` entry of `legible.yaml`: a foreground and a background, each a token name or a
/// glob, and how the text is used or sized. The check engine expands globs against a
/// `ColorTokenSet` and evaluates every combination in every configured appearance.
///
/// ```yaml
/// pairs:
///   - foreground: color.text.*        # a name or a glob
///     background: color.surface.default
///     use: text                       # text | largeText | nonText
///   - foreground: ButtonLabel
///     background: BrandAccent
///     style: headline                 # or size: 15 and weight: semibold
///   - foreground: color.text.primary
///     background: color.overlay.scrim # translucent
///     backdrop: "#000000"             # what it is composited over, instead of white/black
/// ```
///
/// At most one of `use`, `style` and `size` is given (none means `use: text`); `weight` goes
/// with `size`.
public struct ColorPairDeclaration: Sendable, Hashable {
    /// The foreground token's name, or a glob.
    public var foreground: String
    /// The background token's name, or a glob.
    public var background: String
    /// `use:` when given.
    public var use: ColorPairUse?
    /// `style:` when given.
    public var style: TextStyle?
    /// `size:` in points when given.
    public var size: Double?
    /// `weight:` when given (only with `size`).
    public var weight: FontWeight?
    /// `backdrop:` when given: a colour (`"#000000"`) or a token name, that a translucent
    /// background is composited over instead of the appearance's white or black.
    public var backdrop: String?
    /// Where the configuration declares the pair, for errors about the pair itself (a name in no
    /// source, a glob that matches nothing).
    public var declaration: Finding.Location?

    /// A pair.
    ///
    /// - Parameters:
    ///   - foreground: the foreground's name or glob.
    ///   - background: the background's name or glob.
    ///   - use: what the foreground is used for.
    ///   - style: the text style, instead of `use`.
    ///   - size: the text size in points, instead of `use` and `style`.
    ///   - weight: the text weight, with `size`.
    ///   - backdrop: what a translucent background is composited over.
    ///   - declaration: where a configuration declares it.
    public init(
        foreground: String, background: String, use: ColorPairUse? = nil, style: TextStyle? = nil, size: Double? = nil,
        weight: FontWeight? = nil, backdrop: String? = nil, declaration: Finding.Location? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.use = use
        self.style = style
        self.size = size
        self.weight = weight
        self.backdrop = backdrop
        self.declaration = declaration
    }

    /// How the pair sizes its text: `style`, else `size` (with `weight`, regular by default),
    /// else `use`, else body text.
    public var textRole: ColorPairTextRole {
        if let style { return .style(style) }
        if let size { return .size(points: size, weight: weight ?? .regular) }
        return .use(use ?? .text)
    }
}

extension ColorPairDeclaration: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case foreground, background, use, style, size, weight, backdrop
    }

    /// Decodes a `pairs` entry, checking that the text is described at most one way.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func name(_ key: CodingKeys) throws -> String {
            let text = try container.decode(String.self, forKey: key)
            guard !text.trimmingWhitespace.isEmpty else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "expected a token name or glob, found an empty string")
            }
            return text
        }
        foreground = try name(.foreground)
        background = try name(.background)
        use = try container.decodeIfPresent(ColorPairUse.self, forKey: .use)
        style = try container.decodeIfPresent(TextStyle.self, forKey: .style)
        size = try container.decodeIfPresent(Double.self, forKey: .size)
        weight = try container.decodeIfPresent(FontWeight.self, forKey: .weight)
        backdrop = try container.decodeIfPresent(String.self, forKey: .backdrop)
        declaration = nil
        let given = [use.map { _ in "use" }, style.map { _ in "style" }, size.map { _ in "size" }].compactMap { $0 }
        if given.count > 1 {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath,
                    debugDescription: "give one of use, style or size (with weight) to say how the text is used; found \(given.joined(separator: " and "))"))
        }
        if let size, !(size > 0 && size <= 1000) {
            throw DecodingError.dataCorruptedError(forKey: .size, in: container, debugDescription: "expected a text size in points above 0 and up to 1000")
        }
        if weight != nil, size == nil {
            throw DecodingError.dataCorruptedError(forKey: .weight, in: container, debugDescription: "weight goes with size (a text style has its own weight)")
        }
    }

    /// Encodes the fields that are set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(foreground, forKey: .foreground)
        try container.encode(background, forKey: .background)
        try container.encodeIfPresent(use, forKey: .use)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(size, forKey: .size)
        try container.encodeIfPresent(weight, forKey: .weight)
        try container.encodeIfPresent(backdrop, forKey: .backdrop)
    }
}

/// One `palettes` entry of `legible.yaml`: colours that must stay distinguishable (a chart's
/// series), checked for colour-vision deficiency in each appearance.
///
/// ```yaml
/// palettes:
///   - name: chart
///     colors: [chart.1, chart.2, "chart.accent.*"]   # names or globs
///     background: color.surface.default              # optional
/// ```
public struct PaletteDeclaration: Sendable, Hashable {
    /// The palette's name, for reports.
    public var name: String
    /// The colours' names or globs, in order.
    public var colors: [String]
    /// The background the palette is shown on, when given.
    public var background: String?
    /// Where the configuration declares the palette.
    public var declaration: Finding.Location?

    /// A palette.
    ///
    /// - Parameters:
    ///   - name: the palette's name.
    ///   - colors: the colours' names or globs.
    ///   - background: the background's name, if any.
    ///   - declaration: where a configuration declares it.
    public init(name: String, colors: [String], background: String? = nil, declaration: Finding.Location? = nil) {
        self.name = name
        self.colors = colors
        self.background = background
        self.declaration = declaration
    }
}

extension PaletteDeclaration: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case name, colors, background
    }

    /// Decodes a `palettes` entry.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        colors = try container.decode([String].self, forKey: .colors)
        background = try container.decodeIfPresent(String.self, forKey: .background)
        declaration = nil
        guard !colors.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .colors, in: container, debugDescription: "expected at least one colour name or glob")
        }
    }

    /// Encodes the fields that are set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(colors, forKey: .colors)
        try container.encodeIfPresent(background, forKey: .background)
    }
}
