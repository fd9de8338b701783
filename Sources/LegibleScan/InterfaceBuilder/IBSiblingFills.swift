import LegibleSyntax

/// The fills of earlier siblings a view lies on: a `<subviews>` list is drawn back to front, so a
/// view that comes earlier and whose frame holds the whole of a later one is drawn beneath it, and
/// its background colour is what the later view's text sits on before its superview's.
///
/// Unwrap 44886cb3 `Main.storyboard:1073`, "Tap code to add it here." (#555555), is centred on the
/// collection view `sRB-YS-ruh` (`:1037`, `quaternaryLabelColor`, its frame holding the label's)
/// that comes before it in the same superview; it was judged on the superview's
/// `systemBackground` (2.81:1 in dark) where it is drawn on the collection view's grey (issue 33,
/// fresh-ios12b D3). Only a sibling whose frame contains the view's whole frame counts: one that
/// covers part of it is a fill beside the text, not under it, and a view without a frame in the
/// file is not placed.
enum IBSiblingFills {
    /// The non-clear background colours of the earlier siblings of view `index` whose frames hold
    /// its frame, front to back (the nearest beneath first); a sibling hidden in every size class
    /// draws nothing.
    /// `endsOnPicture`: beneath the last fill is a picture (an image or blur view inside a sibling),
    /// so nothing further down, the superview's fill included, is what shows through.
    static func fills(beneath index: Int, in document: IBDocument, attributes: IBAttributes) throws(SyntaxError) -> (
        fills: [ScannedColor], endsOnPicture: Bool
    ) {
        guard let parent = document.views[index].parent, let siblings = document.children[parent],
            let front = IBClearSpace.frame(of: index, in: document)
        else { return ([], false) }
        var fills: [ScannedColor] = []
        for sibling in siblings.reversed() where sibling < index {
            let node = document.views[sibling].node
            guard !InterfaceBuilderReader.isHiddenInEverySizeClass(node), let back = IBClearSpace.frame(of: sibling, in: document),
                back.x <= front.x, back.y <= front.y, back.maxX >= front.maxX, back.maxY >= front.maxY,
                let color = node.firstChildElement(where: { $0.name == "color" && $0.attribute("key") == "backgroundColor" })
            else { continue }
            let scanned = try attributes.color(color)
            guard !IBAttributes.isClear(scanned) else { continue }
            // The sibling's own subviews are drawn over its fill: one that holds the view's frame
            // and has a fill is what shows (Habitica aafd43ae Intro.storyboard:158, the login form
            // over a purple scroll view whose white content view fills it), and a picture there
            // hides the fill.
            let inside = IBClearSpace.Rect(x: front.x - back.x, y: front.y - back.y, width: front.width, height: front.height)
            switch try topmostFill(in: sibling, holding: inside, document: document, attributes: attributes, depth: 0) {
            case .fill(let over): fills.append(over)
            case .picture: return (fills, true)
            case nil: fills.append(scanned)
            }
        }
        return (fills, false)
    }

    /// What covers a sibling's fill: a fill of one of its subviews, or a picture.
    private enum Cover {
        case fill(ScannedColor)
        case picture
    }

    /// The topmost fill (or picture) among the subviews of `view` that hold `rect` (in `view`'s
    /// coordinates), looking through clear ones; `nil` when none does.
    private static func topmostFill(in view: Int, holding rect: IBClearSpace.Rect, document: IBDocument, attributes: IBAttributes, depth: Int)
        throws(SyntaxError) -> Cover?
    {
        guard depth < 16 else { return nil }
        for child in (document.children[view] ?? []).reversed() {
            let node = document.views[child].node
            guard !InterfaceBuilderReader.isHiddenInEverySizeClass(node), let frame = IBClearSpace.frame(of: child, in: document),
                frame.x <= rect.x, frame.y <= rect.y, frame.maxX >= rect.x + rect.width, frame.maxY >= rect.y + rect.height
            else { continue }
            if node.name == "imageView" || node.name == "visualEffectView" { return .picture }
            let inner = IBClearSpace.Rect(x: rect.x - frame.x, y: rect.y - frame.y, width: rect.width, height: rect.height)
            if let deeper = try topmostFill(in: child, holding: inner, document: document, attributes: attributes, depth: depth + 1) { return deeper }
            if let color = node.firstChildElement(where: { $0.name == "color" && $0.attribute("key") == "backgroundColor" }) {
                let scanned = try attributes.color(color)
                if !IBAttributes.isClear(scanned) { return .fill(scanned) }
            }
        }
        return nil
    }
}
