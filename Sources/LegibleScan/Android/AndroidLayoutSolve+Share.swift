// Weighted views whose width is their own plus a share of the row's spare width, where views
// as wide as their text take part of it (issue 34): `LinearLayout.measureHorizontal` as AOSP
// writes it (frameworks/base core/java/android/widget/LinearLayout.java).
extension AndroidLayoutSolve {
    /// A weighted child of a row: its position, node, weight and own width before its share
    /// (`nil` when it is its content's: a text view's, ``isText``, or a view the solve cannot measure).
    struct Weighted {
        var position: Int
        var node: Int
        var weight: Double
        var own: Double?
        var isText = false
    }

    /// How a weighted child is measured: in `available` (the row less its margins, `usedWidth`
    /// 0) and, in an exact row, `filling` for `match_parent`.
    struct Measured {
        var available: Double
        var filling: Double?
    }

    /// A weighted text view's part of its row on one screen (``ScannedRowShare``): its weight
    /// over the weights' sum, its own dp width before the share, or its own text.
    struct Share: Hashable {
        var fraction: Double
        var ownWidth: Double
        var own: Beside?
    }

    /// The weighted children of an exact row whose share depends on the text of views as wide
    /// as their text (theirs or a sibling's), which ``share(_:available:isExact:weightSum:widths:)``
    /// leaves unknown: each text element gets the row's spare width as its frame, the texts
    /// that take part of it (`texts`, every other one of the row, all measured before any share
    /// is given), and its part (the returned shares by position), so the audit works out at
    /// each size and locale `own + fraction × (spare − every text's width)`.
    ///
    /// measureHorizontal measures every child first (a weighted one with `usedWidth` 0, so in
    /// all of the row), adds them up in `mTotalLength`, and gives each weighted child
    /// `getMeasuredWidth() + share` (a `0dp` one only `share`), `share = weight × remainingExcess
    /// / remainingWeightSum`, `remainingWeightSum` being `weightSum` when set. Left unknown, with
    /// why: a weighted view whose own width is content the solve cannot measure (a layout), and a
    /// weighted container (its children would need its frame, which depends on text).
    func textShares(_ row: Row, available: Double, weightSum: Double?, widths: inout [Width], texts: inout [Int: [Beside]]) -> [Int: Share] {
        guard row.unknown == nil else { return [:] }
        // A weighted view as wide as content the audit cannot measure: its siblings' notes name it
        // when it is a text view the walk could not measure (its text set by code, a style's bounds).
        if let unmeasured = row.weighted.first(where: { $0.own == nil && !$0.isText }) {
            guard let reason = unmeasuredTexts[unmeasured.node] else { return [:] }
            for item in row.weighted where item.node != unmeasured.node {
                guard case .unknown = widths[item.position] else { continue }
                let named = reason.replacingOccurrences(of: "before it in the row", with: "sharing its row")
                widths[item.position] = .unknown(Unknown("layout_weight adds a share of the row's spare width, and \(named)"))
            }
            return [:]
        }
        guard !row.weightedTexts.isEmpty || !row.texts.isEmpty else { return [:] }
        var shares: [Int: Share] = [:]
        for item in row.weighted {
            guard case .unknown = widths[item.position] else { continue }
            guard tree[item.node].children.isEmpty, tree[item.node].element != nil else {
                widths[item.position] = .unknown(
                    Unknown("layout_weight adds a share of the row's spare width, which depends on the text of views beside it, to a container"))
                continue
            }
            let own = row.weightedTexts.first { $0.node == item.node }
            shares[item.position] = Share(fraction: item.weight / (weightSum ?? row.totalWeight), ownWidth: item.own ?? 0, own: own)
            texts[item.position] = row.texts + row.weightedTexts.filter { $0.node != item.node }
            widths[item.position] = .exact(available - row.used)
        }
        return shares
    }
}
