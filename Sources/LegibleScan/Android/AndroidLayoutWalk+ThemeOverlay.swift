import LegibleSyntax

/// A theme overlay on a view (`android:theme="@style/…"`) and what it does to the theme
/// attributes of the view and every view inside it: Android inflates them in a
/// `ContextThemeWrapper` of the overlay over the activity's theme, so `?attr/…` is the nearest
/// overlay's value, the next one out's, …, then the theme's — in light and dark alike, since an
/// overlay such as `ThemeOverlay.AppCompat.Dark.ActionBar` has no night variant. Transportr
/// 1d2f1e9b fragment_trip_detail.xml:24-44: the bottom bar's `?android:textColorPrimary` text is
/// white on #f44336 (3.68:1) in light mode too, and its `?android:textColorSecondary` text 70%
/// white (2.47:1), not the activity theme's 54% black.
extension AndroidLayoutWalk {
    /// The overlay a view names, as written (`@style/ThemeOverlay.AppCompat.Dark`), with its style's
    /// items under its own: `android:theme` (which LayoutInflater reads through the view's style
    /// too: Transportr styles.xml:5's `ToolbarStyle`), or AppCompat's older `app:theme`, which its
    /// view inflater reads when there is no `android:theme`. A theme attribute (`?actionBarTheme`) is not followed.
    static func themeOverlay(_ attributes: [String: String]) -> String? {
        guard let written = attributes["android:theme"] ?? attributes["app:theme"], let reference = AndroidValueSyntax.reference(written),
            reference.type == "style"
        else { return nil }
        return written
    }

    /// A theme attribute's value where the view being read is: in the overlays around it,
    /// innermost first, then in the activity's theme (``AndroidResources/themeValue(_:isFramework:dark:)``).
    /// An item that is itself `?attr/…` is followed in the same layered theme. The second value
    /// is the overlay that gave it, `nil` when the activity's theme did.
    func layeredThemeValue(_ attribute: String, isFramework: Bool, dark: Bool) throws(SyntaxError) -> (AndroidThemeValue, overlay: String?) {
        var key = isFramework ? "android:\(attribute)" : attribute
        var seen: [String] = []
        while !themeOverlays.isEmpty {
            guard let (value, overlay) = try overlayValue(key, dark: dark) else { break }
            guard case .value(let written) = value, let next = AndroidValueSyntax.themeAttribute(written) else { return (value, overlay) }
            guard !seen.contains(key), seen.count < limits.maximumReferenceDepth else {
                return (.unknown("?attr/\(key) refers to itself through the theme overlay \(overlay)"), overlay)
            }
            seen.append(key)
            key = next.isFramework ? "android:\(next.name)" : next.name
        }
        let plain = key.hasPrefix("android:") ? String(key.dropFirst("android:".count)) : key
        return (try resources.themeValue(plain, isFramework: key.hasPrefix("android:"), dark: dark), nil)
    }

    /// The nearest overlay's value for `key` (`android:textColorPrimary`, `colorPrimary`): an item
    /// of the app's own overlay style (and the styles it inherits), a colour of the library
    /// overlay it ends in (``AndroidThemeOverlayColors``), or not known when that library overlay
    /// is not one Legible ships and may change it; `nil` when no overlay sets it.
    private func overlayValue(_ key: String, dark: Bool) throws(SyntaxError) -> (AndroidThemeValue, String)? {
        for written in themeOverlays.reversed() {
            guard let reference = AndroidValueSyntax.reference(written) else { continue }
            let resolved = try resources.resolveStyle(reference.name, isFramework: reference.isFramework, night: dark)
            if let value = resolved.items[AndroidResources.normalisedItemName(key)] { return (.value(value), written) }
            // An app overlay whose parents end in no library style (`parent=""`) sets only its items.
            guard let library = resolved.library, !library.name.isEmpty else { continue }
            let name = library.isFramework ? "@android:style/\(library.name)" : library.name
            if !library.isFramework, let shipped = AndroidThemeOverlayColors.color(overlay: library.name, attribute: key, dark: dark) {
                return (.library(shipped.color, alpha: shipped.alpha, source: "the theme overlay \(library.name)"), written)
            }
            if !library.isFramework, AndroidThemeOverlayColors.knows(library.name) { continue }
            // A whole theme as the overlay (an app style under `Theme.AppCompat`): its shipped colours.
            if !library.isFramework, let shipped = AndroidDialogThemeColors.color(theme: library.name, attribute: key, dark: dark) {
                return (.library(shipped.color, alpha: shipped.alpha, source: "\(shipped.theme)'s text or window colour"), written)
            }
            if AndroidThemeOverlayColors.mayChange(key) {
                return (.unknown("inside the theme overlay \(written), which inherits \(name), whose \(key) Legible does not ship"), written)
            }
        }
        return nil
    }

    /// The overlay around an included layout: the `android:theme` on or around every `<include>`
    /// of it, when they all name the same one (``AndroidResources/includerThemes``); none otherwise.
    func includersThemeOverlays(ofLayout name: String) -> [String] {
        guard let themes = resources.includerThemes[name], let first = themes.first, let overlay = first,
            themes.allSatisfy({ $0 == overlay }), AndroidValueSyntax.reference(overlay)?.type == "style"
        else { return [] }
        return [overlay]
    }
}
