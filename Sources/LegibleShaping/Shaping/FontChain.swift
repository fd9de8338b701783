internal import CHarfBuzz

/// The fonts one ``ShapingKey`` shapes with, primary first, and what layout needs from them.
final class FontChain: @unchecked Sendable {
    let instances: [FontInstance]
    let language: hb_language_t?
    let lineMetrics: LineMetrics
    /// The advance of "…" (U+2026) in em, from the first face that has it.
    private(set) var ellipsisAdvance: Double = 0

    init(instances: [FontInstance], language: String?) {
        self.instances = instances
        // The same default hb-shape uses (from the C locale) when no language is given.
        self.language = language.map { hb_language_from_string($0, -1) } ?? hb_language_get_default()
        let primary = instances[0]
        lineMetrics = LineMetrics(ascender: primary.ascender / primary.unitsPerEm,
                                  descender: primary.descender / primary.unitsPerEm,
                                  lineGap: primary.lineGap / primary.unitsPerEm)
        let ellipsis = Shaper(chain: self, features: []).shape(Array("\u{2026}".utf16))
        ellipsisAdvance = ellipsis.advancePrefix.last ?? 0
    }
}
