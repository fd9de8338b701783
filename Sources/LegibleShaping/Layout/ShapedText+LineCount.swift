extension ShapedText {
    /// How many lines the text needs at each of `options` (size, tracking and width), without a
    /// line limit: ``TextLayout/neededLineCount`` of ``layout(_:)`` for each, without building
    /// the lines and finding the text's line-break opportunities only once. For callers that lay
    /// one shaped text out at many sizes and only need the counts, such as an overflow audit.
    ///
    /// - Parameters:
    ///   - options: a size, tracking and width for each count; line limits are ignored.
    ///   - lineBreaks: the text's break opportunities when the caller has them already (from
    ///     ``lineBreaks``, of this shape or another shape of the same text, such as the one for
    ///     the display face); they are found afresh when they belong to another text.
    ///
    /// ```swift
    /// let shaped = measurer.shape("Einstellungen für Benachrichtigungen", key: key)
    /// shaped.neededLineCounts([LayoutOptions(size: 17, width: 150), LayoutOptions(size: 19, width: 150)])  // [3, 3]
    /// ```
    public func neededLineCounts(_ options: [LayoutOptions], lineBreaks: LineBreaks? = nil) -> [Int] {
        guard !options.isEmpty else { return [] }
        let breaks = lineBreaks.flatMap { $0.utf16 == utf16 ? $0.opportunities : nil } ?? self.lineBreaks.opportunities
        return options.map { options in
            var count = 0
            wrap(limit: options.width, Scale(options), lineBreaks: breaks) { _ in count += 1 }
            return count
        }
    }

    /// The text's line-break opportunities (ICU, UAX #14), found once to count lines of several
    /// shapes of the same text with ``neededLineCounts(_:lineBreaks:)``.
    public var lineBreaks: LineBreaks {
        LineBreaks(utf16: utf16, opportunities: utf16.withUnsafeBufferPointer { BreakAnalysis.lineBreaks($0) })
    }
}

/// Where the lines of one text may end, kept to count the lines of its shapes (for each font
/// instance) without asking ICU again. Holds the text, so a shape of another text is not misled.
public struct LineBreaks: Sendable {
    let utf16: [UInt16]
    let opportunities: [LineBreakOpportunity]
}
