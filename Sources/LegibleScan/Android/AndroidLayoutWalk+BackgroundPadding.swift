import LegibleSyntax

// An image button in an AppCompat button style is padded by that style's background (Orgzly
// Revived 04fd283e item_refile.xml:41: an ImageButton in `BorderlessButton`, parent
// `Base.Widget.AppCompat.Button.Borderless` with `minHeight`/`minWidth` 0dp, styles.xml:240-243,
// around a 24 dp icon is 48 × 44 dp).
extension AndroidWidgetPadding {
    /// AppCompat button style → the padding its background gives a view on each side, in dp.
    /// From API 21 these styles are the framework's `Widget.Material.Button…` (appcompat
    /// `values-v21/styles_base.xml`), whose background `btn_default_material` /
    /// `btn_borderless_material` (a ripple whose mask is it) is `btn_default_mtrl_shape`: an inset
    /// drawable of `button_inset_horizontal_material` 4dp and `button_inset_vertical_material` 6dp
    /// around a shape padded `button_padding_horizontal_material` 8dp and
    /// `button_padding_vertical_material` 4dp (AOSP `core/res/res/values/dimens_material.xml`).
    /// `InsetDrawable.getPadding` adds the insets to the shape's padding: 12 dp across, 10 dp
    /// down (`Tables/android-widget-padding.csv`, a test compares every cell).
    package static let backgroundPadding: [String: (start: Double, end: Double, top: Double, bottom: Double)] = {
        var padding: [String: (start: Double, end: Double, top: Double, bottom: Double)] = [:]
        for style in ["Button", "Button.Small", "Button.Borderless", "Button.Borderless.Colored", "Button.ButtonBar.AlertDialog"] {
            padding["Widget.AppCompat.\(style)"] = (12, 12, 10, 10)
            padding["Base.Widget.AppCompat.\(style)"] = (12, 12, 10, 10)
        }
        return padding
    }()
}

extension AndroidLayoutWalk {
    /// The padding an image view or image button that sets no background of its own takes from
    /// its style's library background (``AndroidWidgetPadding/backgroundPadding``); `nil` for any
    /// other view or style.
    func libraryBackgroundPadding(_ view: AndroidView) -> (start: Double, end: Double, top: Double, bottom: Double)? {
        guard AndroidViewKinds.imageViews.contains(view.tag), view.android("background") == nil,
            let library = view.styleLibrary, !library.isFramework
        else { return nil }
        return AndroidWidgetPadding.backgroundPadding[library.name]
    }

    /// The view's padding across (`horizontal`) or down, each side its own when it sets one, else
    /// its library background's: `View` takes the background drawable's padding, then the padding
    /// attributes the view sets replace it side by side. With no such background, its own
    /// (``insets(_:_:horizontal:parent:)``).
    mutating func paddingOverBackground(
        _ view: AndroidView, horizontal: Bool, _ background: (start: Double, end: Double, top: Double, bottom: Double)?
    ) throws(SyntaxError) -> Width {
        guard let background else { return try insets(view, "padding", horizontal: horizontal) }
        if view.android("padding") != nil || view.android(horizontal ? "paddingHorizontal" : "paddingVertical") != nil {
            return try insets(view, "padding", horizontal: horizontal)
        }
        let sides =
            horizontal
            ? [("Start", "Left", background.start), ("End", "Right", background.end)]
            : [("Top", "Top", background.top), ("Bottom", "Bottom", background.bottom)]
        var total = 0.0
        for (primary, fallback, library) in sides {
            guard let value = view.android("padding" + primary) ?? view.android("padding" + fallback) else {
                total += library
                continue
            }
            guard case .known(let side) = try length(value, what: "padding" + primary, zero: nil) else {
                return .unknown("padding\(primary) is not a size the scan can know")
            }
            total += side
        }
        return .known(total)
    }
}
