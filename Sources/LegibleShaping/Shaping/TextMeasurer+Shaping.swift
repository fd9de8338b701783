internal import CHarfBuzz

extension TextMeasurer {
    /// Shapes `text` for `key` (from ``shapingKey(forSize:tracking:)``): glyphs and advances in
    /// font units, line-break opportunities, grapheme boundaries and missing characters.
    public func shape(_ text: String, key: ShapingKey) -> ShapedText {
        let chain = fontChain(for: key)
        let utf16 = Array(text.utf16)
        let features = key.disablesOptionalLigatures
            ? [tag("liga"), tag("clig")].map { hb_feature_t(tag: $0, value: 0, start: 0, end: UInt32.max) } : []
        let shaped = Shaper(chain: chain, features: features).shape(utf16)
        let breaks = utf16.withUnsafeBufferPointer { BreakAnalysis(utf16: $0) }
        return ShapedText(
            text: text, key: key, missingCharacters: shaped.missing, glyphRuns: shaped.glyphRuns, utf16: utf16,
            advancePrefix: shaped.advancePrefix, clusterPrefix: shaped.clusterPrefix, breaks: breaks,
            lineMetrics: chain.lineMetrics, ellipsisAdvance: chain.ellipsisAdvance)
    }
}
