import LegibleSyntax

/// Checkboxes and radio buttons in selectable table rows (``ScannedChoiceRow``), read literally:
/// a button in a table view cell that highlights when tapped (`selectionStyle` not `none`, in a
/// table that allows selection), which its own class, its images or its cell's class name as a
/// checkbox or radio button. Such a mark is how the row shows its state, and the row is what a
/// finger hits (Pocket Casts c23892d1 CheckboxCell.xib:31, RadioButtonCell.xib:28: their
/// controllers' `didSelectRowAt` call the button's action).
enum IBChoiceRows {
    /// Parts of a class or image name that mark a checkbox or radio button (`checkbox-unselected`,
    /// `checkcircle-unselected`, `RadioButtonCell`, `unchecked`). A bare `check` is not one: it is
    /// also `checkout` and `checkIn`.
    static let markWords = ["checkbox", "check_box", "check-box", "checkmark", "check-mark", "checkcircle", "check-circle", "checked", "radio"]

    /// The selectable row around button `index`, when a name says the button is its mark.
    static func row(of index: Int, in document: IBDocument) -> ScannedChoiceRow? {
        let button = document.views[index].node
        guard button.name == "button",
            let cellIndex = document.ancestry(of: index).first(where: { document.views[$0].node.name == "tableViewCell" })
        else { return nil }
        let cell = document.views[cellIndex].node
        // A cell that never highlights, or a table that allows no selection, takes no tap of its own.
        guard cell.attribute("selectionStyle") != "none" else { return nil }
        if let table = document.views[cellIndex].parent, document.views[table].node.name == "tableView",
            document.views[table].node.attribute("allowsSelection") == "NO"
        {
            return nil
        }
        guard let evidence = evidence(button: button, cell: cell) else { return nil }
        let height = cell.attribute("rowHeight").flatMap(Double.init) ?? document.views[cellIndex].frameHeight
        return ScannedChoiceRow(name: cell.attribute("customClass") ?? "table view cell", height: height, evidence: evidence)
    }

    /// What names the button a checkbox or radio button: its class, an image of any state, or
    /// its cell's class; `nil` when nothing does.
    static func evidence(button: XMLElementNode, cell: XMLElementNode) -> String? {
        if let name = button.attribute("customClass"), isMark(name) { return "its class \(name)" }
        for state in button.childElements where state.name == "state" {
            for key in ["image", "backgroundImage"] {
                if let name = state.attribute(key), isMark(name) { return "its image \(name)" }
            }
        }
        if let configuration = button.firstChildElement(where: { $0.name == "buttonConfiguration" }), let name = configuration.attribute("image"), isMark(name)
        {
            return "its image \(name)"
        }
        if let name = cell.attribute("customClass"), isMark(name) { return "the cell's class \(name)" }
        return nil
    }

    /// Whether a name holds one of ``markWords``, in any case.
    static func isMark(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return markWords.contains { lowered.contains($0) }
    }
}
