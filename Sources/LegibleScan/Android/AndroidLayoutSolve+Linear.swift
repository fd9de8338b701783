// A horizontal LinearLayout's row, as `LinearLayout.measureHorizontal` measures it.
extension AndroidLayoutSolve {
    /// What the row has handed out so far (`mTotalLength`), or why it is unknown.
    private struct Row {
        var used = 0.0
        var unknown: Unknown?
        var totalWeight = 0.0
        /// Weighted children: position in the row, weight, own width (`nil` when it is its content's).
        var weighted: [(position: Int, weight: Double, own: Double?)] = []
    }

    /// Places the children of a horizontal `LinearLayout` at every screen.
    mutating func linearChildren(of parent: Int, content: [Width]) {
        let children = tree[parent].children
        let weightSum = number(tree[parent].android("weightSum")).flatMap { $0 > 0 ? $0 : nil }
        let largestChild = tree[parent].android("measureWithLargestChild") == "true"
        for screen in screens.indices {
            let widths = row(children, content: content[screen], weightSum: weightSum, largestChild: largestChild)
            for (child, width) in zip(children, widths) { frames[child][screen] = width }
        }
    }

    /// The widths of one row's children in a content width.
    ///
    /// Unweighted children are measured in order, each in what the children before it left
    /// (all of the row once a weighted child has been met); the weighted ones then share what is
    /// left, `weight / (weightSum or the weights' total)` each, on top of their own width.
    private func row(_ children: [Int], content: Width, weightSum: Double?, largestChild: Bool) -> [Width] {
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
                // A match_parent child is measured before the share in all of an exact row.
                let filled = isExact ? available - margins.start - margins.end : nil
                widths[position] = weightedOwnWidth(child, position: position, weight: weight, filling: filled, row: &row)
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
        // measureWithLargestChild in a row as wide as its content gives every weighted child the
        // widest child's width: its content's.
        if largestChild, !isExact, !row.weighted.isEmpty {
            row.unknown = row.unknown ?? Unknown("measureWithLargestChild gives each weighted view the widest child's width, its content's")
        }
        return share(row, available: available, isExact: isExact, weightSum: weightSum, widths: widths)
    }

    /// The weighted children's widths once the unweighted ones are measured.
    ///
    /// Each gets its own width plus `weight / (weightSum or the weights' total)` of the excess
    /// (`available − mTotalLength`). A lone weighted child whose share is the whole excess gets
    /// `available − the others` whatever its own width, its content included: in an exact row
    /// exactly that; in a row as wide as its content (`AT_MOST`, where the row is at most its
    /// total and the excess is never positive) at most that, as `wrap_content` (a `0dp` child is
    /// measured as `wrap_content` there). Otherwise a share that depends on content is unknown.
    private func share(_ row: Row, available: Double, isExact: Bool, weightSum: Double?, widths: [Width]) -> [Width] {
        var widths = widths
        let lone = row.weighted.count == 1 && (weightSum == nil || weightSum == row.totalWeight)
        let contentSized = row.weighted.contains { $0.own == nil }
        for item in row.weighted {
            if let unknown = row.unknown {
                widths[item.position] = .unknown(unknown)
            } else if lone {
                // What the others leave: its own width is in `used` when the file gives it.
                let rest = max(0, available - row.used + (item.own ?? 0))
                // A dp width stays at most itself in a row as wide as its content; 0dp and
                // content widths are measured as wrap_content there.
                let own = item.own.flatMap { $0 > 0 ? $0 : nil }
                widths[item.position] = isExact ? .exact(rest) : own.map { .exact(min($0, rest)) } ?? .room(rest)
            } else if !isExact {
                widths[item.position] = .unknown(Unknown("layout_weight in a row as wide as its content, which the scan does not solve"))
            } else if contentSized {
                widths[item.position] = .unknown(
                    Unknown("layout_weight adds a share of the row's spare width to its own width, which depends on its content or a weighted sibling's"))
            } else {
                let excess = available - row.used
                widths[item.position] = .exact(max(0, (item.own ?? 0) + excess * item.weight / (weightSum ?? row.totalWeight)))
            }
        }
        return widths
    }

    /// A weighted child's own width (0 for `0dp`, a dp width), recorded for the share; a
    /// `wrap_content` weighted child's own width is its content's (`nil`). A `match_parent` one
    /// in an exact row is `filling`: measureHorizontal measures a weighted child with none of the
    /// row used (`usedWidth` is 0 once a weight is met), so it fills the row less its margins,
    /// whatever its content; in a row as wide as its content it is at most that, its content's.
    private func weightedOwnWidth(_ child: Int, position: Int, weight: Double, filling: Double?, row: inout Row) -> Width {
        var own: Double?
        if isZeroWidth(child) {
            own = 0
        } else if ["match_parent", "fill_parent"].contains(tree[child].android("layout_width") ?? "") {
            own = filling
        } else if let value = tree[child].android("layout_width"), !["wrap_content", "match_parent", "fill_parent"].contains(value),
            case .success(let width) = dp(value, what: "layout_width")
        {
            own = width
        }
        // Its own width counts in the row once known; a content-sized one leaves the excess to
        // `share`, which solves only the lone weighted child then.
        row.used += own ?? 0
        row.weighted.append((position, weight, own))
        return .unknown(Unknown("not solved"))
    }
}
