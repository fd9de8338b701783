import LegibleReporting
import LegibleSyntax

// A view's default style, named by a theme attribute: the third layer of Android's
// `obtainStyledAttributes` (the layout's attributes, then `style=`, then the style the theme names
// in the class's `defStyleAttr`).
extension AndroidLayoutWalk {
    /// The app style the app's themes name in `attribute` (`listItemTextViewStyle` →
    /// `Widget.Kotatsu.ListItemTextView`): only when the application theme sets it and every app
    /// style that sets it (a night or qualified theme, an activity's) names that same app style;
    /// `nil` otherwise, so a theme that may give another style leaves the view as before.
    func appStyleNamedByTheme(_ attribute: String) -> String? {
        guard themeSets(attribute) == true else { return nil }
        var names: Set<String> = []
        let keys = [attribute, AndroidResources.normalisedItemName(attribute)]
        for styles in [resources.styles, resources.nightStyles] + resources.qualifiedValues.map(\.styles) {
            for definition in styles.values {
                guard let item = keys.lazy.compactMap({ definition.items[$0] }).first else { continue }
                guard let reference = AndroidValueSyntax.reference(item), reference.type == "style", !reference.isFramework,
                    resources.styles[reference.name] != nil
                else { return nil }
                names.insert(reference.name)
            }
        }
        return names.count == 1 ? names.first : nil
    }

    /// The style an app view class takes from the theme through its constructor's `defStyleAttr`
    /// (``AndroidSourceFacts/defaultStyleAttributes``), laid under the view's own `style=`.
    /// Kotatsu 34f6e523 `item_checkable_new.xml:2`: a `ListItemTextView`, whose constructor
    /// defaults to `R.attr.listItemTextViewStyle` (ListItemTextView.kt:28), which the theme sets
    /// to `Widget.Kotatsu.ListItemTextView` (values/themes.xml:73) with `android:minHeight`
    /// `?android:listPreferredItemHeightSmall` (styles.xml:148): a 48 dp row, not its 22 dp line.
    mutating func layeringDefaultStyle(under style: AndroidResolvedStyle, tag: String, id: String, location: Finding.Location) throws(SyntaxError)
        -> AndroidResolvedStyle
    {
        guard let attribute = resources.sourceFacts?.defaultStyleAttributes[AndroidViewKinds.simpleName(tag)],
            let name = appStyleNamedByTheme(attribute)
        else { return style }
        let base = try styleItems("@style/\(name)", id: id, location: location)
        var layered = base
        layered.items.merge(style.items) { _, own in own }
        // A `style=` that ends in a library style draws that style's values over the default's.
        layered.library = style.library ?? base.library
        return layered
    }
}
