import LegibleColor
import LegibleTokens
import LegibleVision

/// Measures pairs and palettes in an appearance, the way `legible contrast` and
/// `legible palette` measure them.
struct Measurement {
    let colors: ColorTokenSet
    let level: WCAGLevel

    /// What a translucent colour is composited over in an appearance: white for the light
    /// appearances, black for the dark ones.
    static func defaultBackdrop(for appearance: ColorAppearance) -> SRGBColor {
        appearance.isDark ? .black : .white
    }

    func requirement(for pair: PairSpecification) -> WCAGRequirement {
        WCAGRequirement(level: level, for: pair.kind)
    }

    /// The backdrop of a pair in an appearance, or why it has none.
    func backdrop(_ backdrop: Backdrop, in appearance: ColorAppearance) -> Result<SRGBColor, MissingColor> {
        switch backdrop {
        case .appearance: .success(Self.defaultBackdrop(for: appearance))
        case .color(let color): .success(color)
        case .token(let name):
            colors.color(named: name, in: appearance).map { .success($0.color) } ?? .failure(missing(name, in: appearance, role: "backdrop"))
        }
    }

    func cell(_ pair: PairSpecification, in appearance: ColorAppearance) -> CheckedPair.Cell {
        let foreground = colors.color(named: pair.foreground, in: appearance)
        let background = colors.color(named: pair.background, in: appearance)
        switch measure(pair, in: appearance) {
        case .failure(let missing):
            return CheckedPair.Cell(appearance: appearance, foreground: foreground, background: background, missingReason: missing.reason)
        case .success(let (result, backdrop)):
            var standardRatio: Double?
            if appearance.isIncreasedContrast, case .success(let (standard, _)) = measure(pair, in: appearance.standard) {
                standardRatio = standard.measurement.ratio
            }
            return CheckedPair.Cell(
                appearance: appearance, foreground: foreground!, background: background!, backdrop: backdrop, result: result,
                standardRatio: standardRatio)
        }
    }

    private func measure(_ pair: PairSpecification, in appearance: ColorAppearance) -> Result<(ContrastResult, SRGBColor), MissingColor> {
        guard let foreground = colors.color(named: pair.foreground, in: appearance) else {
            return .failure(missing(pair.foreground, in: appearance, role: "foreground"))
        }
        guard let background = colors.color(named: pair.background, in: appearance) else {
            return .failure(missing(pair.background, in: appearance, role: "background"))
        }
        return backdrop(pair.backdrop, in: appearance).map { backdrop in
            let result = ContrastResult(
                foreground: foreground.color, background: background.color, requirement: requirement(for: pair), backdrops: [backdrop],
                includesAPCA: true)
            return (result, backdrop)
        }
    }

    /// Why a colour has no value in an appearance, in one sentence.
    func missing(_ name: String, in appearance: ColorAppearance, role: String) -> MissingColor {
        if let unresolved = colors.unresolvedReason(for: name, in: appearance) {
            return MissingColor(reason: "the \(role) \(name) has no value in \(appearance.rawValue): \(unresolved.reason)")
        }
        return MissingColor(reason: "the \(role) \(name) has no value in \(appearance.rawValue): no source defines it for that appearance")
    }

    // MARK: Palettes

    /// The palette check every palette gets: normal vision, protanopia and deuteranopia at
    /// ΔE00 10, and 3:1 against the background when there is one.
    static func paletteCheck(background: SRGBColor?) -> PaletteCheck {
        // The default deficiencies at severity 1 always make valid simulations.
        let simulations = (try? CVDSimulation.simulations(for: PaletteCheck.defaultDeficiencies)) ?? []
        return PaletteCheck(simulations: simulations, minimumDeltaE: PaletteCheck.defaultMinimumDeltaE, background: background, minimumContrast: 3)
    }

    /// A palette's colours as shown: each translucent one composited over the background, the
    /// background itself composited over the appearance's backdrop.
    static func shown(_ colors: [SRGBColor], names: [String], background: SRGBColor?, in appearance: ColorAppearance) -> (
        colors: [PaletteColor], background: SRGBColor?
    ) {
        let backdrop = defaultBackdrop(for: appearance)
        let shownBackground = background.map { $0.composited(over: backdrop).withAlpha(1) }
        let shown = zip(colors, names).map { color, name in
            PaletteColor(color: color.isOpaque ? color : color.composited(over: shownBackground ?? backdrop).withAlpha(1), name: name)
        }
        return (shown, shownBackground)
    }

    /// Palette suggestions already found, by the colours shown and their background: a palette
    /// usually shows the same colours with and without Increase Contrast.
    typealias SuggestionCache = [[SRGBColor?]: PaletteSuggestion]

    /// A palette checked in an appearance; with `suggestions`, a failing one gets
    /// `PaletteCheck.suggest`'s changes unless they move a locked colour.
    func palette(
        _ palette: PaletteSpecification, in appearance: ColorAppearance, isLocked: (String) -> Bool, suggestions: inout SuggestionCache?
    ) -> CheckedPalette {
        let values = palette.colors.map { colors.color(named: $0, in: appearance) }
        let backgroundValue = palette.background.flatMap { colors.color(named: $0, in: appearance) }
        let missingName =
            zip(palette.colors, values).first { $0.1 == nil }.map { ($0.0, "colour") }
            ?? (palette.background != nil && backgroundValue == nil ? (palette.background!, "background") : nil)
        if let (name, role) = missingName {
            return CheckedPalette(
                name: palette.name, appearance: appearance, colors: palette.colors, background: palette.background,
                values: [], backgroundValue: backgroundValue, report: nil,
                missingReason: missing(name, in: appearance, role: role).reason, declarationIndex: palette.declarationIndex,
                declaration: palette.declaration)
        }
        let resolved = values.compactMap { $0 }
        let (shown, background) = Self.shown(resolved.map(\.color), names: palette.colors, background: backgroundValue?.color, in: appearance)
        let check = Self.paletteCheck(background: background)
        let report = check.evaluate(shown)
        var suggestion: PaletteSuggestion?
        var note: String?
        if suggestions != nil, !report.passes {
            let key = shown.map(\.color) + [background]
            let found = suggestions?[key] ?? check.suggest(for: shown)
            suggestions?[key] = found
            let locked = found.changes.map { palette.colors[$0.index] }.filter(isLocked)
            if locked.isEmpty {
                suggestion = found
            } else {
                note = "the smallest change found moves locked \(locked.joined(separator: ", ")); change the palette by hand"
            }
        }
        return CheckedPalette(
            name: palette.name, appearance: appearance, colors: palette.colors, background: palette.background, values: resolved,
            backgroundValue: backgroundValue, report: report, missingReason: nil, declarationIndex: palette.declarationIndex,
            declaration: palette.declaration, suggestion: suggestion, suggestionNote: note)
    }
}

/// A colour a check needs but the appearance has no value for.
struct MissingColor: Error, Sendable, Hashable {
    let reason: String
}
