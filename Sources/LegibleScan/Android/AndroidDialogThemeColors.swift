import LegibleColor

/// Colours AppCompat's themes give an app whose theme inherits them without setting them.
///
/// The dialog themes' window colour, when the app's theme (`<activity
/// android:theme="@style/AppAlertDialog">` ← `Theme.AppCompat.Light.Dialog.Alert`) does not set
/// it: `android:colorBackground` is `?attr/colorBackgroundFloating`, white in the light themes and
/// `material_grey_800` in the dark ones, and the window's `abc_dialog_material_background` is drawn
/// in it. Without it the text of materialistic b631d511 `activity_login.xml:68` (50% black on
/// white, 3.95:1) was not measured.
///
/// The window colour of the activity themes (`Theme.AppCompat.Light.NoActionBar`,
/// `Theme.MaterialComponents.DayNight`), when the app's theme sets neither `android:windowBackground`
/// nor `android:colorBackground`: the window is drawn in `android:colorBackground` —
/// AppCompat's `background_material_light` `#FAFAFA` and `background_material_dark` `#303030`
/// (`Platform.AppCompat(.Light)` and, from API 21, the framework's `Theme.Material(.Light)` it
/// inherits, which give the same values), Material Components' `design_default_color_background`
/// `#FFFFFF` and `design_dark_default_color_background` `#121212`. Without it gnucash 2ad44adf's grey
/// form labels (`fragment_account_form.xml:50`, `#AAAAAA` on `#FAFAFA`, 2.22:1) were not measured.
/// A `DialogWhenLarge` theme is a dialog on a large screen only: it is given no window colour here.
///
/// A Material Components Bridge theme adds only Material's new attributes to AppCompat's
/// (material-components-android ac7e18ef `theme/res/values/themes_base_bridge.xml`:
/// `Platform.MaterialComponents(.Light)` is `Theme.AppCompat(.Light)`, and neither Bridge base sets
/// a window or text colour), so it has AppCompat's: openfoodfacts' `MaterialComponents.DayNight.Bridge`
/// theme left `activity_login.xml:123` (#9E9E9E on #FAFAFA, 2.6:1) and `fragment_home.xml:67`
/// unmeasured (fresh-android23b). Its Dialog themes are AppCompat's dialogs; they are not in the table.
///
/// The text colours (`android:textColorPrimary`, `…Secondary`, `…Tertiary`) of every
/// `Theme.AppCompat.Light…`, `Theme.AppCompat…` (dark) and `Theme.AppCompat.DayNight…` theme,
/// which `Platform.AppCompat(.Light)` sets: 87% and 54% black, white and 70% white. A Caption or
/// Small text appearance (`?android:attr/textColorSecondary`) in a theme that sets no text colour
/// was not measured.
///
/// `Tables/android-dialog-theme-colors.csv` gives each value's source, and a test compares every cell.
enum AndroidDialogThemeColors {
    /// Library theme (and every theme named by it and a further `.` part, `….Alert`, `….MinWidth`)
    /// → attribute → light and dark colour as `0xAARRGGBB`. The longest matching theme that sets the
    /// attribute wins: `Theme.AppCompat.Light.Dialog`'s text colours are `Theme.AppCompat.Light`'s.
    static let colors: [String: [String: (light: UInt32, dark: UInt32)]] = [
        "Theme.AppCompat.Light.Dialog": ["android:colorBackground": (white, white)],
        "Theme.AppCompat.Dialog": ["android:colorBackground": (grey800, grey800)],
        "Theme.AppCompat.DayNight.Dialog": ["android:colorBackground": (white, grey800)],
        "Theme.AppCompat.Light": textColors(light: true, dark: true).merging(window(grey50, grey50)) { $1 },
        "Theme.AppCompat": textColors(light: false, dark: false).merging(window(grey850, grey850)) { $1 },
        "Theme.AppCompat.DayNight": textColors(light: true, dark: false).merging(window(grey50, grey850)) { $1 },
        "Theme.MaterialComponents.Light": window(white, white),
        "Theme.MaterialComponents": window(materialDark, materialDark),
        "Theme.MaterialComponents.DayNight": window(white, materialDark),
        "Theme.MaterialComponents.Light.Bridge": textColors(light: true, dark: true).merging(window(grey50, grey50)) { $1 },
        "Theme.MaterialComponents.Bridge": textColors(light: false, dark: false).merging(window(grey850, grey850)) { $1 },
        "Theme.MaterialComponents.DayNight.Bridge": textColors(light: true, dark: false).merging(window(grey50, grey850)) { $1 },
    ]

    private static let white: UInt32 = 0xFFFF_FFFF
    private static let grey800: UInt32 = 0xFF42_4242
    private static let grey850: UInt32 = 0xFF30_3030
    private static let grey50: UInt32 = 0xFFFA_FAFA
    private static let materialDark: UInt32 = 0xFF12_1212

    /// The `android:colorBackground` row of an activity theme.
    private static func window(_ light: UInt32, _ dark: UInt32) -> [String: (light: UInt32, dark: UInt32)] {
        ["android:colorBackground": (light, dark)]
    }

    /// `primary_text_default_material_light` #de000000, `secondary_text_default_material_light`
    /// #8a000000 (tertiary is the secondary colour list too), `…_dark` #ffffffff and #b3ffffff: the
    /// enabled state of `abc_primary_text_material_*` and `abc_secondary_text_material_*`.
    private static func textColors(light: Bool, dark: Bool) -> [String: (light: UInt32, dark: UInt32)] {
        func pick(_ isLight: Bool, primary: Bool) -> UInt32 {
            isLight ? (primary ? 0xDE00_0000 : 0x8A00_0000) : (primary ? 0xFFFF_FFFF : 0xB3FF_FFFF)
        }
        return [
            "android:textColorPrimary": (pick(light, primary: true), pick(dark, primary: true)),
            "android:textColorSecondary": (pick(light, primary: false), pick(dark, primary: false)),
            "android:textColorTertiary": (pick(light, primary: false), pick(dark, primary: false)),
        ]
    }

    /// The colour and alpha a library theme gives `attribute` (`android:colorBackground`,
    /// `android:textColorSecondary`) in light or dark mode, with the table's theme it comes from;
    /// `nil` for any other theme or attribute. `Theme.AppCompat.Light.DialogWhenLarge` is no dialog
    /// on a phone, so only whole name parts match.
    static func color(theme: String, attribute: String, dark: Bool) -> (color: SRGBColor, alpha: Double, theme: String)? {
        // Its window is drawn as another theme's, or as a dialog's on a large screen.
        let parts = theme.split(separator: ".")
        if attribute == "android:colorBackground", parts.contains("DialogWhenLarge") { return nil }
        guard let theme = bridgeBase(theme) else { return nil }
        let matches = colors.keys.filter { theme == $0 || theme.hasPrefix($0 + ".") }.sorted { $0.count > $1.count }
        for prefix in matches {
            guard let pair = colors[prefix]?[attribute] else { continue }
            let argb = dark ? pair.dark : pair.light
            let color = SRGBColor(red8: UInt8((argb >> 16) & 0xFF), green8: UInt8((argb >> 8) & 0xFF), blue8: UInt8(argb & 0xFF))
            return (color, Double(argb >> 24) / 255, prefix)
        }
        return nil
    }

    /// A Bridge theme with its `Bridge` part after its base (`Theme.MaterialComponents.Light.NoActionBar.Bridge`
    /// → `Theme.MaterialComponents.Light.Bridge.NoActionBar`), so it matches the base's row; any
    /// other theme as it is. `nil` for a Bridge theme the table does not hold (its dialogs, another
    /// library's): its colours are unknown.
    private static func bridgeBase(_ theme: String) -> String? {
        var parts = theme.split(separator: ".").map(String.init)
        guard parts.contains("Bridge") else { return theme }
        guard parts.count >= 3, parts.last == "Bridge", parts[0] == "Theme", parts[1] == "MaterialComponents", !parts.contains("Dialog") else { return nil }
        parts.removeLast()
        parts.insert("Bridge", at: parts.count > 2 && ["Light", "DayNight"].contains(parts[2]) ? 3 : 2)
        return parts.joined(separator: ".")
    }
}
