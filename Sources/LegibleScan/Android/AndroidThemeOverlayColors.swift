import LegibleColor

/// Colours the library theme overlays give the views inside a view that names one
/// (`android:theme="@style/ThemeOverlay.AppCompat.Dark.ActionBar"`): Android wraps that view's
/// context in the overlay (a `ContextThemeWrapper`), so it and every view inside it resolve their
/// theme attributes in the overlay first, then in the activity's theme under it — in light and
/// dark alike. Transportr fragment_trip_detail.xml:34's bottom bar makes `?android:textColorPrimary`
/// white and `?android:textColorSecondary` 70% white on its #f44336 fill in both appearances.
///
/// AppCompat's `Base.ThemeOverlay.AppCompat.Dark`/`.Light` set the text colours and window colour
/// of `Platform.AppCompat(.Light)` (androidx appcompat 4e156f83 `values/themes_base.xml`); the
/// `ActionBar` overlays add only `colorControlNormal` and `searchViewStyle`; the DayNight overlay
/// is the Light one, and the Dark one in `values-night`. Material Components' `Dark`/`Light`
/// overlays are AppCompat's with Material's window colour (material-components-android 0995f999
/// `theme/res/values/themes_overlay.xml`); its `Dark.ActionBar` is AppCompat's.
///
/// `Tables/android-theme-overlay-colors.csv` gives each value's source, and a test compares every cell.
enum AndroidThemeOverlayColors {
    /// Library overlay → attribute → light and dark colour as `0xAARRGGBB`. An overlay listed
    /// with no attribute sets none of these: the theme under it gives them.
    static let colors: [String: [String: (light: UInt32, dark: UInt32)]] = [
        "ThemeOverlay.AppCompat.Dark": appCompat(light: false, dark: false),
        "ThemeOverlay.AppCompat.Dark.ActionBar": appCompat(light: false, dark: false),
        "ThemeOverlay.AppCompat.Light": appCompat(light: true, dark: true),
        "ThemeOverlay.AppCompat.DayNight": appCompat(light: true, dark: false),
        "ThemeOverlay.AppCompat.DayNight.ActionBar": appCompat(light: true, dark: false),
        "ThemeOverlay.AppCompat.ActionBar": [:],
        "ThemeOverlay.MaterialComponents.Dark": appCompat(light: false, dark: false).merging(background(0xFF12_1212, 0xFF12_1212)) { $1 },
        "ThemeOverlay.MaterialComponents.Dark.ActionBar": appCompat(light: false, dark: false),
        "ThemeOverlay.MaterialComponents.Light": appCompat(light: true, dark: true).merging(background(0xFFFF_FFFF, 0xFFFF_FFFF)) { $1 },
        "ThemeOverlay.MaterialComponents.ActionBar": [:],
    ]

    /// The attributes an overlay Legible does not know may well change (its text and surface
    /// colours): under one, they are not known.
    static func mayChange(_ attribute: String) -> Bool {
        let name = attribute.hasPrefix("android:") ? String(attribute.dropFirst("android:".count)) : attribute
        return name.hasPrefix("textColor") || name.hasPrefix("colorSurface") || name.hasPrefix("colorOnSurface") || name.hasPrefix("colorOnBackground")
            || ["colorBackground", "windowBackground", "colorBackgroundFloating"].contains(name)
    }

    /// `primary_text_default_material_light` #de000000, `secondary_text_default_material_light`
    /// #8a000000 (tertiary is the secondary list too), `…_dark` #ffffffff and #b3ffffff; the window
    /// colour `background_material_light` #fafafa and `background_material_dark` #303030.
    private static func appCompat(light: Bool, dark: Bool) -> [String: (light: UInt32, dark: UInt32)] {
        func pick(_ isLight: Bool, primary: Bool) -> UInt32 {
            isLight ? (primary ? 0xDE00_0000 : 0x8A00_0000) : (primary ? 0xFFFF_FFFF : 0xB3FF_FFFF)
        }
        let window: (Bool) -> UInt32 = { $0 ? 0xFFFA_FAFA : 0xFF30_3030 }
        return [
            "android:textColorPrimary": (pick(light, primary: true), pick(dark, primary: true)),
            "android:textColorSecondary": (pick(light, primary: false), pick(dark, primary: false)),
            "android:textColorTertiary": (pick(light, primary: false), pick(dark, primary: false)),
            "android:colorBackground": (window(light), window(dark)),
        ]
    }

    private static func background(_ light: UInt32, _ dark: UInt32) -> [String: (light: UInt32, dark: UInt32)] {
        ["android:colorBackground": (light, dark)]
    }

    /// Whether the table holds the overlay (only whole names: a further part may set more).
    static func knows(_ overlay: String) -> Bool { colors[overlay] != nil }

    /// The colour and alpha the overlay gives `attribute` in light or dark mode; `nil` when the
    /// table does not hold the overlay or the overlay does not set the attribute.
    static func color(overlay: String, attribute: String, dark: Bool) -> (color: SRGBColor, alpha: Double)? {
        guard let pair = colors[overlay]?[attribute] else { return nil }
        let argb = dark ? pair.dark : pair.light
        let color = SRGBColor(red8: UInt8((argb >> 16) & 0xFF), green8: UInt8((argb >> 8) & 0xFF), blue8: UInt8(argb & 0xFF))
        return (color, Double(argb >> 24) / 255)
    }
}
