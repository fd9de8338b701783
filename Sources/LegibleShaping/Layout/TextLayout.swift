/// Text laid out in a box: its lines, their widths, and whether it fits.
public struct TextLayout: Sendable, Hashable {
    /// The point size.
    public let size: Double
    /// The lines, truncated to ``LayoutOptions/maxLines`` when the text needs more.
    public let lines: [Line]
    /// The widest line, in points (unrounded), after wrapping at `LayoutOptions.width`: the width
    /// the text needs on one line only when it fits on one (see ``ShapedText/oneLineWidth(_:)``).
    public let width: Double
    /// The height of the lines produced, in points (line count × line height).
    public let height: Double
    /// The line height used, in points.
    public let lineHeight: Double
    /// Whether the text fits the width in at most the allowed number of lines (always true
    /// without a width).
    public let fits: Bool
    /// How much did not fit, in points: how far the widest line (before truncation) runs past the
    /// width, plus the widths of the lines beyond the maximum. 0 when it fits.
    public let overflow: Double
    /// How many lines the text needs without a line limit.
    public let neededLineCount: Int
    /// Where the text was cut for tail truncation, or `nil` when nothing was cut.
    public let truncation: Truncation?
    /// Characters no font covers (measured with `.notdef`, so the widths are not reliable).
    public let missingCharacters: [MissingCharacter]

    /// The number of lines shown.
    public var lineCount: Int { lines.count }

    /// One line of laid-out text.
    public struct Line: Sendable, Hashable {
        /// The whole text the line is part of.
        let source: String
        /// The UTF-16 offsets of the line's text in the whole text (without the "…").
        public let utf16Range: Range<Int>
        /// Whether the line was cut and ends with "…".
        public let isTruncated: Bool
        /// The line's width in points, trailing whitespace excluded.
        public let width: Double
        /// Whether the line is the whole text (one line, no trailing whitespace), so that its
        /// text is the text itself.
        let isWholeSource: Bool

        /// The line's text without its trailing whitespace and line break, with "…" appended when
        /// it was truncated.
        public var text: String {
            // A line that is the whole text (most labels) is the text itself, without indexing.
            if isWholeSource { return source }
            let start = String.Index(utf16Offset: utf16Range.lowerBound, in: source)
            let end = String.Index(utf16Offset: utf16Range.upperBound, in: source)
            let content = String(source.unicodeScalars[start..<end])
            return isTruncated ? content + "\u{2026}" : content
        }
    }

    /// Where tail truncation cut the text.
    public struct Truncation: Sendable, Hashable {
        let source: String
        /// The UTF-16 offset where the text was cut.
        public let utf16Offset: Int

        /// The number of characters (grapheme clusters) kept before "…".
        public var keptCharacters: Int {
            source[..<String.Index(utf16Offset: utf16Offset, in: source)].count
        }
    }
}
