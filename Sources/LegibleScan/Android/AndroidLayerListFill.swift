import LegibleSyntax

/// The fill a `<layer-list>` drawable shows behind text, read from its layers of solid colour —
/// Omni-Notes 16fbf883 `drawable/bg_card.xml`, a `#ffcccccc` rectangle under a white one inset
/// 2 dp at the bottom (a card's shadow line). As a view's background (`activity_category.xml:62`)
/// and as a theme's `android:windowBackground` (`password_buttons.xml:42`) its red `#F44336`
/// buttons sit on the white: 3.68:1, which went unmeasured while a layer list was unknown.
///
/// A layer list draws its items in order, each stretched over the whole drawable unless its item
/// insets it (`android:top`…`android:end`), sizes it (`android:width`/`height`) or places it
/// (`android:gravity`). The fill is the top-most item that covers the drawable: a `<shape>`
/// rectangle with a `<solid>` (no `<gradient>`), a `<color>`, or `android:drawable` naming a colour.
/// An inset no wider than ``thinEdge`` still covers: it uncovers only an edge line (a border, a
/// shadow) where text, inside its view's padding, does not sit. An outline (a shape with no fill)
/// draws only its edge and is passed over. Any other item above the fill — a picture, a vector, a
/// nested drawable, an item inset further, an oval — leaves the fill unknown, as before.
enum AndroidLayerListFill {
    /// The widest inset an item may have on a side and still cover the text: 4 dp, wider than the
    /// 1–3 dp edge lines cards draw this way and narrower than any line of text.
    static let thinEdge = 4.0

    /// A layer list's covering fills, top first: ``AndroidDrawable/solidColor`` is the first, and
    /// the rest show through it when it is translucent.
    struct Fill: Sendable, Hashable {
        /// The colour of each covering layer down from the top-most, as written.
        var colors: [String]
        /// Whether the layers below the last colour are known: true when the list's bottom was
        /// reached (the view's parent shows below), false when a layer that is not a covering colour
        /// was met (what shows through is not known).
        var reachesBottom: Bool
    }

    /// The covering fills of a `<layer-list>`'s `items`, `nil` when its top-most drawn item is not one.
    static func fill(items: [XMLElementNode], namespaces: [String: String]) -> Fill? {
        var colors: [String] = []
        for item in items.reversed() {
            switch layer(item, namespaces: namespaces) {
            case .outline: continue
            case .color(let color): colors.append(color)
            case .unknown: return colors.isEmpty ? nil : Fill(colors: colors, reachesBottom: false)
            }
        }
        return colors.isEmpty ? nil : Fill(colors: colors, reachesBottom: true)
    }

    private enum Layer {
        case color(String)
        case outline
        case unknown
    }

    /// What one `<item>` draws over the text area.
    private static func layer(_ item: XMLElementNode, namespaces: [String: String]) -> Layer {
        let attributes = AndroidAttributes(item, inherited: namespaces)
        let children = item.childElements
        if children.count == 1, children[0].name == "shape", AndroidValuesReader.isOutline(children[0], namespaces: attributes.namespaces) {
            return .outline
        }
        guard covers(attributes) else { return .unknown }
        if let drawable = attributes.android("drawable") {
            guard children.isEmpty, isColor(drawable) else { return .unknown }
            return .color(drawable)
        }
        guard children.count == 1 else { return .unknown }
        let child = children[0]
        let childAttributes = AndroidAttributes(child, inherited: attributes.namespaces)
        switch child.name {
        case "color":
            return childAttributes.android("color").map(Layer.color) ?? .unknown
        case "shape":
            // An oval, ring or line leaves the corners of the view bare; a gradient is no one colour.
            guard (childAttributes.android("shape") ?? "rectangle") == "rectangle",
                !child.childElements.contains(where: { $0.name == "gradient" }),
                let solid = child.childElements.last(where: { $0.name == "solid" }),
                let color = AndroidAttributes(solid, inherited: childAttributes.namespaces).android("color")
            else { return .unknown }
            return .color(color)
        default:
            return .unknown
        }
    }

    /// Whether an item is stretched over the drawable, but for an edge of at most ``thinEdge``.
    private static func covers(_ attributes: AndroidAttributes) -> Bool {
        if attributes.android("gravity") != nil || attributes.android("width") != nil || attributes.android("height") != nil { return false }
        for side in ["top", "bottom", "left", "right", "start", "end"] {
            guard let value = attributes.android(side) else { continue }
            guard let inset = AndroidDimension(parsing: value)?.dp, inset <= thinEdge else { return false }
        }
        return true
    }

    /// A colour literal or a colour resource, the forms `android:drawable` names a colour in.
    private static func isColor(_ value: String) -> Bool {
        if AndroidValueSyntax.color(hex: value) != nil { return true }
        return AndroidValueSyntax.reference(value)?.type == "color"
    }
}
