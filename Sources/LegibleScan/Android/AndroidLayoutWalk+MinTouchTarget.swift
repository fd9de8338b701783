import LegibleTargets

// `?minTouchTargetSize` in a view's `minWidth`/`minHeight` (issue 33, fresh-android14b D2):
// Kotatsu 34f6e523 `sheet_stats_manga.xml:44` is a `wrap_content` ImageButton with a 24 dp icon
// and `android:minWidth`/`minHeight="?minTouchTargetSize"` (:50-51). The attribute is Material
// Components' `@dimen/mtrl_min_touch_target_size`, 48 dp, in every Material Components and
// Material 3 theme (material-components-android `themes_base.xml`); the scan left it unresolved
// and measured the icon alone, 24×24.
extension AndroidLayoutWalk {
    /// 48 dp for `?minTouchTargetSize` (`?attr/minTouchTargetSize`) when the app's theme is a
    /// Material Components or Material 3 one and none of the app's styles sets the attribute;
    /// `nil` otherwise.
    func materialMinimumTouchTarget(_ value: String) -> Double? {
        guard let attribute = AndroidValueSyntax.themeAttribute(value), !attribute.isFramework, attribute.name == "minTouchTargetSize",
            let family = widgetFamily(), family != .appCompat, !appStylesSet(["minTouchTargetSize"])
        else { return nil }
        // Material sets `mtrl_min_touch_target_size` to its own guideline's minimum, which
        // Tables/touch-targets.csv holds (48 dp): read it there rather than write it again.
        return TargetPlatform.android.minimum.height
    }
}
