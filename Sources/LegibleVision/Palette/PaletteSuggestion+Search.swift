import Foundation
import LegibleColor

/// The state of a suggestion search: a greedy max–min repair.
///
/// Each step takes the closest pair (the smallest CIEDE2000 under any condition) and moves one
/// of its two colours by the smallest OKLCH step (lightness ±0.02, chroma ±0.015, hue ±5°,
/// doubled up to 8 times when none helps) that takes that colour further from every other
/// colour than the pair was apart, choosing the step that does so most (besides the six OKLCH
/// steps, one in an OKLab direction of its own, so identical colours part in different
/// directions instead of landing on one another). A colour below the
/// background contrast is moved first, towards more contrast (it may come closer to others,
/// never below the floors). So:
///
/// - the smallest ΔE00 under each condition never falls below the input's (a step never brings
///   the moved colour closer to any colour than the input's closest pair under any condition),
///   and the closest pair only ever moves apart;
/// - the search stops as soon as the palette passes, or when neither colour of the closest pair
///   can move it apart (the shortfall has stopped falling);
/// - a step costs work in proportion to the colours near the moved one in lightness, not to
///   all pairs: each condition keeps its colours sorted by CIELAB lightness, and ΔE00 is at
///   least |ΔL| / 1.75 for lightness from 0 to 100 (S_L is at most 1.747 there), so a nearest
///   colour is found by looking outwards from the query's lightness until |ΔL| rules out the rest.
struct SuggestionSearch {
    let check: PaletteCheck
    let conditions: [VisionCondition]
    let originals: [OKLCH]
    var colors: [SRGBColor]
    /// `seen[c][i]`: colour `i` in CIELAB as condition `c` sees it.
    var seen: [[Lab]]
    /// `order[c]`: the colours by lightness under condition `c`.
    var order: [[(lightness: Double, index: Int)]]
    /// The smallest ΔE00 from each colour to any other under any condition, and that other.
    var nearest: [(distance: Double, index: Int)]
    /// The input's smallest ΔE00 under each condition, capped at the threshold: no step goes below it.
    var floors: [Double] = []
    /// Colours whose contrast against the background no step can raise.
    var stuckOnBackground: Set<Int> = []

    /// The step directions in OKLCH (lightness, chroma, hue), multiplied by the scale.
    static let stepDirections: [(Double, Double, Double)] = [
        (0.02, 0, 0), (-0.02, 0, 0), (0, 0.015, 0), (0, -0.015, 0), (0, 0, 5), (0, 0, -5),
    ]
    static let scales: [Double] = [1, 2, 4, 8]
    /// ΔE00 ≥ |ΔL| / lightnessBound for CIELAB lightness from 0 to 100.
    static let lightnessBound = 1.75

    /// The most steps a search of `count` colours takes.
    static func maximumSteps(colorCount count: Int) -> Int { max(600, 8 * count) }

    init(check: PaletteCheck, palette: [SRGBColor]) {
        self.check = check
        conditions = check.conditions
        originals = palette.map(\.oklch)
        colors = palette
        let seen = conditions.map { condition in palette.map { condition.apply($0).lab } }
        self.seen = seen
        order = seen.map { labs in labs.indices.map { (labs[$0].lightness, $0) }.sorted { $0 < $1 } }
        nearest = []
        nearest = palette.indices.map { nearestOther(to: $0) }
        floors = conditions.indices.map { condition in
            palette.indices.reduce(check.minimumDeltaE) { floor, index in
                min(floor, closest(under: condition, to: seen[condition][index], excluding: index, giveUpBelow: -1).distance)
            }
        }
    }

    // MARK: Distances

    /// The colour nearest to `lab` under condition `condition`, other than `excluding`; gives up
    /// (returning what it has, below `giveUpBelow`) as soon as one is nearer than `giveUpBelow`.
    func closest(under condition: Int, to lab: Lab, excluding: Int, giveUpBelow bar: Double) -> (distance: Double, index: Int) {
        let sorted = order[condition]
        let labs = seen[condition]
        var best = (distance: Double.infinity, index: -1)
        // Outside 0…100 the lightness bound does not hold; look at every colour.
        let bounded =
            (0...100).contains(lab.lightness) && sorted.first.map { $0.lightness >= 0 } != false
            && sorted.last.map { $0.lightness <= 100 } != false
        var (low, high) = (0, sorted.count)
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].lightness < lab.lightness { low = middle + 1 } else { high = middle }
        }
        var (below, above) = (low - 1, low)
        while below >= 0 || above < sorted.count {
            let belowGap = below >= 0 ? lab.lightness - sorted[below].lightness : .infinity
            let aboveGap = above < sorted.count ? sorted[above].lightness - lab.lightness : .infinity
            let takeBelow = belowGap <= aboveGap
            if bounded, min(belowGap, aboveGap) >= Self.lightnessBound * best.distance { break }
            let other = takeBelow ? sorted[below].index : sorted[above].index
            if takeBelow { below -= 1 } else { above += 1 }
            guard other != excluding else { continue }
            let distance = DeltaE.ciede2000(lab, labs[other])
            if distance < best.distance {
                best = (distance, other)
                if distance < bar { return best }
            }
        }
        return best
    }

    /// The nearest other colour to colour `index` where it is now, under any condition.
    func nearestOther(to index: Int) -> (distance: Double, index: Int) {
        var best = (distance: Double.infinity, index: -1)
        for condition in conditions.indices {
            let found = closest(under: condition, to: seen[condition][index], excluding: index, giveUpBelow: -1)
            if found.distance < best.distance { best = found }
        }
        return best
    }

    /// How far colour `index` seen as `labs` would be from every other colour: the smallest
    /// ΔE00 under any condition, or `nil` when it is not above `bar` or falls below a
    /// condition's floor.
    func clearance(of index: Int, seenAs labs: [Lab], above bar: Double) -> (distance: Double, index: Int)? {
        var best = (distance: Double.infinity, index: -1)
        for condition in conditions.indices {
            let floor = floors[condition]
            let found = closest(under: condition, to: labs[condition], excluding: index, giveUpBelow: max(bar, floor))
            guard found.distance >= floor, found.distance > bar else { return nil }
            if found.distance < best.distance { best = found }
        }
        return best.distance > bar ? best : nil
    }

    func contrast(_ color: SRGBColor) -> Double? { check.background.map { color.contrastRatio(to: $0) } }

    func passesBackground(_ index: Int) -> Bool { (contrast(colors[index]) ?? .infinity) >= check.minimumContrast }

    /// Whether colour `index` falls short now: a colour too close, or too little contrast.
    func fallsShort(_ index: Int) -> Bool { nearest[index].distance < check.minimumDeltaE || !passesBackground(index) }

    var colorsFallingShort: Int { colors.indices.reduce(0) { $0 + (fallsShort($1) ? 1 : 0) } }

    // MARK: Moving

    /// The colour `index` would become after one step.
    func stepped(_ index: Int, direction: (Double, Double, Double), scale: Double) -> SRGBColor? {
        let start = colors[index].oklch
        let (dl, dc, dh) = direction
        let candidate = Self.inGamut(
            OKLCH(lightness: start.lightness + dl * scale, chroma: start.chroma + dc * scale, hue: start.hue + dh * scale))
        return candidate.deltaEOK(to: colors[index]) > 1e-6 ? candidate : nil
    }

    /// The colour `index` would become after a step in its own OKLab direction: the colours'
    /// directions are points of a Fibonacci sphere, one per colour, so no two are alike.
    func spread(_ index: Int, scale: Double) -> SRGBColor? {
        let height = 1 - 2 * (Double(index) + 0.5) / Double(max(colors.count, 2))
        let radius = max(0, 1 - height * height).squareRoot()
        let angle = Double(index) * 2.399963229728653  // the golden angle, in radians
        let start = colors[index].oklab
        let step = 0.02 * scale
        let target = OKLab(
            lightness: start.lightness + step * height, a: start.a + step * radius * cos(angle), b: start.b + step * radius * sin(angle))
        let candidate = Self.inGamut(target.oklch)
        return candidate.deltaEOK(to: colors[index]) > 1e-6 ? candidate : nil
    }

    /// Moves colour `index`, keeping the lightness order and every colour's nearest up to date.
    mutating func move(_ index: Int, to color: SRGBColor) {
        set(index, to: color)
        for condition in conditions.indices {
            var sorted = order[condition]
            order[condition] = []
            sorted.removeAll { $0.index == index }
            let entry = (lightness: seen[condition][index].lightness, index: index)
            let position = sorted.firstIndex { $0 > entry } ?? sorted.count
            sorted.insert(entry, at: position)
            order[condition] = sorted
        }
        nearest[index] = nearestOther(to: index)
        for other in colors.indices where other != index {
            var closest = Double.infinity
            for condition in conditions.indices {
                let (first, second) = (seen[condition][index], seen[condition][other])
                if abs(first.lightness - second.lightness) >= Self.lightnessBound * nearest[other].distance,
                    (0...100).contains(first.lightness), (0...100).contains(second.lightness)
                {
                    continue
                }
                closest = min(closest, DeltaE.ciede2000(first, second))
            }
            if closest < nearest[other].distance {
                nearest[other] = (closest, index)
            } else if nearest[other].index == index {
                nearest[other] = nearestOther(to: other)  // moved away: another may be nearest now
            }
        }
    }

    /// Sets colour `index` and how each condition sees it, nothing else.
    mutating func set(_ index: Int, to color: SRGBColor) {
        colors[index] = color
        for condition in conditions.indices { seen[condition][index] = conditions[condition].apply(color).lab }
    }

    /// One step of the search: the worst colour against the background, else the closest pair.
    /// `false` when no step helps.
    mutating func step() -> Bool {
        let worst = colors.indices.min { nearest[$0].distance < nearest[$1].distance } ?? 0
        let bar = nearest[worst].distance
        if let low = colors.indices.filter({ !passesBackground($0) && !stuckOnBackground.contains($0) })
            .min(by: { contrast(colors[$0])! < contrast(colors[$1])! })
        {
            // More contrast; the moved colour may come closer to others, but never below the
            // input's closest pair under any condition (the floors).
            let now = contrast(colors[low])!
            for scale in Self.scales {
                var best: (ratio: Double, color: SRGBColor)?
                for direction in Self.stepDirections {
                    guard let color = stepped(low, direction: direction, scale: scale), let ratio = contrast(color),
                        ratio > max(now, best?.ratio ?? 0),
                        clearance(of: low, seenAs: conditions.map { $0.apply(color).lab }, above: -1) != nil
                    else { continue }
                    best = (ratio, color)
                }
                if let best {
                    move(low, to: best.color)
                    return true
                }
            }
            stuckOnBackground.insert(low)
            return true
        }
        guard bar < check.minimumDeltaE, colors.count > 1 else { return false }
        for scale in Self.scales {
            var best: (distance: Double, index: Int, color: SRGBColor)?
            for index in [worst, nearest[worst].index] {
                let keepsBackground = passesBackground(index)
                let candidates = Self.stepDirections.map { stepped(index, direction: $0, scale: scale) } + [spread(index, scale: scale)]
                for case let color? in candidates {
                    if keepsBackground, (contrast(color) ?? .infinity) < check.minimumContrast { continue }
                    let labs = conditions.map { $0.apply(color).lab }
                    guard let found = clearance(of: index, seenAs: labs, above: max(bar, best?.distance ?? bar)) else { continue }
                    best = (found.distance, index, color)
                }
            }
            if let best {
                move(best.index, to: best.color)
                return true
            }
        }
        return false
    }

    mutating func run(progress: (PaletteSuggestion.Progress) -> Void) {
        let maximumSteps = Self.maximumSteps(colorCount: colors.count)
        var step = 0
        while step < maximumSteps, colors.indices.contains(where: fallsShort), self.step() {
            step += 1
            progress(PaletteSuggestion.Progress(step: step, maximumSteps: maximumSteps, colorsFallingShort: colorsFallingShort))
        }
        if !colors.indices.contains(where: fallsShort) { pullBack() }
    }

    // MARK: After the search

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
            func passes(_ color: SRGBColor) -> Bool {
                guard (contrast(color) ?? .infinity) >= check.minimumContrast else { return false }
                let labs = conditions.map { $0.apply(color).lab }
                return clearance(of: index, seenAs: labs, above: check.minimumDeltaE - 1e-9) != nil
            }
            var (low, high) = (0.0, 1.0)
            for _ in 0..<16 {
                let middle = (low + high) / 2
                if passes(blend(middle)) { high = middle } else { low = middle }
            }
            if passes(blend(high)) { move(index, to: blend(high)) }
        }
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
}
