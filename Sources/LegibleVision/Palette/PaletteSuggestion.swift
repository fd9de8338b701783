import LegibleColor

/// A proposed change to one palette colour.
public struct ColorChange: Sendable, Hashable, Codable {
    /// Index of the colour in the palette.
    public let index: Int
    /// The colour before.
    public let original: SRGBColor
    /// The colour proposed.
    public let suggested: SRGBColor

    /// How far the colour moved, in ΔE OK.
    public var distance: Double { original.deltaEOK(to: suggested) }

    /// The change in OKLCH lightness (0–1 scale).
    public var lightnessChange: Double { suggested.oklch.lightness - original.oklch.lightness }
    /// The change in OKLCH chroma.
    public var chromaChange: Double { suggested.oklch.chroma - original.oklch.chroma }
    /// The change in OKLCH hue, in degrees, the short way round (−180…180).
    public var hueChange: Double {
        let difference = (suggested.oklch.hue - original.oklch.hue).truncatingRemainder(dividingBy: 360)
        return difference > 180 ? difference - 360 : (difference < -180 ? difference + 360 : difference)
    }
}

/// The result of ``PaletteCheck/suggest(for:)``.
public struct PaletteSuggestion: Sendable, Hashable, Codable {
    /// The colours that changed, in palette order.
    public let changes: [ColorChange]
    /// The check of the whole suggested palette.
    public let report: PaletteReport

    /// Whether the suggested palette passes every check.
    public var succeeded: Bool { report.passes }
}

extension PaletteCheck {
    /// Proposes the smallest changes, in OKLCH, that make the palette pass.
    ///
    /// A greedy search: while some pair is too close under some condition (or some colour lacks
    /// contrast with the background), it tries small steps of lightness (±0.02), chroma (±0.015)
    /// and hue (±5°) on the colours involved, and takes the step that removes the most shortfall
    /// per unit of ΔE OK moved; steps grow when none helps. Each changed colour is then pulled back
    /// towards its original as far as the palette still passes. Colours stay in the sRGB gamut
    /// (chroma is reduced if needed) and colours that pass are never moved.
    ///
    /// The search is deterministic. When no combination of nearby colours passes (too many colours
    /// for the conditions checked, say) ``PaletteSuggestion/succeeded`` is `false` and the report
    /// shows the best palette found.
    public func suggest(for palette: [PaletteColor]) -> PaletteSuggestion {
        var search = SuggestionSearch(check: self, palette: palette.map(\.color))
        search.run()
        let suggested = zip(palette, search.colors).map { PaletteColor(color: $1, name: $0.name) }
        let changes = palette.indices.compactMap { index -> ColorChange? in
            let (before, after) = (palette[index].color, suggested[index].color)
            return before.hex == after.hex ? nil : ColorChange(index: index, original: before, suggested: after)
        }
        return PaletteSuggestion(changes: changes, report: evaluate(suggested))
    }
}

/// The state of a suggestion search: current colours and how each condition sees them.
private struct SuggestionSearch {
    let check: PaletteCheck
    let conditions: [VisionCondition]
    let originals: [OKLCH]
    var colors: [SRGBColor]
    /// `seen[c][i]`: colour `i` in CIELAB as condition `c` sees it.
    var seen: [[Lab]]

    init(check: PaletteCheck, palette: [SRGBColor]) {
        self.check = check
        conditions = check.conditions
        originals = palette.map(\.oklch)
        colors = palette
        seen = conditions.map { condition in palette.map { condition.apply($0).lab } }
    }

    /// How far colour `index` (seen as `labs`, per condition) falls short, pair by pair and against the background.
    func shortfall(of index: Int, seenAs labs: [Lab], color: SRGBColor) -> Double {
        var total = 0.0
        for condition in conditions.indices {
            for other in colors.indices where other != index {
                total += max(0, check.minimumDeltaE - DeltaE.ciede2000(labs[condition], seen[condition][other]))
            }
        }
        if let background = check.background {
            // One unit of contrast ratio weighs like a full threshold of ΔE.
            total += max(0, check.minimumContrast - color.contrastRatio(to: background)) * check.minimumDeltaE
        }
        return total
    }

    func currentShortfall(of index: Int) -> Double {
        shortfall(of: index, seenAs: seen.map { $0[index] }, color: colors[index])
    }

    var totalShortfall: Double { colors.indices.reduce(0) { $0 + currentShortfall(of: $1) } }

    mutating func set(_ index: Int, to color: SRGBColor) {
        colors[index] = color
        for condition in conditions.indices { seen[condition][index] = conditions[condition].apply(color).lab }
    }

    /// The OKLCH colour brought into the sRGB gamut by reducing chroma, rounded to 8 bits per
    /// channel so that the `#rrggbb` a designer copies is exactly the colour checked.
    static func inGamut(_ oklch: OKLCH) -> SRGBColor {
        let color = inGamutUnrounded(oklch)
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return SRGBColor(red8: byte(color.red), green8: byte(color.green), blue8: byte(color.blue))
    }

    private static func inGamutUnrounded(_ oklch: OKLCH) -> SRGBColor {
        var candidate = OKLCH(
            lightness: min(max(oklch.lightness, 0), 1), chroma: max(oklch.chroma, 0),
            hue: (oklch.hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360))
        if SRGBColor(oklch: candidate).isInSRGBGamut { return SRGBColor(oklch: candidate) }
        var (low, high) = (0.0, candidate.chroma)
        for _ in 0..<24 {
            candidate.chroma = (low + high) / 2
            if SRGBColor(oklch: candidate).isInSRGBGamut { low = candidate.chroma } else { high = candidate.chroma }
        }
        candidate.chroma = low
        return SRGBColor(oklch: candidate).clampedToSRGB
    }

    mutating func run() {
        var scale = 1.0
        for _ in 0..<600 where totalShortfall > 0 {
            if let (index, color) = bestStep(scale: scale) {
                set(index, to: color)
                scale = 1
            } else if scale < 8 {
                scale *= 2
            } else {
                break
            }
        }
        if totalShortfall == 0 { pullBack() }
    }

    /// The step with the best shortfall reduction per unit moved, among colours that fall short.
    func bestStep(scale: Double) -> (Int, SRGBColor)? {
        var best: (gain: Double, index: Int, color: SRGBColor)?
        for index in colors.indices {
            let before = currentShortfall(of: index)
            guard before > 0 else { continue }
            let start = colors[index].oklch
            let steps: [(Double, Double, Double)] = [
                (0.02, 0, 0), (-0.02, 0, 0), (0, 0.015, 0), (0, -0.015, 0), (0, 0, 5), (0, 0, -5),
            ]
            for (dl, dc, dh) in steps {
                let candidate = Self.inGamut(
                    OKLCH(
                        lightness: start.lightness + dl * scale, chroma: start.chroma + dc * scale,
                        hue: start.hue + dh * scale))
                let moved = candidate.deltaEOK(to: colors[index])
                guard moved > 1e-6 else { continue }
                let labs = conditions.map { $0.apply(candidate).lab }
                // Count the shortfall of the other colours' pairs with this one twice, as the total does.
                let gain = 2 * (before - shortfall(of: index, seenAs: labs, color: candidate)) / moved
                if gain > 1e-9, gain > best?.gain ?? 0 { best = (gain, index, candidate) }
            }
        }
        return best.map { ($0.index, $0.color) }
    }

    /// Moves each changed colour back towards its original as far as the palette still passes.
    mutating func pullBack() {
        for index in colors.indices {
            let target = colors[index].oklch
            let original = originals[index]
            guard SRGBColor(oklch: original).deltaEOK(to: colors[index]) > 1e-6 else { continue }
            var hueStep = (target.hue - original.hue).truncatingRemainder(dividingBy: 360)
            if hueStep > 180 { hueStep -= 360 } else if hueStep < -180 { hueStep += 360 }
            func blend(_ t: Double) -> SRGBColor {
                Self.inGamut(
                    OKLCH(
                        lightness: original.lightness + t * (target.lightness - original.lightness),
                        chroma: original.chroma + t * (target.chroma - original.chroma),
                        hue: original.hue + t * hueStep))
            }
            var (low, high) = (0.0, 1.0)
            let accepted = colors[index]
            for _ in 0..<16 {
                let middle = (low + high) / 2
                set(index, to: blend(middle))
                if currentShortfall(of: index) == 0 { high = middle } else { low = middle }
            }
            set(index, to: blend(high))
            if currentShortfall(of: index) > 0 { set(index, to: accepted) }
        }
    }
}
