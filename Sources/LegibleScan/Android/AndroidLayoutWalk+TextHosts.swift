import LegibleSyntax

/// A tappable `wrap_content` container whose only child is one line of text is as tall as that
/// line (fresh-droid29a, SimpleTimeTracker): `item_complex_rule_layout.xml:35`,
/// `btnComplexRuleButtonDisable`, a `CardView` tapped through the app's `setOnClickWith`
/// (`ComplexRulesAdapterDelegate.kt:64`) around a 12 sp `TextView` with 4 dp of padding, is
/// about 25 dp tall; its height was unknown, so it was never judged. The child is sized as a
/// `wrap_content` tappable text is (``textTargetHeight(_:font:context:)``), and the container
/// adds the child's vertical margins and its own padding; known only when every part is.
extension AndroidLayoutWalk {
    /// What a container adds around its text child's height: its vertical padding, and the least
    /// height it keeps whatever its child (`minHeight`, its background's height).
    struct TextHost {
        var element: Int
        var padding: Double
        var minimum: Double
    }

    /// Containers whose `wrap_content` height is their one child's plus their own padding.
    private static let textHostTags: Set<String> = ["CardView", "FrameLayout", "LinearLayout"]
    /// The plain text views a host may hold: an app's own subclass may size itself in code.
    private static let hostedTextTags: Set<String> = ["TextView", "AppCompatTextView", "MaterialTextView"]

    /// The view as the host of one text child, `nil` when its height is not the child's to give:
    /// not a `wrap_content` container named in ``textHostTags``, a style of a library's (other
    /// than CardView's, which sets no size) or one a theme attribute names, a `minHeight` or
    /// padding that is not a size, a background that may pad it, or not exactly one text child.
    /// A `CardView` ignores `android:padding` for its `contentPadding`, and its compat padding
    /// depends on its elevation: either is left unknown.
    mutating func textHost(_ view: AndroidView, children: [XMLElementNode], element: Int) throws(SyntaxError) -> TextHost? {
        guard Self.textHostTags.contains(view.tag), view.android("layout_height") == "wrap_content",
            view.attributes["style"].flatMap(AndroidValueSyntax.themeAttribute) == nil,
            view.styleLibrary.map({ view.tag == "CardView" && $0.name.hasPrefix("CardView") }) ?? true,
            children.count == 1, let child = children.first, Self.hostedTextTags.contains(AndroidViewKinds.simpleName(child.name))
        else { return nil }
        var minimum = 0.0
        if let written = view.android("minHeight") {
            guard case .known(let height) = try length(written, what: "minHeight", zero: nil) else { return nil }
            minimum = height
        }
        minimum = max(minimum, try backgroundMinimum(view, horizontal: false) ?? 0)
        guard let padding = try hostPadding(view) else { return nil }
        return TextHost(element: element, padding: padding, minimum: minimum)
    }

    /// A host's vertical padding: a `CardView`'s `contentPadding`, another view's own padding
    /// over a background that pads nothing.
    private mutating func hostPadding(_ view: AndroidView) throws(SyntaxError) -> Double? {
        guard view.tag == "CardView" else {
            guard !backgroundMayPad(view), case .known(let padding) = try insets(view, "padding", horizontal: false) else { return nil }
            return padding
        }
        let ignored = ["padding", "paddingVertical", "paddingTop", "paddingBottom"].contains { view.android($0) != nil }
        guard !ignored, view.app("cardUseCompatPadding") != "true" else { return nil }
        var total = 0.0
        for side in ["Top", "Bottom"] {
            guard let written = view.app("contentPadding\(side)") ?? view.app("contentPadding") else { continue }
            guard case .known(let value) = try length(written, what: "contentPadding", zero: nil) else { return nil }
            total += value
        }
        return total
    }

    /// The height a host's text child gives it: one line of its text, its padding and its
    /// vertical margins, `nil` when any is unknown. The text must stay one line: it says so
    /// (`maxLines`/`lines` 1, `singleLine`), or the host wraps its width around it.
    mutating func hostedTextHeight(_ view: AndroidView, font: ScannedFont?, context: Context) throws(SyntaxError) -> Double? {
        let oneLine = view.android("maxLines") == "1" || view.android("lines") == "1" || view.android("singleLine") == "true"
        guard oneLine || context.parentView?.android("layout_width") == "wrap_content" else { return nil }
        var own = context
        own.row = nil  // the host is the target, not a row around its text
        guard let height = try textTargetHeight(view, font: font, context: own),
            case .known(let margins) = try insets(view, "layout_margin", horizontal: false)
        else { return nil }
        return height + margins
    }
}
