import Foundation
import LegibleSyntax

/// A colour read from the text a designer pastes, with what had to be done to it.
///
/// Accepted (case-insensitive, surrounding white space ignored):
/// - hex: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, with or without the `#`;
/// - `rgb()`/`rgba()` with 0–255 numbers or percentages, comma- or space-separated, optional alpha;
/// - `hsl()`/`hsla()`, hue in degrees or with a `deg`, `grad`, `rad` or `turn` unit;
/// - `color(srgb r g b)`, `color(srgb-linear r g b)` and `color(display-p3 r g b)`, components
///   0–1 or percentages;
/// - `oklab(L a b)` and `oklch(L C H)`;
/// - the 148 CSS named colours and `transparent`.
///
/// Colours outside the sRGB gamut (Display P3, OKLCH or `color()` values beyond sRGB) are mapped
/// into it with ``SRGBColor/gamutMappedToSRGB`` (CSS Color 4 gamut mapping in OKLCH), and
/// ``wasGamutMapped`` says so. Legacy `rgb()` and `hsl()` values beyond their ranges are clamped,
/// as CSS clamps them. Values so far outside every display gamut that the conversions lose all
/// precision (a linear sRGB component beyond ±1000, such as `oklch(0.5 1e100 0)`) are rejected.
///
/// ```swift
/// let parsed = try ParsedColor(parsing: "color(display-p3 1 0 0)")
/// parsed.wasGamutMapped   // true
/// parsed.color.hex        // the nearest sRGB red of the same hue and lightness
/// try SRGBColor(parsing: "#777").hex   // "#777777"
/// ```
public struct ParsedColor: Sendable, Hashable {
    /// The text as it was given.
    public let input: String
    /// The colour in sRGB, always within the sRGB gamut.
    public let color: SRGBColor
    /// Whether the input lay outside the sRGB gamut and was mapped into it.
    public let wasGamutMapped: Bool

    /// The longest colour text read, in bytes (UTF-8): 1,000. The longest real colour, an
    /// `oklch()` with every digit a `Double` holds, is under 100; a longer text is a mistake, and
    /// refusing it at once spares looking for a colour name like it.
    public static let maximumLength = 1_000

    /// Reads a colour.
    ///
    /// - Throws: ``ColorParseError`` naming the input and listing the accepted forms; the message
    ///   repeats at most 64 characters of a long input.
    public init(parsing text: String) throws(ColorParseError) {
        input = text
        guard text.utf8.count <= Self.maximumLength else {
            throw ColorParseError(
                input: text, reason: "longer than the \(Self.maximumLength) bytes a colour may have (ParsedColor.maximumLength)")
        }
        // Unicode White_Space only: Foundation's set also trims U+200B, so "red" and a zero-width space read as red.
        let source = text.trimmingWhitespace.lowercased()
        let unmapped: SRGBColor
        do {
            unmapped = try ColorSyntax.color(from: source)
        } catch {
            throw ColorParseError(input: text, reason: error.reason)
        }
        // Far beyond any display's gamut the conversions lose all precision; such input is a typo.
        let linear = unmapped.linear
        guard [linear.red, linear.green, linear.blue].allSatisfy({ $0.isFinite && abs($0) <= ParsedColor.linearLimit }),
            unmapped.alpha.isFinite
        else {
            throw ColorParseError(input: text, reason: "its values lie far outside any display's colour gamut")
        }
        if unmapped.isInSRGBGamut {
            color = unmapped.clampedToSRGB
            wasGamutMapped = false
        } else {
            color = unmapped.gamutMappedToSRGB
            wasGamutMapped = true
        }
    }
}

extension ParsedColor {
    /// A colour already in hand, as if it had been read from its ``SRGBColor/hex`` form: a colour
    /// outside the sRGB gamut is mapped into it as ``init(parsing:)`` maps one.
    ///
    /// ```swift
    /// ParsedColor(SRGBColor.white).input   // "#ffffff"
    /// ```
    ///
    /// - Parameter color: the colour, such as a design token's resolved value.
    public init(_ color: SRGBColor) {
        input = color.hex
        if color.isInSRGBGamut {
            self.color = color.clampedToSRGB
            wasGamutMapped = false
        } else {
            self.color = color.gamutMappedToSRGB
            wasGamutMapped = true
        }
    }

    /// The largest linear-light sRGB component accepted (Display P3 red is 1.22, Rec. 2020 green about 1.7).
    static let linearLimit = 1000.0
}

extension SRGBColor {
    /// Reads a colour from text; see ``ParsedColor/init(parsing:)`` for the accepted forms.
    ///
    /// ```swift
    /// let grey = try SRGBColor(parsing: "#767676")
    /// let purple = try SRGBColor(parsing: "RebeccaPurple")
    /// let translucent = try SRGBColor(parsing: "rgb(0 0 0 / 50%)")
    /// ```
    ///
    /// - Throws: ``ColorParseError`` naming the input and listing the accepted forms.
    public init(parsing text: String) throws(ColorParseError) {
        self = try ParsedColor(parsing: text).color
    }
}

extension ParsedColor: Codable {
    private enum CodingKeys: String, CodingKey {
        case input, color, wasGamutMapped
    }

    /// Decodes the input, the colour and the mapping flag. When reading `input` again gives the
    /// encoded colour, that reading is kept, with its full precision beyond 8 bits.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            rereading: try container.decode(String.self, forKey: .input), as: try container.decode(SRGBColor.self, forKey: .color),
            wasGamutMapped: try container.decode(Bool.self, forKey: .wasGamutMapped))
    }

    /// The colour `input` reads as, when that is `color` — exactly, or to 8 bits when `color`
    /// is an 8-bit colour read from an older report's hex (so the precision beyond 8 bits comes
    /// back) — else `color` itself, exactly, with `input` as its text: how decoders restore a
    /// colour. A colour encoded with its components (`SRGBColor`'s encoding) comes back exact.
    package init(rereading input: String, as color: SRGBColor, wasGamutMapped: Bool) {
        let isEightBit = (try? SRGBColor(parsing: color.hex)) == color
        if let reread = try? ParsedColor(parsing: input), reread.color == color || (isEightBit && reread.color.hex == color.hex) {
            self = reread
        } else {
            self.input = input
            self.color = color.clampedToSRGB
            self.wasGamutMapped = wasGamutMapped
        }
    }

    /// Encodes the input, the sRGB colour (its hex and components) and whether it was gamut-mapped.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(input, forKey: .input)
        try container.encode(color, forKey: .color)
        try container.encode(wasGamutMapped, forKey: .wasGamutMapped)
    }
}
