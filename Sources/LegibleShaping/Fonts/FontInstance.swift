internal import CHarfBuzz

/// A face at one set of axis values: HarfBuzz's font at the units-per-em scale with HarfBuzz's own
/// OpenType functions, so advances are the font's exact design units (FreeType's hinted advances
/// would be rounded). Made immutable before it is shared; released in `deinit`.
final class FontInstance: @unchecked Sendable {
    let face: FontFace
    let font: OpaquePointer
    /// The axis values applied, in the order given.
    let variations: [FontVariation]
    let unitsPerEm: Double
    /// Ascender, descender (negative below the baseline) and line gap in font units (hhea, or
    /// OS/2 typographic metrics when the font asks for them).
    let ascender: Double
    let descender: Double
    let lineGap: Double

    /// No point size is set: nothing in HarfBuzz depends on it once the face hides its `trak`
    /// table (Legible applies that table itself).
    init(face: FontFace, variations: [FontVariation]) {
        let font: OpaquePointer = hb_font_create(face.face)
        hb_ot_font_set_funcs(font)
        let scale = Int32(face.unitsPerEm)
        hb_font_set_scale(font, scale, scale)
        if !variations.isEmpty {
            var settings = variations.map { hb_variation_t(tag: tag($0.axis), value: Float($0.value)) }
            hb_font_set_variations(font, &settings, UInt32(settings.count))
        }
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        hb_font_make_immutable(font)
        self.face = face
        self.font = font
        self.variations = variations
        self.unitsPerEm = Double(face.unitsPerEm)
        self.ascender = Double(extents.ascender)
        self.descender = Double(extents.descender)
        self.lineGap = Double(extents.line_gap)
    }

    deinit {
        hb_font_destroy(font)
    }

    /// Whether the font maps `scalar` to a glyph of its own.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        covers(scalar.value)
    }

    /// Whether the font maps the code point to a glyph of its own.
    func covers(_ codePoint: UInt32) -> Bool {
        if let covered = face.basicPlaneCovers(codePoint) { return covered }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, codePoint, &glyph) != 0
    }
}
