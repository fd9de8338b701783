import LegibleSyntax

/// A storyboard or xib `<button>` with nothing to do that a later sibling button with an action
/// covers takes no touch: UIKit hit-tests the view drawn on top first, so the tap lands on the
/// cover, and the covered button's hit area is not judged. INaturalistIOS 3ab22038
/// MainStoryboard.storyboard:81, a 24 pt activity-count badge (title and background image set in
/// code, ObservationsViewController.m:966-976, no action anywhere) under the cell's 54×54 pt
/// `interactiveActivityButton` (`tappedActivity:event:`, :96-106), was a `target.small` error.
///
/// Read literally from the file: the cover is a direct later sibling of the button or of one of
/// its ancestors (below any scrolling view), its frame holds the button's and is larger and at
/// least 44×44 pt, and it is shown, enabled and takes touches there; code that touches the
/// cover's outlets at all (hides, disables, moves it) keeps the button judged
/// (``apply(to:setInCode:)``).
enum CoveredButtons {
    /// The outlets of the button that covers the button at `index` (empty when it has none), or
    /// `nil` when `index` is no button without an action, or nothing covers it.
    static func coverOutlets(of index: Int, in document: IBDocument) -> [String]? {
        let node = document.views[index].node
        guard node.name == "button", !acts(node), let own = InterfaceBuilderReader.frame(of: node) else { return nil }
        return firstSibling(of: index, frame: own, in: document) { sibling, path, rect in
            // Only a later sibling is drawn on top.
            let cover = document.views[sibling].node
            guard sibling > path, takesTouches(cover), let frame = InterfaceBuilderReader.frame(of: cover), isTarget(frame, over: rect) else { return nil }
            return document.views[sibling].id.flatMap { document.outletNames[$0] } ?? []
        }
    }

    /// Walks from the view at `index` up through its ancestors and returns the first non-`nil`
    /// that `match` gives for a sibling of the view or of an ancestor (`path`), with the view's
    /// `frame` in that parent's coordinates; it stops at a scrolling view, whose content moves
    /// under its frame. What ``coverOutlets(of:in:)`` and ``SameActionButtons`` both look for.
    static func firstSibling<T>(of index: Int, frame: Frame, in document: IBDocument, _ match: (_ sibling: Int, _ path: Int, _ rect: Frame) -> T?) -> T? {
        var rect = frame
        var current = index
        while let parent = document.views[current].parent {
            for sibling in document.children[parent] ?? [] where sibling != current {
                if let found = match(sibling, current, rect) { return found }
            }
            // Into the parent's superview's coordinates.
            let parentNode = document.views[parent].node
            guard !["scrollView", "tableView", "collectionView", "textView"].contains(parentNode.name),
                let frame = InterfaceBuilderReader.frame(of: parentNode)
            else { return nil }
            rect = (rect.x + frame.x, rect.y + frame.y, rect.width, rect.height)
            current = parent
        }
        return nil
    }

    /// Drops the hit area of each covered button (``ScannedElement/coverOutlets``) whose cover no
    /// code touches: a name of its outlets is no part of any property code sets.
    static func apply(to elements: inout [ScannedElement], setInCode: Set<String>) {
        guard elements.contains(where: { $0.coverOutlets != nil }) else { return }
        let touched = Set(setInCode.flatMap { $0.split(separator: ".").map(String.init) })
        for index in elements.indices {
            guard let outlets = elements[index].coverOutlets else { continue }
            let names = outlets.compactMap { $0.split(separator: ".").last.map(String.init) }
            if names.contains(where: touched.contains) { continue }
            elements[index].inert = true
        }
    }

    /// Whether the file gives the button something to do: an action, a segue or a menu.
    static func acts(_ node: XMLElementNode) -> Bool {
        if node.attribute("showsMenuAsPrimaryAction") == "YES" { return true }
        return node.childElements.contains { child in
            child.name == "menu"
                || (child.name == "connections" && child.childElements.contains { $0.name == "action" || $0.name == "segue" })
        }
    }

    /// A button with an action that is shown, enabled and opaque to touches in every size class.
    static func takesTouches(_ node: XMLElementNode) -> Bool {
        guard node.name == "button", acts(node), node.attribute("hidden") != "YES", node.attribute("userInteractionEnabled") != "NO",
            node.attribute("enabled") != "NO", node.attribute("alpha").flatMap(Double.init).map({ $0 >= 0.01 }) ?? true,
            !node.childElements.contains(where: { $0.name == "variation" })
        else { return false }
        return true
    }

    typealias Frame = (x: Double, y: Double, width: Double, height: Double)

    /// Whether `outer` holds `inner`, is larger, and is a target of its own (44×44 pt or more):
    /// buttons piled at one frame are no badge under a target, and a small cover is judged itself.
    static func isTarget(_ outer: Frame, over inner: Frame) -> Bool {
        guard outer.width >= 44, outer.height >= 44, outer.width * outer.height > inner.width * inner.height else { return false }
        return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height
    }
}
