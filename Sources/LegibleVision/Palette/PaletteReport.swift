import LegibleColor

/// The outcome of a ``PaletteCheck``.
public struct PaletteReport: Sendable, Hashable, Codable {
    private enum CodingKeys: String, CodingKey {
        case colors, minimumDeltaE, conditions, background, minimumContrast, contrast
    }

    /// The palette checked.
    public let colors: [PaletteColor]
    /// The CIEDE2000 threshold used.
    public let minimumDeltaE: Double
    /// One result per condition, normal vision first.
    public let conditions: [ConditionResult]
    /// The background, when contrast was checked.
    public let background: SRGBColor?
    /// The WCAG ratio each colour needed against the background.
    public let minimumContrast: Double
    /// Each colour's contrast against the background, or `nil` when there is no background.
    public let contrast: [BackgroundContrast]?

    /// Whether every pair is distinguishable under every condition and every colour has enough contrast.
    public var passes: Bool {
        conditions.allSatisfy(\.passes) && (contrast ?? []).allSatisfy(\.passes)
    }

    /// The deficiencies under which some pair falls below the threshold, in check order.
    public var weakDeficiencies: [Deficiency] {
        conditions.filter { !$0.passes }.compactMap { $0.condition.simulation?.deficiency }
    }

    /// The smallest CIEDE2000 of any pair under any simulated condition and normal vision.
    public var minimumDeltaEFound: Double? {
        conditions.compactMap { $0.closestPair?.deltaE }.min()
    }
}

/// How a palette looks under one condition.
public struct ConditionResult: Sendable, Hashable, Codable {
    /// The condition.
    public let condition: VisionCondition
    /// Each palette colour as seen under the condition, in palette order.
    public let seen: [SRGBColor]
    /// The least distinguishable pair, or `nil` for a palette of fewer than two colours.
    public let closestPair: ColorPair?
    /// Every pair below the threshold, least distinguishable first.
    public let failingPairs: [ColorPair]

    /// Whether no pair falls below the threshold.
    public var passes: Bool { failingPairs.isEmpty }
}

/// One colour's WCAG contrast against the palette's background.
public struct BackgroundContrast: Sendable, Hashable, Codable {
    /// Index of the colour in the palette.
    public let index: Int
    /// The WCAG 2.2 contrast ratio, from 1 to 21.
    public let ratio: Double
    /// Whether the ratio reaches the minimum.
    public let passes: Bool
}

extension PaletteReport {
    /// Decodes the palette, the threshold, the conditions and the background, and checks the
    /// palette again, so every colour seen and every difference follows from them at full precision.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let conditions = try container.decode([ConditionResult].self, forKey: .conditions)
        let check = PaletteCheck(
            simulations: conditions.compactMap(\.condition.simulation),
            minimumDeltaE: try container.decode(Double.self, forKey: .minimumDeltaE),
            background: try container.decodeIfPresent(SRGBColor.self, forKey: .background),
            minimumContrast: try container.decode(Double.self, forKey: .minimumContrast))
        self = check.evaluate(try container.decode([PaletteColor].self, forKey: .colors))
    }
}
