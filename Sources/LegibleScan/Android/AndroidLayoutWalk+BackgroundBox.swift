import LegibleReporting
import LegibleSyntax

/// The `<padding>` and `<size>` of a `<shape>` drawable as written (`@dimen/` references
/// resolved when a view uses them): what `GradientDrawable.getPadding` and
/// `getIntrinsicWidth`/`Height` give a view it is the background of.
struct AndroidShapeBox: Sendable, Hashable {
    /// `left`, `top`, `right`, `bottom` → the written value.
    var padding: [String: String] = [:]
    var width: String?
    var height: String?

    /// The box of a drawable file whose root is a `<shape>`, `nil` for any other or one with
    /// neither a padding nor a size.
    static func read(text: String, file: String) throws(SyntaxError) -> AndroidShapeBox? {
        let root = try XMLReader.parse(text, file: file)
        guard root.name == "shape" else { return nil }
        let namespaces = AndroidAttributes(root, inherited: [:]).namespaces
        var box = AndroidShapeBox()
        if let padding = root.childElements.last(where: { $0.name == "padding" }) {
            let attributes = AndroidAttributes(padding, inherited: namespaces)
            for side in ["left", "top", "right", "bottom"] { box.padding[side] = attributes.android(side) }
        }
        if let size = root.childElements.last(where: { $0.name == "size" }) {
            let attributes = AndroidAttributes(size, inherited: namespaces)
            box.width = attributes.android("width")
            box.height = attributes.android("height")
        }
        return box.padding.isEmpty && box.width == nil && box.height == nil ? nil : box
    }
}

/// A view's own background drawable sizes it (issue 33, Kickstarter e5ba636b D4/D5): `View`
/// takes the background's padding as its own unless the view sets one
/// (`View.setBackgroundDrawable` → `getPadding`), and measures at least the background's
/// minimum size (`getSuggestedMinimumWidth/Height`: `max(minWidth, background.getMinimumWidth())`).
/// `project_media_header.xml:23`, an 18 dp play icon on `video_button_background.xml` (a shape
/// padded 21 dp across and 15 dp down), is 60×48 dp, not 18×18; `activity_project_page.xml:110`,
/// a 24 dp heart on `ic_toolbar_button_background.xml` (a 35×35 dp vector), is 35×35 dp.
extension AndroidLayoutWalk {
    /// The padding the view's own `android:background` gives it on each side in dp: a `<shape>`
    /// of the app's with a `<padding>`; `nil` for any other background, and when a side's value
    /// is not a size the scan knows.
    mutating func appBackgroundPadding(_ view: AndroidView) throws(SyntaxError) -> (start: Double, end: Double, top: Double, bottom: Double)? {
        guard let box = backgroundShapeBox(view), !box.padding.isEmpty else { return nil }
        var sides: [String: Double] = [:]
        for side in ["left", "top", "right", "bottom"] {
            guard let value = box.padding[side] else {
                sides[side] = 0
                continue
            }
            guard case .known(let size) = try length(value, what: "background padding", zero: nil) else { return nil }
            sides[side] = size
        }
        return (sides["left"] ?? 0, sides["right"] ?? 0, sides["top"] ?? 0, sides["bottom"] ?? 0)
    }

    /// The least size the view's own background gives it across (`horizontal`) or down, in dp: a
    /// vector's or bitmap's intrinsic size, a `<shape>`'s `<size>`; `nil` when it has none the scan knows.
    mutating func backgroundMinimum(_ view: AndroidView, horizontal: Bool) throws(SyntaxError) -> Double? {
        guard let value = view.android("background"), let reference = AndroidValueSyntax.reference(value), !reference.isFramework,
            reference.type == "drawable" || reference.type == "mipmap"
        else { return nil }
        if let box = resources.shapeBoxes[reference.name] {
            guard let written = horizontal ? box.width : box.height, case .known(let size) = try length(written, what: "background size", zero: nil)
            else { return nil }
            return size
        }
        let drawable = resources.drawables[reference.name]
        return (horizontal ? drawable?.width : drawable?.height)?.dp
    }

    private func backgroundShapeBox(_ view: AndroidView) -> AndroidShapeBox? {
        guard let value = view.android("background"), let reference = AndroidValueSyntax.reference(value), !reference.isFramework,
            reference.type == "drawable"
        else { return nil }
        return resources.shapeBoxes[reference.name]
    }
}
