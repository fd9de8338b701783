/// A foreground and a background to check, as `legible contrast` takes them: two colours read
/// from text, or one row of a pairs file.
///
/// ```swift
/// let pair = try ContrastPair(parsingForeground: "#777", background: "white")
/// let report = ContrastReport(checking: pair)
/// ```
public struct ContrastPair: Sendable, Hashable, Codable {
    /// The text or icon colour.
    public var foreground: ParsedColor
    /// The colour behind it.
    public var background: ParsedColor

    /// A pair of colours already read.
    ///
    /// - Parameters:
    ///   - foreground: the text or icon colour.
    ///   - background: the colour behind it.
    public init(foreground: ParsedColor, background: ParsedColor) {
        self.foreground = foreground
        self.background = background
    }

    /// Reads both colours; see ``ParsedColor/init(parsing:)`` for the syntaxes.
    ///
    /// - Parameters:
    ///   - foreground: the text or icon colour as typed.
    ///   - background: the background colour as typed.
    /// - Throws: ``ContrastError`` that says which colour is wrong:
    ///   `foreground "#12" is not a colour: a hex colour has 3, 4, 6 or 8 digits, not 2. Accepted: …`.
    public init(parsingForeground foreground: String, background: String) throws(ContrastError) {
        self.init(foreground: try Self.color(foreground, role: "foreground"), background: try Self.color(background, role: "background"))
    }

    /// Reads one colour; `role` starts the error message.
    static func color(_ text: String, role: String) throws(ContrastError) -> ParsedColor {
        do {
            return try ParsedColor(parsing: text)
        } catch {
            throw ContrastError("\(role) \(error.description)")
        }
    }
}
