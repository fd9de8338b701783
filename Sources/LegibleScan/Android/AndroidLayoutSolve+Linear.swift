// A horizontal LinearLayout's row, as `LinearLayout.measureHorizontal` measures it.
extension AndroidLayoutSolve {
    /// What the row has handed out so far (`mTotalLength`), or why it is unknown.
    struct Row {
        var used = 0.0
        var unknown: Unknown?
        var totalWeight = 0.0
        /// Weighted children: position in the row, weight, own width (`nil` when it is its content's).
        var weighted: [Weighted] = []
        /// Unweighted text views as wide as their text, measured so far (``AndroidLayoutSolve/contentTexts``).
        var texts: [Beside] = []
        /// Weighted text views as wide as their text: each is its text plus a share.
        var weightedTexts: [Beside] = []
        /// Whether one of them comes after a weighted child (measured in all of the row then).
        var textAfterWeight = false
    }

    /// The most text views measured before one view of a row: each is measured per size and
    /// locale for every view after it, so a row of a thousand (a hostile file) would be a
    /// million; past this many, the views after them are unknown.
    static let maximumBesideTexts = 16

    /// Places the children of a horizontal `LinearLayout` at every screen.
    mutating func linearChildren(of parent: Int, content: [Width]) {
        let children = tree[parent].children
        let weightSum = number(tree[parent].android("weightSum")).flatMap { $0 > 0 ? $0 : nil }
        let largestChild = tree[parent].android("measureWithLargestChild") == "true"
        let minimumFree = hasNoMinimumWidth(parent)
        for screen in screens.indices {
            let (widths, texts, parts) = row(
                children, content: content[screen], weightSum: weightSum, largestChild: largestChild, hasNoMinimumWidth: minimumFree)
            for (child, width) in zip(children, widths) { frames[child][screen] = width }
            for (position, before) in texts {
                besides[children[position], default: Array(repeating: [], count: screens.count)][screen] = before
            }
            for (position, part) in parts {
                shares[children[position], default: Array(repeating: nil, count: screens.count)][screen] = part
            }
        }
    }

    /// The widths of one row's children in a content width.
    ///
    /// Unweighted children are measured in order, each in what the children before it left
    /// (all of the row once a weighted child has been met); the weighted ones then share what is
    /// left, `weight / (weightSum or the weights' total)` each, on top of their own width.
    ///
    /// A text view as wide as its one-line text (``AndroidLayoutSolve/contentTexts``) takes that,
    /// at most its room; a child measured after it gets the room before it takes any and the
    /// text views before it (`texts`, by position), so the audit can give it what they leave at
    /// each text size and locale.
    func row(
        _ children: [Int], content: Width, weightSum: Double?, largestChild: Bool, hasNoMinimumWidth: Bool = false
    ) -> (widths: [Width], texts: [Int: [Beside]], shares: [Int: Share]) {
        guard let available = content.known else { return (children.map { _ in content }, [:], [:]) }
        let isExact = if case .exact = content { true } else { false }
        var widths = [Width](repeating: content, count: children.count)
        var texts: [Int: [Beside]] = [:]
        var row = Row()
        for (position, child) in children.enumerated() {
            if isGone(child) {
                // Collapsed for the row; its own frame is the one it gets once shown.
                let before = row.totalWeight > 0 ? 0 : (row.unknown == nil ? row.used : nil)
                widths[position] = goneRowWidth(child, available: available, before: before, isExact: isExact)
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
                let measured = Measured(available: available - margins.start - margins.end, filling: filled)
                widths[position] = weightedOwnWidth(child, position: position, weight: weight, measured: measured, row: &row)
                continue
            }
            if let beforeUnknown {
                widths[position] = .unknown(beforeUnknown)
                continue
            }
            let room = available - before - margins.start - margins.end
            let width = ownWidth(child, available: .exact(room))
            widths[position] = isExact ? width : (width.known.map(Width.room) ?? width)
            // Measured after text views as wide as their text: the room before they take theirs.
            // A child after a weighted one is measured in all of the row (usedWidth 0).
            if row.totalWeight == 0, !row.texts.isEmpty, width.known != nil { texts[position] = row.texts }
            if case .exact(let taken) = width {
                row.used += taken
            } else if contentTexts.contains(child), width.known != nil, row.texts.count < Self.maximumBesideTexts {
                row.texts.append(Beside(node: child, room: room, alone: row.totalWeight > 0))
                row.textAfterWeight = row.textAfterWeight || row.totalWeight > 0
            } else {
                row.unknown = row.unknown ?? Unknown(unmeasuredTexts[child] ?? "a view before it in the row is as wide as its content")
            }
        }
        // measureWithLargestChild in a row as wide as its content gives every weighted child the
        // widest child's width: its content's.
        if largestChild, !isExact, !row.weighted.isEmpty {
            row.unknown = row.unknown ?? Unknown("measureWithLargestChild gives each weighted view the widest child's width, its content's")
        }
        var shared = share(row, available: available, isExact: isExact, weightSum: weightSum, widths: widths, hasNoMinimumWidth: hasNoMinimumWidth)
        // A lone weighted child after text views gets what they leave of the excess as well.
        for item in row.weighted where shared[item.position].known != nil && !row.texts.isEmpty { texts[item.position] = row.texts }
        let parts = isExact ? textShares(row, available: available, weightSum: weightSum, widths: &shared, texts: &texts) : [:]
        return (shared, texts, parts)
    }

    /// The weighted children's widths once the unweighted ones are measured.
    ///
    /// Each gets its own width plus `weight / (weightSum or the weights' total)` of the excess
    /// (`available − mTotalLength`). A lone weighted child whose share is the whole excess gets
    /// `available − the others` whatever its own width, its content included: in an exact row
    /// exactly that; in a row as wide as its content (`AT_MOST`, where the row is at most its
    /// total and the excess is never positive) at most that, as `wrap_content` (a `0dp` child is
    /// measured as `wrap_content` there). Otherwise a share that depends on content is unknown.
    private func share(_ row: Row, available: Double, isExact: Bool, weightSum: Double?, widths: [Width], hasNoMinimumWidth: Bool) -> [Width] {
        var widths = widths
        let lone = row.weighted.count == 1 && (weightSum == nil || weightSum == row.totalWeight)
        let contentSized = row.weighted.contains { $0.own == nil }
        for item in row.weighted {
            if let unknown = row.unknown {
                widths[item.position] = .unknown(unknown)
            } else if !row.texts.isEmpty && (!lone || row.textAfterWeight || (!isExact && (item.own ?? 0) > 0)) {
                // Only a lone share is the excess less the texts' widths, and only when they are
                // measured before it in what the row has left.
                widths[item.position] = .unknown(Unknown("a view before it in the row is as wide as its content"))
            } else if lone {
                // What the others leave: its own width is in `used` when the file gives it.
                let rest = max(0, available - row.used + (item.own ?? 0))
                // A dp width stays at most itself in a row as wide as its content; 0dp and
                // content widths are measured as wrap_content there.
                let own = item.own.flatMap { $0 > 0 ? $0 : nil }
                widths[item.position] = isExact ? .exact(rest) : own.map { .exact(min($0, rest)) } ?? .room(rest)
            } else if !isExact, hasNoMinimumWidth, row.weighted.allSatisfy({ ($0.own ?? 0) > 0 }) {
                // AOSP LinearLayout.measureHorizontal, in a row that is not EXACTLY: widthSize =
                // resolveSizeAndState(max(mTotalLength, getSuggestedMinimumWidth()), spec), its
                // content's total when that fits (AT_MOST caps it at the spec's size), so
                // delta = widthSize − mTotalLength is 0 and each weighted child keeps its measured
                // dp width (childWidth = getMeasuredWidth() + share); when it does not fit, the
                // negative delta is shared by weight. Vinyl f586ae16 notification.xml:90: four
                // 40 dp ImageButtons of weight 1 in a wrap_content row stay 40 dp wide.
                let excess = min(0, available - row.used)
                widths[item.position] = .exact(max(0, (item.own ?? 0) + excess * item.weight / (weightSum ?? row.totalWeight)))
            } else if !isExact, hasNoMinimumWidth, (item.own ?? 0) == 0, !isFilling(item.node), let room = weightedContentRoom(item, available: available) {
                // The same pass for a child as wide as its content (a 0dp one is measured as
                // wrap_content there): measured with none of the row used (usedWidth 0), it keeps
                // that width when the row fits and loses a share of the overflow when it does
                // not, so it is at most its content's width in all of the row. vlc-android
                // 4ffb22b6 `player_overlay_seek.xml:26`, a weighted title beside two icons. A
                // `match_parent` one (also `own == nil` here) is left unknown, as it was.
                widths[item.position] = .room(room)
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

    /// Whether the row's suggested minimum width (`max(minWidth, background's minimum width)`,
    /// `View.getSuggestedMinimumWidth`) is 0: no `minWidth` and no background or a colour one,
    /// which has no intrinsic size. A larger minimum makes a row as wide as its content wider
    /// than its children, and the weights share the difference.
    private func hasNoMinimumWidth(_ parent: Int) -> Bool {
        if let minimum = tree[parent].android("minWidth"), dp(minimum, what: "minWidth") != .success(0) { return false }
        guard let background = tree[parent].android("background") else { return true }
        if background == "@null" || background.hasPrefix("#") || background.hasPrefix("@color/") || background.hasPrefix("@android:color/") { return true }
        // A <shape> of the app's with a fill and no <size> or <padding> (vlc-android's
        // `video_list_length_bg.xml`): no intrinsic width, so no minimum (GradientDrawable).
        guard let reference = AndroidValueSyntax.reference(background), !reference.isFramework, reference.type == "drawable",
            let drawable = resources.drawables[reference.name]
        else { return false }
        return drawable.solidColor != nil && drawable.layers == nil && drawable.width == nil && resources.shapeBoxes[reference.name] == nil
    }

    /// Whether the child is `match_parent` (`fill_parent`) wide.
    private func isFilling(_ child: Int) -> Bool {
        ["match_parent", "fill_parent"].contains(tree[child].android("layout_width") ?? "")
    }

    /// The room a weighted child as wide as its content is measured in: the row less its margins.
    private func weightedContentRoom(_ item: Weighted, available: Double) -> Double? {
        guard case .success(let margins) = margins(item.node) else { return nil }
        return available - margins.start - margins.end
    }

    /// A weighted child's own width (0 for `0dp`, a dp width), recorded for the share; a
    /// `wrap_content` weighted child's own width is its content's (`nil`). A `match_parent` one
    /// in an exact row is `filling`: measureHorizontal measures a weighted child with none of the
    /// row used (`usedWidth` is 0 once a weight is met), so it fills the row less its margins,
    /// whatever its content; in a row as wide as its content it is at most that, its content's.
    /// In an exact row a `wrap_content` one that is a text view as wide as its text is measured
    /// in all of the row (``Row/weightedTexts``), and an icon is its drawable's width.
    private func weightedOwnWidth(_ child: Int, position: Int, weight: Double, measured: Measured, row: inout Row) -> Width {
        var own: Double?
        var isText = false
        if isZeroWidth(child) {
            own = 0
        } else if ["match_parent", "fill_parent"].contains(tree[child].android("layout_width") ?? "") {
            own = measured.filling
        } else if let value = tree[child].android("layout_width"), !["wrap_content", "match_parent", "fill_parent"].contains(value),
            case .success(let width) = dp(value, what: "layout_width")
        {
            own = width
        } else if measured.filling != nil, contentTexts.contains(child), row.texts.count + row.weightedTexts.count < Self.maximumBesideTexts {
            isText = true
            row.weightedTexts.append(Beside(node: child, room: measured.available, alone: true))
        } else if measured.filling != nil, case .exact(let icon) = ownWidth(child, available: .exact(measured.available)) {
            // Its drawable's width (ownWidth gives a wrap_content view an exact width only for that).
            own = icon
        }
        // Its own width counts in the row once known; a content-sized one leaves the excess to
        // `share`, which solves only the lone weighted child then.
        row.used += own ?? 0
        row.weighted.append(Weighted(position: position, node: child, weight: weight, own: own, isText: isText))
        return .unknown(Unknown("not solved"))
    }
}
