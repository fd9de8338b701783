import LegibleColor
import LegibleCore
import LegibleReporting
import LegibleSyntax
import LegibleTokens

/// What a pair's translucent background is composited over.
enum Backdrop: Sendable, Hashable {
    /// White in the light appearances, black in the dark ones.
    case appearance
    /// A colour written in the configuration.
    case color(SRGBColor)
    /// A token, in each appearance.
    case token(String)
}

/// One row to measure: a pair after globs are expanded.
struct PairSpecification: Sendable, Hashable {
    var foreground: String
    var background: String
    var kind: ForegroundKind
    var backdrop: Backdrop
    var declarationIndex: Int
    var declaration: Finding.Location?
}

/// One palette to check, its globs expanded.
struct PaletteSpecification: Sendable, Hashable {
    var name: String
    var colors: [String]
    var background: String?
    var declarationIndex: Int
    var declaration: Finding.Location?
}

/// Checks a configuration's names against the colours and expands its globs: a name that is in
/// no source, or a glob that matches nothing, is bad input, reported at the configuration line
/// that declares it.
struct DeclarationResolver {
    let configuration: CheckConfiguration
    let colors: ColorTokenSet
    var limits = DesignCheckLimits()

    /// The names each pattern selects, looked up once however many entries repeat it.
    private final class Matches {
        var byPattern: [String: [String]] = [:]
    }
    private let matches = Matches()

    func pairs() throws(SourceFileError) -> [PairSpecification] {
        // Names first and the count of every entry's combinations before any row is made: a
        // glob on both sides over thousands of tokens makes millions.
        struct Entry {
            var foregrounds: [String]
            var backgrounds: [String]
            var backdrop: Backdrop
            var expanded: Bool
            var count: Int
        }
        var entries: [Entry] = []
        entries.reserveCapacity(configuration.pairs.count)
        var total = 0
        for (index, pair) in configuration.pairs.enumerated() {
            let field = "pairs[\(index)]"
            let foregrounds = try names(pair.foreground, field: "\(field).foreground", at: pair.declaration)
            let backgrounds = try names(pair.background, field: "\(field).background", at: pair.declaration)
            let backdrop = try backdrop(pair.backdrop, field: "\(field).backdrop", at: pair.declaration)
            // A glob on both sides would pair a colour with itself; a pair written out by name is kept as written.
            let expanded = ColorTokenSet.isPattern(pair.foreground) || ColorTokenSet.isPattern(pair.background)
            var count = foregrounds.count * backgrounds.count
            if expanded {
                let smaller = foregrounds.count <= backgrounds.count ? foregrounds : backgrounds
                let larger = Set(foregrounds.count <= backgrounds.count ? backgrounds : foregrounds)
                count -= smaller.lazy.filter(larger.contains).count
            }
            total += count
            entries.append(Entry(foregrounds: foregrounds, backgrounds: backgrounds, backdrop: backdrop, expanded: expanded, count: count))
        }
        if total > limits.maximumPairs, let largest = entries.indices.max(by: { entries[$0].count < entries[$1].count }) {
            let entry = entries[largest]
            throw error(
                at: configuration.pairs[largest].declaration, field: "pairs[\(largest)]",
                "the pairs' globs make \(total) pairs (pairs[\(largest)] makes \(entry.count): \(entry.foregrounds.count) "
                    + "foreground\(entry.foregrounds.count == 1 ? "" : "s") × \(entry.backgrounds.count) "
                    + "background\(entry.backgrounds.count == 1 ? "" : "s")), over the limit of \(limits.maximumPairs) pairs "
                    + "(DesignCheckLimits.maximumPairs); narrow the globs to the pairs the interface draws")
        }
        var rows: [PairSpecification] = []
        rows.reserveCapacity(total)
        for (index, (pair, entry)) in zip(configuration.pairs, entries).enumerated() {
            for foreground in entry.foregrounds {
                for background in entry.backgrounds where !(entry.expanded && foreground == background) {
                    rows.append(
                        PairSpecification(
                            foreground: foreground, background: background, kind: pair.textRole.foregroundKind, backdrop: entry.backdrop,
                            declarationIndex: index, declaration: pair.declaration))
                }
            }
        }
        return rows
    }

    func palettes() throws(SourceFileError) -> [PaletteSpecification] {
        var palettes: [PaletteSpecification] = []
        for (index, palette) in configuration.palettes.enumerated() {
            let field = "palettes[\(index)]"
            var colors: [String] = []
            var seen: Set<String> = []
            for (position, pattern) in palette.colors.enumerated() {
                for name in try names(pattern, field: "\(field).colors[\(position)]", at: palette.declaration) where seen.insert(name).inserted {
                    colors.append(name)
                }
            }
            guard colors.count >= 2 else {
                throw error(at: palette.declaration, field: "\(field).colors", "expected at least two colours to tell apart, found \(colors.count)")
            }
            guard colors.count <= limits.palette.maximumColors else {
                throw error(
                    at: palette.declaration, field: "\(field).colors",
                    "the palette's names and globs select \(colors.count) colours, over the limit of \(limits.palette.maximumColors) "
                        + "colours (PaletteLimits.maximumColors)")
            }
            var background: String?
            if let pattern = palette.background {
                let matches = try names(pattern, field: "\(field).background", at: palette.declaration)
                guard matches.count == 1 else {
                    throw error(
                        at: palette.declaration, field: "\(field).background", "\(EchoedText.quoted(pattern)) matches \(matches.count) colours; expected one")
                }
                background = matches[0]
            }
            palettes.append(
                PaletteSpecification(
                    name: palette.name, colors: colors, background: background, declarationIndex: index, declaration: palette.declaration))
        }
        return palettes
    }

    /// Every `lock` entry written as a plain name must name a colour: a misspelt brand colour
    /// would otherwise be free to change.
    func checkLocks() throws(SourceFileError) {
        for (index, name) in configuration.lock.enumerated() where !ColorTokenSet.isPattern(name) && colors.token(named: name) == nil {
            let location = configuration.lockLocations.indices.contains(index) ? configuration.lockLocations[index] : nil
            throw unknownName(name, field: "lock[\(index)]", at: location)
        }
    }

    private func names(_ pattern: String, field: String, at declaration: Finding.Location?) throws(SourceFileError) -> [String] {
        let names = matches.byPattern[pattern] ?? colors.names(matching: pattern)
        matches.byPattern[pattern] = names
        guard names.isEmpty else { return names }
        if ColorTokenSet.isPattern(pattern) {
            throw error(at: declaration, field: field, "\"\(pattern)\" matches no colour in the sources")
        }
        throw unknownName(pattern, field: field, at: declaration)
    }

    /// A name that is no colour: one a source defines but cannot resolve in any appearance
    /// (`?attr/…`, a system colour without published values, a token whose `$type` misspells
    /// color) is reported at its own definition, with why; any other name at the declaration,
    /// with the nearest name.
    private func unknownName(_ name: String, field: String, at declaration: Finding.Location?) -> SourceFileError {
        guard let unresolved = colors.unresolved.first(where: { $0.name == name }) else {
            return error(at: declaration, field: field, "\"\(name)\" names no colour in the sources\(closest(to: name))")
        }
        let user = declaration.map { " (\(field) at \($0.described))" } ?? " (\(field))"
        let position = unresolved.location.line.map { TextPosition(line: $0, column: unresolved.location.column ?? 1) }
        return SourceFileError(
            file: unresolved.location.file, position: position,
            message: "\"\(name)\"\(user) is defined here but has no colour in any appearance: \(unresolved.reason)")
    }

    private func backdrop(_ text: String?, field: String, at declaration: Finding.Location?) throws(SourceFileError) -> Backdrop {
        guard let text else { return .appearance }
        if colors.token(named: text) != nil { return .token(text) }
        do {
            return .color(try SRGBColor(parsing: text))
        } catch {
            throw self.error(at: declaration, field: field, "\(EchoedText.quoted(text)) is neither a colour in the sources nor a colour (\(error.description))")
        }
    }

    /// `; did you mean "color.text.primary"?` for the nearest name by edit distance, when one is near.
    private func closest(to name: String) -> String {
        let limit = max(2, name.count / 5)
        let scored = colors.names.lazy.map { ($0, EditDistance.between($0, name, limit: limit)) }.filter { $0.1 <= limit }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return "" }
        return "; did you mean \"\(best.0)\"?"
    }

    private func error(at declaration: Finding.Location?, field: String, _ message: String) -> SourceFileError {
        let position = declaration.flatMap { location in location.line.map { TextPosition(line: $0, column: location.column ?? 1) } }
        return SourceFileError(file: declaration?.file ?? configuration.file ?? "configuration", position: position, codingPath: field, message: message)
    }
}
