// A Material 3 icon button before the texts of its row (LibreTorrent ae96f20b
// item_torrent_list.xml:20, `style="?attr/materialIconButtonFilledTonalStyle"` with a 12 dp padding
// of its own, before the status and speed rows at :61 and :74): as wide as its style and padding
// make it, so the texts beside it get the rest.
extension AndroidWidgetPadding {
    /// Material 3's icon-button styles: `android:minWidth`, the horizontal padding, the
    /// `android:insetLeft`/`insetRight` `MaterialButtonHelper` adds to the padding, and the
    /// `iconSize`, in dp (`Tables/android-icon-button-sizes.csv`, a test compares every cell).
    package static let iconButtonSizes: [String: (minimum: Double, padding: Double, inset: Double, icon: Double)] = {
        var sizes: [String: (minimum: Double, padding: Double, inset: Double, icon: Double)] = [:]
        for style in ["", ".Filled", ".Filled.Tonal", ".Outlined"] { sizes["Widget.Material3.Button.IconButton\(style)"] = (20, 10, 4, 20) }
        return sizes
    }()
}

extension AndroidLayoutWalk {
    /// The Material 3 icon-button style a `Button`/`MaterialButton` is drawn in: its style's
    /// library ancestor (the app's style's own items are among the view's attributes), or the one
    /// a theme attribute names in every theme of the app, none of the app's styles setting a size
    /// for it; `nil` otherwise.
    func iconButtonStyle(_ view: AndroidView) -> String? {
        guard ["Button", "MaterialButton"].contains(AndroidViewKinds.simpleName(view.tag)), view.attributes["style"] != nil else { return nil }
        if let library = view.styleLibrary {
            return !library.isFramework && AndroidWidgetPadding.iconButtonSizes[library.name] != nil ? library.name : nil
        }
        let sizes = ["padding", "inset", "iconSize", "minWidth", "maxWidth"]
        let themed = styleNamedByThemeAttribute(view, unlessAppStyleSets: { item in sizes.contains { item.contains($0) } })
        return themed.flatMap { AndroidWidgetPadding.iconButtonSizes[$0] == nil ? nil : $0 }
    }
}

extension AndroidLayoutSolve {
    /// A `wrap_content` Material 3 icon button with an icon and no text, in dp: with no text
    /// `TextView.onMeasure` gives its padding (the style's or its own, plus the style's insets)
    /// and the icon at its `iconSize` (no `iconPadding` without text), at least its `minWidth`.
    /// `nil` for any other button, one with text (in the file or set by code) or a width bound of
    /// its own, or a size the scan cannot read.
    func iconButtonWidth(_ index: Int) -> Double? {
        let node = tree[index]
        guard let style = node.iconButtonStyle, let sizes = AndroidWidgetPadding.iconButtonSizes[style],
            node.android("text") == nil, node.app("icon") != nil, node.android("maxWidth") == nil,
            !["ems", "minEms", "maxEms", "width"].contains(where: { node.android($0) != nil }),
            !(node.id.map { resources.sourceFacts?.setsText(ofView: $0) ?? false } ?? false)
        else { return nil }
        func size(_ value: String?, or fallback: Double, _ what: String) -> Double? {
            guard let value else { return fallback }
            guard case .success(let dp) = dp(value, what: what) else { return nil }
            return dp
        }
        let both = node.android("padding") ?? node.android("paddingHorizontal")
        guard let start = size(both ?? node.android("paddingStart") ?? node.android("paddingLeft"), or: sizes.padding, "paddingStart"),
            let end = size(both ?? node.android("paddingEnd") ?? node.android("paddingRight"), or: sizes.padding, "paddingEnd"),
            let insetLeft = size(node.android("insetLeft"), or: sizes.inset, "insetLeft"),
            let insetRight = size(node.android("insetRight"), or: sizes.inset, "insetRight"),
            let icon = size(node.app("iconSize"), or: sizes.icon, "iconSize"),
            let minimum = size(node.android("minWidth"), or: sizes.minimum, "minWidth")
        else { return nil }
        return max(minimum, start + insetLeft + icon + insetRight + end)
    }
}

extension AndroidLayoutSolve {
    /// A `wrap_content` Material Components or Material 3 button (not an icon-button style,
    /// ``iconButtonWidth(_:)``) with an icon and no text, in dp. `TextView.onMeasure` gives it
    /// its padding (the view's on both sides, else its style's, `AndroidWidgetPadding/textInsets`),
    /// the icon (`iconSize`, else the style's, else the drawable's own width) and the icon's
    /// compound-drawable padding (`iconPadding`, else the style's: `TextView` counts it with or
    /// without text), at least its `minWidth` (the view's, else its style's). Pachli 7e0e029f
    /// `activity_account.xml:77`, an outlined subscribe button with a 24 dp bell, padding 8 and
    /// 4 dp and `minWidth="0dp"`, is 40 dp wide; it was not measured, so never judged. `nil` for a
    /// button with text (in the file or set by code), an icon above its text, a width bound of
    /// its own, padding on one side only, or a size the scan cannot read.
    func textlessButtonWidth(_ index: Int) -> Double? {
        let node = tree[index]
        guard node.iconButtonStyle == nil, let style = node.buttonStyle, let library = AndroidWidgetPadding.buttonIcons[style],
            let stylePadding = AndroidWidgetPadding.textInsets[style], node.android("text") == nil,
            let icon = node.app("icon").flatMap(AndroidValueSyntax.reference), icon.type == "drawable", !icon.isFramework,
            node.app("iconGravity").map({ !["top", "textTop"].contains($0) }) ?? true, node.android("maxWidth") == nil,
            !["ems", "minEms", "maxEms", "width"].contains(where: { node.android($0) != nil }),
            !(node.id.map { resources.sourceFacts?.setsText(ofView: $0) ?? false } ?? false)
        else { return nil }
        func size(_ value: String?, _ what: String) -> Double?? {
            guard let value else { return .some(nil) }
            guard case .success(let dp) = dp(value, what: what) else { return nil }
            return .some(dp)
        }
        let both = node.android("padding") ?? node.android("paddingHorizontal")
        guard let start = size(both ?? node.android("paddingStart") ?? node.android("paddingLeft"), "paddingStart"),
            let end = size(both ?? node.android("paddingEnd") ?? node.android("paddingRight"), "paddingEnd"), (start == nil) == (end == nil),
            let insetLeft = size(node.android("insetLeft"), "insetLeft"), let insetRight = size(node.android("insetRight"), "insetRight"),
            let iconSize = size(node.app("iconSize"), "iconSize"), let iconPadding = size(node.app("iconPadding"), "iconPadding"),
            let ownMinimum = size(node.android("minWidth"), "minWidth"),
            let drawn = iconSize ?? library.size ?? resources.drawables[icon.name]?.width?.dp,
            let minimum = ownMinimum ?? AndroidWidgetPadding.buttonWidths[style]?.minimum
        else { return nil }
        let padding = start.map { $0 + (end ?? 0) } ?? stylePadding
        return max(minimum, padding + (insetLeft ?? 0) + (insetRight ?? 0) + drawn + (iconPadding ?? library.padding))
    }
}
