import LegibleColor

/// The colours Material 3's own themes (`Theme.Material3.Light`, `.Dark`, `.DayNight` and their
/// `NoActionBar` variants) give the few theme attributes text and its background most often
/// use, when the app's theme does not set them: the baseline (non-dynamic) scheme.
///
/// These come from material-components-android's `themes_base.xml` and `tokens.xml` (v0.185);
/// `Tables/material3-baseline-colors.csv` lists them with the palette token of each, and a test
/// compares every cell. An app that turns on dynamic colour shows wallpaper colours on Android
/// 12 and later instead, which no file of the app can say.
public enum AndroidMaterialThemeColors {
    /// One attribute's light and dark baseline colour.
    public struct Pair: Sendable, Hashable {
        /// The colour in `Theme.Material3.Light` (and `DayNight` in light mode).
        public var light: SRGBColor
        /// The colour in `Theme.Material3.Dark` (and `DayNight` in dark mode).
        public var dark: SRGBColor
    }

    /// Attribute (`colorOnSurface`, `android:textColorPrimary`) → its baseline colours.
    public static let baseline: [String: Pair] = [
        "colorPrimary": pair(0x6750A4, 0xD0BCFF),
        "colorOnPrimary": pair(0xFFFFFF, 0x381E72),
        "colorSurface": pair(0xFEF7FF, 0x141218),
        "colorOnSurface": pair(0x1D1B20, 0xE6E0E9),
        "colorOnSurfaceVariant": pair(0x49454F, 0xCAC4D0),
        "android:colorBackground": pair(0xFEF7FF, 0x141218),
        // The enabled state of m3_default_color_primary_text / secondary_text.
        "android:textColorPrimary": pair(0x1D1B20, 0xE6E0E9),
        "android:textColorSecondary": pair(0x49454F, 0xCAC4D0),
    ]

    /// Whether a library theme is one of Material 3's with the baseline scheme, and which
    /// appearance it is fixed to: `nil` for a theme this table does not describe (Material
    /// Components, AppCompat, the framework's, Material 3's dynamic-colour themes).
    ///
    /// - Returns: `.light` or `.dark` for a theme fixed to one, `.some(nil)` for `DayNight`.
    static func appearance(ofTheme name: String) -> FixedAppearance? {
        guard name.hasPrefix("Theme.Material3."), !name.contains("DynamicColors") else { return nil }
        let rest = name.dropFirst("Theme.Material3.".count)
        if rest.hasPrefix("DayNight") { return .followsSystem }
        if rest.hasPrefix("Light") { return .light }
        if rest.hasPrefix("Dark") { return .dark }
        return nil
    }

    /// Which of the baseline's colours a Material 3 theme shows.
    enum FixedAppearance {
        case light, dark, followsSystem
    }

    private static func pair(_ light: UInt32, _ dark: UInt32) -> Pair {
        Pair(light: color(light), dark: color(dark))
    }

    private static func color(_ rgb: UInt32) -> SRGBColor {
        SRGBColor(red8: UInt8(rgb >> 16 & 0xFF), green8: UInt8(rgb >> 8 & 0xFF), blue8: UInt8(rgb & 0xFF))
    }
}
