/// Text shaped once for one ``ShapingKey``: glyphs and their advances in font units, and the
/// characters no font covers (line breaks and grapheme boundaries come from ICU at layout). It holds no point size:
/// ``layout(_:)`` lays it out at any size that shares the key, cheaply, so an audit across many
/// sizes shapes each string once per key.
///
/// ```swift
/// let measurer = try TextMeasurer(.bundled())
/// let key = measurer.shapingKey(forSize: 17, tracking: .none)
/// let shaped = measurer.shape("Continue to payment", key: key)
/// for size in [14.0, 15, 16, 17] where measurer.shapingKey(forSize: size, tracking: .none) == key {
///     let layout = shaped.layout(LayoutOptions(size: size, width: 120, maxLines: 1))
///     print(size, layout.width, layout.fits)
/// }
/// ```
public struct ShapedText: Sendable {
    /// The text as given.
    public let text: String
    /// The setup it was shaped with.
    public let key: ShapingKey
    /// Characters that no face in the configuration covers, in text order. They are measured with
    /// the primary face's `.notdef` glyph, and a caller should treat the measurement as unreliable.
    public let missingCharacters: [MissingCharacter]
    /// The glyphs, one run per stretch of text with one face and one direction, in logical order
    /// of the runs (inside a right-to-left run HarfBuzz gives the glyphs in visual order).
    public let glyphRuns: [GlyphRun]

    /// The text's UTF-16 code units: offsets everywhere below are into this.
    let utf16: [UInt16]
    /// `prefixes[i]`: the advance of the clusters that start before offset `i`, and their number.
    /// The advances include each cluster's `trak` tracking when the key applies the fonts' tables.
    let prefixes: [ClusterPrefix]
    /// `trailingTracking[i]`: the `trak` tracking in em after the last cluster that starts before
    /// offset `i` (included in `prefixes`); a line ending at `i` does not count it. `nil` when the
    /// key applies no `trak` table.
    let trailingTracking: [Double]?
    /// Whether the text has a newline or paragraph separator (so it needs the line breaker even
    /// when it would fit on one line).
    let hasHardLineBreaks: Bool
    /// Whether a face the text was shaped with may have optional ligatures, so that turning them
    /// on or off can change the glyphs.
    let dependsOnOptionalLigatures: Bool
    /// The primary face's line metrics, in em.
    let lineMetrics: LineMetrics
    /// The advance of "…" in em, for tail truncation.
    let ellipsisAdvance: Double

    /// This shaped text as `key` would shape it, when that is known without shaping again:
    /// `key` itself, or a key that differs only in whether optional ligatures are off when no
    /// face the text was shaped with has any (Inter, for one, has neither `liga` nor `clig`:
    /// sizes with and without tracking then share one shape). `nil` when the text must be
    /// shaped for `key`.
    ///
    /// ```swift
    /// let noTracking = measurer.shapingKey(forSize: 12, tracking: .hig(.sfPro))  // 0 pt at 12 pt
    /// let tracked = measurer.shapingKey(forSize: 13, tracking: .hig(.sfPro))     // ligatures off
    /// let shaped = measurer.shape("Footnote", key: noTracking)
    /// shaped.reused(as: tracked)?.layout(LayoutOptions(size: 13, tracking: .hig(.sfPro)))
    /// ```
    public func reused(as key: ShapingKey) -> ShapedText? {
        if key == self.key { return self }
        guard !dependsOnOptionalLigatures, key.usesDisplayFace == self.key.usesDisplayFace,
            key.opticalSize == self.key.opticalSize, key.fontTrackingSize == self.key.fontTrackingSize,
            key.fontTrack == self.key.fontTrack
        else { return nil }
        return ShapedText(
            text: text, key: key, missingCharacters: missingCharacters, glyphRuns: glyphRuns, utf16: utf16,
            prefixes: prefixes, trailingTracking: trailingTracking, hasHardLineBreaks: hasHardLineBreaks,
            dependsOnOptionalLigatures: false, lineMetrics: lineMetrics, ellipsisAdvance: ellipsisAdvance)
    }

    /// The advance of the whole text on one line, in em (multiply by the point size for points),
    /// before tracking in points or from Apple's table. When the key applies the fonts' own `trak`
    /// tables (``ShapingKey/fontTrackingSize``), their tracking at that size is included after
    /// every cluster but the last, as on a line.
    public var advanceInEm: Double { advanceInEm(of: 0..<utf16.count) }

    /// How many clusters the text has (tracking goes between them): characters, or the groups of
    /// characters that shape as one, such as a base and its marks.
    public var clusterCount: Int { Int(prefixes.last?.clusterCount ?? 0) }
}

/// The clusters that start before an offset in the text: one array of these gives the width of
/// any range of it with two lookups.
struct ClusterPrefix: Sendable {
    /// Their advance, in em.
    var advance: Double = 0
    /// How many there are (tracking goes after each).
    var clusterCount: Int32 = 0
}

extension ShapedText {
    /// The advance in em of the clusters that start in `range`, with the `trak` tracking between
    /// them (none after the last), and how many there are.
    @inline(__always)
    func trackedAdvance(of range: Range<Int>) -> (advance: Double, clusterCount: Int) {
        let (start, end) = (prefixes[range.lowerBound], prefixes[range.upperBound])
        let clusters = Int(end.clusterCount - start.clusterCount)
        var advance = end.advance - start.advance
        if clusters > 0, let trailingTracking { advance -= trailingTracking[range.upperBound] }
        return (advance, clusters)
    }
}

/// A face's vertical metrics in em: positive ascender, negative descender, line gap.
struct LineMetrics: Sendable, Hashable {
    let ascender: Double
    let descender: Double
    let lineGap: Double

    /// The font's own line height (hhea/OS/2: ascender − descender + line gap) in em.
    var lineHeight: Double { ascender - descender + lineGap }
}

/// A character no font in the configuration covers.
public struct MissingCharacter: Sendable, Hashable, CustomStringConvertible {
    /// The character.
    public let scalar: Unicode.Scalar
    /// Its offset in the text's UTF-16 code units.
    public let utf16Offset: Int

    /// `U+XXXX` followed by the character.
    public var description: String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex) \(scalar)"
    }
}

/// Consecutive glyphs from one face in one direction.
public struct GlyphRun: Sendable, Hashable {
    /// The face the glyphs come from.
    public let font: FontSource
    /// The axis values of the face for these glyphs.
    public let variations: [FontVariation]
    /// The face's units per em: divide font units by this and multiply by the point size.
    public let unitsPerEm: Int
    /// Whether the run is right-to-left (its glyphs are in visual order, last character first).
    public let isRightToLeft: Bool
    /// What the face's own `trak` table adds after each cluster, in font units (unrounded): 0
    /// unless the shaping key applies the fonts' `trak` tables. Not in the glyphs' advances.
    public let trackingPerCluster: Double
    /// The glyphs.
    public let glyphs: [ShapedGlyph]
}

/// One positioned glyph, in font units.
public struct ShapedGlyph: Sendable, Hashable {
    /// The glyph's index in its face.
    public let glyphID: UInt32
    /// The UTF-16 offset of the first character of the cluster the glyph belongs to.
    public let cluster: Int
    /// The horizontal advance in font units.
    public let advance: Int32
    /// The offset from the pen position, in font units.
    public let xOffset: Int32
    /// The vertical offset from the baseline, in font units.
    public let yOffset: Int32
}
