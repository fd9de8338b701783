// Views whose `wrap_content` width is not text: an image view's drawable, a spinning progress bar.
extension AndroidLayoutSolve {
    /// The width a `wrap_content` view that shows no text takes, when the scan knows it: an
    /// image view's drawable (``iconWidth(_:)``), a framework progress bar's (``progressWidth(_:)``)
    /// a Material radio button's with no text (``radioButtonWidth(_:)``), a Material 3 icon
    /// button's (``iconButtonWidth(_:)``) or another Material button's with an icon and no text
    /// (``textlessButtonWidth(_:)``).
    func contentWidth(_ index: Int) -> Double? {
        iconWidth(index) ?? progressWidth(index) ?? radioButtonWidth(index) ?? iconButtonWidth(index) ?? textlessButtonWidth(index)
    }

    /// The framework's spinning `ProgressBar` sizes by style: `ProgressBar.onMeasure` keeps its
    /// drawable within `minWidth`…`maxWidth`, which `Widget.ProgressBar` sets to 48 dp both, its
    /// `.Small` to 16 and `.Large` to 76 (AOSP `core/res/res/values/styles.xml`;
    /// `Widget.Material.ProgressBar` and its sizes inherit them, whatever the drawable).
    static let progressBarWidths: [String: Double] = [
        "": 48, "?android:attr/progressBarStyle": 48, "?android:attr/progressBarStyleSmall": 16, "?android:attr/progressBarStyleLarge": 76,
        "@android:style/Widget.ProgressBar": 48, "@android:style/Widget.ProgressBar.Small": 16, "@android:style/Widget.ProgressBar.Large": 76,
        "@android:style/Widget.Material.ProgressBar": 48, "@android:style/Widget.Material.ProgressBar.Small": 16,
        "@android:style/Widget.Material.ProgressBar.Large": 76,
    ]

    /// A `wrap_content` `ProgressBar`'s width in dp: its style's size (``progressBarWidths``)
    /// plus its padding; `nil` for a horizontal bar, another style, a `minWidth`/`maxWidth` of its
    /// own, or when an app theme sets `progressBarStyle` (the default style is then the app's).
    func progressWidth(_ index: Int) -> Double? {
        let node = tree[index]
        guard node.tag == "ProgressBar", let size = Self.progressBarWidths[node.attributes["style"] ?? ""],
            node.android("minWidth") == nil, node.android("maxWidth") == nil,
            node.attributes["style"] != nil || !appThemesSet("android:progressBarStyle"),
            case .success(let padding) = sides(index, "padding")
        else { return nil }
        return size + padding.start + padding.end
    }

    /// Whether any of the app's styles or themes sets `item`.
    func appThemesSet(_ item: String) -> Bool {
        let all = [resources.styles, resources.nightStyles] + resources.qualifiedValues.map(\.styles)
        return all.contains { styles in styles.values.contains { $0.items[item] != nil } }
    }

    /// A `wrap_content` image view's width in dp (`ImageView.onMeasure`): its drawable's
    /// intrinsic width plus its horizontal padding, at least `minWidth`, at most `maxWidth`;
    /// `nil` when any part is unknown, or when `adjustViewBounds` scales the drawable to a height.
    ///
    /// Only image views (`ImageView`, an app's `…ImageView` subclass, an `ImageButton` with a
    /// background of its own: the framework's button background adds padding the file does not
    /// give) with a `src`/`srcCompat` drawable of known width (a vector drawable's `android:width`).
    func iconWidth(_ index: Int) -> Double? {
        let node = tree[index]
        guard node.tag.hasSuffix("ImageView") || (node.tag.hasSuffix("ImageButton") && node.android("background") != nil),
            node.android("adjustViewBounds") != "true",
            let source = node.android("src") ?? node.app("srcCompat"), let reference = AndroidValueSyntax.reference(source),
            reference.type == "drawable" || reference.type == "mipmap", !reference.isFramework,
            let drawable = resources.drawables[reference.name]?.width?.dp,
            case .success(let padding) = sides(index, "padding")
        else { return nil }
        var width = drawable + padding.start + padding.end
        if let value = node.android("minWidth") {
            guard case .success(let minimum) = dp(value, what: "minWidth") else { return nil }
            width = max(width, minimum)
        }
        if let value = node.android("maxWidth") {
            guard case .success(let maximum) = dp(value, what: "maxWidth") else { return nil }
            width = min(width, maximum)
        }
        return width
    }
}
