// Views whose `wrap_content` width is not text: an image view's drawable.
extension AndroidLayoutSolve {
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
