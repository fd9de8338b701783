import LegibleColor

/// Checks that a palette's colours stay distinguishable for people with colour-vision deficiency.
///
/// ```swift
/// let check = try PaletteCheck()                       // protanopia and deuteranopia, ΔE00 ≥ 10
/// let report = check.evaluate(NamedPalette.named("traffic-light").colors)
/// report.passes                                        // false
/// report.weakDeficiencies                              // [.protan, .deutan]
/// ```
///
/// For normal vision and every simulated condition the check computes CIEDE2000 (CIELAB, D65
/// white) between every pair of simulated colours. A pair below ``minimumDeltaE`` fails. With a
/// ``background`` each colour must also reach ``minimumContrast`` against it (WCAG 2.2 success
/// criterion 1.4.11, non-text contrast, 3:1).
public struct PaletteCheck: Sendable, Hashable, Codable {
    /// The conditions checked besides normal vision.
    public var simulations: [CVDSimulation]
    /// The smallest CIEDE2000 a pair may have under any condition.
    public var minimumDeltaE: Double
    /// The background the colours are drawn on, or `nil` to skip the contrast check.
    public var background: SRGBColor?
    /// The smallest WCAG contrast ratio against ``background``.
    public var minimumContrast: Double

    /// The default threshold: ΔE00 10. A just-noticeable difference is about 1–2, but chart
    /// series, map classes and status colours are small marks seen apart, not side by side; 10
    /// keeps well-known safe palettes (Okabe–Ito, Paul Tol's) passing while red/green pairs fail.
    public static let defaultMinimumDeltaE = 10.0

    /// The deficiencies checked by default: protan and deutan, the red–green deficiencies that
    /// affect about 8% of men. Tritan (about 1 in 10 000) and achromatopsia are opt-in.
    public static let defaultDeficiencies: [Deficiency] = [.protan, .deutan]

    /// Creates a check. Each deficiency is simulated with its default method at `severity`.
    public init(
        deficiencies: [Deficiency] = PaletteCheck.defaultDeficiencies, severity: Double = 1,
        minimumDeltaE: Double = PaletteCheck.defaultMinimumDeltaE, background: SRGBColor? = nil,
        minimumContrast: Double = 3
    ) throws(VisionError) {
        guard minimumDeltaE.isFinite, minimumDeltaE >= 0 else {
            throw VisionError("minimum ΔE '\(minimumDeltaE)': expected a number of 0 or more")
        }
        var simulations: [CVDSimulation] = []
        for deficiency in deficiencies {
            simulations.append(try CVDSimulation(deficiency: deficiency, severity: severity))
        }
        self.init(
            simulations: simulations, minimumDeltaE: minimumDeltaE, background: background,
            minimumContrast: minimumContrast)
    }

    /// Creates a check from explicit simulations.
    public init(simulations: [CVDSimulation], minimumDeltaE: Double, background: SRGBColor?, minimumContrast: Double) {
        self.simulations = simulations
        self.minimumDeltaE = minimumDeltaE
        self.background = background
        self.minimumContrast = minimumContrast
    }

    /// Normal vision followed by each simulation.
    public var conditions: [VisionCondition] {
        [.normal] + simulations.map { VisionCondition(simulation: $0) }
    }

    /// Checks a palette.
    public func evaluate(_ colors: [PaletteColor]) -> PaletteReport {
        let results = conditions.map { condition in
            evaluate(colors.map { condition.apply($0.color) }, condition: condition)
        }
        let contrast = background.map { background in
            colors.enumerated().map { index, entry in
                let ratio = entry.color.contrastRatio(to: background)
                return BackgroundContrast(index: index, ratio: ratio, passes: ratio >= minimumContrast)
            }
        }
        return PaletteReport(
            colors: colors, minimumDeltaE: minimumDeltaE, conditions: results, background: background,
            minimumContrast: minimumContrast, contrast: contrast)
    }

    private func evaluate(_ seen: [SRGBColor], condition: VisionCondition) -> ConditionResult {
        let labs = seen.map(\.lab)
        var pairs: [ColorPair] = []
        for first in labs.indices {
            for second in labs.indices where second > first {
                pairs.append(ColorPair(first: first, second: second, deltaE: DeltaE.ciede2000(labs[first], labs[second])))
            }
        }
        return ConditionResult(
            condition: condition, seen: seen,
            closestPair: pairs.min { $0.deltaE < $1.deltaE },
            failingPairs: pairs.filter { $0.deltaE < minimumDeltaE }.sorted { $0.deltaE < $1.deltaE })
    }
}
