import LegibleTypeScale

/// What a foreground colour is drawn as: the fact WCAG's contrast requirement depends on.
///
/// A design system declares it the way it thinks of its tokens: a use (normal text, large text,
/// non-text), a Dynamic Type text style, or a size and weight. Text styles are evaluated at the
/// default content size category, Large, because WCAG judges text at the size it is delivered,
/// not after a user enlarges it; sizes are iOS points, compared with WCAG's 18 pt and 14 pt bold
/// as the HIG does (see <doc:PointsPixelsAndLargeText>).
///
/// ```swift
/// ForegroundKind.textStyle(.body).use                    // .normalText: 17 pt
/// ForegroundKind.textStyle(.title3).use                  // .largeText: 20 pt ≥ 18 pt
/// ForegroundKind.textStyle(.headline).use                // .normalText: 17 pt semibold
/// ForegroundKind.text(size: PointSize(14), weight: .bold).use   // .largeText
/// ForegroundKind.use(.nonText).use                       // .nonText
/// ```
///
/// In JSON (or YAML, or a property list) it is one of `{"use": "large"}`,
/// `{"style": "headline"}` (optionally with `"weight"`) or `{"size": 15, "weight": "semibold"}`.
public enum ForegroundKind: Sendable, Hashable, CustomStringConvertible {
    /// A use given directly: normal text, large text, or non-text (icons, borders, focus rings,
    /// the parts of graphics needed to understand them).
    case use(ContrastUse)
    /// Text in a Dynamic Type text style at Large, in the style's own weight or in `weight`
    /// (the emphasized or Bold Text weight, say).
    case textStyle(TextStyle, weight: FontWeight? = nil)
    /// Text of a size, in iOS points, and a weight.
    case text(size: PointSize, weight: FontWeight = .regular)

    /// Normal text: the strictest requirement for text, and the default.
    public static let normalText = ForegroundKind.use(.normalText)

    /// The size text of this kind is delivered at, in iOS points; `nil` for a use.
    public var size: PointSize? {
        switch self {
        case .use: nil
        case .textStyle(let style, _): PointSize(DynamicType.metrics(for: style, category: DynamicType.defaultCategory).size)
        case .text(let size, _): size
        }
    }

    /// The weight text of this kind is drawn in; `nil` for a use.
    public var weight: FontWeight? {
        switch self {
        case .use: nil
        case .textStyle(let style, let weight): weight ?? DynamicType.metrics(for: style, category: DynamicType.defaultCategory).weight
        case .text(_, let weight): weight
        }
    }

    /// The use WCAG sees: a use as given; text is large when ``WCAG/isLargeText(_:weight:)`` says so.
    public var use: ContrastUse {
        if case .use(let use) = self { return use }
        guard let size, let weight else { return .normalText }
        return WCAG.isLargeText(size, weight: weight) ? .largeText : .normalText
    }

    /// In words, for reports: `"non-text"`, `"Body at Large, 17 pt Regular"`, `"15 pt Semibold"`.
    public var description: String {
        switch self {
        case .use(let use): WCAGRequirement(level: .aa, use: use).useDescription
        case .textStyle(let style, _): "\(style.displayName) at Large, \(size?.description ?? "") \(weight?.name ?? "")"
        case .text(let size, let weight): "\(size) \(weight.name)"
        }
    }
}

extension WCAGRequirement {
    /// The requirement for a foreground at a level: its ``ForegroundKind/use`` decides between
    /// normal text, large text and non-text.
    ///
    /// ```swift
    /// WCAGRequirement(level: .aa, for: .textStyle(.body)).minimumRatio     // 4.5
    /// WCAGRequirement(level: .aa, for: .textStyle(.title1)).minimumRatio   // 3
    /// ```
    ///
    /// - Parameters:
    ///   - level: AA or AAA.
    ///   - kind: what the foreground is drawn as.
    public init(level: WCAGLevel, for kind: ForegroundKind) {
        self.init(level: level, use: kind.use)
    }
}

extension ForegroundKind: Codable {
    private enum CodingKeys: String, CodingKey {
        case use, style, size, weight
    }

    /// Decodes exactly one of `use`, `style` or `size`, and `weight` with `style` or `size`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let given = [CodingKeys.use, .style, .size].filter(container.contains)
        guard given.count == 1, let key = given.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription:
                        "expected one of use, style or size (with weight), found \(given.isEmpty ? "none" : given.map(\.stringValue).joined(separator: " and "))"
                ))
        }
        let weight = try container.decodeIfPresent(FontWeight.self, forKey: .weight)
        switch key {
        case .use:
            guard weight == nil else {
                throw DecodingError.dataCorruptedError(
                    forKey: .weight, in: container, debugDescription: "weight goes with style or size, not with use")
            }
            self = .use(try container.decode(ContrastUse.self, forKey: .use))
        case .style:
            self = .textStyle(try container.decode(TextStyle.self, forKey: .style), weight: weight)
        default:
            self = .text(size: try container.decode(PointSize.self, forKey: .size), weight: weight ?? .regular)
        }
    }

    /// Encodes `use`, or `style` (and `weight` when one is given), or `size` and `weight`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .use(let use):
            try container.encode(use, forKey: .use)
        case .textStyle(let style, let weight):
            try container.encode(style, forKey: .style)
            try container.encodeIfPresent(weight, forKey: .weight)
        case .text(let size, let weight):
            try container.encode(size, forKey: .size)
            try container.encode(weight, forKey: .weight)
        }
    }
}
