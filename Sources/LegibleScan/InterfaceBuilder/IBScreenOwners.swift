import LegibleSyntax

/// Who owns the views of an Interface Builder document: the view controller of each storyboard
/// scene (its `customClass`, by the id of its root view) and a xib's File's Owner. Code in those
/// classes reaches the views without an outlet — `overrideUserInterfaceStyle` on the controller
/// or its view, `viewWithTag:` — so the readers of code name what they set by these classes.
struct IBScreenOwners {
    /// The class of the File's Owner (`<placeholder placeholderIdentifier="IBFilesOwner" customClass="…">`).
    private(set) var filesOwner: String?
    /// The class of each view controller by the id of its root view (`<view key="view" id="…">`).
    private(set) var controllers: [String: String] = [:]
    /// The custom class of every object that names one, by id: what an outlet's destination is
    /// (a collection view's `delegate`).
    private(set) var classes: [String: String] = [:]

    init(root: XMLElementNode) {
        visit(root, depth: 0)
    }

    private mutating func visit(_ node: XMLElementNode, depth: Int) {
        // The XML reader already bounds nesting; this bound only keeps the walk's own stack small.
        guard depth < 256 else { return }
        if node.name == "placeholder", node.attribute("placeholderIdentifier") == "IBFilesOwner", let owner = node.attribute("customClass") {
            filesOwner = owner
        }
        if let id = node.attribute("id"), let custom = node.attribute("customClass") { classes[id] = custom }
        let controller = node.name.hasSuffix("Controller") ? node.attribute("customClass") : nil
        for child in node.childElements {
            if let controller, child.attribute("key") == "view", let id = child.attribute("id") { controllers[id] = controller }
            visit(child, depth: depth + 1)
        }
    }

    /// The classes whose screen holds view `index`: its scene's controller, else the File's
    /// Owner, and the custom classes of the view and its superviews (a cell whose own code sets
    /// `overrideUserInterfaceStyle` sets it for everything inside).
    func screenClasses(of index: Int, in document: IBDocument) -> [String] {
        var classes: [String] = []
        var controller: String?
        for ancestor in document.ancestry(of: index) {
            if let custom = document.views[ancestor].node.attribute("customClass") { classes.append(custom) }
            if controller == nil, let id = document.views[ancestor].id { controller = controllers[id] }
        }
        return (controller ?? filesOwner).map { [$0] + classes } ?? classes
    }

    /// The owners code that reaches a view by tag is in: the scene's controller, else the File's Owner.
    func owner(of index: Int, in document: IBDocument) -> String? {
        for ancestor in document.ancestry(of: index) {
            if let id = document.views[ancestor].id, let controller = controllers[id] { return controller }
        }
        return filesOwner
    }

    /// The names code reaches a view with `tag="N"` by (``ScannedElement/outlets``):
    /// `Owner.tagN` for the File's Owner or the scene's controller, `nib:Name.tagN` for code
    /// that loads the nib by name (`loadNibNamed:@"Name"`). Empty for a view without a tag
    /// (or tag 0, every view's default).
    func tagOutlets(of index: Int, in document: IBDocument, nib: String) -> [String] {
        guard let tag = document.views[index].node.attribute("tag").flatMap(Int.init), tag != 0 else { return [] }
        return (owner(of: index, in: document).map { ["\($0).tag\(tag)"] } ?? []) + ["nib:\(nib).tag\(tag)"]
    }

    /// The names code reaches a table view cell style's own label by (``ScannedElement/outlets``),
    /// with no outlet: `Cell.textLabel` for a cell of custom class `Cell` (its own code, or code
    /// that casts a dequeued cell to it), `Owner.nameCell.textLabel` for code that reaches the cell
    /// through an outlet, and `Owner.cell[ID].textLabel` for code in the scene's
    /// controller (or the File's Owner) that dequeues the cell by its reuse identifier `ID` and
    /// sets `cell.textLabel?.text` (``CellStyleOutlets``). Empty for any other view.
    func cellStyleOutlets(of index: Int, in document: IBDocument) -> [String] {
        guard let id = document.views[index].id, let style = document.cellStyles[id],
            let cell = document.ancestry(of: index).first(where: { document.views[$0].node.name == "tableViewCell" })
        else { return [] }
        let property = style.isDetail ? "detailTextLabel" : "textLabel"
        var names: [String] = []
        if let custom = document.views[cell].node.attribute("customClass") { names.append("\(custom).\(property)") }
        // Through an outlet to the cell: `Owner.nameCell.detailTextLabel`.
        if let cellID = document.views[cell].id { names += (document.outletNames[cellID] ?? []).map { "\($0).\(property)" } }
        if let reuse = document.views[cell].node.attribute("reuseIdentifier"), let owner = owner(of: cell, in: document) {
            names.append(CellStyleOutlets.name(owner: owner, reuseIdentifier: reuse, property: property))
        }
        return names
    }
}

/// How code and Interface Builder name a cell style's label that code reaches through the
/// reuse identifier it dequeues the cell by (`tableView.dequeueReusableCell(withIdentifier:
/// "Cell", for: indexPath)`, then `cell.textLabel?.text = …`): `Owner.cell[Cell].textLabel`.
public enum CellStyleOutlets {
    /// The name of label `property` (`textLabel`, `detailTextLabel`) of the cell dequeued as
    /// `reuseIdentifier` by code in type `owner`.
    public static func name(owner: String, reuseIdentifier: String, property: String) -> String {
        "\(owner).cell[\(reuseIdentifier)].\(property)"
    }
}
