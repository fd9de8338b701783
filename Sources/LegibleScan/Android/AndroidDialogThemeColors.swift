import LegibleColor

/// The window colour AppCompat's dialog themes give an activity shown as a dialog, when the app's
/// theme (`<activity android:theme="@style/AppAlertDialog">` ← `Theme.AppCompat.Light.Dialog.Alert`)
/// does not set it: `android:colorBackground` is `?attr/colorBackgroundFloating`, white in the light
/// themes and `material_grey_800` in the dark ones, and the window's `abc_dialog_material_background`
/// is drawn in it. `Tables/android-dialog-theme-colors.csv` gives each value's source, and a test
/// compares every cell. Without them the text of materialistic b631d511 `activity_login.xml:68`
/// (50% black on white, 3.95:1) was not measured.
enum AndroidDialogThemeColors {
    /// Library theme (and every theme named by it and a further `.` part, `….Alert`, `….MinWidth`)
    /// → attribute → light and dark colour.
    static let colors: [String: [String: (light: SRGBColor, dark: SRGBColor)]] = [
        "Theme.AppCompat.Light.Dialog": ["android:colorBackground": (white, white)],
        "Theme.AppCompat.Dialog": ["android:colorBackground": (grey800, grey800)],
        "Theme.AppCompat.DayNight.Dialog": ["android:colorBackground": (white, grey800)],
    ]

    private static let white = SRGBColor(red8: 0xFF, green8: 0xFF, blue8: 0xFF)
    private static let grey800 = SRGBColor(red8: 0x42, green8: 0x42, blue8: 0x42)

    /// The colour a library theme gives `attribute` (`android:colorBackground`) in light or dark
    /// mode, with the table's theme it comes from; `nil` for any other theme or attribute.
    /// `Theme.AppCompat.Light.DialogWhenLarge` is no dialog on a phone, so only whole name parts match.
    static func color(theme: String, attribute: String, dark: Bool) -> (color: SRGBColor, theme: String)? {
        for (prefix, attributes) in colors where theme == prefix || theme.hasPrefix(prefix + ".") {
            guard let pair = attributes[attribute] else { return nil }
            return (dark ? pair.dark : pair.light, prefix)
        }
        return nil
    }
}
