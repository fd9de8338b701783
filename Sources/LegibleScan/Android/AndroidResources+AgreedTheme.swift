import LegibleSyntax

/// A size attribute of the app's own (`?attr/font_medium`) in a layout no theme is known for:
/// Orgzly Revived 04fd283e names no theme in its manifest (`CommonActivity.kt:235` picks one in
/// code), so `dialog_timestamp_title.xml:10`, autosized from `?attr/font_medium` down to
/// `?attr/font_small`, said it shrinks but not how far. Every theme of the app gives the two the
/// same 18 and 14 sp (`values/styles.xml:21-22`, `:71-72`), so the text shrinks to 78% whichever
/// theme code picks.
extension AndroidResources {
    /// An autosize bound's value (``dimension(_:)``), or, for a theme attribute of the app's own
    /// in an app with no application theme, the value all its themes agree on
    /// (``agreedThemeDimension(_:isFramework:)``). Only the bounds: a size read this way elsewhere
    /// (a `textSize`, a width) would judge views on a theme the app may not show them in.
    func autoSizeDimension(_ value: String) throws(SyntaxError) -> Result<AndroidDimension, AndroidUnresolved> {
        let result = try dimension(value)
        guard case .failure = result, let attribute = AndroidValueSyntax.themeAttribute(value.trimmingWhitespace),
            let agreed = agreedThemeDimension(attribute.name, isFramework: attribute.isFramework)
        else { return result }
        return try dimension(agreed)
    }

    /// With no application theme: the value every theme of the app that sets the app's attribute
    /// `name` gives it, when they agree — a theme being a style of the app's that inherits a
    /// library theme (`Theme.…`, in light and in night styles). An overlay applied in code
    /// (`theme.applyStyle(R.style.FontSize_Large)`, a user's choice) is no theme and does not
    /// count: the theme's value is the one the activity starts with, as with a manifest theme.
    /// `nil` with a theme (``themeValue(_:isFramework:dark:)`` answers), for a framework
    /// attribute, when no theme sets it, or when two disagree.
    func agreedThemeDimension(_ name: String, isFramework: Bool) -> String? {
        guard applicationTheme == nil, !isFramework else { return nil }
        var agreed: String?
        for night in [false, true] {
            for style in night ? Set(styles.keys).union(nightStyles.keys) : Set(styles.keys) {
                guard let resolved = try? resolveStyle(style, isFramework: false, night: night),
                    resolved.library?.name.hasPrefix("Theme.") == true, let value = resolved.items[Self.normalisedItemName(name)]
                else { continue }
                // A value that is itself a theme attribute is another question: not followed here.
                guard AndroidValueSyntax.themeAttribute(value) == nil, agreed == nil || agreed == value else { return nil }
                agreed = value
            }
        }
        return agreed
    }
}

extension AndroidThemeValue {
    /// The value as written, `nil` for a library colour or an unknown value.
    var written: String? {
        if case .value(let text) = self { return text }
        return nil
    }
}
