extension SRGBColor {
    /// The colour mapped into the sRGB gamut with the CSS Color 4 gamut-mapping algorithm.
    ///
    /// Out-of-gamut colours keep their OKLCH lightness and hue; chroma is reduced by binary
    /// search until clipping the result to sRGB changes it by less than a just-noticeable
    /// difference (ΔE OK 0.02), and the clipped colour is returned. Colours at or beyond the
    /// white or black lightness become white or black. In-gamut colours are returned unchanged
    /// (apart from rounding noise clamped away). Alpha is kept.
    ///
    /// ```swift
    /// let p3Red = SRGBColor(displayP3Red: 1, green: 0, blue: 0)
    /// p3Red.isInSRGBGamut          // false
    /// p3Red.gamutMappedToSRGB.hex  // a slightly less saturated red, same hue and lightness
    /// ```
    ///
    /// This is CSS Color 4 §13.2 ("CSS gamut mapping to an RGB destination"), not simple
    /// clipping, which shifts hue.
    public var gamutMappedToSRGB: SRGBColor {
        if isInSRGBGamut { return clampedToSRGB }
        let origin = oklch
        guard origin.lightness.isFinite, origin.chroma.isFinite else { return clampedToSRGB }
        let alphaKept = min(max(alpha, 0), 1)
        if origin.lightness >= 1 { return SRGBColor.white.withAlpha(alphaKept) }
        if origin.lightness <= 0 { return SRGBColor.black.withAlpha(alphaKept) }
        return SRGBColor.mapChromaIntoSRGB(origin, alpha: alphaKept)
    }

    /// CSS Color 4's chroma reduction with "clip when close enough", on an OKLCH colour with
    /// lightness strictly between 0 and 1.
    static func mapChromaIntoSRGB(_ origin: OKLCH, alpha: Double) -> SRGBColor {
        let justNoticeable = 0.02
        let epsilon = 0.0001
        func candidate(_ chroma: Double) -> SRGBColor {
            SRGBColor(oklch: OKLCH(lightness: origin.lightness, chroma: chroma, hue: origin.hue), alpha: alpha)
        }
        var current = candidate(origin.chroma)
        var clipped = current.clampedToSRGB
        if clipped.deltaEOK(to: current) < justNoticeable { return clipped }
        var low = 0.0
        var high = origin.chroma
        var lowIsInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            current = candidate(chroma)
            if lowIsInGamut && current.isInSRGBGamut {
                low = chroma
                continue
            }
            clipped = current.clampedToSRGB
            let difference = clipped.deltaEOK(to: current)
            if difference < justNoticeable {
                if justNoticeable - difference < epsilon { return clipped }
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        // CSS returns the last clipped candidate; the one at `low` is never further from its
        // unclipped colour than a just-noticeable difference, even when the search ended on the
        // in-gamut branch.
        return candidate(low).clampedToSRGB
    }
}
