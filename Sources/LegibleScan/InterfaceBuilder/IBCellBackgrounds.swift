/// The background UIKit draws behind a table view cell's content when the file gives the cell
/// none: a `UITableViewCell` paints its own, whatever its table's colour — `systemBackground` in
/// a plain table, `secondarySystemGroupedBackground` in a grouped or inset-grouped one (white in
/// light; black and #1c1c1e in dark). Text in such a cell was measured on the table's colour
/// (Seafile 6bdf6b8c FolderView_iPad.storyboard:59 and :308, `label` on the grouped table's
/// #efeff4, "1.14:1 in dark": the cells are white or #1c1c1e), which a person sees only where
/// the app's code clears the cell.
enum IBCellBackgrounds {
    /// The cell background of view `index` when it is a table view cell, in a table of the same
    /// file or alone in a xib; `nil` for any other view, and for a cell whose file gives it a
    /// colour (clear shows its table). A xib's cell is measured on `systemBackground`, a plain
    /// table's (UITableView's default style): white in light as a grouped table's is, black in
    /// dark where a grouped one is #1c1c1e (Seafile 6bdf6b8c SeafEventCell.xib:35, orange 12 pt
    /// text on the white cell, was not measured).
    static func systemBackground(of index: Int, in document: IBDocument) -> ScannedColor? {
        let view = document.views[index]
        // A colour of its own, even clear (which shows the table), is the file's.
        guard view.node.name == "tableViewCell",
            view.node.firstChildElement(where: { $0.name == "color" && $0.attribute("key") == "backgroundColor" }) == nil
        else { return nil }
        guard let parent = view.parent else { return .system("systemBackgroundColor") }
        let table = document.views[parent].node
        guard table.name == "tableView" else { return nil }
        let grouped = ["grouped", "insetGrouped"].contains(table.attribute("style") ?? "plain")
        return .system(grouped ? "secondarySystemGroupedBackgroundColor" : "systemBackgroundColor")
    }
}
