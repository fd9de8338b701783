import LegibleSyntax

extension AndroidWidgetPadding {
    /// Button style → its `android:minHeight` in dp: 48 for every AppCompat, Material Components
    /// and Material 3 button style (none of the latter two sets its own, so each inherits
    /// `Widget.AppCompat.Button`'s, which on API 21+ is `android:Widget.Material.Button`'s 48dip)
    /// and for the framework's Material buttons, keyed `android:…`
    /// (`Tables/android-button-min-heights.csv`, a test compares every cell).
    package static let buttonMinimumHeights: [String: Double] = {
        var heights: [String: Double] = [:]
        for style in [
            "", ".UnelevatedButton", ".UnelevatedButton.Icon", ".OutlinedButton", ".OutlinedButton.Icon", ".TextButton", ".Icon", ".TextButton.Icon",
            ".TextButton.Dialog", ".TextButton.Dialog.Flush", ".TextButton.Dialog.Icon", ".TextButton.Snackbar",
        ] {
            heights["Widget.MaterialComponents.Button\(style)"] = 48
        }
        for style in [
            "", ".Icon", ".UnelevatedButton", ".TonalButton", ".TonalButton.Icon", ".ElevatedButton", ".ElevatedButton.Icon", ".TextButton",
            ".TextButton.Icon", ".TextButton.Dialog", ".TextButton.Dialog.Flush", ".TextButton.Dialog.Icon", ".TextButton.Snackbar", ".OutlinedButton",
            ".OutlinedButton.Icon", ".IconButton", ".IconButton.Filled", ".IconButton.Filled.Tonal", ".IconButton.Outlined",
        ] {
            heights["Widget.Material3.Button\(style)"] = 48
        }
        for style in ["Button", "Button.Small", "Button.Colored", "Button.Borderless", "Button.Borderless.Colored"] {
            heights["Widget.AppCompat.\(style)"] = 48
            heights["Base.Widget.AppCompat.\(style)"] = 48
        }
        for style in ["Button", "Button.Small", "Button.Borderless", "Button.Borderless.Colored", "Button.Borderless.Small"] {
            heights["android:Widget.Material.\(style)"] = 48
        }
        return heights
    }()
}

/// The minimum size a view's library style gives it: `ImageView.onMeasure` and
/// `TextView.onMeasure` take `max(size, getSuggestedMinimumHeight())`, so an image button in a
/// button style (`style="?attr/borderlessButtonStyle"`, SeriesGuide 72ea839f
/// fragment_overview.xml:62, a 24 dp icon in a `wrap_content` height) is 48 dp tall.
extension AndroidLayoutWalk {
    /// The `minHeight` (or, `horizontal`, the `minWidth`) in dp that the library style at the end
    /// of the view's style chain sets, when the view and the app's styles set none: its own
    /// style's library ancestor, the library style a theme attribute names
    /// (``styleNamedByThemeAttribute(_:)``), or a button's default style in the app's theme
    /// (``libraryButtonStyle(_:)``); `nil` when that style is unknown or not in the tables.
    func libraryMinimum(_ view: AndroidView, horizontal: Bool) -> Double? {
        func lookUp(_ name: String, isFramework: Bool) -> Double? {
            let key = isFramework ? "android:\(name)" : name
            return horizontal ? AndroidWidgetPadding.buttonWidths[key]?.minimum : AndroidWidgetPadding.buttonMinimumHeights[key]
        }
        if let library = view.styleLibrary { return lookUp(library.name, isFramework: library.isFramework) }
        if view.attributes["style"] != nil {
            return styleNamedByThemeAttribute(view, unlessAppStyleSets: { $0.hasSuffix(":minHeight") || $0.hasSuffix(":minWidth") }).flatMap {
                lookUp($0, isFramework: false)
            }
        }
        return libraryButtonStyle(view).flatMap { lookUp($0, isFramework: false) }
    }

    /// The one library style a view's `style="?attr/NAME"` ends in, whatever the view: the
    /// family's default for the attribute (``AndroidWidgetPadding/themedStyleDefaults``) unless
    /// the application theme sets it, and the library style of each of the app's styles that set
    /// it, when all of them are one style and none of the app's sets an item `overrides` names
    /// (a minimum size of its own, for ``libraryMinimum(_:horizontal:)``; a padding or an inset,
    /// for ``themedLibraryStyle(_:)``); `nil` otherwise.
    func styleNamedByThemeAttribute(_ view: AndroidView, unlessAppStyleSets overrides: (String) -> Bool) -> String? {
        guard let value = view.attributes["style"], let attribute = AndroidValueSyntax.themeAttribute(value), !attribute.isFramework,
            let family = widgetFamily(), let setByApplication = themeSets(attribute.name)
        else { return nil }
        var names: Set<String> = []
        if !setByApplication {
            guard let fallback = AndroidWidgetPadding.themedStyleDefaults[attribute.name]?[family] else { return nil }
            names.insert(fallback)
        }
        let keys = [attribute.name, AndroidResources.normalisedItemName(attribute.name)]
        for styles in [resources.styles, resources.nightStyles] + resources.qualifiedValues.map(\.styles) {
            for definition in styles.values {
                guard let item = keys.lazy.compactMap({ definition.items[$0] }).first else { continue }
                guard let reference = AndroidValueSyntax.reference(item), reference.type == "style",
                    let resolved = try? resources.resolveStyle(reference.name, isFramework: reference.isFramework), let library = resolved.library,
                    !library.isFramework, !resolved.items.keys.contains(where: overrides)
                else { return nil }
                names.insert(library.name)
            }
        }
        return names.count == 1 ? names.first : nil
    }
}
