// A horizontal LinearLayout's row, as `LinearLayout.measureHorizontal` measures it.
extension AndroidLayoutSolve {
    /// What the row has handed out so far (`mTotalLength`), or why it is unknown.
    private struct Row {
        var used = 0.0
        var unknown: Unknown?
        var totalWeight = 0.0
        /// Weighted children: position in the row, weight, own width.
        var weighted: [(position: Int, weight: Double, own: Double)] = []
    }

    /// Places the children of a horizontal `LinearLayout` at every screen.
    mutating func linearChildren(of parent: Int, content: [Width]) {
        let children = tree[parent].children
        let weightSum = number(tree[parent].android("weightSum")).flatMap { $0 > 0 ? $0 : nil }
        for screen in screens.indices {
            let widths = row(children, content: content[screen], weightSum: weightSum)
            for (child, width) in zip(children, widths) { frames[child][screen] = width }
        }
    }

    /// The widths of one row's children in a content width.
    ///
    /// Unweighted children are measured in order, each in what the children before it left
    /// (all of the row once a weighted child has been met); the weighted ones then share what is
    /// left, `weight / (weightSum or the weights' total)` each, on top of their own width.
    private func row(_ children: [Int], content: Width, weightSum: Double?) -> [Width] {
        guard let available = content.known else { return children.map { _ in content } }
        let isExact = if case .exact = content { true } else { false }
        var widths = [Width](repeating: content, count: children.count)
        var row = Row()
        for (position, child) in children.enumerated() {
            if isGone(child) {
                widths[position] = .exact(0)
                continue
            }
            guard case .success(let margins) = margins(child) else {
                widths[position] = .unknown(Unknown("its margins are not sizes the scan can know"))
                row.unknown = row.unknown ?? Unknown("a view before it in the row has margins the scan cannot know")
                continue
            }
            let before = row.totalWeight == 0 ? row.used : 0
            let beforeUnknown = row.totalWeight == 0 ? row.unknown : nil
            row.used += margins.start + margins.end
            let weight = number(tree[child].android("layout_weight")) ?? 0
            if weight > 0 {
                row.totalWeight += weight
                widths[position] = weightedOwnWidth(child, position: position, weight: weight, row: &row)
                continue
            }
            if let beforeUnknown {
                widths[position] = .unknown(beforeUnknown)
                continue
            }
            let width = ownWidth(child, available: .exact(available - before - margins.start - margins.end))
            widths[position] = isExact ? width : (width.known.map(Width.room) ?? width)
            if case .exact(let taken) = width {
                row.used += taken
            } else {
                row.unknown = row.unknown ?? Unknown("a view before it in the row is as wide as its content")
            }
        }
        guard isExact else {
            for item in row.weighted {
                widths[item.position] = .unknown(Unknown("layout_weight in a row as wide as its content, which the scan does not solve"))
            }
            return widths
        }
        let excess = available - row.used
        for item in row.weighted {
            if let unknown = row.unknown {
                widths[item.position] = .unknown(unknown)
            } else {
                widths[item.position] = .exact(max(0, item.own + excess * item.weight / (weightSum ?? row.totalWeight)))
            }
        }
        return widths
    }

    /// A weighted child's own width (0 for `0dp`, a dp width), recorded for the share; a
    /// `wrap_content` weighted child's width depends on its text.
    private func weightedOwnWidth(_ child: Int, position: Int, weight: Double, row: inout Row) -> Width {
        var own: Double?
        if isZeroWidth(child) {
            own = 0
        } else if let value = tree[child].android("layout_width"), !["wrap_content", "match_parent", "fill_parent"].contains(value),
            case .success(let width) = dp(value, what: "layout_width")
        {
            own = width
        }
        guard let own else {
            row.unknown = row.unknown ?? Unknown("a weighted view in the row is as wide as its content plus its share")
            return .unknown(Unknown("layout_weight adds a share of the row's spare width to its own width, which depends on its content"))
        }
        row.used += own
        row.weighted.append((position, weight, own))
        return .unknown(Unknown("not solved"))
    }
}
