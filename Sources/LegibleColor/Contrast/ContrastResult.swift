import Foundation

/// Everything Legible works out about one foreground on one background against one requirement:
/// the worst-case WCAG ratio with translucency resolved, pass or fail, the APCA Lc (advisory)
/// and, when asked, the nearest passing colours.
///
/// It is the value both contrast reports are made of, and the one to reuse when pairs come from
/// somewhere else (a design system's tokens, in each appearance):
///
/// ```swift
/// let result = ContrastResult(
///     foreground: try SRGBColor(parsing: "#8e8e93"), background: .white,
///     requirement: WCAGRequirement(level: .aa, for: .textStyle(.footnote)),
///     includesAPCA: true, includesSuggestions: true)
/// result.passes                            // false: 3.26:1 < 4.5:1
/// result.suggestions?.foreground?.color    // the nearest passing grey
/// ```
public struct ContrastResult: Sendable, Hashable {
    /// The nearest passing colours, each `nil` when no lightness of its hue passes.
    public struct Suggestions: Sendable, Hashable, Codable {
        /// The closest foreground that passes on the background.
        public let foreground: ContrastSuggestion?
        /// The closest background that passes under the foreground.
        public let background: ContrastSuggestion?

        /// Suggestions found elsewhere.
        ///
        /// - Parameters:
        ///   - foreground: the closest passing foreground, or `nil`.
        ///   - background: the closest passing background, or `nil`.
        public init(foreground: ContrastSuggestion?, background: ContrastSuggestion?) {
            self.foreground = foreground
            self.background = background
        }
    }

    /// The foreground as given.
    public let foreground: ParsedColor
    /// The background as given.
    public let background: ParsedColor
    /// The requirement checked.
    public let requirement: WCAGRequirement
    /// The ratio of every rendering and the worst one.
    public let measurement: ContrastMeasurement
    /// The APCA Lc of the worst rendering (advisory, not WCAG 2), when asked for.
    public let apcaContrast: Double?
    /// The nearest passing colours, when asked for.
    public let suggestions: Suggestions?

    /// Measures a pair of colours read from text.
    ///
    /// - Parameters:
    ///   - foreground: the text or icon colour; a translucent one is composited over the background.
    ///   - background: the colour behind it; a translucent one is composited over each backdrop.
    ///   - requirement: the WCAG requirement to check.
    ///   - backdrops: what may lie behind a translucent background; the worst case counts.
    ///   - includesAPCA: whether to compute the APCA Lc.
    ///   - includesSuggestions: whether to search for the nearest passing foreground and background.
    public init(
        foreground: ParsedColor, background: ParsedColor, requirement: WCAGRequirement,
        backdrops: [SRGBColor] = ContrastMeasurement.defaultBackdrops, includesAPCA: Bool = false, includesSuggestions: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.requirement = requirement
        measurement = ContrastMeasurement(foreground: foreground.color, background: background.color, backdrops: backdrops)
        apcaContrast = includesAPCA ? measurement.apcaContrast : nil
        suggestions =
            includesSuggestions
            ? Suggestions(
                foreground: ContrastSuggestion.foreground(
                    foreground.color, on: background.color, meeting: requirement, backdrops: backdrops),
                background: ContrastSuggestion.background(
                    background.color, under: foreground.color, meeting: requirement, backdrops: backdrops))
            : nil
    }

    /// Measures a pair of colours already in hand (a colour outside sRGB is gamut-mapped and the
    /// notes say so).
    ///
    /// - Parameters:
    ///   - foreground: the text or icon colour.
    ///   - background: the colour behind it.
    ///   - requirement: the WCAG requirement to check.
    ///   - backdrops: what may lie behind a translucent background; the worst case counts.
    ///   - includesAPCA: whether to compute the APCA Lc.
    ///   - includesSuggestions: whether to search for the nearest passing foreground and background.
    public init(
        foreground: SRGBColor, background: SRGBColor, requirement: WCAGRequirement,
        backdrops: [SRGBColor] = ContrastMeasurement.defaultBackdrops, includesAPCA: Bool = false, includesSuggestions: Bool = false
    ) {
        self.init(
            foreground: ParsedColor(foreground), background: ParsedColor(background), requirement: requirement,
            backdrops: backdrops, includesAPCA: includesAPCA, includesSuggestions: includesSuggestions)
    }

    /// Whether the worst-case, unrounded ratio meets the requirement.
    public var passes: Bool { measurement.meets(requirement) }

    /// The facts a reader needs to trust the number: a colour mapped into sRGB, a translucent
    /// colour and what it was composited over.
    public var notes: [String] {
        var notes: [String] = []
        for (role, parsed) in [("foreground", foreground), ("background", background)] where parsed.wasGamutMapped {
            notes.append(
                "\(role) \(parsed.input.trimmingCharacters(in: .whitespaces)) is outside sRGB; mapped to \(parsed.color.hex) (CSS Color 4 gamut mapping in OKLCH)"
            )
        }
        let worst = measurement.worst
        if !background.color.isOpaque, let backdrop = worst.backdrop {
            let others = measurement.renderings.filter { $0 != worst }
                .map { "over \($0.backdrop?.hex ?? "") \(WCAG.formattedRatio($0.ratio))" }
            let alternatives = others.isEmpty ? "" : "; " + others.joined(separator: ", ")
            notes.append(
                "background is translucent; worst case over \(backdrop.hex), where it shows as \(worst.background.hex)\(alternatives)")
        }
        if !foreground.color.isOpaque {
            notes.append("foreground is translucent; composited over the background it shows as \(worst.foreground.hex)")
        }
        return notes
    }
}

extension ContrastResult: Codable {
    private enum CodingKeys: String, CodingKey {
        case foreground, background, requirement, measurement, apcaContrast, suggestions
    }

    /// Decodes the colours (read again from their input text, at full precision), the
    /// requirement, the APCA Lc and the suggestions, and measures the pair again over the
    /// encoded backdrops, so the measurement always follows from the colours.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        foreground = try container.decode(ParsedColor.self, forKey: .foreground)
        background = try container.decode(ParsedColor.self, forKey: .background)
        requirement = try container.decode(WCAGRequirement.self, forKey: .requirement)
        let encoded = try container.decode(ContrastMeasurement.self, forKey: .measurement)
        measurement = ContrastMeasurement(
            foreground: foreground.color, background: background.color, backdrops: encoded.renderings.compactMap(\.backdrop))
        apcaContrast = try container.decodeIfPresent(Double.self, forKey: .apcaContrast)
        suggestions = try container.decodeIfPresent(Suggestions.self, forKey: .suggestions)
    }

    /// Encodes every value; colours as hex.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(foreground, forKey: .foreground)
        try container.encode(background, forKey: .background)
        try container.encode(requirement, forKey: .requirement)
        try container.encode(measurement, forKey: .measurement)
        try container.encodeIfPresent(apcaContrast, forKey: .apcaContrast)
        try container.encodeIfPresent(suggestions, forKey: .suggestions)
    }
}
