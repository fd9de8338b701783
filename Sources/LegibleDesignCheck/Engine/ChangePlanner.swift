import LegibleColor
import LegibleReporting
import LegibleTokens
import LegibleVision

/// Finds the suggested changes: for each failing pair in turn, the closest colour for one of
/// its unlocked tokens that passes every check the token's definition takes part in, with the
/// changes already chosen in place.
///
/// The unit of change is a definition: a token's value written at one place, serving every
/// appearance whose value is written there. Changing it changes every pair that uses the token
/// (directly or through an alias) in those appearances, so the candidate colour is tested
/// against all of them, and against every palette with the token that passed. A candidate
/// moves along OKLCH lightness only, as `legible contrast --suggest` does. When no colour
/// serves the whole definition, the same-mode appearances (light with light increased
/// contrast) and then the failing appearance alone are tried: the token then needs a value of
/// its own there.
///
/// Each change keeps every check it was tested against passing, and a check can only change
/// through a token it uses, so passing checks never start failing and the changes never have
/// to be revisited.
struct ChangePlanner {
    /// A measured pair in one appearance.
    struct PairConstraint {
        let pairIndex: Int
        let names: (foreground: String, background: String)
        let appearance: ColorAppearance
        let foreground: ColorTokenValue
        let background: ColorTokenValue
        let backdrop: SRGBColor
        let requirement: WCAGRequirement
        let fails: Bool
    }

    /// A palette that passed in one appearance and must keep passing.
    struct PaletteConstraint {
        let appearance: ColorAppearance
        let names: [String]
        let values: [ColorTokenValue]
        let background: ColorTokenValue?
    }

    private enum Scope: CaseIterable {
        case definition, mode, appearance
    }

    /// A definition, or part of one, that a change could replace.
    private struct Candidate: Hashable {
        let token: String
        let appearances: [ColorAppearance]
        let location: Finding.Location
        let kind: ColorSourceKind
        let needsOwnValue: Bool
    }

    /// Why a side of a pair cannot change.
    private enum Obstacle: Error, Hashable {
        case locked(String)
        case lockedReferrer(token: String, locked: String)
        case noColor(token: String, checks: Int)
    }

    let colors: ColorTokenSet
    /// The locked tokens' names.
    private let locked: Set<String>
    let pairs: [PairConstraint]
    let palettes: [PaletteConstraint]
    private var pairsUsing: [String: [Int]] = [:]
    private var palettesUsing: [String: [Int]] = [:]
    /// For each token, the locked tokens (and appearances) whose value refers to it.
    private var lockedReferrers: [String: [(name: String, appearance: ColorAppearance)]] = [:]
    private var overrides: [String: [ColorAppearance: SRGBColor]] = [:]
    private var changes: [TokenChange] = []
    /// Candidates no colour serves with the changes so far, each with the tokens its checks
    /// use: a change to one of those may make it feasible.
    private var infeasible: [Candidate: Set<String>] = [:]

    init(colors: ColorTokenSet, locked: Set<String>, pairs: [PairConstraint], palettes: [PaletteConstraint]) {
        self.colors = colors
        self.locked = locked
        self.pairs = pairs
        self.palettes = palettes
        for (index, pair) in pairs.enumerated() {
            for name in Set(pair.foreground.aliasChain + pair.background.aliasChain) { pairsUsing[name, default: []].append(index) }
        }
        for (index, palette) in palettes.enumerated() {
            let chains = palette.values.flatMap(\.aliasChain) + (palette.background?.aliasChain ?? [])
            for name in Set(chains) { palettesUsing[name, default: []].append(index) }
        }
        for token in colors.tokens where locked.contains(token.name) {
            for (appearance, value) in token.values {
                for name in value.aliasChain.dropFirst() { lockedReferrers[name, default: []].append((token.name, appearance)) }
            }
        }
    }

    // MARK: Planning

    /// The changes, and what they do for each failing pair.
    mutating func plan() -> SuggestedChanges {
        var obstacles: [Int: [Obstacle]] = [:]
        for index in pairs.indices where pairs[index].fails && !passes(index) {
            let pair = pairs[index]
            let (foreground, background) = pair.names
            let sides = foreground == background ? [foreground] : [foreground, background]
            var found: (candidate: Candidate, color: SRGBColor, distance: Double)?
            var blocked: [Obstacle] = []
            var tried = Set<Candidate>()
            for scope in Scope.allCases where found == nil {
                for token in sides {
                    switch candidate(token, in: pair.appearance, scope: scope) {
                    case .failure(let obstacle):
                        if scope == .definition { blocked.append(obstacle) }
                    case .success(let candidate):
                        guard tried.insert(candidate).inserted else { continue }
                        if infeasible[candidate] == nil, let (color, distance) = search(candidate, first: index) {
                            if distance < found?.distance ?? .infinity { found = (candidate, color, distance) }
                        } else {
                            infeasible[candidate] = tokensChecked(with: candidate)
                            if scope == .definition { blocked.append(.noColor(token: token, checks: constraintCount(candidate))) }
                        }
                    }
                }
            }
            if let found {
                apply(found.candidate, color: found.color, distance: found.distance)
            } else {
                obstacles[index] = blocked
            }
        }
        return SuggestedChanges(changes: changes, pairs: outcomes(obstacles))
    }

    private func outcomes(_ obstacles: [Int: [Obstacle]]) -> [PairFix] {
        pairs.indices.filter { pairs[$0].fails }.map { index in
            let pair = pairs[index]
            let (foreground, background) = pair.names
            let after = ContrastResult(
                foreground: color(of: pair.foreground, in: pair.appearance), background: color(of: pair.background, in: pair.appearance),
                requirement: pair.requirement, backdrops: [pair.backdrop], includesAPCA: true)
            let touching = changes.indices.filter { change in
                changes[change].appearances.contains(pair.appearance)
                    && (pair.foreground.aliasChain + pair.background.aliasChain).contains(changes[change].token)
            }
            return PairFix(
                foreground: foreground, background: background, appearance: pair.appearance, pairIndex: pair.pairIndex,
                after: after.passes ? after : nil, changeIndexes: touching,
                reason: after.passes ? nil : Self.describe(obstacles[index] ?? []))
        }
    }

    private static func describe(_ obstacles: [Obstacle]) -> String {
        let parts = obstacles.map { obstacle in
            switch obstacle {
            case .locked(let token): "\(token) is locked"
            case .lockedReferrer(let token, let locked): "changing \(token) would change locked \(locked), which refers to it"
            case .noColor(let token, let checks):
                "no lightness of \(token)'s hue passes all \(checks) check\(checks == 1 ? "" : "s") it is part of"
            }
        }
        if !parts.isEmpty, obstacles.allSatisfy({ if case .locked = $0 { true } else { false } }), obstacles.count > 1 {
            return "both colours are locked"
        }
        return parts.isEmpty ? "no change found" : parts.joined(separator: "; ")
    }

    // MARK: Candidates

    private func candidate(_ token: String, in appearance: ColorAppearance, scope: Scope) -> Result<Candidate, Obstacle> {
        if locked.contains(token) { return .failure(.locked(token)) }
        guard let value = colors.color(named: token, in: appearance) else { return .failure(.noColor(token: token, checks: 0)) }
        let served = ColorAppearance.allCases.filter { colors.color(named: token, in: $0)?.location == value.location }
        let available = served.filter { overrides[token]?[$0] == nil }
        let appearances: [ColorAppearance] =
            switch scope {
            case .definition: available
            case .mode: available.filter { $0.standard == appearance.standard }
            case .appearance: [appearance]
            }
        guard appearances.contains(appearance) else { return .failure(.noColor(token: token, checks: 0)) }
        if let referrer = lockedReferrers[token]?.first(where: { appearances.contains($0.appearance) }) {
            return .failure(.lockedReferrer(token: token, locked: referrer.name))
        }
        return .success(
            Candidate(
                token: token, appearances: appearances, location: value.location, kind: value.kind,
                needsOwnValue: appearances.count < available.count))
    }

    /// Every token the candidate's checks use, through aliases too.
    private func tokensChecked(with candidate: Candidate) -> Set<String> {
        var names = Set<String>()
        for index in constrainingPairs(candidate, first: nil) {
            names.formUnion(pairs[index].foreground.aliasChain)
            names.formUnion(pairs[index].background.aliasChain)
        }
        for index in constrainingPalettes(candidate) {
            names.formUnion(palettes[index].values.flatMap(\.aliasChain) + (palettes[index].background?.aliasChain ?? []))
        }
        return names
    }

    private func constraintCount(_ candidate: Candidate) -> Int {
        constrainingPairs(candidate, first: nil).count + constrainingPalettes(candidate).count
    }

    private func constrainingPairs(_ candidate: Candidate, first: Int?) -> [Int] {
        let indexes = (pairsUsing[candidate.token] ?? []).filter { candidate.appearances.contains(pairs[$0].appearance) }
        // The failing pair first: most candidates fail it, and are rejected after one measurement.
        guard let first, indexes.contains(first) else { return indexes }
        return [first] + indexes.filter { $0 != first }
    }

    private func constrainingPalettes(_ candidate: Candidate) -> [Int] {
        (palettesUsing[candidate.token] ?? []).filter { candidate.appearances.contains(palettes[$0].appearance) }
    }

    /// The closest colour passing every check of the candidate, and its largest distance from
    /// the token's colours today.
    private func search(_ candidate: Candidate, first: Int) -> (SRGBColor, Double)? {
        let pairIndexes = constrainingPairs(candidate, first: first)
        let paletteIndexes = constrainingPalettes(candidate)
        let originals = candidate.appearances.compactMap { appearance in
            colors.color(named: candidate.token, in: appearance).map { color(of: $0, in: appearance) }
        }
        func acceptable(_ color: SRGBColor) -> Bool {
            let substitution = (candidate.token, color)
            return pairIndexes.allSatisfy { passes($0, substituting: substitution) }
                && paletteIndexes.allSatisfy { palettePasses($0, substituting: substitution) }
        }
        var best: (SRGBColor, Double)?
        for start in Self.unique(originals) {
            guard let found = ContrastSuggestion.nearestByLightness(to: start, where: acceptable) else { continue }
            let distance = originals.map { found.deltaEOK(to: $0) }.max() ?? 0
            if distance < best?.1 ?? .infinity { best = (found, distance) }
        }
        return best
    }

    private static func unique(_ colors: [SRGBColor]) -> [SRGBColor] {
        var seen: [SRGBColor] = []
        for color in colors where !seen.contains(color) { seen.append(color) }
        return seen
    }

    private mutating func apply(_ candidate: Candidate, color: SRGBColor, distance: Double) {
        var originals: [ColorAppearance: SRGBColor] = [:]
        for appearance in candidate.appearances {
            if let value = colors.color(named: candidate.token, in: appearance) { originals[appearance] = self.color(of: value, in: appearance) }
        }
        let count = constraintCount(candidate)
        for appearance in candidate.appearances { overrides[candidate.token, default: [:]][appearance] = color }
        infeasible = infeasible.filter { !$0.value.contains(candidate.token) }
        changes.append(
            TokenChange(
                token: candidate.token, appearances: candidate.appearances, location: candidate.location, kind: candidate.kind,
                originals: originals, suggested: color, deltaEOK: distance, needsOwnValue: candidate.needsOwnValue, constraintCount: count))
    }

    // MARK: Colours with the changes

    /// A value's colour with the changes so far, and `substituting` a token's candidate: the
    /// first name of the alias chain that has a new colour decides.
    private func color(of value: ColorTokenValue, in appearance: ColorAppearance, substituting: (String, SRGBColor)? = nil) -> SRGBColor {
        for name in value.aliasChain {
            if let substituting, substituting.0 == name { return substituting.1 }
            if let color = overrides[name]?[appearance] { return color }
        }
        return value.color
    }

    private func passes(_ index: Int, substituting: (String, SRGBColor)? = nil) -> Bool {
        let pair = pairs[index]
        let measurement = ContrastMeasurement(
            foreground: color(of: pair.foreground, in: pair.appearance, substituting: substituting),
            background: color(of: pair.background, in: pair.appearance, substituting: substituting), backdrops: [pair.backdrop])
        return measurement.meets(pair.requirement)
    }

    private func palettePasses(_ index: Int, substituting: (String, SRGBColor)) -> Bool {
        let palette = palettes[index]
        let (shown, background) = Measurement.shown(
            palette.values.map { color(of: $0, in: palette.appearance, substituting: substituting) }, names: palette.names,
            background: palette.background.map { color(of: $0, in: palette.appearance, substituting: substituting) },
            in: palette.appearance)
        return Measurement.paletteCheck(background: background).evaluate(shown).passes
    }
}
