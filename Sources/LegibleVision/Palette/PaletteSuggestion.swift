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

/// The result of ``PaletteCheck/suggest(for:progress:)``.
public struct PaletteSuggestion: Sendable, Hashable, Codable {
    /// The colours that changed, in palette order.
    public let changes: [ColorChange]
    /// The check of the whole suggested palette.
    public let report: PaletteReport

    /// Whether the suggested palette passes every check.
    public var succeeded: Bool { report.passes }

    /// How far a running search has come, passed to the `progress` closure of
    /// ``PaletteCheck/suggest(for:progress:)`` after every step.
    public struct Progress: Sendable, Hashable {
        /// The steps taken or tried so far.
        public let step: Int
        /// The most steps the search takes (it stops sooner when the palette passes).
        public let maximumSteps: Int
        /// How many colours still fall short (in a pair that is too close, or against the background).
        public let colorsFallingShort: Int
    }
}

extension PaletteCheck {
    /// Proposes small changes, in OKLCH, that make the palette pass, or bring it as close to
    /// passing as single steps can.
    ///
    /// A greedy max–min repair: while some colour lacks contrast with the background, it takes a
    /// small step (lightness ±0.02, chroma ±0.015, hue ±5°) that raises the contrast; then, while
    /// the closest pair (smallest CIEDE2000 under any condition) is below the threshold, it
    /// moves one colour of that pair by the smallest step that takes it further from every other
    /// colour than the pair was apart, choosing the step that does so most (steps double, up to
    /// 8 times, when none helps). Each changed colour is then pulled back towards its original as
    /// far as the palette still passes. Colours stay in the sRGB gamut (chroma is reduced if
    /// needed), and colours that pass are never moved.
    ///
    /// The suggestion never makes the palette worse: the smallest ΔE00 under each condition stays
    /// at least the input's, and the closest pair only moves apart. The search stops when the
    /// palette passes or when neither colour of the closest pair can move it apart; when no
    /// combination of nearby colours passes (too many colours for the conditions checked, say)
    /// ``PaletteSuggestion/succeeded`` is `false` and the report shows the best palette found.
    ///
    /// The search is deterministic and takes at most ``PaletteSuggestion/Progress/maximumSteps``
    /// steps (8 per colour, at least 600). A step costs work in proportion to the colours near
    /// the moved one in lightness, not to the number of pairs: a palette of 1,000 colours (the
    /// default ``PaletteLimits/maximumColors``) takes seconds.
    ///
    /// - Parameters:
    ///   - palette: the colours to change.
    ///   - progress: called after every step, for a progress display.
    public func suggest(
        for palette: [PaletteColor], progress: (PaletteSuggestion.Progress) -> Void = { _ in }
    ) -> PaletteSuggestion {
        var search = SuggestionSearch(check: self, palette: palette.map(\.color))
        search.run(progress: progress)
        let suggested = zip(palette, search.colors).map { PaletteColor(color: $1, name: $0.name) }
        let changes = palette.indices.compactMap { index -> ColorChange? in
            let (before, after) = (palette[index].color, suggested[index].color)
            return before.hex == after.hex ? nil : ColorChange(index: index, original: before, suggested: after)
        }
        return PaletteSuggestion(changes: changes, report: evaluate(suggested))
    }
}
