/// The horizontal padding Material Components' button and text-field styles give their text, so a
/// `MaterialButton` or a `TextInputEditText` that sets no padding of its own is audited in the
/// width its style leaves it (issue 34).
///
/// The values are material-components-android's own (`Tables/android-widget-padding.csv`, made from
/// its `res/values` by `Tables/make-android-widget-padding.py`; a test compares every cell).
/// AppCompat's buttons (`Widget.AppCompat.Button`, `.Borderless`…, the default `<Button>` of an
/// AppCompat theme) are the framework's Material buttons from API 21, padded by their background:
/// a 4dp inset around a shape with 8dp padding, 12dp a side (appcompat `values-v21/styles_base.xml`,
/// AOSP `btn_default_mtrl_shape.xml` and `dimens_material.xml`). AppCompat's and the framework's
/// text fields take their padding from a nine-patch background, whose padding is in the image, not
/// in text Legible can review: they stay unknown, as does `Widget.AppCompat.Button.Colored`, whose
/// background is AppCompat's own.
package enum AndroidWidgetPadding {
    /// Style → the width its text loses, in dp: `paddingStart + paddingEnd`, plus
    /// `insetLeft + insetRight` for a button (`MaterialButtonHelper` adds the insets to the padding).
    package static let textInsets: [String: Double] = [
        "Widget.MaterialComponents.Button": 32,
        "Widget.MaterialComponents.Button.UnelevatedButton": 32,
        "Widget.MaterialComponents.Button.OutlinedButton": 32,
        "Widget.MaterialComponents.Button.TextButton": 16,
        "Widget.MaterialComponents.Button.TextButton.Dialog": 16,
        "Widget.MaterialComponents.Button.Icon": 28,
        "Widget.MaterialComponents.Button.TextButton.Icon": 16,
        "Widget.Material3.Button": 48,
        "Widget.Material3.Button.UnelevatedButton": 48,
        "Widget.Material3.Button.ElevatedButton": 48,
        "Widget.Material3.Button.TonalButton": 48,
        "Widget.Material3.Button.OutlinedButton": 48,
        "Widget.Material3.Button.TextButton": 24,
        "Widget.Material3.Button.TextButton.Dialog": 24,
        "Widget.Material3.Button.Icon": 40,
        "Widget.Material3.Button.TextButton.Icon": 28,
        "Widget.Material3.Button.IconButton": 28,
        "Widget.Material3.Button.IconButton.Filled": 28,
        "Widget.Material3.Button.IconButton.Filled.Tonal": 28,
        "Widget.Material3.Button.IconButton.Outlined": 28,
        "Widget.MaterialComponents.TextInputEditText.FilledBox": 32,
        "Widget.MaterialComponents.TextInputEditText.OutlinedBox": 32,
        "Widget.Material3.TextInputEditText.FilledBox": 32,
        "Widget.Material3.TextInputEditText.OutlinedBox": 32,
        // AppCompat's buttons are the framework's Widget.Material.Button… from API 21: their
        // background's 4dp inset plus its shape's 8dp padding on each side.
        "Widget.AppCompat.Button": 24, "Base.Widget.AppCompat.Button": 24,
        "Widget.AppCompat.Button.Small": 24, "Base.Widget.AppCompat.Button.Small": 24,
        "Widget.AppCompat.Button.Borderless": 24, "Base.Widget.AppCompat.Button.Borderless": 24,
        "Widget.AppCompat.Button.Borderless.Colored": 24, "Base.Widget.AppCompat.Button.Borderless.Colored": 24,
        "Widget.AppCompat.Button.ButtonBar.AlertDialog": 24, "Base.Widget.AppCompat.Button.ButtonBar.AlertDialog": 24,
    ]

    /// Button style → its `android:minWidth` and `android:maxWidth` in dp (`maximum` `nil`: none),
    /// so a `wrap_content` button beside a label takes `max(minimum, min(maximum, text + inset))`
    /// (`TextView.onMeasure`). Material Components' and Material 3's buttons inherit
    /// `Widget.AppCompat.Button`'s 88dp (the framework's `Widget.Material.Button`, 88dip) and cap
    /// at 320dp (`mtrl_btn_max_width`, `m3_btn_max_width`); their dialog buttons' minimum is 64dp,
    /// an icon button's 20dp (`m3_btn_icon_only_min_width`; `Tables/android-button-widths.csv`, a test compares every cell).
    package static let buttonWidths: [String: (minimum: Double, maximum: Double?)] = {
        var widths: [String: (minimum: Double, maximum: Double?)] = [:]
        for style in [
            "Widget.MaterialComponents.Button", "Widget.MaterialComponents.Button.UnelevatedButton", "Widget.MaterialComponents.Button.OutlinedButton",
            "Widget.MaterialComponents.Button.TextButton", "Widget.MaterialComponents.Button.Icon", "Widget.MaterialComponents.Button.TextButton.Icon",
            "Widget.Material3.Button", "Widget.Material3.Button.UnelevatedButton", "Widget.Material3.Button.ElevatedButton",
            "Widget.Material3.Button.TonalButton", "Widget.Material3.Button.OutlinedButton", "Widget.Material3.Button.TextButton",
            "Widget.Material3.Button.Icon", "Widget.Material3.Button.TextButton.Icon",
        ] {
            widths[style] = (88, 320)
        }
        widths["Widget.MaterialComponents.Button.TextButton.Dialog"] = (64, 320)
        widths["Widget.Material3.Button.TextButton.Dialog"] = (64, 320)
        // An icon button: m3_btn_icon_only_min_width, under its parent Widget.Material3.Button.TextButton's maximum.
        for style in ["", ".Filled", ".Filled.Tonal", ".Outlined"] { widths["Widget.Material3.Button.IconButton\(style)"] = (20, 320) }
        for style in ["Button", "Button.Borderless", "Button.Borderless.Colored"] {
            widths["Widget.AppCompat.\(style)"] = (88, nil)
            widths["Base.Widget.AppCompat.\(style)"] = (88, nil)
        }
        return widths
    }()

    /// Button style → the size MaterialButton draws its `app:icon` at (`iconSize`; `nil`: the
    /// drawable's own) and the gap to its text (`iconPadding`), in dp: Material 3's buttons 18
    /// and 8, its text and outlined buttons (children of Material Components' text button) the
    /// drawable's size and 4, its icon buttons 20 and 0, Material Components' buttons the
    /// drawable's size and 8, its text buttons 4 (`Tables/android-button-icons.csv`, a test
    /// compares every cell).
    package static let buttonIcons: [String: (size: Double?, padding: Double)] = {
        var icons: [String: (size: Double?, padding: Double)] = [:]
        for style in ["", ".UnelevatedButton", ".Icon"] { icons["Widget.MaterialComponents.Button\(style)"] = (nil, 8) }
        for style in ["TextButton", "TextButton.Icon", "TextButton.Dialog", "OutlinedButton"] {
            icons["Widget.MaterialComponents.Button.\(style)"] = (nil, 4)
        }
        for style in ["", ".Icon", ".UnelevatedButton", ".TonalButton", ".TonalButton.Icon", ".ElevatedButton", ".ElevatedButton.Icon"] {
            icons["Widget.Material3.Button\(style)"] = (18, 8)
        }
        for style in ["TextButton", "TextButton.Icon", "TextButton.Dialog", "OutlinedButton", "OutlinedButton.Icon"] {
            icons["Widget.Material3.Button.\(style)"] = (nil, 4)
        }
        for style in ["", ".Filled", ".Filled.Tonal", ".Outlined"] { icons["Widget.Material3.Button.IconButton\(style)"] = (20, 0) }
        return icons
    }()

    /// The widget style a button style theme attribute names in each family's themes, as the
    /// libraries document them ("Default style theme attribute", material-components-android
    /// `docs/components/Button.md`, Material 2 and Material 3 versions; AppCompat
    /// `themes_base.xml` `borderlessButtonStyle`/`buttonStyle`).
    package static let themedStyleDefaults: [String: [Family: String]] = [
        "materialButtonStyle": [.materialComponents: "Widget.MaterialComponents.Button", .material3: "Widget.Material3.Button"],
        "materialButtonOutlinedStyle": [
            .materialComponents: "Widget.MaterialComponents.Button.OutlinedButton", .material3: "Widget.Material3.Button.OutlinedButton",
        ],
        "borderlessButtonStyle": [
            .materialComponents: "Widget.MaterialComponents.Button.TextButton", .material3: "Widget.Material3.Button.TextButton",
            .appCompat: "Widget.AppCompat.Button.Borderless",
        ],
        "buttonStyle": [.appCompat: "Widget.AppCompat.Button"],
        // Material 3's icon buttons (themes_base.xml:330-333; `Tables/android-icon-button-sizes.csv`).
        "materialIconButtonStyle": [.material3: "Widget.Material3.Button.IconButton"],
        "materialIconButtonFilledStyle": [.material3: "Widget.Material3.Button.IconButton.Filled"],
        "materialIconButtonFilledTonalStyle": [.material3: "Widget.Material3.Button.IconButton.Filled.Tonal"],
        "materialIconButtonOutlinedStyle": [.material3: "Widget.Material3.Button.IconButton.Outlined"],
    ]

    /// The Material library an app's widgets are styled by.
    package enum Family: String, Hashable {
        case materialComponents = "MaterialComponents"
        case material3 = "Material3"
        /// `Theme.AppCompat…`: a `<Button>` is an `AppCompatButton` in `Widget.AppCompat.Button`
        /// (AppCompat `themes_base.xml` `buttonStyle`); there is no Material button or text field.
        case appCompat = "AppCompat"

        /// The default `materialButtonStyle` and `textInputStyle` of the family's themes
        /// (material-components-android `themes_base.xml` and `themes_base_bridge.xml`).
        var buttonStyle: String { "Widget.\(rawValue).Button" }
        var textInputStyle: String {
            self == .material3 ? "Widget.Material3.TextInputLayout.OutlinedBox" : "Widget.MaterialComponents.TextInputLayout.FilledBox"
        }

        /// The family of a library theme by its name; `nil` for AppCompat, the framework's,
        /// Material 3 Expressive (whose buttons have other styles) and anything else.
        init?(libraryTheme name: String) {
            if name.hasPrefix("Theme.Material3Expressive") { return nil }
            if name.hasPrefix("Theme.Material3.") || name == "Theme.Material3" {
                self = .material3
            } else if name.hasPrefix("Theme.MaterialComponents") {
                self = .materialComponents
            } else if name.hasPrefix("Theme.AppCompat.") || name == "Theme.AppCompat" {
                self = .appCompat
            } else {
                return nil
            }
        }
    }

    /// The row for a `TextInputEditText` in a `TextInputLayout` of this style: its box's edit-text
    /// style (the layout's `materialThemeOverlay` sets `editTextStyle` to it).
    static func editTextStyle(inTextInputLayout layoutStyle: String) -> String? {
        let family = layoutStyle.hasPrefix("Widget.Material3.") ? "Material3" : layoutStyle.hasPrefix("Widget.MaterialComponents.") ? "MaterialComponents" : nil
        let box = layoutStyle.contains("FilledBox") ? "FilledBox" : layoutStyle.contains("OutlinedBox") ? "OutlinedBox" : nil
        guard let family, let box, !layoutStyle.contains("ExposedDropdownMenu") else { return nil }
        return "Widget.\(family).TextInputEditText.\(box)"
    }
}

extension AndroidLayoutWalk {
    /// The family of the app's theme: the application theme's library ancestor, else the one
    /// library family the app's own themes inherit from (an app whose manifest names a splash
    /// theme sets its real theme in code).
    func widgetFamily() -> AndroidWidgetPadding.Family? {
        resources.widgetFamily()
    }

    /// The padding a button or text field that sets none gets from its Material style, or why it
    /// is unknown.
    func libraryTextPadding(_ view: AndroidView, parent: AndroidView?) -> Width {
        let unknown = Width.unknown("the \(view.tag)'s padding comes from its default style in the app's theme, which the scan does not read")
        // Its own style, resolved to the library style it ends in.
        if let library = view.styleLibrary {
            guard !library.isFramework, let inset = AndroidWidgetPadding.textInsets[library.name] else {
                return .unknown("the \(view.tag)'s padding comes from the library style \(library.name), whose values Legible does not ship")
            }
            return .known(inset)
        }
        // A style through a theme attribute (`?attr/materialButtonOutlinedStyle`): the one library
        // style every theme of the app gives it.
        if view.attributes["style"] != nil, let themed = themedLibraryStyle(view) {
            return AndroidWidgetPadding.textInsets[themed].map(Width.known) ?? unknown
        }
        guard view.attributes["style"] == nil, let family = widgetFamily() else { return unknown }
        switch view.tag {
        case "Button", "MaterialButton", "AppCompatButton":
            return defaultButtonStyle(tag: view.tag, family: family).flatMap { AndroidWidgetPadding.textInsets[$0] }.map(Width.known) ?? unknown
        case "TextInputEditText":
            guard family != .appCompat, let parent, parent.tag == "TextInputLayout" else { return unknown }
            if Self.textInputLayoutNarrowsField(parent) {
                return .unknown("its TextInputLayout's icon, prefix or suffix takes part of the field's width, which the scan does not know")
            }
            let layoutStyle: String
            if let library = parent.styleLibrary {
                layoutStyle = library.name
            } else if parent.attributes["style"] == nil, themeSets("textInputStyle") == false {
                layoutStyle = family.textInputStyle
            } else {
                return unknown
            }
            return AndroidWidgetPadding.editTextStyle(inTextInputLayout: layoutStyle).flatMap { AndroidWidgetPadding.textInsets[$0] }.map(Width.known)
                ?? unknown
        default:
            return unknown
        }
    }

    /// The library style a `Button`, `MaterialButton` or `AppCompatButton` is drawn in, as
    /// ``libraryTextPadding(_:parent:)`` finds it: its own style's library ancestor, the one a
    /// theme attribute names, or its family's default button style; `nil` when unknown.
    func libraryButtonStyle(_ view: AndroidView) -> String? {
        guard ["Button", "MaterialButton", "AppCompatButton"].contains(AndroidViewKinds.simpleName(view.tag)) else { return nil }
        if let library = view.styleLibrary { return library.isFramework ? nil : library.name }
        if view.attributes["style"] != nil { return themedLibraryStyle(view) }
        return widgetFamily().flatMap { defaultButtonStyle(tag: AndroidViewKinds.simpleName(view.tag), family: $0) }
    }

    /// The library style under a button whose `style=` names an app style whose whole chain is
    /// the app's (no library ancestor): `style=` layers over the theme's default button style
    /// (AOSP `obtainStyledAttributes`: the view's attributes, then its `style`, then its
    /// `defStyleAttr`), so that default is still drawn where the app's style says nothing.
    /// OpenKeychain `import_keys_list_basic_item.xml:48`, a `<Button style="@style/CardViewActionButton">`
    /// whose style (`values/styles.xml:14-23`) sets its height, `minHeight` 0 and padding 8 dp
    /// on AppCompat's `Widget.AppCompat.Button`: 35 dp tall, not unknown. `nil` when the style is
    /// a library's or a theme attribute, or the family's default is not known, and unless the view
    /// or its style sets its vertical padding: the default style's own padding (Material's 4 dp)
    /// would be under a padding the view does not set.
    func buttonStyleUnderAppStyle(_ view: AndroidView) -> String? {
        guard ["Button", "MaterialButton", "AppCompatButton"].contains(AndroidViewKinds.simpleName(view.tag)), view.styleLibrary == nil,
            let style = view.attributes["style"].flatMap(AndroidValueSyntax.reference), style.type == "style", !style.isFramework,
            view.android("padding") != nil || view.android("paddingVertical") != nil
                || (view.android("paddingTop") != nil && view.android("paddingBottom") != nil)
        else { return nil }
        return widgetFamily().flatMap { defaultButtonStyle(tag: AndroidViewKinds.simpleName(view.tag), family: $0) }
    }

    /// The text of a button whose app style leaves it to the default button style under it
    /// (``buttonStyleUnderAppStyle(_:)``): that style's, when every other button style the app's
    /// themes give (OpenKeychain's dialog theme sets `android:buttonStyle` to a borderless
    /// AppCompat button) draws the same text and sets no size of its own; `nil` otherwise.
    func appStyledButtonText(_ view: AndroidView) -> AndroidLibraryText? {
        guard let style = buttonStyleUnderAppStyle(view), let text = AndroidTextAppearance.library(widgetStyle: style) else { return nil }
        let keys: Set<String> = ["app:buttonStyle", "android:buttonStyle", "app:materialButtonStyle"]
        for styles in [resources.styles, resources.nightStyles] + resources.qualifiedValues.map(\.styles) {
            for definition in styles.values {
                for (key, value) in definition.items where keys.contains(AndroidResources.normalisedItemName(key)) {
                    guard let reference = AndroidValueSyntax.reference(value), reference.type == "style",
                        let resolved = try? resources.resolveStyle(reference.name, isFramework: reference.isFramework),
                        let library = resolved.library, AndroidTextAppearance.library(widgetStyle: library.name) == text,
                        resolved.items["android:textSize"] == nil, resolved.items["android:textAppearance"] == nil
                    else { return nil }
                }
            }
        }
        return text
    }

    /// The style a button written as `tag` with no style of its own is drawn in: its widget
    /// family's default button style, unless the app's theme sets the attribute that chooses it;
    /// `nil` then, and for a tag that is not one of the family's buttons.
    private func defaultButtonStyle(tag: String, family: AndroidWidgetPadding.Family) -> String? {
        switch tag {
        case "Button" where family == .appCompat || resources.bridgesButtons(), "AppCompatButton" where family == .appCompat || resources.bridgesButtons():
            // In a Bridge theme too (material-components `themes_base_bridge.xml` sets no viewInflaterClass).
            // AppCompatViewInflater makes a <Button> an AppCompatButton in the theme's buttonStyle.
            return themeSets("buttonStyle") == false && themeSets("android:buttonStyle") == false ? AndroidWidgetPadding.Family.appCompat.buttonStyle : nil
        case "Button", "MaterialButton":
            return family != .appCompat && themeSets("materialButtonStyle") == false ? family.buttonStyle : nil
        default:
            return nil
        }
    }

    /// The library widget style a button's `style="?attr/materialButtonOutlinedStyle"` names:
    /// the family's default for the attribute (``AndroidWidgetPadding/themedStyleDefaults``)
    /// unless the application theme sets it, and the library style each of the app's own styles
    /// that set it ends in (an activity's theme, an overlay), when they are all one style and none
    /// of the app's adds a padding or an inset; `nil` otherwise.
    func themedLibraryStyle(_ view: AndroidView) -> String? {
        guard AndroidViewKinds.kind(of: view.tag) == .button else { return nil }
        return styleNamedByThemeAttribute(view, unlessAppStyleSets: { $0.contains("padding") || $0.contains("inset") })
    }

    /// Whether the app's theme sets a theme attribute itself (`nil` when that cannot be known).
    func themeSets(_ attribute: String) -> Bool? {
        guard let theme = resources.applicationTheme else { return false }
        guard let resolved = try? resources.resolveStyle(theme.name, isFramework: false) else { return nil }
        return resolved.items[AndroidResources.normalisedItemName(attribute)] != nil
    }

    /// A `TextInputLayout` that puts an icon, prefix or suffix beside its field (the field's text
    /// then loses their width, measured only at run time).
    static func textInputLayoutNarrowsField(_ layout: AndroidView) -> Bool {
        if let mode = layout.app("endIconMode"), mode != "none" { return true }
        if layout.app("passwordToggleEnabled") == "true" { return true }
        if layout.styleLibrary?.name.contains("ExposedDropdownMenu") == true { return true }
        return ["startIconDrawable", "endIconDrawable", "prefixText", "suffixText"].contains { layout.app($0) != nil }
    }
}

extension AndroidResources {
    /// The family of the app's theme (``AndroidLayoutWalk/widgetFamily()``).
    /// Whether the application theme is a Material Components Bridge theme
    /// (`Theme.MaterialComponents.Light.NoActionBar.Bridge`). Only the non-Bridge themes set
    /// `viewInflaterClass` to MaterialComponentsViewInflater (material-components
    /// `themes_base.xml`), so in a Bridge theme a `<Button>` is AppCompat's `AppCompatButton` in
    /// `Widget.AppCompat.Button`, filled with `colorButtonNormal`, not a `MaterialButton`.
    func bridgesButtons() -> Bool {
        guard let theme = applicationTheme, let library = try? resolveStyle(theme.name, isFramework: false).library, !library.isFramework else {
            return false
        }
        return library.name.hasPrefix("Theme.MaterialComponents") && library.name.hasSuffix(".Bridge")
    }

    func widgetFamily() -> AndroidWidgetPadding.Family? {
        if let theme = applicationTheme, let library = try? resolveStyle(theme.name, isFramework: false).library,
            let family = AndroidWidgetPadding.Family(libraryTheme: library.name)
        {
            return family
        }
        var found: Set<AndroidWidgetPadding.Family> = []
        for definition in styles.values {
            guard let parent = definition.parent, !parent.isFramework, parent.name.hasPrefix("Theme."), styles[parent.name] == nil else { continue }
            if let family = AndroidWidgetPadding.Family(libraryTheme: parent.name) { found.insert(family) }
        }
        // AppCompat themes beside Material ones are usually dialogs' and pickers': the Material family is the app's.
        let material = found.subtracting([.appCompat])
        return material.count == 1 ? material.first : found == [.appCompat] ? .appCompat : nil
    }
}
