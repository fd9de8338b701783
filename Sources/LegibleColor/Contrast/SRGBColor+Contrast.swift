extension SRGBColor {
    /// Relative luminance as WCAG 2.2 defines it: each sRGB component linearised with the
    /// 0.04045 threshold, then weighted 0.2126 R + 0.7152 G + 0.0722 B.
    ///
    /// Alpha is ignored (composite first with ``composited(over:)``); components are clamped to `0...1`.
    ///
    /// ```swift
    /// SRGBColor.white.relativeLuminance   // 1.0
    /// try SRGBColor(parsing: "#777").relativeLuminance   // ≈ 0.1845
    /// ```
    public var relativeLuminance: Double {
        let clamped = clampedToSRGB
        return WCAG.redCoefficient * SRGBColor.linearize(clamped.red)
            + WCAG.greenCoefficient * SRGBColor.linearize(clamped.green)
            + WCAG.blueCoefficient * SRGBColor.linearize(clamped.blue)
    }

    /// The WCAG 2.2 contrast ratio `(L1 + 0.05) / (L2 + 0.05)`, lighter over darker, from 1 to 21.
    ///
    /// Unrounded: decide pass/fail on this value and display it with ``WCAG/formattedRatio(_:)``.
    /// Alpha is ignored; use ``ContrastMeasurement`` for translucent colours.
    ///
    /// ```swift
    /// SRGBColor.black.contrastRatio(to: .white)   // 21.0
    /// ```
    public func contrastRatio(to other: SRGBColor) -> Double {
        let (first, second) = (relativeLuminance, other.relativeLuminance)
        return (max(first, second) + WCAG.flare) / (min(first, second) + WCAG.flare)
    }

    /// This colour painted over `background` with source-over compositing on sRGB-encoded
    /// components, as browsers and axe-core blend.
    ///
    /// Over an opaque background the result is opaque:
    /// `result = foreground × α + background × (1 − α)` for each component.
    ///
    /// ```swift
    /// let halfBlack = SRGBColor.black.withAlpha(0.5)
    /// halfBlack.composited(over: .white).hex   // "#808080"
    /// ```
    public func composited(over background: SRGBColor) -> SRGBColor {
        let top = min(max(alpha, 0), 1)
        let bottom = min(max(background.alpha, 0), 1)
        let outAlpha = top + bottom * (1 - top)
        guard outAlpha > 0 else { return SRGBColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func blend(_ front: Double, _ back: Double) -> Double {
            (front * top + back * bottom * (1 - top)) / outAlpha
        }
        return SRGBColor(
            red: blend(red, background.red), green: blend(green, background.green), blue: blend(blue, background.blue),
            alpha: outAlpha)
    }
}
