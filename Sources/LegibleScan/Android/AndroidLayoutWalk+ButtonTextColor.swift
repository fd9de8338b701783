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
    /// (`android:theme` on the view, a `materialThemeOverlay` that is not the app's own;
    /// ``overlaidValue(_:attribute:)``), or when the theme does not say what the attribute is.
    mutating func materialButtonTextColor(_ view: AndroidView, id: String, location: Finding.Location) -> ScannedColor? {
        guard view.android("theme") == nil, let style = libraryButtonStyle(view), let attribute = Self.materialButtonTextAttribute(style: style),
            case let overlay = overlaidValue(view, attribute: attribute), overlay != .unknown
        else { return nil }
        if case .set(let value) = overlay { return color(value, id: id, location: location) }
        let color = themeColor("?attr/\(attribute)", attribute: (attribute, false), id: id, location: location)
        if case .themed(_, _, .unresolved, .unresolved) = color { return nil }
        if case .unresolved = color { return nil }
        return color
    }
}

// A Material button's `materialThemeOverlay` of the app's own (issue 33, fresh-android25a pattern 7):
// element-android 4c04cbf5 `Widget.Vector.Button.Text` (ui-styles `styles_buttons.xml:36-42`, on
// `Widget.MaterialComponents.Button.TextButton`) sets `VectorMaterialThemeOverlayPositive`, an empty
// style ("Keep default colors from the theme", `:32-34`): its 36 text buttons draw the theme's
// colorPrimary #0DBD8B on white (2.42:1, `fragment_analytics_optin.xml:136`), and were left unjudged.
// `…Text.Destructive`'s overlay sets `colorPrimary` to `?colorError` (`:23-25`), which is then the colour.
extension AndroidLayoutWalk {
    /// What a button's `materialThemeOverlay` does to a theme attribute.
    enum OverlaidValue: Equatable {
        /// No overlay, or one that leaves the attribute as the theme has it.
        case unchanged
        /// The overlay sets the attribute to this value.
        case set(String)
        /// A library overlay, or one that does not resolve.
        case unknown
    }

    /// What the view's `materialThemeOverlay` makes `attribute`: an app style with no library
    /// ancestor that sets nothing leaves it; one that sets only `colorPrimary`, the text colour of an
    /// unfilled button (text, outlined, elevated), gives its value. Anything else is unknown: a
    /// filled button's fill is `colorPrimary` too, which the fill is not read through the overlay for
    /// (element-android's `Widget.Vector.Button.Destructive` is drawn on `colorError`).
    func overlaidValue(_ view: AndroidView, attribute: String) -> OverlaidValue {
        guard let overlay = view.attributes["materialThemeOverlay"] ?? view.app("materialThemeOverlay") else { return .unchanged }
        guard let reference = AndroidValueSyntax.reference(overlay), reference.type == "style", !reference.isFramework,
            let resolved = try? resources.resolveStyle(reference.name, isFramework: false), resolved.library == nil
        else { return .unknown }
        if resolved.items.isEmpty { return .unchanged }
        guard attribute == "colorPrimary", resolved.items.count == 1, let value = resolved.items["app:colorPrimary"] ?? resolved.items["colorPrimary"]
        else { return .unknown }
        return .set(value)
    }
}
