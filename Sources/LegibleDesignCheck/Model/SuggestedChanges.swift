import LegibleColor
import LegibleReporting
import LegibleTokens

/// The suggestions of a design-system check: the fewest, closest colour changes that make the
/// failing pairs pass, one change per token definition, each valid for every pair the token is
/// used in, in every appearance the definition serves.
///
/// Read ``TokenChange`` for what one change means and ``PairFix`` for what became of each
/// failing pair; <doc:CheckingADesignSystemsColours> explains the search.
public struct SuggestedChanges: Sendable, Hashable, Codable {
    /// The changes, in the order they were found (the order of the failing pairs they fix).
    public let changes: [TokenChange]
    /// Every pair that failed in some appearance, with its result after the changes, or why it
    /// could not be fixed.
    public let pairs: [PairFix]

    /// Suggestions found elsewhere.
    ///
    /// - Parameters:
    ///   - changes: the changes.
    ///   - pairs: what became of each failing pair.
    public init(changes: [TokenChange], pairs: [PairFix]) {
        self.changes = changes
        self.pairs = pairs
    }

    /// The failing pairs no change could fix.
    public var unfixed: [PairFix] { pairs.filter { $0.after == nil } }
}

/// One suggested change: a token's new colour in the appearances one of its definitions serves.
///
/// A definition is the place a token's value is written: a DTCG token's `$value` in one file,
/// a colour set's variant, a `<color>` element in one `values*` folder. A token written once
/// for every appearance has one definition, so its change must work in light and dark alike;
/// a token with its own dark value has two, changed separately. When no single colour works
/// in every appearance a definition serves, the change covers fewer appearances and
/// ``needsOwnValue`` says the token needs a value of its own there (a dark token file entry,
/// a Dark variant, a `values-night` colour).
///
/// ```swift
/// let change = report.suggestions!.changes[0]
/// change.token             // "color.text.secondary"
/// change.appearances       // [.dark, .darkIncreasedContrast]
/// change.location          // tokens/dark.tokens.json:9:19, where its dark value is written
/// change.suggested.hex     // the closest colour passing every pair it is in
/// ```
public struct TokenChange: Sendable, Hashable, Codable {
    /// The token to change.
    public let token: String
    /// The appearances that take the new colour.
    public let appearances: [ColorAppearance]
    /// Where the token's value for these appearances is written today.
    public let location: Finding.Location
    /// The kind of file that is.
    public let kind: ColorSourceKind
    /// The colour today, per appearance in ``appearances``.
    public let originals: [ColorAppearance: SRGBColor]
    /// The suggested colour (8-bit components, the original alpha).
    public let suggested: SRGBColor
    /// The largest distance from an original, in ΔE OK.
    public let deltaEOK: Double
    /// Whether ``location`` also serves appearances that must keep today's colour, so the token
    /// needs a value of its own for ``appearances``.
    public let needsOwnValue: Bool
    /// How many pair checks (pairs × appearances) and palette checks use the token in these
    /// appearances, all of which the suggested colour passes.
    public let constraintCount: Int

    /// A change.
    ///
    /// - Parameters:
    ///   - token: the token's name.
    ///   - appearances: the appearances that take the new colour.
    ///   - location: where the token's value for them is written.
    ///   - kind: the kind of file.
    ///   - originals: today's colour per appearance.
    ///   - suggested: the new colour.
    ///   - deltaEOK: the largest distance moved.
    ///   - needsOwnValue: whether the location also serves other appearances.
    ///   - constraintCount: how many checks the colour was tested against.
    public init(
        token: String, appearances: [ColorAppearance], location: Finding.Location, kind: ColorSourceKind,
        originals: [ColorAppearance: SRGBColor], suggested: SRGBColor, deltaEOK: Double, needsOwnValue: Bool, constraintCount: Int
    ) {
        self.token = token
        self.appearances = appearances
        self.location = location
        self.kind = kind
        self.originals = originals
        self.suggested = suggested
        self.deltaEOK = deltaEOK
        self.needsOwnValue = needsOwnValue
        self.constraintCount = constraintCount
    }
}

/// What the suggestions do for one pair in one appearance where it failed.
public struct PairFix: Sendable, Hashable, Codable {
    /// The foreground token's name.
    public let foreground: String
    /// The background token's name.
    public let background: String
    /// The appearance it failed in.
    public let appearance: ColorAppearance
    /// The index of the pair in ``DesignCheckReport/pairs``.
    public let pairIndex: Int
    /// The pair measured with every suggested change applied, `nil` when it could not be fixed.
    public let after: ContrastResult?
    /// The indexes in ``SuggestedChanges/changes`` of the changes that touch the pair here.
    public let changeIndexes: [Int]
    /// Why no change fixes it (both colours locked; no lightness of either hue passes every
    /// pair the token is in), when none does.
    public let reason: String?

    /// A pair's outcome.
    ///
    /// - Parameters:
    ///   - foreground: the foreground token's name.
    ///   - background: the background token's name.
    ///   - appearance: the appearance it failed in.
    ///   - pairIndex: its index in the report's pairs.
    ///   - after: its result with the changes, or `nil`.
    ///   - changeIndexes: the changes that touch it.
    ///   - reason: why it is not fixed, if it is not.
    public init(
        foreground: String, background: String, appearance: ColorAppearance, pairIndex: Int, after: ContrastResult?,
        changeIndexes: [Int], reason: String?
    ) {
        self.foreground = foreground
        self.background = background
        self.appearance = appearance
        self.pairIndex = pairIndex
        self.after = after
        self.changeIndexes = changeIndexes
        self.reason = reason
    }
}
