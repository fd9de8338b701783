import Foundation
import LegibleSyntax

/// Text that is not a colour Legible can read.
///
/// The ``description`` names the input, says what is wrong with it and lists every accepted form,
/// so a command-line tool can print it as it is:
///
/// ```swift
/// do {
///     _ = try SRGBColor(parsing: "#12")
/// } catch {
///     print(error)
///     // "#12" is not a colour: a hex colour has 3, 4, 6 or 8 digits. Accepted: #rgb, #rgba, …
/// }
/// ```
public struct ColorParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text as it was given.
    public let input: String
    /// What is wrong with it, in a few words.
    public let reason: String

    /// Creates an error for `input`, explaining `reason`.
    public init(input: String, reason: String) {
        self.input = input
        self.reason = reason
    }

    /// Every colour syntax ``ParsedColor/init(parsing:)`` accepts, in one line.
    public static let acceptedForms =
        "#rgb, #rgba, #rrggbb, #rrggbbaa (the # is optional), rgb()/rgba() with 0–255 or percentages, "
        + "hsl()/hsla(), color(srgb r g b), color(srgb-linear r g b), color(display-p3 r g b), "
        + "oklab(), oklch(), a CSS colour name such as rebeccapurple, or transparent "
        + "(any function may add an alpha, e.g. rgb(0 0 0 / 50%))"

    /// `"<input>" is not a colour: <reason>. Accepted: <forms>`. An input longer than 64
    /// characters is cut short there, with its length in bytes: the message stays a line.
    public var description: String {
        "\(EchoedText.quoted(input)) is not a colour: \(reason). Accepted: \(ColorParseError.acceptedForms)"
    }
}

extension ColorParseError: LocalizedError {
    /// The ``description``, so `localizedDescription` names the input too.
    public var errorDescription: String? { description }
}
