import LegibleColor

/// What Compose Material 2 gives a colour role the app's `lightColors(…)` or `darkColors(…)` does
/// not set: the default arguments of those functions in androidx.compose.material's Colors.kt.
///
/// `Tables/compose-material2-colors.csv` lists every role with its source line, and a test compares
/// each cell. `darkColors`'s `secondaryVariant` defaults to the call's own `secondary`, not a
/// colour: ``followsSecondary``.
enum ComposeMaterial2Defaults {
    /// Role (`onSurface`) → its light and dark default colours, as 24-bit RGB.
    static let colorRoles: [String: (light: UInt32, dark: UInt32)] = [
        "primary": (0x6200EE, 0xBB86FC),
        "primaryVariant": (0x3700B3, 0x3700B3),
        "secondary": (0x03DAC6, 0x03DAC6),
        "secondaryVariant": (0x018786, 0x03DAC6),
        "background": (0xFFFFFF, 0x121212),
        "surface": (0xFFFFFF, 0x121212),
        "error": (0xB00020, 0xCF6679),
        "onPrimary": (0xFFFFFF, 0x000000),
        "onSecondary": (0x000000, 0x000000),
        "onBackground": (0x000000, 0xFFFFFF),
        "onSurface": (0x000000, 0xFFFFFF),
        "onError": (0xFFFFFF, 0x000000),
    ]

    /// The dark role whose default is the call's `secondary` (`secondaryVariant: Color = secondary`).
    static let followsSecondary = "secondaryVariant"

    /// The default colour of `role` in light or dark, `nil` for a name that is no role.
    static func color(role: String, dark: Bool) -> SRGBColor? {
        guard let pair = colorRoles[role] else { return nil }
        let rgb = dark ? pair.dark : pair.light
        return SRGBColor(red8: UInt8(rgb >> 16 & 0xFF), green8: UInt8(rgb >> 8 & 0xFF), blue8: UInt8(rgb & 0xFF))
    }
}
