extension ShapedText {
    /// How many lines the text needs at each of `options` (size, tracking and width), without a
    /// line limit: ``TextLayout/neededLineCount`` of ``layout(_:)`` for each, without building
    /// the lines and finding the text's line-break opportunities only once. For callers that lay
    /// one shaped text out at many sizes and only need the counts, such as an overflow audit.
    ///
    /// ```swift
    /// let shaped = measurer.shape("Einstellungen für Benachrichtigungen", key: key)
    /// shaped.neededLineCounts([LayoutOptions(size: 17, width: 150), LayoutOptions(size: 19, width: 150)])  // [3, 3]
    /// ```
    public func neededLineCounts(_ options: [LayoutOptions]) -> [Int] {
        guard !options.isEmpty else { return [] }
        let breaks = utf16.withUnsafeBufferPointer { BreakAnalysis.lineBreaks($0) }
        return options.map { options in
            var count = 0
            wrap(limit: options.width, Scale(size: options.size, tracking: options.trackingPoints), lineBreaks: breaks) { _ in count += 1 }
            return count
        }
    }
}
