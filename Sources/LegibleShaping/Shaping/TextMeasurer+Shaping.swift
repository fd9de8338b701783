internal import CHarfBuzz

extension TextMeasurer {
    /// Shapes `text` for `key` (from ``shapingKey(forSize:tracking:)``): glyphs and advances in
    /// font units, and missing characters. (ICU's line breaks and grapheme boundaries are found
    /// by ``ShapedText/layout(_:)`` when a layout needs them.)
    public func shape(_ text: String, key: ShapingKey) -> ShapedText {
        let chain = fontChain(for: key)
        let utf16 = Array(text.utf16)
        let features = key.disablesOptionalLigatures
            ? [tag("liga"), tag("clig")].map { hb_feature_t(tag: $0, value: 0, start: 0, end: UInt32.max) } : []
        let shaped = Shaper(chain: chain, features: features).shape(utf16)
        return ShapedText(
            text: text, key: key, missingCharacters: shaped.missing, glyphRuns: shaped.glyphRuns, utf16: utf16,
            advancePrefix: shaped.advancePrefix, clusterPrefix: shaped.clusterPrefix,
            hasHardLineBreaks: utf16.contains { Shaper.isLineSeparator(UInt32($0)) },
            lineMetrics: chain.lineMetrics, ellipsisAdvance: chain.ellipsisAdvance)
    }
}
