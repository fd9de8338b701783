/// Android 14's non-linear font scaling: how many dp a size in sp becomes at a font scale,
/// exactly as the platform's `FontScaleConverterFactory` and `FontScaleConverterImpl` compute it.
///
/// Android 14 stopped multiplying every sp size by the font scale: small text still grows by the
/// full factor, large text grows less, and text of 100 sp and more does not grow at all.
///
/// ```swift
/// AndroidFontScaling.dp(fromSP: 14, fontScale: 2)    // 26 (a linear 2× would give 28)
/// AndroidFontScaling.dp(fromSP: 30, fontScale: 1.5)  // 30: large text does not grow
/// AndroidFontScaling.dp(fromSP: 14, fontScale: 1.1)  // 15.4: below the threshold, linear
/// ```
///
/// ## Rule
/// - Font scales below ``nonLinearThreshold`` (the first table's 1.15 − 0.02 = 1.13) are linear:
///   dp = sp × font scale. So are scales between 1.13 and 1.15 and above 2.0, where the platform
///   has no two tables to interpolate between.
/// - A scale whose key (scale × 100, truncated) equals a table's (1.15, 1.3, 1.5, 1.8, 2.0) uses
///   that table. A scale between two tables uses a table interpolated linearly between them at
///   the common sizes 8, 10, 12, 14, 18, 20, 24, 30 and 100 sp.
/// - Within a table: linear interpolation between its points; below 8 sp from (0, 0); above
///   100 sp the last point's ratio, which is 1, so 100 sp and larger are not enlarged.
/// - Negative sizes convert like positive ones, with the sign kept.
///
/// Jetpack Compose's copy of the factory differs in one respect: it starts at font scale 1.03 and
/// interpolates from the identity table between 1.0 and 1.15.
public enum AndroidFontScaling {
    /// The smallest font scale at which Android 14 applies the curves: 1.15 − 0.02, computed in
    /// `Float` as the platform does.
    public static let nonLinearThreshold = Double(Float(1.15) - Float(0.02))

    /// The font scales with a published lookup table: 1.15, 1.3, 1.5, 1.8 and 2.0.
    public static var tableFontScales: [Double] { publishedCurves.map(\.fontScale) }

    /// Whether sizes scale non-linearly at `fontScale`.
    public static func isNonLinear(atFontScale fontScale: Double) -> Bool {
        curve(forFontScale: fontScale) != nil
    }

    /// The size in dp of text set in `sp` at `fontScale` (`TypedValue.applyDimension` with
    /// `COMPLEX_UNIT_SP`, before multiplying by the display density).
    public static func dp(fromSP sp: Double, fontScale: Double) -> Double {
        curve(forFontScale: fontScale)?.dp(fromSP: sp) ?? sp * fontScale
    }

    /// The size in sp that becomes `dp` at `fontScale`: the inverse of ``dp(fromSP:fontScale:)``
    /// (`FontScaleConverter.convertDpToSp`).
    public static func sp(fromDP dp: Double, fontScale: Double) -> Double {
        if let curve = curve(forFontScale: fontScale) { return curve.sp(fromDP: dp) }
        return fontScale == 0 ? 0 : dp / fontScale
    }

    /// The table `FontScaleConverterFactory.forScale` returns, or `nil` where it scales linearly.
    static func curve(forFontScale fontScale: Double) -> FontScaleCurve? {
        guard fontScale.isFinite, fontScale >= nonLinearThreshold, fontScale < 1000 else { return nil }
        let key = tableKey(fontScale)
        if let exact = publishedCurves.first(where: { tableKey($0.fontScale) == key }) { return exact }
        guard let upperIndex = publishedCurves.firstIndex(where: { tableKey($0.fontScale) > key }), upperIndex > 0 else {
            return nil
        }
        let (lower, upper) = (publishedCurves[upperIndex - 1], publishedCurves[upperIndex])
        let fraction = (fontScale - lower.fontScale) / (upper.fontScale - lower.fontScale)
        let commonSizes: [Double] = [8, 10, 12, 14, 18, 20, 24, 30, 100]
        let dp = commonSizes.map { size in
            let (from, to) = (lower.dp(fromSP: size), upper.dp(fromSP: size))
            return from + (to - from) * min(max(fraction, 0), 1)
        }
        return FontScaleCurve(fontScale: fontScale, sp: commonSizes, dp: dp)
    }

    /// The platform's table key: `(int) (fontScale * 100f)` in `Float`.
    private static func tableKey(_ fontScale: Double) -> Int {
        Int(Float(fontScale) * 100)
    }
}

/// One lookup table: sp sizes and the dp they become, both increasing.
struct FontScaleCurve: Sendable, Hashable {
    let fontScale: Double
    let sp: [Double]
    let dp: [Double]

    func dp(fromSP value: Double) -> Double {
        Self.interpolate(value, from: sp, to: dp)
    }

    func sp(fromDP value: Double) -> Double {
        Self.interpolate(value, from: dp, to: sp)
    }

    /// `FontScaleConverterImpl.lookupAndInterpolate`: exact points, linear between points, from
    /// zero below the first, the last point's ratio above the last.
    private static func interpolate(_ value: Double, from sources: [Double], to targets: [Double]) -> Double {
        let magnitude = abs(value)
        let sign: Double = value < 0 ? -1 : 1
        guard let lastSource = sources.last, let lastTarget = targets.last else { return value }
        if magnitude >= lastSource {
            return lastSource == 0 ? 0 : value * lastTarget / lastSource
        }
        let upper = sources.firstIndex { $0 >= magnitude } ?? sources.count - 1
        if sources[upper] == magnitude { return sign * targets[upper] }
        let (startSource, startTarget) = upper == 0 ? (0, 0) : (sources[upper - 1], targets[upper - 1])
        let fraction = (magnitude - startSource) / (sources[upper] - startSource)
        return sign * (startTarget + (targets[upper] - startTarget) * fraction)
    }
}
