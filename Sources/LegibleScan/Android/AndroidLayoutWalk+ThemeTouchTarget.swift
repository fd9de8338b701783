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
    /// own gets from a Material theme that sets `minTouchTargetSize` and leaves the default
    /// compound-button styles (`radioButtonStyle`, `checkboxStyle`) to the library; `nil` otherwise.
    func themedCompoundButtonMinimum(_ view: AndroidView) -> Double? {
        guard view.android("minHeight") == nil, view.attributes["style"] == nil,
            ["CheckBox", "RadioButton", "MaterialCheckBox", "MaterialRadioButton"].contains(view.tag),
            let family = widgetFamily(), family == .materialComponents || family == .material3
        else { return nil }
        let styleAttribute = view.tag.hasSuffix("CheckBox") ? "checkboxStyle" : "radioButtonStyle"
        for dark in [false, true] {
            guard case .unknown? = try? resources.themeValue(styleAttribute, isFramework: false, dark: dark) else { return nil }
        }
        return themeMinTouchTargetSize()
    }
}
