extension AndroidLayoutWalk {
    /// Whether a Material `FloatingActionButton` pads its touch area to 48 dp around a smaller
    /// drawn size: `true`, `false`, or `nil` when the scan cannot tell.
    ///
    /// `Widget.MaterialComponents.FloatingActionButton` sets `ensureMinTouchTargetSize` to `true`
    /// (material-components-android 69d91dbd `floatingactionbutton/res/values/styles.xml`), and the
    /// FAB then measures itself at least `mtrl_fab_min_touch_target`, 48 dp
    /// (`floatingactionbutton/res/values/dimens.xml`); Material 3's FAB styles extend it. That style
    /// is the default `floatingActionButtonStyle` of Material Components' and Material 3's themes,
    /// and it applies under an app style on the view too (a view's `style` only overrides the
    /// items it sets). Briar b46d008a `image_preview.xml:33`, `fabCustomSize="26dp"` in
    /// `Theme.Material3.DayNight`, is a 48 dp target. An AppCompat (Design library) theme's
    /// `Widget.Design.FloatingActionButton` has no such padding.
    func fabPadsToMinimumTarget(_ view: AndroidView) -> Bool? {
        // The layout's or its style's own word.
        if let written = view.app("ensureMinTouchTargetSize") { return written == "true" }
        if let library = view.styleLibrary, !library.isFramework {
            if library.name.hasPrefix("Widget.MaterialComponents.FloatingActionButton") || library.name.hasPrefix("Widget.Material3.FloatingActionButton") {
                return true
            }
        }
        // The theme's default FAB style: the app's own one may turn the padding off.
        if appStylesSet(["floatingActionButtonStyle"]) { return nil }
        switch widgetFamily() {
        case .materialComponents, .material3: return true
        case .appCompat: return false
        case nil: return nil
        }
    }
}
