import LegibleSyntax

/// A tappable `LinearLayout` that wraps its children is as big as they are across its
/// orientation: Wikipedia aa428fa3 activity_gallery.xml:159, `license_container`, a
/// `wrap_content` row of 18 dp license icons that GalleryActivity.kt:197 makes clickable, is
/// 18 dp tall. Only the side across the orientation is known (the tallest child of a row, with its
/// margins, plus the row's padding), counting children that are `gone` (code may show them);
/// along it, a child code shows or hides changes the sum, so that side is not judged. Known only
/// when every child gives that side in dp, with no style that could change it.
extension AndroidLayoutWalk {
    /// The element children of a node.
    static func childElements(_ node: XMLElementNode) -> [XMLElementNode] {
        node.children.compactMap { child in
            if case .element(let element) = child { return element }
            return nil
        }
    }

    /// The `wrap_content` side of a `LinearLayout` across its orientation, from its children;
    /// `nil` when not known or along its orientation.
    mutating func childrenSide(_ view: AndroidView, children: [XMLElementNode], horizontal: Bool, context: Context) throws(SyntaxError) -> Double? {
        let vertical = view.android("orientation") == "vertical"
        guard view.tag == "LinearLayout", !children.isEmpty, vertical == horizontal,
            case .known(let padding) = try insets(view, "padding", horizontal: horizontal)
        else { return nil }
        var tallest = 0.0
        for node in children {
            let attributes = AndroidAttributes(node, inherited: context.namespaces)
            guard styleKeepsSize(attributes.plain("style")), node.name != "include", node.name != "merge" else { return nil }
            let child = AndroidView(tag: AndroidViewKinds.simpleName(node.name), attributes: attributes.values, styleLibrary: nil)
            guard let written = child.android(horizontal ? "layout_width" : "layout_height"),
                case .known(let size) = try length(written, what: "size", zero: nil),
                case .known(let margins) = try insets(child, "layout_margin", horizontal: horizontal)
            else { return nil }
            tallest = max(tallest, size + margins)
        }
        return tallest + padding
    }

    /// Whether a child's style (`nil` for none) leaves its size and margins to the element: the
    /// app's styles, resolved, set no `layout_width`, `layout_height`, `layout_weight` or margin,
    /// and any library parent is a text appearance, which sets none (AnySoftKeyboard 6643bda9
    /// `cancel_suggestions_action.xml:10`, a 36 dp text in `Ask.Text.SuggestionsAction` →
    /// `TextAppearance.AppCompat`, beside a 36 dp icon in the 36 dp tall strip button).
    private func styleKeepsSize(_ style: String?) -> Bool {
        guard let style else { return true }
        guard let reference = AndroidValueSyntax.reference(style), reference.type == "style", !reference.isFramework,
            let resolved = try? resources.resolveStyle(reference.name, isFramework: false)
        else { return false }
        if let library = resolved.library, !library.name.hasPrefix("TextAppearance") { return false }
        return !resolved.items.keys.contains { key in
            ["android:layout_width", "android:layout_height", "android:layout_weight"].contains(key) || key.hasPrefix("android:layout_margin")
        }
    }
}
