import LegibleSyntax

/// Labels that fill a badge (``ScannedBadge``), read literally from the file: the label's
/// superview draws a colour of its own, is no larger than ``largestSide`` on either side, and
/// the label spans at least half its width and height. Open Food Facts 35cf4ea5
/// SingleLetterNutriscoreView.xib:24 is one: a 42 pt bold "A" in 38×48 pt of a 40×50 pt green
/// tile, the Nutri-Score logo's grade letter (its class cites the "NutriScoreLogo project").
enum IBBadges {
    /// The largest side of a badge: 64 pt, a large avatar's; a view beyond it is a row or a card.
    static let largestSide = 64.0

    /// The badge label `index` fills, `nil` when it fills none.
    static func badge(of index: Int, in document: IBDocument, attributes: IBAttributes) -> ScannedBadge? {
        let label = document.views[index]
        guard label.node.name == "label", let parentIndex = label.parent else { return nil }
        if let picture = pictureBadge(under: index, in: document) { return picture }
        if let own = roundLabelBadge(label.node, attributes: attributes) { return own }
        let parent = document.views[parentIndex]
        guard let width = parent.frameWidth, let height = parent.frameHeight, width > 0, height > 0,
            width <= largestSide, height <= largestSide,
            let color = parent.node.firstChildElement(where: { $0.name == "color" && $0.attribute("key") == "backgroundColor" }),
            let fill = try? attributes.color(color), !IBAttributes.isClear(fill)
        else { return nil }
        // The label fills the tile: a caption beside an icon in the same view does not.
        guard let labelWidth = label.frameWidth, let labelHeight = label.frameHeight, labelWidth >= width / 2, labelHeight >= height / 2 else { return nil }
        return ScannedBadge(width: width, height: height, fileText: label.node.attribute("text"))
    }

    /// A picture the label is drawn over as a badge: an image view of the same superview, before
    /// it (behind), with an image, no larger than ``largestSide``, whose frame holds the label's
    /// and whose centre the label's is near (a quarter of its size). OnionBrowser 44edf9a8
    /// SecurityLevelCell.xib:29, a 16 pt Bold "1" centred on a 24×30 pt shield (:21-22): the
    /// security level's digit, drawn as a symbol.
    private static func pictureBadge(under index: Int, in document: IBDocument) -> ScannedBadge? {
        let label = document.views[index]
        guard let parent = label.parent, let text = InterfaceBuilderReader.frame(of: label.node) else { return nil }
        for sibling in document.children[parent] ?? [] where sibling < index {
            let node = document.views[sibling].node
            guard node.name == "imageView", node.attribute("image") != nil, !InterfaceBuilderReader.isHiddenInEverySizeClass(node),
                let image = InterfaceBuilderReader.frame(of: node), image.width > 0, image.height > 0,
                image.width <= largestSide, image.height <= largestSide,
                text.x >= image.x, text.y >= image.y, text.x + text.width <= image.x + image.width, text.y + text.height <= image.y + image.height,
                abs((text.x + text.width / 2) - (image.x + image.width / 2)) <= image.width / 4,
                abs((text.y + text.height / 2) - (image.y + image.height / 2)) <= image.height / 4
            else { continue }
            return ScannedBadge(width: image.width, height: image.height, fileText: label.node.attribute("text"))
        }
        return nil
    }

    /// A label that is itself a badge: no larger than ``largestSide``, rounded by a
    /// `layer.cornerRadius` runtime attribute of at least a quarter of its shorter side, and drawn
    /// with a fill or a `layer.borderWidth` outline of its own. OnionBrowser 44edf9a8
    /// SecurityLevelCell.xib:47, an empty 24×24 pt circle (radius 12, a 1 pt border) that code
    /// fills with "✓" and a colour when the row is selected (SecurityLevelCell.swift:46-56): a
    /// radio indicator's mark.
    private static func roundLabelBadge(_ node: XMLElementNode, attributes: IBAttributes) -> ScannedBadge? {
        guard let frame = InterfaceBuilderReader.frame(of: node), frame.width > 0, frame.height > 0,
            frame.width <= largestSide, frame.height <= largestSide,
            let radius = runtimeNumber(node, "layer.cornerRadius"), radius >= min(frame.width, frame.height) / 4
        else { return nil }
        let outlined = (runtimeNumber(node, "layer.borderWidth") ?? 0) > 0
        let filled =
            node.firstChildElement(where: { $0.name == "color" && $0.attribute("key") == "backgroundColor" })
            .flatMap { try? attributes.color($0) }.map { !IBAttributes.isClear($0) } ?? false
        guard outlined || filled else { return nil }
        return ScannedBadge(width: frame.width, height: frame.height, fileText: node.attribute("text"))
    }

    /// The value of a number runtime attribute (`<userDefinedRuntimeAttribute type="number"
    /// keyPath="layer.cornerRadius"><integer key="value" value="12"/>`).
    private static func runtimeNumber(_ node: XMLElementNode, _ keyPath: String) -> Double? {
        let list = node.firstChildElement(where: { $0.name == "userDefinedRuntimeAttributes" })?.childElements ?? []
        guard let attribute = list.first(where: { $0.attribute("type") == "number" && $0.attribute("keyPath") == keyPath }),
            let value = attribute.firstChildElement(where: { $0.attribute("key") == "value" })?.attribute("value")
        else { return nil }
        return Double(value)
    }

    /// A button of ``largestSide`` or less whose title is drawn over its own background image
    /// (`<state key="normal" backgroundImage=…>`): the picture is the badge. OnionBrowser 44edf9a8
    /// BrowsingViewController.xib:49, the security level's digit ("3", 16 pt Bold) in a 24×30 pt shield.
    static func buttonBadge(_ node: XMLElementNode, title: String?) -> ScannedBadge? {
        guard let frame = InterfaceBuilderReader.frame(of: node), frame.width > 0, frame.height > 0,
            frame.width <= largestSide, frame.height <= largestSide,
            node.childElements.contains(where: { $0.name == "state" && $0.attribute("key") == "normal" && $0.attribute("backgroundImage") != nil })
        else { return nil }
        return ScannedBadge(width: frame.width, height: frame.height, fileText: title)
    }
}
