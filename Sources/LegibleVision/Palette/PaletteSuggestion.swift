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
    ///
    /// It takes at most ``PaletteSuggestion/Progress/maximumSteps`` steps. Each step costs time in
    /// proportion to the number of colours (times the colours near the one that moved): the
    /// shortfall of every colour and of every step it could take is kept up to date as colours
    /// move, not computed again against every other colour. A palette of 1,000 colours (the
    /// default ``PaletteLimits/maximumColors``) takes seconds, not hours.
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

/// The state of a suggestion search: current colours, how each condition sees them, and the
/// shortfall of every colour and of every step it could take, kept up to date as colours move.
///
/// A colour's shortfall is a sum over the other colours (and conditions) of how far each pair
/// falls short; most pairs are far enough apart and add 0. Each sum keeps which of its terms are
/// above 0, in the order it adds them. When one colour moves, only its own terms in the other
/// sums can change: each sum checks that one term per condition, and only a sum in which it
/// changed is added up again, over its terms above 0 in the same order — to the last bit the
/// sum the search would get from every pair. So a step costs a few CIEDE2000 evaluations per
/// colour and per step it could take, rather than one per pair, and the search chooses exactly
/// the steps it did when it summed every pair for every candidate.
private struct SuggestionSearch {
    let check: PaletteCheck
    let conditions: [VisionCondition]
    let originals: [OKLCH]
    var colors: [SRGBColor]
    /// `seen[c][i]`: colour `i` in CIELAB as condition `c` sees it.
    var seen: [[Lab]]
    /// `shortfalls[i]`: how far colour `i` falls short now.
    var shortfalls: [Shortfall]
    /// The steps each colour could take, per step scale, kept up to date.
    var stepCaches: [Double: StepCache] = [:]

    static let maximumSteps = 600
    /// Lightness, chroma and hue steps (OKLCH), multiplied by the scale.
    static let stepDirections: [(Double, Double, Double)] = [
        (0.02, 0, 0), (-0.02, 0, 0), (0, 0.015, 0), (0, -0.015, 0), (0, 0, 5), (0, 0, -5),
    ]

    /// How far a colour falls short (now, or after a step), and which pair terms add to it.
    struct Shortfall {
        /// `condition × colour count + other colour` of every pair term above 0, ascending: the
        /// order they are added in.
        var terms: [UInt32]
        /// The sum of those terms, then the shortfall against the background.
        var total: Double
    }

    /// One step colour `index` could take, and the shortfall it would leave the colour with.
    struct Step {
        let color: SRGBColor
        /// How far the colour moves, in ΔE OK.
        let moved: Double
        /// The colour after the step as each condition sees it.
        let labs: [Lab]
        var shortfall: Shortfall
    }

    /// The steps of every colour at one scale.
    struct StepCache {
        /// `steps[i]`: the steps of colour `i` (those that move it), or `nil` when not found yet.
        var steps: [[Step]?]
        /// The colours moved since the cached shortfalls were brought up to date, with how each
        /// condition saw them then.
        var moved: [Int: [Lab]] = [:]
    }

    init(check: PaletteCheck, palette: [SRGBColor]) {
        self.check = check
        conditions = check.conditions
        originals = palette.map(\.oklch)
        colors = palette
        seen = conditions.map { condition in palette.map { condition.apply($0).lab } }
        shortfalls = []
        shortfalls = palette.indices.map { currentShortfall(of: $0) }
    }

    /// How far one pair falls short under one condition.
    ///
    /// A pair whose lightness differs by 1.8 thresholds or more is far enough apart without
    /// computing CIEDE2000: ΔE00 is at least |ΔL| / S_L (its chroma and hue terms, rotation term
    /// included, add a quantity that is never negative, as |R_T| < 2), and S_L is at most 1.75
    /// for lightness from 0 to 100.
    @inline(__always)
    func term(_ first: Lab, _ second: Lab) -> Double {
        if abs(first.lightness - second.lightness) >= 1.8 * check.minimumDeltaE, (0...100).contains(first.lightness),
           (0...100).contains(second.lightness) {
            return 0
        }
        return max(0, check.minimumDeltaE - DeltaE.ciede2000(first, second))
    }

    /// How far a colour falls short against the background; one unit of contrast ratio weighs
    /// like a full threshold of ΔE.
    func backgroundTerm(_ color: SRGBColor) -> Double? {
        check.background.map { max(0, check.minimumContrast - color.contrastRatio(to: $0)) * check.minimumDeltaE }
    }

    /// How far colour `index` (seen as `labs`, per condition) falls short, pair by pair and against the background.
    func shortfall(of index: Int, seenAs labs: [Lab], color: SRGBColor) -> Shortfall {
        var sum = Shortfall(terms: [], total: 0)
        for condition in conditions.indices {
            for other in colors.indices where other != index {
                let value = term(labs[condition], seen[condition][other])
                if value > 0 {
                    sum.terms.append(UInt32(condition * colors.count + other))
                    sum.total += value
                }
            }
        }
        if let background = backgroundTerm(color) { sum.total += background }
        return sum
    }

    func currentShortfall(of index: Int) -> Shortfall {
        shortfall(of: index, seenAs: seen.map { $0[index] }, color: colors[index])
    }

    /// Brings the shortfall `sum` of a colour seen as `labs` up to date after colour `moved`,
    /// seen as `before` when `sum` was last brought up to date, moved to where it is now.
    func update(_ sum: inout Shortfall, seenAs labs: (Int) -> Lab, color: SRGBColor, moved: Int, from before: [Lab]) {
        var changed = false
        for condition in conditions.indices {
            let key = UInt32(condition * colors.count + moved)
            let now = term(labs(condition), seen[condition][moved])
            var (low, high) = (0, sum.terms.count)
            while low < high {
                let middle = (low + high) / 2
                if sum.terms[middle] < key { low = middle + 1 } else { high = middle }
            }
            if low < sum.terms.count, sum.terms[low] == key {
                if now == 0 {
                    sum.terms.remove(at: low)
                    changed = true
                } else if now != term(labs(condition), before[condition]) {
                    changed = true
                }
            } else if now > 0 {
                sum.terms.insert(key, at: low)
                changed = true
            }
        }
        guard changed else { return }
        sum.total = 0
        for key in sum.terms {
            let (condition, other) = Int(key).quotientAndRemainder(dividingBy: colors.count)
            sum.total += term(labs(condition), seen[condition][other])
        }
        if let background = backgroundTerm(color) { sum.total += background }
    }

    /// Whether colour `index` falls short now (its shortfall is above 0), found at the first
    /// term that is.
    func fallsShort(_ index: Int) -> Bool {
        for condition in conditions.indices {
            for other in colors.indices where other != index {
                if term(seen[condition][index], seen[condition][other]) > 0 { return true }
            }
        }
        return (backgroundTerm(colors[index]) ?? 0) > 0
    }

    var colorsFallingShort: Int { shortfalls.reduce(0) { $0 + ($1.total > 0 ? 1 : 0) } }

    /// Moves colour `index` during the search, bringing every colour's shortfall up to date.
    mutating func move(_ index: Int, to color: SRGBColor) {
        let before = seen.map { $0[index] }
        set(index, to: color)
        var sums = shortfalls
        shortfalls = []  // so that `sums` is the only reference, changed in place
        for other in colors.indices where other != index {
            update(&sums[other], seenAs: { seen[$0][other] }, color: colors[other], moved: index, from: before)
        }
        sums[index] = currentShortfall(of: index)
        shortfalls = sums
        for scale in stepCaches.keys {
            stepCaches[scale]!.steps[index] = nil
            if stepCaches[scale]!.moved[index] == nil { stepCaches[scale]!.moved[index] = before }
        }
    }

    /// Sets colour `index` without bringing anything else up to date (after the search).
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

    mutating func run(progress: (PaletteSuggestion.Progress) -> Void) {
        var scale = 1.0
        for step in 0..<Self.maximumSteps where shortfalls.contains(where: { $0.total > 0 }) {
            if let (index, color) = bestStep(scale: scale) {
                move(index, to: color)
                scale = 1
            } else if scale < 8 {
                scale *= 2
            } else {
                break
            }
            progress(PaletteSuggestion.Progress(step: step + 1, maximumSteps: Self.maximumSteps, colorsFallingShort: colorsFallingShort))
        }
        if !shortfalls.contains(where: { $0.total > 0 }) { pullBack() }
    }

    /// The step with the best shortfall reduction per unit moved, among colours that fall short.
    mutating func bestStep(scale: Double) -> (Int, SRGBColor)? {
        var cache = stepCaches.removeValue(forKey: scale) ?? StepCache(steps: Array(repeating: nil, count: colors.count))
        bringUpToDate(&cache)
        var best: (gain: Double, index: Int, color: SRGBColor)?
        for index in colors.indices {
            let before = shortfalls[index].total
            guard before > 0 else { continue }
            let steps = cache.steps[index] ?? self.steps(of: index, scale: scale)
            cache.steps[index] = steps
            for step in steps {
                // Count the shortfall of the other colours' pairs with this one twice, as the total does.
                let gain = 2 * (before - step.shortfall.total) / step.moved
                if gain > 1e-9, gain > best?.gain ?? 0 { best = (gain, index, step.color) }
            }
        }
        stepCaches[scale] = cache
        return best.map { ($0.index, $0.color) }
    }

    /// The steps colour `index` could take at `scale`, in the order of ``stepDirections``, leaving out
    /// those that do not move it.
    func steps(of index: Int, scale: Double) -> [Step] {
        let start = colors[index].oklch
        var found: [Step] = []
        for (dl, dc, dh) in Self.stepDirections {
            let candidate = Self.inGamut(
                OKLCH(
                    lightness: start.lightness + dl * scale, chroma: start.chroma + dc * scale,
                    hue: start.hue + dh * scale))
            let moved = candidate.deltaEOK(to: colors[index])
            guard moved > 1e-6 else { continue }
            let labs = conditions.map { $0.apply(candidate).lab }
            found.append(Step(color: candidate, moved: moved, labs: labs, shortfall: shortfall(of: index, seenAs: labs, color: candidate)))
        }
        return found
    }

    /// Brings the shortfall of every cached step up to date with the colours moved since the
    /// cache was last used.
    func bringUpToDate(_ cache: inout StepCache) {
        guard !cache.moved.isEmpty else { return }
        for index in cache.steps.indices {
            guard var steps = cache.steps[index] else { continue }
            for position in steps.indices {
                let (labs, color) = (steps[position].labs, steps[position].color)
                for (moved, before) in cache.moved where moved != index {
                    update(&steps[position].shortfall, seenAs: { labs[$0] }, color: color, moved: moved, from: before)
                }
            }
            cache.steps[index] = steps
        }
        cache.moved = [:]
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
                if fallsShort(index) { low = middle } else { high = middle }
            }
            set(index, to: blend(high))
            if fallsShort(index) { set(index, to: accepted) }
        }
    }
}
