internal import CHarfBuzz

/// The fonts one ``ShapingKey`` shapes with, primary first, and what layout needs from them.
final class FontChain: @unchecked Sendable {
    let instances: [FontInstance]
    let language: hb_language_t?
    let lineMetrics: LineMetrics
    /// The features every run is shaped with: `liga` and `clig` off when the key asks for it.
    let features: [hb_feature_t]
    /// For each font, what its `trak` table adds after each of its clusters at the key's size
    /// and track, in its font units (unrounded); `nil` when the key applies no `trak` table or no
    /// font has a non-zero value.
    let tracking: [Double]?
    /// The advance of "…" (U+2026) in em, from the first face that has it.
    private(set) var ellipsisAdvance: Double = 0

    /// The index of the first font that maps `scalar`, or `nil` when none does.
    func firstLevel(covering scalar: UInt32) -> Int? {
        instances.firstIndex { $0.covers(scalar) }
    }

    init(instances: [FontInstance], language: String?, disablesOptionalLigatures: Bool, trackingSize: Double?, track: Double?) {
        self.instances = instances
        if let trackingSize, let track {
            let tracking = instances.map { $0.face.trakTable?.value(atSize: trackingSize, track: track) ?? 0 }
            self.tracking = tracking.contains { $0 != 0 } ? tracking : nil
        } else {
            tracking = nil
        }
        features =
            disablesOptionalLigatures
            ? [tag("liga"), tag("clig")].map { hb_feature_t(tag: $0, value: 0, start: 0, end: UInt32.max) } : []
        // The same default hb-shape uses (from the C locale) when no language is given.
        self.language = language.map { hb_language_from_string($0, -1) } ?? hb_language_get_default()
        let primary = instances[0]
        lineMetrics = LineMetrics(
            ascender: primary.ascender / primary.unitsPerEm,
            descender: primary.descender / primary.unitsPerEm,
            lineGap: primary.lineGap / primary.unitsPerEm)
        // The ellipsis ends its line, so its own tracking does not count.
        let ellipsis = Shaper(chain: self, features: []).shape(Array("\u{2026}".utf16))
        ellipsisAdvance = (ellipsis.prefixes.last?.advance ?? 0) - (ellipsis.trailingTracking?.last ?? 0)
    }
}
