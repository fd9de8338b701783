import LegibleColor
import LegibleCore
import LegibleReporting
import LegibleTokens
import LegibleVision

/// A design system's colours checked as `legible check` checks them: every declared pair, globs
/// expanded, in every configured appearance, and every palette, with the suggested changes
/// when asked for.
///
/// ```swift
/// let report = try DesignCheckReport(configurationFile: "legible.yaml", suggesting: true)
/// report.fails                                   // true: a pair fails somewhere
/// for pair in report.pairs where pair.fails {
///     for cell in pair.cells where cell.status == .fail {
///         print(pair.title, cell.appearance, cell.result!.measurement.ratio)
///     }
/// }
/// report.suggestions?.changes.map { ($0.token, $0.suggested.hex) }
/// print(report.rendered(as: .html), terminator: "")
/// ```
///
/// A pair in an appearance is measured as `legible contrast` measures it: the WCAG 2.2 ratio
/// of the colours as shown (a translucent foreground composited over its background, a
/// translucent background over the pair's `backdrop`, else white in the light appearances and
/// black in the dark ones), against the requirement its `use`, `style` (at the Large size) or
/// `size` and `weight` need at the configured level, with the APCA Lc as advice. In an
/// increased-contrast appearance a pair that does not gain contrast over the standard
/// appearance gets a note, and at level AAA text below the 7:1 the HIG calls better a warning.
/// Palettes are checked for colour-vision deficiency in each appearance, colours and
/// background resolved there. See <doc:CheckingADesignSystemsColours>.
///
/// ## Formats
/// - `text`: the matrix (pairs down, appearances across, the ratio and pass or FAIL in each
///   cell, failing pairs first), the failures with their colours and where they are defined,
///   palettes, suggestions, notes and a summary.
/// - `json`: one object; keys sorted at every level, as in all of Legible's JSON:
///   `findings` (as `legible audit --format json` writes them), `palettes`, `pairs`,
///   `suggestions` (null without `--suggest`) and `summary`. Each of `pairs` is one pair in one
///   appearance where both colours have a value: `apca` (`Lc`, `version`, `minimumFontSizes`),
///   `appearance`, `background`, `backgroundColor`, `backgroundLocation`, `foreground`,
///   `foregroundColor`, `foregroundLocation`, `passes`, `ratio` (unrounded), `requirement`
///   (`level`, `minimumRatio`, `successCriterion`, `use`), and `backdrop`, `notes` and
///   `standardRatio` when they apply. Names are the configuration's (globs expanded), colours
///   `#rrggbb` or `#rrggbbaa`.
/// - `sarif`, `junit`, `github`: the ``findings`` through LegibleReporting's reporters, each
///   at the file, line and column where the colour to change is defined.
/// - `html`: one self-contained page (inline CSS and SVG, no script, nothing fetched): the
///   swatch matrix per appearance (named as Settings names them, its `≤` mark explained once),
///   failing pairs beside their suggestions, palettes as each vision type sees them with the
///   text report's reasons for each failing one.
///
/// The report ``fails`` when a pair or a palette fails in some appearance; colours missing in
/// an appearance are warnings.
public struct DesignCheckReport: CheckReport, Hashable, Codable {
    /// The formats the report renders.
    public enum Format: String, CaseIterable, Sendable {
        /// The matrix and sections for people.
        case text
        /// One object with every pair in every appearance, palettes, suggestions and findings.
        case json
        /// SARIF 2.1.0 for code scanning.
        case sarif
        /// JUnit XML for CI test reports.
        case junit
        /// GitHub Actions workflow commands.
        case github
        /// One self-contained HTML page a designer opens.
        case html
    }

    /// The configuration file checked, when the check started from one.
    public let configurationFile: String?
    /// The WCAG level checked.
    public let level: WCAGLevel
    /// The appearances checked, in the configuration's order.
    public let appearances: [ColorAppearance]
    /// The configuration's `lock` entries.
    public let lock: [String]
    /// The colours `lock` keeps fixed: the names it lists and those its globs match.
    public let lockedNames: Set<String>
    /// One row per pair after glob expansion, in the configuration's order.
    public let pairs: [CheckedPair]
    /// One entry per palette and appearance, palettes in the configuration's order.
    public let palettes: [CheckedPalette]
    /// The suggested changes, when asked for.
    public let suggestions: SuggestedChanges?

    /// Checks a design system's colours against its configuration.
    ///
    /// - Parameters:
    ///   - colors: the colours, read from the configuration's sources.
    ///   - configuration: the pairs, palettes, level, appearances and locks.
    ///   - suggesting: whether to search for the changes that make failing pairs pass.
    ///   - limits: the most pairs the globs may make and colours a palette may have.
    /// - Throws: `SourceFileError` at the configuration line of a pair or palette whose name is
    ///   in no source (with the nearest name), whose glob matches nothing, or whose `backdrop`
    ///   is neither a colour nor a token; for a palette of fewer than two colours; for a `lock`
    ///   name that is in no source; when the pairs' globs make more than
    ///   ``DesignCheckLimits/maximumPairs`` pairs or a palette has more than its limit of colours
    ///   (both checked before any pair is measured).
    public init(
        checking colors: ColorTokenSet, configuration: CheckConfiguration, suggesting: Bool = false, limits: DesignCheckLimits = DesignCheckLimits()
    ) throws(SourceFileError) {
        let resolver = DeclarationResolver(configuration: configuration, colors: colors, limits: limits)
        let pairSpecifications = try resolver.pairs()
        let paletteSpecifications = try resolver.palettes()
        try resolver.checkLocks()
        let measurement = Measurement(colors: colors, level: configuration.level)
        configurationFile = configuration.file
        level = configuration.level
        appearances = configuration.appearances
        lock = configuration.lock
        let lockedNames = configuration.lockedNames(in: colors)
        self.lockedNames = lockedNames
        pairs = pairSpecifications.map { pair in
            CheckedPair(
                foreground: pair.foreground, background: pair.background, kind: pair.kind, requirement: measurement.requirement(for: pair),
                declarationIndex: pair.declarationIndex, declaration: pair.declaration,
                cells: configuration.appearances.map { measurement.cell(pair, in: $0) })
        }
        var paletteSuggestions: Measurement.SuggestionCache? = suggesting ? [:] : nil
        var palettes: [CheckedPalette] = []
        for palette in paletteSpecifications {
            for appearance in configuration.appearances {
                palettes.append(measurement.palette(palette, in: appearance, isLocked: lockedNames.contains, suggestions: &paletteSuggestions))
            }
        }
        self.palettes = palettes
        suggestions = suggesting ? Self.plan(pairs: pairs, palettes: palettes, colors: colors, locked: lockedNames) : nil
    }

    /// Reads a configuration file and its sources, and checks them.
    ///
    /// ```swift
    /// let report = try DesignCheckReport(configurationFile: try CheckConfiguration.defaultFile(in: "."))
    /// ```
    ///
    /// - Parameters:
    ///   - path: the `legible.yaml` or `legible.json` file.
    ///   - suggesting: whether to search for the changes that make failing pairs pass.
    ///   - limits: the limits on reading the sources.
    ///   - checkLimits: the most pairs the globs may make and colours a palette may have.
    /// - Throws: `SourceFileError` for a configuration or source that cannot be read (see
    ///   `CheckConfiguration` and `ColorTokenSet`), or a declaration that names no colour or
    ///   expands past a limit (see ``init(checking:configuration:suggesting:limits:)``).
    public init(
        configurationFile path: String, suggesting: Bool = false, limits: ColorTokenLimits = ColorTokenLimits(),
        checkLimits: DesignCheckLimits = DesignCheckLimits()
    ) throws(SourceFileError) {
        let configuration = try CheckConfiguration(contentsOfFile: path, limits: limits)
        try self.init(
            checking: try ColorTokenSet(configuration: configuration, limits: limits), configuration: configuration, suggesting: suggesting,
            limits: checkLimits)
    }

    private static func plan(pairs: [CheckedPair], palettes: [CheckedPalette], colors: ColorTokenSet, locked: Set<String>) -> SuggestedChanges {
        var pairConstraints: [ChangePlanner.PairConstraint] = []
        for (index, pair) in pairs.enumerated() {
            for cell in pair.cells {
                guard let result = cell.result, let foreground = cell.foreground, let background = cell.background, let backdrop = cell.backdrop else {
                    continue
                }
                pairConstraints.append(
                    .init(
                        pairIndex: index, names: (pair.foreground, pair.background), appearance: cell.appearance, foreground: foreground,
                        background: background, backdrop: backdrop, requirement: pair.requirement, fails: !result.passes))
            }
        }
        let paletteConstraints = palettes.filter { $0.status == .pass }.map { palette in
            ChangePlanner.PaletteConstraint(
                appearance: palette.appearance, names: palette.colors, values: palette.values, background: palette.backgroundValue)
        }
        var planner = ChangePlanner(colors: colors, locked: locked, pairs: pairConstraints, palettes: paletteConstraints)
        return planner.plan()
    }

    /// Whether a pair or a palette fails in some appearance.
    public var fails: Bool {
        pairs.contains(where: \.fails) || palettes.contains { $0.status == .fail }
    }

    /// Writes the report in `format`, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: the format.
    ///   - output: where to write it.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        switch format {
        case .text: writeText(to: &output)
        case .json: writeJSON(to: &output)
        case .sarif: findingsReport.write(.sarif, to: &output)
        case .junit: findingsReport.write(.junit, to: &output)
        case .github: findingsReport.write(.github, to: &output)
        case .html: output.write(html())
        }
    }
}
