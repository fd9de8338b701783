import LegibleSyntax

extension InterfaceBuilderReader {
    /// What the text sits on, as far as a scene's root goes: `.root("Controller.view")` when
    /// neither it nor a view between has a background colour, a cell's, or a sibling's fill beneath
    /// (``ScannedElement/rootBackgroundOutlet``); `.covered` when an opaque one of those is drawn
    /// over the root (what code sets on the root is then not seen); `.other` otherwise.
    enum RootBackdrop: Equatable {
        case root(String)
        case covered
        case other
    }

    static func rootBackdrop(of index: Int, in document: IBDocument, attributes: IBAttributes) throws(SyntaxError) -> RootBackdrop {
        for ancestor in document.ancestry(of: index) {
            let view = document.views[ancestor]
            if let owner = view.controllerClass { return .root("\(owner).view") }
            if let color = view.node.firstChildElement(where: { $0.name == "color" && $0.attribute("key") == "backgroundColor" }) {
                let scanned = try attributes.color(color)
                if !IBAttributes.isClear(scanned) { return isTranslucent(scanned) ? .other : .covered }
            }
            if IBCellBackgrounds.systemBackground(of: ancestor, in: document) != nil { return .covered }
            let beneath = try IBSiblingFills.fills(beneath: ancestor, in: document, attributes: attributes)
            if let fill = beneath.fills.first { return isTranslucent(fill) ? .other : .covered }
            if beneath.endsOnPicture { return .covered }
        }
        return .other
    }

    /// Text over an image drawn behind it sits on the image, whose colours the file does not
    /// give: no background. Then records the scene root the text sits on
    /// (``ScannedElement/rootBackgroundOutlet``), or, when its own background or a fill between
    /// hides the root's, takes the root from ``ScannedElement/backgroundOutlets``: what code sets
    /// there is not seen (Habitica Main.storyboard:3151, a white title on its button's own #9a62ff).
    static func noteBackdrop(of index: Int, in document: IBDocument, attributes: IBAttributes, element: inout ScannedElement) throws(SyntaxError) {
        let imageBehind = hasImageBehind(index, in: document, attributes: attributes)
        if imageBehind { element.backgroundColor = nil }
        switch try rootBackdrop(of: index, in: document, attributes: attributes) {
        case .covered:
            let roots = Set(document.ancestry(of: index).compactMap { document.views[$0].controllerClass.map { "\($0).view" } })
            element.backgroundOutlets.removeAll { roots.contains($0) }
        case .root(let root): element.rootBackgroundOutlet = imageBehind ? nil : root
        case .other: break
        }
    }
}
