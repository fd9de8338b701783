// A `gone` view takes no room among its siblings, but what is inside it is laid out in the width
// it gets once code shows it, not in 0 dp (issue 33; vlc-android 4ffb22b6
// `player_overlay_seek.xml:10`: the `gone` fast-play row, which `VideoTouchDelegate.kt:570`
// shows, was solved 0 dp wide, so its weighted title (`:26`) was measured about 2.7 dp wide).
extension AndroidLayoutSolve {
    /// The frame of a `gone` child of a horizontal `LinearLayout` once shown, measured as an
    /// unweighted child is (``row(_:content:weightSum:largestChild:hasNoMinimumWidth:)``) in what
    /// the children before it leave (`before`, `nil` when that is unknown); the children after
    /// it are solved as the file has it, without it. A weighted one's share is not solved.
    func goneRowWidth(_ child: Int, available: Double, before: Double?, isExact: Bool) -> Width {
        guard (number(tree[child].android("layout_weight")) ?? 0) <= 0 else {
            return .unknown(Unknown("it is gone in the file, and the share of its row it takes once shown is not solved"))
        }
        guard let before else { return .unknown(Unknown("a view before it in the row is as wide as its content")) }
        guard case .success(let margins) = sides(child, "layout_margin") else { return .unknown(Unknown("its margins are not sizes the scan can know")) }
        let width = ownWidth(child, available: .exact(available - before - margins.start - margins.end))
        return isExact ? width : (width.known.map(Width.room) ?? width)
    }

    /// The frame of a `gone` child of a `ConstraintLayout` once shown: its dp width, its
    /// drawable's, the parent's content less its margins for `match_parent`, at most the
    /// parent's content for `wrap_content` (measured `AT_MOST` the parent's size). A `0dp` or
    /// `constrainedWidth` one is placed by constraints the solve did not keep for it: unknown.
    func goneConstraintWidth(_ child: Int, content: Double) -> Width {
        let node = tree[child]
        let unplaced = Width.unknown(Unknown("it is gone in the file, and the constraints that place it once shown are not solved"))
        switch node.android("layout_width") {
        case nil, "wrap_content":
            if let icon = contentWidth(child) { return .exact(min(icon, content)) }
            let constrained = node.app("layout_constrainedWidth") == "true" || node.app("layout_constraintWidth") == "wrap_content_constrained"
            return constrained ? unplaced : .room(content)
        case "match_parent", "fill_parent":
            guard case .success(let margins) = sides(child, "layout_margin") else { return .unknown(Unknown("its margins are not sizes the scan can know")) }
            return .exact(content - margins.start - margins.end)
        case let value?:
            guard !isZeroWidth(child), case .success(let width) = dp(value, what: "layout_width") else { return unplaced }
            return .exact(width)
        }
    }
}
