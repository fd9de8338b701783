/// The nearest colour that makes a pair pass: a new foreground for the same background, or a
/// new background for the same foreground.
///
/// The search changes only OKLCH lightness, keeping hue and chroma; chroma is reduced only
/// where the lighter or darker colour would leave the sRGB gamut (CSS Color 4 gamut mapping).
/// Candidates are rounded to 8-bit components (alpha included) before they are measured, so the
/// suggested `#rrggbb` passes when fed back in. Lighter and darker are both tried; the one
/// that moves less (ΔE OK) wins.
///
/// ```swift
/// let grey = try SRGBColor(parsing: "#777")
/// let fix = ContrastSuggestion.foreground(grey, on: .white, meeting: WCAGRequirement(level: .aa, use: .normalText))
/// fix?.color.hex   // "#767676"
/// fix?.ratio       // 4.54…
/// fix?.deltaEOK    // ≈ 0.0034
/// ```
public struct ContrastSuggestion: Sendable, Hashable, Codable {
    /// Which colour of the pair the suggestion replaces.
    public enum Role: String, Sendable, Hashable, Codable {
        /// The text or icon colour.
        case foreground
        /// The colour behind it.
        case background
    }

    /// Which colour it replaces.
    public let role: Role
    /// The suggested colour (8-bit components; the original alpha, rounded to 8 bits).
    public let color: SRGBColor
    /// The worst-case contrast ratio of the pair with the suggested colour.
    public let ratio: Double
    /// How far the colour moved from the original, as ΔE OK.
    public let deltaEOK: Double

    /// The closest foreground that meets `requirement` on `background`, or `nil` when no
    /// lightness of this hue reaches it (for example 7:1 on a mid grey).
    ///
    /// - Parameters:
    ///   - foreground: the colour to replace; its alpha is kept.
    ///   - background: the background it must contrast with.
    ///   - requirement: the WCAG requirement to meet.
    ///   - backdrops: what may lie behind a translucent background, as in ``ContrastMeasurement``.
    public static func foreground(
        _ foreground: SRGBColor, on background: SRGBColor, meeting requirement: WCAGRequirement,
        backdrops: [SRGBColor] = ContrastMeasurement.defaultBackdrops
    ) -> ContrastSuggestion? {
        search(from: foreground, role: .foreground, requirement: requirement) { candidate in
            ContrastMeasurement(foreground: candidate, background: background, backdrops: backdrops).ratio
        }
    }

    /// The closest background that meets `requirement` under `foreground`, or `nil` when none does.
    ///
    /// - Parameters:
    ///   - background: the colour to replace; its alpha is kept.
    ///   - foreground: the text or icon colour drawn on it.
    ///   - requirement: the WCAG requirement to meet.
    ///   - backdrops: what may lie behind a translucent background, as in ``ContrastMeasurement``.
    public static func background(
        _ background: SRGBColor, under foreground: SRGBColor, meeting requirement: WCAGRequirement,
        backdrops: [SRGBColor] = ContrastMeasurement.defaultBackdrops
    ) -> ContrastSuggestion? {
        search(from: background, role: .background, requirement: requirement) { candidate in
            ContrastMeasurement(foreground: foreground, background: candidate, backdrops: backdrops).ratio
        }
    }

    /// Lightness step of the scan; each passing step is then refined by bisection.
    private static let scanStep = 0.002
    private static let refinements = 20
    /// OKLCH chroma below which a colour is treated as a neutral grey (8-bit greys stay far below it).
    private static let achromaticChroma = 1e-4

    private static func search(
        from original: SRGBColor, role: Role, requirement: WCAGRequirement, ratio: (SRGBColor) -> Double
    ) -> ContrastSuggestion? {
        guard let best = nearestByLightness(to: original, where: { requirement.isMet(by: ratio($0)) }) else { return nil }
        return ContrastSuggestion(role: role, color: best, ratio: ratio(best), deltaEOK: best.deltaEOK(to: original))
    }

    /// The 8-bit colour nearest `original` (ΔE OK) among those of its hue and chroma at another
    /// OKLCH lightness for which `passes` holds, or `nil` when none does: the search behind
    /// every suggestion, open to any set of conditions (a colour token that must pass every
    /// pair it is used in, say). Lighter and darker are scanned in steps, each first passing
    /// step refined by bisection; greys stay grey, alpha is kept.
    ///
    /// - Parameters:
    ///   - original: the colour to move.
    ///   - passes: whether a candidate (8-bit components, the original alpha) is acceptable.
    package static func nearestByLightness(to original: SRGBColor, where passes: (SRGBColor) -> Bool) -> SRGBColor? {
        let start = original.oklch
        guard start.lightness.isFinite, start.chroma.isFinite, start.hue.isFinite else { return nil }
        // Greys carry rounding noise in their OKLab a and b; keep them exactly grey.
        let isGrey = start.chroma < achromaticChroma
        func candidate(_ lightness: Double) -> SRGBColor {
            var mapped = SRGBColor(oklch: OKLCH(lightness: lightness, chroma: start.chroma, hue: start.hue)).gamutMappedToSRGB
            if isGrey {
                let level = (mapped.red + mapped.green + mapped.blue) / 3
                mapped = SRGBColor(red: level, green: level, blue: level)
            }
            return mapped.withAlpha(original.alpha).roundedTo8Bit
        }

        var best: SRGBColor?
        for direction in [1.0, -1.0] {
            var previous = start.lightness
            var lightness = start.lightness
            // At most one pass over 0...1; the bound also ends the loop for a NaN lightness.
            for _ in 0...Int((1 / scanStep).rounded(.up)) {
                let color = candidate(lightness)
                if passes(color) {
                    let found = refine(failing: previous, passing: lightness, candidate: candidate, passes: passes)
                    if best.map({ found.deltaEOK(to: original) < $0.deltaEOK(to: original) }) ?? true { best = found }
                    break
                }
                if lightness == (direction > 0 ? 1 : 0) { break }
                previous = lightness
                lightness = min(max(lightness + direction * scanStep, 0), 1)
            }
        }
        return best
    }

    /// Bisects between a failing and a passing lightness, returning the passing colour nearest the failing end.
    private static func refine(
        failing: Double, passing: Double, candidate: (Double) -> SRGBColor, passes: (SRGBColor) -> Bool
    ) -> SRGBColor {
        var (low, high) = (failing, passing)
        var result = candidate(passing)
        for _ in 0..<refinements {
            let middle = (low + high) / 2
            let color = candidate(middle)
            if passes(color) {
                high = middle
                result = color
            } else {
                low = middle
            }
        }
        return result
    }
}

extension SRGBColor {
    /// The colour with every component, alpha included, rounded to the nearest 8-bit value,
    /// exactly what ``hex`` prints.
    public var roundedTo8Bit: SRGBColor {
        func round(_ value: Double) -> Double { (min(max(value, 0), 1) * 255).rounded() / 255 }
        return SRGBColor(red: round(red), green: round(green), blue: round(blue), alpha: round(alpha))
    }
}
