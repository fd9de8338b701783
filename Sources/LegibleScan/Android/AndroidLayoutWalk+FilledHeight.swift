import LegibleSyntax

/// The height a child that fills its parent gets (issue 33, class C): NewPipe 79767f95f
/// `dialog_playback_parameter.xml:171`, a clickable `0dp`-wide weighted text with
/// `layout_height="match_parent"` in a 22 dp tall horizontal `LinearLayout`, is 22 dp tall — a
/// tap target the scan left unjudged because `match_parent` said nothing of a height.
extension AndroidLayoutWalk {
    /// The view's height inside its padding when its file fixes it: a `layout_height` in dp, or
    /// `match_parent` in a parent whose own is known (``filledHeight(_:context:)``); `nil` otherwise.
    mutating func fixedContentHeight(_ view: AndroidView, context: Context) throws(SyntaxError) -> Double? {
        let height: Double?
        switch view.android("layout_height") {
        case "match_parent", "fill_parent": height = try filledHeight(view, context: context)
        case let value?:
            if case .known(let size) = try length(value, what: "layout_height", zero: "") {
                height = size
            } else if Self.isConstrainedToParentHeight(view, context: context) {
                height = try filledHeight(view, context: context)
            } else {
                height = nil
            }
        case nil: height = nil
        }
        guard let height, case .known(let padding) = try insets(view, "padding", horizontal: false) else { return nil }
        return height - padding
    }

    /// The height a `match_parent` view gets: its parent's content height less its vertical
    /// margins, when the parent gives every child its whole height — a horizontal
    /// `LinearLayout`, a `FrameLayout` and the other stacking parents, a `RelativeLayout` or a
    /// `ConstraintLayout`, or an app's class that measures as one of them. Not a vertical `LinearLayout`,
    /// which shares its height out.
    mutating func filledHeight(_ view: AndroidView, context: Context) throws(SyntaxError) -> Double? {
        guard let parentHeight = context.contentHeight else { return nil }
        // An app's container that measures as the class it extends is that class: deltachat 7a1b15a1's
        // 40×40 dp `AnimatingToggle : FrameLayout` (conversation_input_panel.xml:120) and its match_parent buttons.
        let fillers = AndroidViewKinds.stackingParents.union(["LinearLayout", "RelativeLayout", "ConstraintLayout"])
        let parent = resources.sourceFacts?.layoutClass(of: AndroidViewKinds.simpleName(context.parent), known: fillers.contains) ?? context.parent
        let fills = (parent == "LinearLayout" && !context.parentIsVertical) || (parent != "LinearLayout" && fillers.contains(parent))
        guard fills, case .known(let margins) = try insets(view, "layout_margin", horizontal: false) else { return nil }
        return parentHeight - margins
    }

    /// A `0dp` height in a `ConstraintLayout` whose top and bottom are constrained to the parent:
    /// the parent's height (match constraint).
    static func isConstrainedToParentHeight(_ view: AndroidView, context: Context) -> Bool {
        guard context.parent == "ConstraintLayout", view.android("layout_height") == "0dp" else { return false }
        let top = view.app("layout_constraintTop_toTopOf") == "parent"
        let bottom = view.app("layout_constraintBottom_toBottomOf") == "parent"
        return top && bottom && view.app("layout_constraintHeight_percent") == nil && view.app("layout_constraintDimensionRatio") == nil
    }
}
