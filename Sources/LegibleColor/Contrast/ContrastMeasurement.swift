/// The contrast of a foreground on a background as it will be rendered, with translucency
/// resolved.
///
/// - A translucent foreground is composited over the background (source-over, sRGB-encoded).
/// - A translucent background has no single answer: it is composited over each backdrop, white
///   and black unless you pass others, and the *worst* (lowest) ratio is reported, with the
///   backdrop that produced it. Only the backdrops given are tried; a backdrop between them
///   can be worse still.
///
/// ```swift
/// let text = try SRGBColor(parsing: "#777")
/// let measurement = ContrastMeasurement(foreground: text, background: .white)
/// measurement.ratio                 // 4.478…
/// measurement.conformance.aa        // false
/// measurement.conformance.aaLarge   // true
///
/// let scrim = try SRGBColor(parsing: "rgb(0 0 0 / 40%)")
/// let worst = ContrastMeasurement(foreground: .white, background: scrim)
/// worst.backdrop   // white: the scrim over white is the lightest background
/// ```
public struct ContrastMeasurement: Sendable, Hashable {
    /// One way the pair can appear: both colours flattened to opaque ones.
    public struct Rendering: Sendable, Hashable, Codable {
        /// The backdrop behind a translucent background, or `nil` when the background is opaque.
        public let backdrop: SRGBColor?
        /// The opaque foreground as seen.
        public let foreground: SRGBColor
        /// The opaque background as seen.
        public let background: SRGBColor
        /// The WCAG contrast ratio of the two.
        public let ratio: Double
    }

    /// The foreground as given.
    public let foreground: SRGBColor
    /// The background as given.
    public let background: SRGBColor
    /// Every rendering measured: one when the background is opaque, one per backdrop otherwise.
    public let renderings: [Rendering]
    /// The rendering with the lowest ratio.
    public let worst: Rendering

    /// The worst-case unrounded contrast ratio.
    public var ratio: Double { worst.ratio }
    /// The backdrop behind the worst case, when the background is translucent.
    public var backdrop: SRGBColor? { worst.backdrop }
    /// Which WCAG requirements the worst case meets.
    public var conformance: WCAGConformance { WCAGConformance(ratio: ratio) }

    /// The backdrops tried behind a translucent background when none are given.
    public static let defaultBackdrops: [SRGBColor] = [.white, .black]

    /// Measures a pair.
    ///
    /// - Parameters:
    ///   - foreground: the text or icon colour; a translucent one is composited over the background.
    ///   - background: the colour behind it.
    ///   - backdrops: what may lie behind a translucent background; translucent backdrops are
    ///     themselves composited over white. Empty means ``defaultBackdrops``.
    public init(foreground: SRGBColor, background: SRGBColor, backdrops: [SRGBColor] = ContrastMeasurement.defaultBackdrops) {
        self.foreground = foreground
        self.background = background
        let behind: [SRGBColor?]
        if background.isOpaque {
            behind = [nil]
        } else {
            let chosen = backdrops.isEmpty ? ContrastMeasurement.defaultBackdrops : backdrops
            behind = chosen.map { $0.isOpaque ? $0 : $0.composited(over: .white) }
        }
        let renderings = behind.map { backdrop in
            let shownBackground = backdrop.map { background.composited(over: $0) } ?? background.withAlpha(1)
            let shownForeground = foreground.composited(over: shownBackground).withAlpha(1)
            return Rendering(
                backdrop: backdrop, foreground: shownForeground, background: shownBackground.withAlpha(1),
                ratio: shownForeground.contrastRatio(to: shownBackground))
        }
        self.renderings = renderings
        // `renderings` has at least one element, so the fallback is never taken.
        worst = renderings.min { $0.ratio < $1.ratio } ?? renderings[0]
    }

    /// Whether the worst case meets a requirement.
    public func meets(_ requirement: WCAGRequirement) -> Bool { requirement.isMet(by: ratio) }
}

extension ContrastMeasurement: Codable {
    private enum CodingKeys: String, CodingKey {
        case foreground, background, renderings, ratio
    }

    /// Decodes the colours and the backdrops of the renderings, and measures again, so a
    /// decoded measurement is always consistent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let renderings = try container.decodeIfPresent([Rendering].self, forKey: .renderings) ?? []
        self.init(
            foreground: try container.decode(SRGBColor.self, forKey: .foreground),
            background: try container.decode(SRGBColor.self, forKey: .background),
            backdrops: renderings.compactMap(\.backdrop))
    }

    /// Encodes the colours, every rendering and the worst-case ratio.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(foreground, forKey: .foreground)
        try container.encode(background, forKey: .background)
        try container.encode(renderings, forKey: .renderings)
        try container.encode(ratio, forKey: .ratio)
    }
}
