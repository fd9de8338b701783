import LegibleSyntax

// A TableLayout's rows and a TableRow's cells, as `TableLayout.measureVertical` and
// `TableRow.measureChildBeforeLayout` measure them.
extension AndroidLayoutSolve {
    /// The children of a `TableLayout`: each as wide as the table's content less its margins,
    /// whatever its `layout_width` (`TableLayout.LayoutParams` sets every child's width to
    /// `MATCH_PARENT`); the table stacks them as a vertical `LinearLayout`.
    mutating func tableChildren(of parent: Int, content: [Width]) {
        for child in tree[parent].children {
            guard case .success(let margins) = margins(child) else {
                setUnknown(child, "its margins are not sizes the scan can know")
                continue
            }
            frames[child] = content.map { $0.less(margins.start + margins.end) }
        }
    }

    /// The cells of a `TableRow` in a `TableLayout`.
    ///
    /// A row of `0dp` weighted cells is measured as a horizontal `LinearLayout`
    /// (``sharesByWeight(_:content:)``). Otherwise:
    ///
    /// Every column is as wide as its widest cell (`findLargestCells`: a `wrap_content` cell
    /// measured at most the table's width, a `match_parent` one, the default, unbounded), so a
    /// cell of a later column starts where the widest cells before it end: unknown. A cell of the
    /// first column starts at the row's start and is at least as wide as its text on one line,
    /// or the table's whole width; what passes the row's content edge is clipped (a view group
    /// clips to its padding). So its text is audited as one line in the room from its start to
    /// that edge, unless `shrinkColumns` names the column: then it gives up a share of the
    /// other columns' excess, which depends on their content.
    mutating func tableRowCells(of row: Int, content: [Width]) {
        if sharesByWeight(row, content: content) {
            // measureHorizontal skips a 0dp weighted cell in an exactly wide row (its column is
            // 0 wide) and gives it its weight's share: the row is the LinearLayout it extends,
            // and each cell wraps as its own line limit allows (gnucash
            // `fragment_report_summary.xml:125`, "Totaal eigen vermogen" in half of a 280 dp row).
            linearChildren(of: row, content: content)
            return
        }
        let shrinks = Self.columns(tree[tableOf(row) ?? row].android("shrinkColumns")).map { $0.contains(0) } ?? true
        for (position, cell) in tree[row].children.enumerated() {
            let node = tree[cell]
            let column = node.android("layout_column").flatMap { Int($0.trimmingWhitespace) } ?? position
            let span = node.android("layout_span").flatMap { Int($0.trimmingWhitespace) } ?? 1
            guard position == 0, column == 0, span <= 1 else {
                setUnknown(cell, "it is in a TableRow column after the first, which starts where the widest cells of the columns before it end")
                continue
            }
            guard !shrinks else {
                setUnknown(cell, "its TableLayout shrinks its column (shrinkColumns) by a share that depends on the other columns' content")
                continue
            }
            guard case .success(let margins) = margins(cell) else {
                setUnknown(cell, "its margins are not sizes the scan can know")
                continue
            }
            frames[cell] = content.map { width in width.known.map { .room(max(0, $0 - margins.start)) } ?? width }
            oneLine.insert(cell)
        }
    }

    /// Whether every cell of a row is `layout_width="0dp"` with a `layout_weight`, in its own
    /// column, and the row is exactly wide on every screen: then the table's column widths
    /// (all 0) play no part, and the cells share the row by weight.
    private func sharesByWeight(_ row: Int, content: [Width]) -> Bool {
        let cells = tree[row].children
        guard !cells.isEmpty, content.allSatisfy({ if case .exact = $0 { true } else { false } }) else { return false }
        return cells.allSatisfy { cell in
            let node = tree[cell]
            return isZeroWidth(cell) && (number(node.android("layout_weight")) ?? 0) > 0 && node.android("layout_column") == nil
                && (node.android("layout_span").flatMap { Int($0.trimmingWhitespace) } ?? 1) <= 1
        }
    }

    /// Marks `node` unknown on every screen, for `reason`.
    private mutating func setUnknown(_ node: Int, _ reason: String) {
        frames[node] = Array(repeating: .unknown(Unknown(reason)), count: screens.count)
    }

    /// The `TableLayout` a row is in, `nil` when its parent is not one.
    func tableOf(_ row: Int) -> Int? {
        guard let parent = tree[row].parent, containerTag(parent) == "TableLayout" else { return nil }
        return parent
    }

    /// The column indexes a `shrinkColumns`/`stretchColumns` value names: none when absent, `nil`
    /// for `*` (every column) or a value the scan cannot read.
    static func columns(_ value: String?) -> Set<Int>? {
        guard let value else { return [] }
        var columns: Set<Int> = []
        for part in value.split(separator: ",") {
            guard let column = Int(String(part).trimmingWhitespace) else { return nil }
            columns.insert(column)
        }
        return columns
    }
}
