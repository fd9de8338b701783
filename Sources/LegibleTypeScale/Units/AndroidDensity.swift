/// Android's generalized screen densities, ldpi to xxxhdpi.
///
/// ```swift
/// AndroidDensity.xxhdpi.dotsPerInch  // 480
/// AndroidDensity.xxhdpi.scale        // 3: 1 dp = 3 px
/// ```
public enum AndroidDensity: String, CaseIterable, Sendable, Hashable {
    case ldpi, mdpi, tvdpi, hdpi, xhdpi, xxhdpi, xxxhdpi

    /// The density in dots per inch (`DisplayMetrics.DENSITY_…`).
    public var dotsPerInch: Int {
        switch self {
        case .ldpi: 120
        case .mdpi: 160
        case .tvdpi: 213
        case .hdpi: 240
        case .xhdpi: 320
        case .xxhdpi: 480
        case .xxxhdpi: 640
        }
    }

    /// Pixels per dp, `DisplayMetrics.density`: dots per inch ÷ 160.
    public var scale: Double { Double(dotsPerInch) / 160 }

    /// Parses a density name (`xxhdpi`, `XXHDPI`, `drawable-xxhdpi`) or its dots per inch (`480`, `480dpi`).
    ///
    /// - Throws: ``TypeScaleError`` naming the input and listing the densities.
    public init(parsing text: String) throws(TypeScaleError) {
        let key = nameKey(text)
        let found = Self.allCases.first { key == $0.rawValue || key == "drawable\($0.rawValue)" || key == "\($0.dotsPerInch)" || key == "\($0.dotsPerInch)dpi" }
        guard let found else {
            throw .unknown("Android density", text, expected: Self.allCases.map { "\($0.rawValue) (\($0.dotsPerInch))" })
        }
        self = found
    }
}
