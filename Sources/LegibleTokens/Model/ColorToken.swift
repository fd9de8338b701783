import LegibleColor
import LegibleReporting

/// The kind of file a colour was read from, spelt as `legible.yaml`'s `sources` keys are:
/// `tokens`, `assets`, `android`.
public enum ColorSourceKind: String, CaseIterable, Sendable, Hashable, Codable {
    /// A W3C Design Tokens (DTCG) JSON file.
    case tokens
    /// An Xcode asset catalog's colour set.
    case assets
    /// An Android `res/values*/` resource file.
    case android

    /// The old name of ``tokens``.
    @available(*, deprecated, renamed: "tokens")
    public static let designTokens = ColorSourceKind.tokens
    /// The old name of ``assets``.
    @available(*, deprecated, renamed: "assets")
    public static let assetCatalog = ColorSourceKind.assets
}

/// A named colour of a design system, with its colour in each appearance its sources define.
///
/// ```swift
/// let set = try ColorTokenSet(sources: sources)
/// let token = set.token(named: "color.text.primary")!
/// token.values[.dark]?.color.hex        // "#f2f2f7"
/// token.values[.dark]?.location         // tokens/dark.tokens.json:4:18
/// ```
public struct ColorToken: Sendable, Hashable, Codable {
    /// The name pairs and palettes use: a DTCG token's dot-joined path (`color.text.primary`), a
    /// colour set's name with its namespace folders (`Text/Body`), an Android resource name.
    public var name: String
    /// The colour in each appearance that has one. An appearance is missing when no source
    /// defines the name for it (a token only a dark file declares has no light value).
    public var values: [ColorAppearance: ColorTokenValue]

    /// A token from values already in hand.
    ///
    /// - Parameters:
    ///   - name: the token's name.
    ///   - values: its colour per appearance.
    public init(name: String, values: [ColorAppearance: ColorTokenValue]) {
        self.name = name
        self.values = values
    }

    /// The appearances that have a colour, in declaration order.
    public var appearances: [ColorAppearance] { values.keys.sorted() }
}

/// One token's colour in one appearance: the colour, how it was written, and where.
public struct ColorTokenValue: Sendable, Hashable, Codable {
    /// The colour in sRGB, always inside the sRGB gamut (alpha kept).
    public var color: SRGBColor
    /// Whether the colour as written lay outside sRGB and was mapped into it with CSS Color 4's
    /// gamut mapping (OKLCH lightness and hue kept, chroma reduced), as `legible contrast` does.
    public var wasGamutMapped: Bool
    /// The colour as written where it is finally defined, in a form a person recognises:
    /// `#0a84ff`, `color(display-p3 1 0.231 0.188)`, `srgb red 0.000 green 0x84 blue 255 alpha 1.000`,
    /// `systemBlueColor (Apple HIG: #0091ff)`, `#FF6200EE`.
    public var original: String
    /// The kind of file the value comes from.
    public var kind: ColorSourceKind
    /// Where this token's value for this appearance is written: the token's `$value`, the colour
    /// set's component block (or its `color` object for a system colour), the `<color>` element.
    /// For an alias this is the alias itself; ``definition`` is where the colour is.
    public var location: Finding.Location
    /// Where the colour itself is written: the end of the alias chain, or ``location`` when the
    /// value is no alias.
    public var definition: Finding.Location
    /// The names followed from this token to the colour, this token first and the defining token
    /// last (`["color.text.primary", "color.gray.900"]`); just this token's name when it is no alias.
    public var aliasChain: [String]

    /// A value from parts already in hand.
    ///
    /// - Parameters:
    ///   - color: the colour, inside the sRGB gamut.
    ///   - wasGamutMapped: whether it was mapped into sRGB.
    ///   - original: the colour as written.
    ///   - kind: the kind of file it comes from.
    ///   - location: where this token's value is written.
    ///   - definition: where the colour itself is written; `location` when `nil`.
    ///   - aliasChain: the names followed, this token first; `[]` for a colour written directly
    ///     (a ``ColorTokenSet`` read from files fills in the token's name).
    public init(
        color: SRGBColor, wasGamutMapped: Bool = false, original: String, kind: ColorSourceKind, location: Finding.Location,
        definition: Finding.Location? = nil, aliasChain: [String] = []
    ) {
        self.color = color
        self.wasGamutMapped = wasGamutMapped
        self.original = original
        self.kind = kind
        self.location = location
        self.definition = definition ?? location
        self.aliasChain = aliasChain
    }

    /// Whether the value refers to another token rather than writing a colour.
    public var isAlias: Bool { aliasChain.count > 1 }
}

/// A colour a source names but Legible cannot resolve to a value, with why: a colour set that
/// refers to a system colour Apple publishes no values for (`labelColor`), an Android colour
/// state list, a framework colour.
///
/// Reading does not fail for these, since the app may well be fine; the check reports them
/// where a pair or palette uses them.
public struct UnresolvedColorToken: Sendable, Hashable, Codable {
    /// The token's name.
    public var name: String
    /// The appearances it is missing in.
    public var appearances: [ColorAppearance]
    /// Where it is defined.
    public var location: Finding.Location
    /// Why it has no value, in one sentence.
    public var reason: String

    /// A record of an unresolved colour.
    ///
    /// - Parameters:
    ///   - name: the token's name.
    ///   - appearances: the appearances it is missing in.
    ///   - location: where it is defined.
    ///   - reason: why it has no value.
    public init(name: String, appearances: [ColorAppearance], location: Finding.Location, reason: String) {
        self.name = name
        self.appearances = appearances
        self.location = location
        self.reason = reason
    }
}

extension Finding.Location {
    /// `file:line:column`, leaving out what is not known: the form editors and CI logs link.
    package var described: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}
