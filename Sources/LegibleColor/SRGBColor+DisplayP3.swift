extension LinearRGB {
    // Linear Display P3 → XYZ (D65) in the exact rational form CSS Color 4 publishes.
    static let displayP3ToXYZ: [[Double]] = [
        [608311.0 / 1250200.0, 189793.0 / 714400.0, 198249.0 / 1000160.0],
        [35783.0 / 156275.0, 247089.0 / 357200.0, 198249.0 / 2500400.0],
        [0, 32229.0 / 714400.0, 5220557.0 / 5000800.0],
    ]

    /// Linear sRGB components of a colour given in linear-light Display P3.
    ///
    /// Display P3 shares sRGB's D65 white and transfer function but has wider red and green
    /// primaries, so saturated P3 colours come out with components outside `0...1`.
    public init(linearDisplayP3 p3: LinearRGB) {
        let m = LinearRGB.displayP3ToXYZ
        let xyz = XYZ(
            x: m[0][0] * p3.red + m[0][1] * p3.green + m[0][2] * p3.blue,
            y: m[1][0] * p3.red + m[1][1] * p3.green + m[1][2] * p3.blue,
            z: m[2][0] * p3.red + m[2][1] * p3.green + m[2][2] * p3.blue)
        self = xyz.linearSRGB
    }
}

extension SRGBColor {
    /// Creates a colour from Display P3 components (encoded with the sRGB transfer function, as
    /// in CSS `color(display-p3 r g b)` and `UIColor(displayP3Red:green:blue:alpha:)`).
    ///
    /// The result is *not* gamut-mapped: check ``isInSRGBGamut`` and use ``gamutMappedToSRGB``.
    public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let linearP3 = LinearRGB(
            red: SRGBColor.linearize(red), green: SRGBColor.linearize(green), blue: SRGBColor.linearize(blue))
        self.init(linear: LinearRGB(linearDisplayP3: linearP3), alpha: alpha)
    }
}
