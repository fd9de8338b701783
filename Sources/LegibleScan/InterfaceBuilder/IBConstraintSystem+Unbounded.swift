import LegibleLayoutSolver

// A one-line label nothing bounds horizontally (only its leading edge, or its centre, placed):
// Auto Layout gives it its text's width however long, so the text runs past the screen's edge,
// or past the edge of a superview that clips its subviews. What shows is the room up to that edge.
extension IBConstraintSystem {
    /// The room a one-line label with no horizontal bound shows its text in: from where its
    /// constraints place it to the screen's edge (a root spans the screen) or the nearer edge of
    /// an ancestor with `clipsSubviews`, both sides for a centred label. A label of several lines
    /// stays on one line too: with no width to wrap at (no `preferredMaxLayoutWidth`), its
    /// intrinsic width is its text's on one line, so the scan audits it as one line.
    /// `nil` when it is inside a collection view, or a scroll view whose content can grow sideways
    /// (``scrollsOnlyVertically(_:label:low:)``: content that can be scrolled to), when its scene is not a screen's (a xib's top-level view, sized by whoever loads it),
    /// or when the file gives a `preferredMaxLayoutWidth` (the label then wraps at it).
    func visibleRoom(of index: Int, low: ConstraintSolver) -> Double? {
        let view = document.views[index]
        guard view.node.name == "label" || view.node.name == "button" else { return nil }
        guard view.node.attribute("preferredMaxLayoutWidth") == nil, isPlacedHorizontally(index) else { return nil }
        let ancestry = document.ancestry(of: index)
        guard let root = ancestry.last, isScreenRoot(root) || (document.views[root].parent == nil && document.views[root].node.name == "tableViewCell") else {
            return nil
        }
        let ancestors = ancestry.dropFirst()
        guard !ancestors.contains(where: { ["collectionView", "textView"].contains(document.views[$0].node.name) }) else { return nil }
        let frame = frames[index]
        guard scrollsOnlyVertically(ancestors.filter { document.views[$0].node.name == "scrollView" }, label: index, low: low) else { return nil }
        var solver = low
        // Above the label's own pull (``textPull(of:)``) and below the file's constraints it cannot break.
        let pull = textPull(of: index)
        let edge = ConstraintStrength(pull + Self.textPullBelowResistance / 2)
        var bounds: [(left: LinearSum, right: LinearSum)] = [(LinearSum(constant: 0), LinearSum(screen))]
        for ancestor in ancestors where document.views[ancestor].node.attribute("clipsSubviews") == "YES" {
            bounds.append((LinearSum(frames[ancestor].left), frames[ancestor].right))
        }
        for bound in bounds {
            try? solver.add(SolverConstraint(frame.left, .greaterThanOrEqual, bound.left, strength: edge))
            try? solver.add(SolverConstraint(frame.right, .lessThanOrEqual, bound.right, strength: edge))
        }
        try? solver.add(SolverConstraint(frame.width, .equal, 1e6, strength: ConstraintStrength(pull)))
        let room = solver.value(of: frame.width)
        guard room >= Self.narrowestWidth, room < Self.unboundedWidth else { return nil }
        return room
    }

    /// Whether none of `scrollViews` can scroll sideways when the label widens: each one's
    /// content stays as wide as its frame, as when the file ties its content view's width or
    /// centre to the scroll view (Auto Layout attaches those to the frame, edges to the content:
    /// Pocket Casts c23892d1 PlaylistViewController.xib:46, "No Episodes" centred in a content view
    /// pinned to the scroll view's edges and centre). Content that can grow is scrolled to, so the
    /// room to an edge is not what shows.
    func scrollsOnlyVertically(_ scrollViews: [Int], label: Int, low: ConstraintSolver) -> Bool {
        guard !scrollViews.isEmpty else { return true }
        var pulled = low
        try? pulled.add(SolverConstraint(frames[label].width, .equal, 1e6, strength: ConstraintStrength(textPull(of: label))))
        return scrollViews.allSatisfy { scroll in
            guard let content = scrollContents[scroll] else { return false }
            return abs(pulled.value(of: content.width) - pulled.value(of: frames[scroll].width)) < 0.5
        }
    }

    /// Whether a constraint places the view's leading, trailing or centre (or a stack view
    /// arranges it): a view no constraint places sits wherever the engine leaves it, and the
    /// room to an edge would be a guess.
    func isPlacedHorizontally(_ index: Int) -> Bool {
        guard let id = document.views[index].id else { return false }
        if let parent = document.views[index].parent, document.views[parent].node.name == "stackView" { return true }
        let edges: Set<String> = [
            "leading", "trailing", "left", "right", "centerX", "leadingMargin", "trailingMargin", "leftMargin", "rightMargin", "centerXWithinMargins",
        ]
        return (document.constraintsByItem[id] ?? []).contains { position in
            let constraint = document.constraints[position]
            return constraint.second != nil
                && (constraint.first == id ? edges.contains(constraint.firstAttribute) : edges.contains(constraint.secondAttribute ?? ""))
        }
    }
}
