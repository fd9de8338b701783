import LegibleColor

/// What Compose Material 3 gives a colour role the app's `lightColorScheme(…)` or
/// `darkColorScheme(…)` does not set: the baseline scheme, `ColorLightTokens` and
/// `ColorDarkTokens` of androidx.compose.material3 1.2 and later (token set v0_162), each a
/// tone of the baseline palette (`PaletteTokens.Primary40` is #6750A4).
///
/// `Tables/compose-material3-color-scheme.csv` lists every role with its palette tone, and a test
/// compares each cell, and the roles it shares with the XML themes' table
/// (`material3-baseline-colors.csv`, from material-components-android).
enum ComposeMaterialDefaults {
    /// Role (`onSurface`) → its light and dark baseline colours, as 24-bit RGB.
    static let colorRoles: [String: (light: UInt32, dark: UInt32)] = [
        "primary": (0x6750A4, 0xD0BCFF),
        "onPrimary": (0xFFFFFF, 0x381E72),
        "primaryContainer": (0xEADDFF, 0x4F378B),
        "onPrimaryContainer": (0x21005D, 0xEADDFF),
        "inversePrimary": (0xD0BCFF, 0x6750A4),
        "secondary": (0x625B71, 0xCCC2DC),
        "onSecondary": (0xFFFFFF, 0x332D41),
        "secondaryContainer": (0xE8DEF8, 0x4A4458),
        "onSecondaryContainer": (0x1D192B, 0xE8DEF8),
        "tertiary": (0x7D5260, 0xEFB8C8),
        "onTertiary": (0xFFFFFF, 0x492532),
        "tertiaryContainer": (0xFFD8E4, 0x633B48),
        "onTertiaryContainer": (0x31111D, 0xFFD8E4),
        "background": (0xFEF7FF, 0x141218),
        "onBackground": (0x1D1B20, 0xE6E0E9),
        "surface": (0xFEF7FF, 0x141218),
        "onSurface": (0x1D1B20, 0xE6E0E9),
        "surfaceVariant": (0xE7E0EC, 0x49454F),
        "onSurfaceVariant": (0x49454F, 0xCAC4D0),
        "surfaceTint": (0x6750A4, 0xD0BCFF),
        "inverseSurface": (0x322F35, 0xE6E0E9),
        "inverseOnSurface": (0xF5EFF7, 0x322F35),
        "error": (0xB3261E, 0xF2B8B5),
        "onError": (0xFFFFFF, 0x601410),
        "errorContainer": (0xF9DEDC, 0x8C1D18),
        "onErrorContainer": (0x410E0B, 0xF9DEDC),
        "outline": (0x79747E, 0x938F99),
        "outlineVariant": (0xCAC4D0, 0x49454F),
        "scrim": (0x000000, 0x000000),
        "surfaceBright": (0xFEF7FF, 0x3B383E),
        "surfaceDim": (0xDED8E1, 0x141218),
        "surfaceContainerLowest": (0xFFFFFF, 0x0F0D13),
        "surfaceContainerLow": (0xF7F2FA, 0x1D1B20),
        "surfaceContainer": (0xF3EDF7, 0x211F26),
        "surfaceContainerHigh": (0xECE6F0, 0x2B2930),
        "surfaceContainerHighest": (0xE6E0E9, 0x36343B),
    ]

    /// The baseline colour of `role` in light or dark, `nil` for a name that is no role.
    static func color(role: String, dark: Bool) -> SRGBColor? {
        guard let pair = colorRoles[role] else { return nil }
        let rgb = dark ? pair.dark : pair.light
        return SRGBColor(red8: UInt8(rgb >> 16 & 0xFF), green8: UInt8(rgb >> 8 & 0xFF), blue8: UInt8(rgb & 0xFF))
    }
}
