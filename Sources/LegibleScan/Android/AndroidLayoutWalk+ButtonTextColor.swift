import LegibleReporting

/// The text colour a Material button's library style gives it when neither the view nor the
/// app's style sets `android:textColor`.
extension AndroidLayoutWalk {
    /// The theme attribute each Material button style's `android:textColor` ends in
    /// (material-components-android `button/res/values/styles.xml` and `res/color/`):
    /// `mtrl_btn_text_color_selector` and Material 3's `m3_button_foreground_color_selector` are
    /// `?attr/colorOnPrimary` when enabled (Material 3 through `ThemeOverlay.Material3.Button`'s
    /// `m3_comp_button_filled_icon_color`); `mtrl_text_btn_text_color_selector` and
    /// `m3_text_button_foreground_color_selector` are `?attr/colorPrimary` (the text, outlined and
    /// elevated buttons); the tonal button's overlay gives `colorOnSecondaryContainer`. The
    /// longest prefix wins; `nil` marks a style with no known text colour (the icon-only buttons,
    /// the Material 3 Snackbar button's `colorPrimaryInverse`).
    static let materialButtonTextAttributes: [String: String?] = [
        "Widget.MaterialComponents.Button": "colorOnPrimary",
        "Widget.MaterialComponents.Button.TextButton": "colorPrimary",
        "Widget.MaterialComponents.Button.OutlinedButton": "colorPrimary",
        "Widget.Material3.Button": "colorOnPrimary",
        "Widget.Material3.Button.TonalButton": "colorOnSecondaryContainer",
        "Widget.Material3.Button.TextButton": "colorPrimary",
        "Widget.Material3.Button.TextButton.Snackbar": String?.none,
        "Widget.Material3.Button.OutlinedButton": "colorPrimary",
        "Widget.Material3.Button.ElevatedButton": "colorPrimary",
        "Widget.Material3.Button.IconButton": String?.none,
    ]

    /// The theme attribute a Material button library style's text colour is, by the longest
    /// prefix of ``materialButtonTextAttributes`` the name starts with (at a `.`).
    static func materialButtonTextAttribute(style: String) -> String? {
        var name = Substring(style)
        while !name.isEmpty {
            if let attribute = materialButtonTextAttributes[String(name)] { return attribute }
            guard let dot = name.lastIndex(of: ".") else { return nil }
            name = name[..<dot]
        }
        return nil
    }

    /// A Material button's text colour from its library style, resolved in the app's theme:
    /// AndroidAPS 02052250 `maintenance_fragment.xml:57`, a button in `GrayButton`
    /// (`Widget.MaterialComponents.Button` with only a grey `backgroundTint`), draws its text in
    /// `colorOnPrimary` (#FFFFFF) on #BABABA, which the scan left unjudged. `nil` when the
    /// style is not one whose colour is known, when a theme overlay may remap the attribute
    /// (`android:theme` on the view, `materialThemeOverlay` in its style), or when the theme
    /// does not say what the attribute is.
    mutating func materialButtonTextColor(_ view: AndroidView, id: String, location: Finding.Location) -> ScannedColor? {
        guard view.android("theme") == nil, view.attributes["materialThemeOverlay"] == nil, view.app("materialThemeOverlay") == nil,
            let style = libraryButtonStyle(view), let attribute = Self.materialButtonTextAttribute(style: style)
        else { return nil }
        let color = themeColor("?attr/\(attribute)", attribute: (attribute, false), id: id, location: location)
        if case .themed(_, _, .unresolved, .unresolved) = color { return nil }
        if case .unresolved = color { return nil }
        return color
    }
}
