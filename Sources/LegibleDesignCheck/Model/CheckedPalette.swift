import LegibleColor
import LegibleReporting
import LegibleTokens
import LegibleVision

/// One palette of a design system checked in one appearance: whether its colours stay
/// distinguishable for normal vision, protanopia and deuteranopia (CIEDE2000 ≥ 10), and reach
/// 3:1 against its background (WCAG 1.4.11), with colours resolved in the appearance.
///
/// ```swift
/// let chart = report.palettes.first { $0.name == "chart" && $0.appearance == .light }!
/// chart.status                               // .fail
/// chart.report?.contrast?.map(\.ratio)       // each colour against color.surface.default
/// chart.report?.conditions.map(\.seen)       // the colours as each vision type sees them
/// ```
public struct CheckedPalette: Sendable, Hashable, Codable {
    /// The palette's name in the configuration.
    public let name: String
    /// The appearance.
    public let appearance: ColorAppearance
    /// The colours' token names, globs expanded, in order.
    public let colors: [String]
    /// The background token's name, when the palette has one.
    public let background: String?
    /// The colours' values in the appearance, in order (empty when one is missing).
    public let values: [ColorTokenValue]
    /// The background's value in the appearance, when there is a background.
    public let backgroundValue: ColorTokenValue?
    /// The check of the colours as shown: a translucent colour composited over the background
    /// (itself composited over the appearance's backdrop); `nil` when a colour is missing.
    public let report: PaletteReport?
    /// Why the palette could not be checked, when it could not.
    public let missingReason: String?
    /// The index of the `palettes` entry it comes from.
    public let declarationIndex: Int
    /// Where the configuration declares that entry.
    public let declaration: Finding.Location?
    /// With suggestions, for a failing palette: `PaletteCheck`'s smallest OKLCH changes in this
    /// appearance, when they leave every locked colour alone.
    public let suggestion: PaletteSuggestion?
    /// With suggestions, for a failing palette without one: why.
    public let suggestionNote: String?

    /// A palette's result in one appearance.
    ///
    /// - Parameters:
    ///   - name: the palette's name.
    ///   - appearance: the appearance.
    ///   - colors: the colours' token names.
    ///   - background: the background's token name, if any.
    ///   - values: the colours' values in the appearance.
    ///   - backgroundValue: the background's value, if any.
    ///   - report: the check, or `nil` when a colour is missing.
    ///   - missingReason: why it could not be checked.
    ///   - declarationIndex: the index of its `palettes` entry.
    ///   - declaration: where that entry is declared.
    ///   - suggestion: the smallest changes that make it pass.
    ///   - suggestionNote: why there is no suggestion.
    public init(
        name: String, appearance: ColorAppearance, colors: [String], background: String?, values: [ColorTokenValue],
        backgroundValue: ColorTokenValue?, report: PaletteReport?, missingReason: String?, declarationIndex: Int,
        declaration: Finding.Location?, suggestion: PaletteSuggestion? = nil, suggestionNote: String? = nil
    ) {
        self.name = name
        self.appearance = appearance
        self.colors = colors
        self.background = background
        self.values = values
        self.backgroundValue = backgroundValue
        self.report = report
        self.missingReason = missingReason
        self.declarationIndex = declarationIndex
        self.declaration = declaration
        self.suggestion = suggestion
        self.suggestionNote = suggestionNote
    }

    /// Pass, fail, or missing.
    public var status: DesignCheckStatus {
        guard let report else { return .missing }
        return report.passes ? .pass : .fail
    }
}
