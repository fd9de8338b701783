import LegibleSyntax

extension InterfaceBuilderReader {
    /// The texts Interface Builder gives a new label or button, and the stand-ins people type
    /// where code supplies the text: not what a person will read.
    static let placeholderTexts: Set<String> = ["Label", "Button", "Title", "Text", "Subtitle", "Detail", "Placeholder"]

    /// Whether a text is a placeholder (``placeholderTexts``, or Lorem ipsum).
    static func isPlaceholder(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespace
        return placeholderTexts.contains(trimmed) || trimmed.lowercased().hasPrefix("lorem ipsum")
    }

    /// Whether a button shows an image in its normal state or its configuration.
    static func hasImage(_ node: XMLElementNode) -> Bool {
        node.childElements.contains { child in
            (child.name == "state" && child.attribute("key") == "normal" && (child.attribute("image") != nil || child.attribute("backgroundImage") != nil))
                || (child.name == "buttonConfiguration" && child.attribute("image") != nil)
        }
    }

    /// The outlets of the view's superviews up to the one whose background colour is not clear
    /// (``ScannedElement/backgroundOutlets``).
    static func backgroundOutlets(of index: Int, in document: IBDocument, attributes: IBAttributes) -> [String] {
        var outlets: [String] = []
        for ancestor in document.ancestry(of: index).dropFirst() {
            let view = document.views[ancestor]
            if let id = view.id { outlets += document.outletNames[id] ?? [] }
            let color = view.node.firstChildElement { $0.name == "color" && $0.attribute("key") == "backgroundColor" }
            if let color, let scanned = try? attributes.color(color), !IBAttributes.isClear(scanned) { break }
        }
        return outlets
    }

    /// Whether an image view with an image is drawn behind the view: a subview before it (or
    /// before one of its superviews) under the superview whose background it would otherwise sit
    /// on. Frames are not compared: an image anywhere behind makes the background unknown.
    static func hasImageBehind(_ index: Int, in document: IBDocument, attributes: IBAttributes) -> Bool {
        for view in document.ancestry(of: index) {
            let node = document.views[view].node
            let color = node.firstChildElement { $0.name == "color" && $0.attribute("key") == "backgroundColor" }
            if let color, let scanned = try? attributes.color(color), !IBAttributes.isClear(scanned) { return false }
            guard let parent = document.views[view].parent, let siblings = document.children[parent] else { return false }
            for sibling in siblings where sibling < view {
                let behind = document.views[sibling].node
                if behind.name == "imageView", behind.attribute("image") != nil, behind.attribute("hidden") != "YES" { return true }
            }
        }
        return false
    }

    /// The size a person can tap, `nil` on a side that is not judged:
    ///
    /// - nothing for a view nobody can tap: hidden (or in a hidden superview), fully
    ///   transparent (`alpha="0.0"`), or with user interaction off in it or a superview;
    /// - nothing for a switch, which UIKit draws at its own fixed size (51×31 pt) whatever the
    ///   frame says, and no height for a slider, whose height UIKit fixes (31 pt);
    /// - nothing for a frame collapsed to zero.
    static func targetSize(of index: Int, kind: ScannedElement.Kind, in document: IBDocument) -> (width: Double?, height: Double?) {
        let untappable = document.ancestry(of: index).contains { ancestor in
            let node = document.views[ancestor].node
            return node.attribute("hidden") == "YES" || node.attribute("userInteractionEnabled") == "NO"
                || node.attribute("alpha").flatMap(Double.init).map { $0 <= 0 } == true
        }
        if untappable || kind == .toggle { return (nil, nil) }
        let view = document.views[index]
        let width = view.frameWidth.flatMap { $0 > 0 ? $0 : nil }
        let height = view.frameHeight.flatMap { $0 > 0 ? $0 : nil }
        return (width, kind == .slider ? nil : height)
    }
}
