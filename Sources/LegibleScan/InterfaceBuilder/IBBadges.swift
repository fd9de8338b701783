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
}
