/// One text as ``MeasureSetup/measure(_:)`` measured it: its widths, lines and whether it fits,
/// with the font and tracking used. Its `Codable` form is one object of `legible measure`'s JSON.
public struct MeasuredText: Sendable, Hashable, Codable {
    /// The text as given.
    public let text: String
    /// The point size.
    public let size: Double
    /// The widest line shown, in points, unrounded (`TextLayout.width`): after wrapping, so not
    /// the width the text needs on one line unless it fits on one.
    public let width: Double
    /// The lines shown, the last one tail-truncated with "…" when the text needs more lines than
    /// allowed.
    public let lines: [Line]
    /// How many lines are shown.
    public let lineCount: Int
    /// The height of the lines shown, in points.
    public let height: Double
    /// The height of one line, in points.
    public let lineHeight: Double
    /// Whether the text fits the width in the allowed lines (always true without a width).
    public let fits: Bool
    /// How much did not fit, in points (`TextLayout.overflow`); 0 when it fits.
    public let overflow: Double
    /// Characters no font covers (measured with `.notdef`, so the widths are unreliable).
    public let missingCharacters: [Missing]
    /// The width the whole text needs on one line, in points, unrounded
    /// (``ShapedText/oneLineWidth(_:)``): ``width`` unless the box wrapped or truncated it.
    public let oneLineWidth: Double
    /// The primary font's family at the size.
    public let font: String
    /// The families the glyphs came from, each once in the order they first appear: the
    /// primary font and the fallbacks that covered what it lacks.
    public let fonts: [String]
    /// Points added after each cluster.
    public let tracking: Double
    /// Characters (grapheme clusters) kept before "…" when the text was truncated, else `nil`.
    public let truncatedAt: Int?

    /// One line as shown.
    public struct Line: Sendable, Hashable, Codable {
        /// The line's text, without trailing whitespace, with "…" when truncated.
        public let text: String
        /// Its width in points.
        public let width: Double
    }

    /// A character no font covers.
    public struct Missing: Sendable, Hashable, Codable {
        /// The character.
        public let character: String
        /// Its code point, `U+XXXX`.
        public let codePoint: String
    }

    /// The measurement of `text` from its layout.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - layout: its layout.
    ///   - font: the primary font's family.
    ///   - tracking: the points added after each cluster.
    ///   - fonts: the families the glyphs came from (default: `font` alone).
    ///   - oneLineWidth: the width of the whole text on one line (default: the layout's width).
    public init(text: String, layout: TextLayout, font: String, tracking: Double, fonts: [String]? = nil, oneLineWidth: Double? = nil) {
        self.text = text
        size = layout.size
        width = layout.width
        lines = layout.lines.map { Line(text: $0.text, width: $0.width) }
        lineCount = layout.lineCount
        height = layout.height
        lineHeight = layout.lineHeight
        fits = layout.fits
        overflow = layout.overflow
        missingCharacters = layout.missingCharacters.map {
            Missing(character: String($0.scalar), codePoint: String($0.description.prefix { $0 != " " }))
        }
        self.font = font
        self.fonts = fonts ?? [font]
        self.oneLineWidth = oneLineWidth ?? layout.width
        self.tracking = tracking
        truncatedAt = layout.truncation?.keptCharacters
    }
}
