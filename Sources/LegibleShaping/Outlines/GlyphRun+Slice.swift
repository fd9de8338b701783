extension GlyphRun {
    /// The run's glyphs whose clusters start inside `range` (UTF-16 offsets of the shaped text),
    /// for drawing one line of wrapped text with ``outline(size:x:baseline:tracking:)``; `nil`
    /// when none do.
    ///
    /// ```swift
    /// let layout = shaped.layout(LayoutOptions(size: 17, width: 120))
    /// let firstLine = shaped.glyphRuns.compactMap { $0.glyphs(inUTF16: layout.lines[0].utf16Range) }
    /// ```
    public func glyphs(inUTF16 range: Range<Int>) -> GlyphRun? {
        let kept = glyphs.filter { range.contains($0.cluster) }
        guard !kept.isEmpty else { return nil }
        return GlyphRun(
            font: font, variations: variations, unitsPerEm: unitsPerEm, isRightToLeft: isRightToLeft,
            trackingPerCluster: trackingPerCluster, glyphs: kept)
    }
}
