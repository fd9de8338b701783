import LegibleSyntax

// Text in collection view cells: a cell is as wide as its layout makes it, not as the file drew
// it. A flow layout's `itemSize` is that width unless code sizes the items (checked once the
// app's code is read, ``CollectionCellWidths``); any other layout leaves the width unknown.
extension InterfaceBuilderReader {
    /// Marks the text elements (`elementOf`: view index → element index) that sit in collection
    /// view cells: with the classes whose code may size their cells, or, where the file gives no
    /// item size, with an unknown width (the solve left it free, or the frame only guessed it).
    static func collectionCells(in elements: inout [ScannedElement], elementOf: [Int: Int], document: IBDocument, owners: IBScreenOwners) {
        for (view, element) in elementOf where elements[element].text != nil {
            guard let cell = document.ancestry(of: view).first(where: { document.views[$0].node.name == "collectionViewCell" }) else { continue }
            guard let parent = document.views[cell].parent, document.views[parent].node.name == "collectionView" else {
                unknown(&elements[element], "its collection view cell is sized by the layout that shows it, which is not in this file")
                continue
            }
            guard IBConstraintSystem.flowItemWidth(of: document.views[parent].node) != nil else {
                unknown(
                    &elements[element],
                    "its collection view cell's width is its layout's, which the file does not give (no flow layout item size, or self-sizing cells)")
                continue
            }
            elements[element].collectionOwners = collectionOwners(of: parent, in: document, owners: owners)
            let fileWidthKnown = { if case .unknown = elements[element].textWidth { false } else { true } }()
            if elements[element].screenTextWidths.isEmpty, fileWidthKnown {
                // Not solved (no screens, a file past the solve's size): the frame is only where Xcode drew the cell.
                unknown(&elements[element], "its collection view cell's layout was not solved, and the file's frame is only where Xcode drew it")
            }
        }
    }

    private static func unknown(_ element: inout ScannedElement, _ reason: String) {
        element.textWidth = .unknown(reason: reason)
        element.screenTextWidths = []
    }

    /// The classes whose code may size a collection view's items: its scene's controller (or the
    /// File's Owner), its own class and its superviews', and its `delegate`'s and `dataSource`'s.
    static func collectionOwners(of collectionView: Int, in document: IBDocument, owners: IBScreenOwners) -> [String] {
        var classes = owners.screenClasses(of: collectionView, in: document)
        let node = document.views[collectionView].node
        for connections in node.childElements where connections.name == "connections" {
            for outlet in connections.childElements where outlet.name == "outlet" && ["delegate", "dataSource"].contains(outlet.attribute("property") ?? "") {
                if let destination = outlet.attribute("destination"), let custom = owners.classes[destination] { classes.append(custom) }
            }
        }
        return classes
    }
}
