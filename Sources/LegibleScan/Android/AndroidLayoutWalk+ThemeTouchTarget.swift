import LegibleSyntax

/// The app theme's `minTouchTargetSize`, which Material Components' compound-button styles take
/// their minimum size from (`Widget.MaterialComponents.CompoundButton.RadioButton` and
/// `.CheckBox` set `android:minWidth` and `android:minHeight` to `?attr/minTouchTargetSize`, and
/// Material 3's inherit them; material-components-android `styles.xml`). Pachli 7e0e029f sets it
/// to 32 dp (core/designsystem styles.xml:75, "this affects RadioButton size"), so the plain
/// `<RadioButton>`s of search_operator_where_location_dialog.xml:41/:63/:86 are about 32 dp tall,
/// not the 48 dp of the library's default (fresh Android round 14a, D6).
extension AndroidLayoutWalk {
    /// The theme's `minTouchTargetSize` in dp when the app's own theme chain sets it, alike in
    /// light and dark; `nil` when it does not (the library's 48 dp) or when it cannot be read.
    func themeMinTouchTargetSize() -> Double? {
        let written = [false, true].map { dark -> String? in
            guard case .value(let value)? = try? resources.themeValue("minTouchTargetSize", isFramework: false, dark: dark) else { return nil }
            return value
        }
        guard let light = written[0], written[1] == light, case .success(let dimension)? = try? resources.dimension(light) else { return nil }
        return dimension.dp
    }

    /// The minimum height a check box or radio button with no `minHeight`, style or button of its
    /// own gets from the theme when it leaves the default compound-button styles
    /// (`radioButtonStyle`, `checkboxStyle`) to the library: a Material theme's `minTouchTargetSize`
    /// when it sets one; 0 in an AppCompat theme, whose `Widget.AppCompat.CompoundButton.CheckBox`
    /// and `.RadioButton` set no minimum, so the 32 dp button they draw is the height (issue 33,
    /// fresh-android26a M3: osmeditor4android 4f41a432 `query_entry.xml:37` under
    /// `Theme.AppCompat`, styles.xml:210, was never judged); `nil` otherwise.
    func themedCompoundButtonMinimum(_ view: AndroidView) -> Double? {
        let material: Set<String> = ["CheckBox", "RadioButton", "MaterialCheckBox", "MaterialRadioButton"]
        let appCompat: Set<String> = ["CheckBox", "RadioButton", "AppCompatCheckBox", "AppCompatRadioButton"]
        guard view.android("minHeight") == nil, view.attributes["style"] == nil, let family = widgetFamily() else { return nil }
        let isAppCompat = family == .appCompat
        guard isAppCompat ? appCompat.contains(view.tag) : material.contains(view.tag) else { return nil }
        if isAppCompat, !applicationThemeIsAppCompat() { return nil }
        let styleAttribute = view.tag.hasSuffix("CheckBox") ? "checkboxStyle" : "radioButtonStyle"
        // AppCompat's themes set the framework's `android:checkboxStyle`; an app may set either.
        for dark in [false, true] {
            guard case .unknown? = try? resources.themeValue(styleAttribute, isFramework: false, dark: dark) else { return nil }
            if isAppCompat, appSetsFrameworkAttribute(styleAttribute, dark: dark) { return nil }
        }
        return isAppCompat ? 0 : themeMinTouchTargetSize()
    }

    /// Whether the application theme itself ends in an AppCompat library theme. The family guessed
    /// from the app's other themes when it does not (a theme of a library the tree does not hold)
    /// is not enough to size a check box: proton-mail-android 215edbf4
    /// `radio_button_list_item.xml:20` under `ProtonTheme.Mail` (Proton's core library, a Material
    /// Components theme whose radio buttons are 48 dp) was judged at AppCompat's 32 dp.
    private func applicationThemeIsAppCompat() -> Bool {
        guard let theme = resources.applicationTheme, let library = try? resources.resolveStyle(theme.name, isFramework: false).library else {
            return false
        }
        return AndroidWidgetPadding.Family(libraryTheme: library.name) == .appCompat
    }

    /// Whether the app's own theme chain sets `android:NAME` (not only its library theme).
    private func appSetsFrameworkAttribute(_ attribute: String, dark: Bool) -> Bool {
        guard let theme = resources.applicationTheme, let resolved = try? resources.resolveStyle(theme.name, isFramework: false, night: dark) else {
            return true
        }
        return resolved.items[AndroidResources.normalisedItemName("android:\(attribute)")] != nil
    }
}
