import LegibleSyntax

/// The clear space around a storyboard or xib control (``ScannedClearance``), measured on the
/// frames the file gives — Interface Builder's own layout of its constraints at the file's
/// device — for `target.small` on visionOS.
///
/// Each side runs from the control's edge to the nearest other target that faces it (a
/// neighbour whose extent across the axis overlaps the control's: a button, text field, switch,
/// slider, segmented control, stepper, date or picker view, table or collection view, a view
/// with a gesture recogniser or an action, visible and taking touches), or else to the edge of
/// the view that bounds the measurement: the control's cell (a table or collection view cell,
/// beyond which the next cell starts) or the file's or scene's root view. Containers between the
/// control and that view are looked through: a button that fills a stack view is as clear as the
/// stack view (VLC 12cd503e AddToCollectionView.xib:37, alone in a stack 10 pt below a
/// collection view). Labels and images are no targets: the HIG's clear space is space free of
/// other targets. A target that overlaps the control (behind or over it) is not a neighbour.
///
/// Unknown when the control, a view between it and the bounding view, or that view has no
/// frame in the file.
enum IBClearSpace {
    /// The views whose taps are their own (a table's or collection's cells take taps all over it).
    static let targetNames: Set<String> = [
        "button", "textField", "switch", "stepper", "segmentedControl", "slider", "datePicker", "pickerView", "tableView", "collectionView",
        "searchBar", "control",
    ]

    /// The cells whose edges bound a control's clear space.
    static let cellNames: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    struct Rect {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        var maxX: Double { x + width }
        var maxY: Double { y + height }
    }

    /// The clearance of view `index`.
    static func clearance(of index: Int, in document: IBDocument) -> ScannedClearance {
        let chain = document.ancestry(of: index)
        let boundary = chain.dropFirst().first { cellNames.contains(document.views[$0].node.name) } ?? chain.last ?? index
        guard boundary != index, let bounds = frame(of: boundary, in: document), let control = rect(of: index, below: boundary, in: document) else {
            return .unknown(reason: "a view around it has no frame in the file")
        }
        let edge = cellNames.contains(document.views[boundary].node.name) ? "the cell's edge" : "the edge of the file's root view"
        var left = ScannedClearSpace.Side(distance: control.x, neighbourSize: nil, name: edge)
        var right = ScannedClearSpace.Side(distance: bounds.width - control.maxX, neighbourSize: nil, name: edge)
        var top = ScannedClearSpace.Side(distance: control.y, neighbourSize: nil, name: edge)
        var bottom = ScannedClearSpace.Side(distance: bounds.height - control.maxY, neighbourSize: nil, name: edge)
        let excluded = Set(chain)
        for neighbour in targets(under: boundary, excluding: excluded, index: index, in: document) {
            guard let other = rect(of: neighbour, below: boundary, in: document) else { continue }
            let name = "\(document.views[neighbour].node.name) \(document.views[neighbour].id ?? "")"
            let acrossX = other.y < control.maxY && control.y < other.maxY
            let acrossY = other.x < control.maxX && control.x < other.maxX
            if acrossX, other.maxX <= control.x + 0.001, control.x - other.maxX < left.distance {
                left = .init(distance: control.x - other.maxX, neighbourSize: other.width, name: name)
            }
            if acrossX, other.x >= control.maxX - 0.001, other.x - control.maxX < right.distance {
                right = .init(distance: other.x - control.maxX, neighbourSize: other.width, name: name)
            }
            if acrossY, other.maxY <= control.y + 0.001, control.y - other.maxY < top.distance {
                top = .init(distance: control.y - other.maxY, neighbourSize: other.height, name: name)
            }
            if acrossY, other.y >= control.maxY - 0.001, other.y - control.maxY < bottom.distance {
                bottom = .init(distance: other.y - control.maxY, neighbourSize: other.height, name: name)
            }
        }
        return .known(ScannedClearSpace(left: left, right: right, top: top, bottom: bottom))
    }

    /// The targets in `root`'s subtree other than the control, its superviews and what is in it,
    /// taking touches. One the file hides counts as shown: code may show it, and space it would
    /// then take is not counted as clear.
    private static func targets(under root: Int, excluding excluded: Set<Int>, index: Int, in document: IBDocument) -> [Int] {
        var found: [Int] = []
        var stack = document.children[root] ?? []
        while let view = stack.popLast() {
            let node = document.views[view].node
            // What code leaves untouchable or invisible takes no tap, nor does anything in it.
            if node.attribute("userInteractionEnabled") == "NO" || node.attribute("alpha").flatMap(Double.init).map({ $0 <= 0 }) == true { continue }
            if view == index { continue }
            let isTarget = targetNames.contains(node.name) || (document.views[view].id.map { document.gestureTargets.contains($0) } ?? false)
            if isTarget, !excluded.contains(view) {
                found.append(view)
                // A table's or collection's own cells are inside its frame already.
                if node.name == "tableView" || node.name == "collectionView" { continue }
            }
            stack += document.children[view] ?? []
        }
        return found
    }

    /// View `index`'s frame in the coordinates of `boundary`, one of its superviews: its own
    /// frame moved by each superview's origin below `boundary`; `nil` when one has no frame.
    private static func rect(of index: Int, below boundary: Int, in document: IBDocument) -> Rect? {
        guard var result = frame(of: index, in: document) else { return nil }
        var current = document.views[index].parent
        while let parent = current, parent != boundary {
            guard let origin = frame(of: parent, in: document) else { return nil }
            result.x += origin.x
            result.y += origin.y
            current = document.views[parent].parent
        }
        return current == boundary ? result : nil
    }

    /// The `<rect key="frame">` of view `index`; `nil` without one or without a size.
    static func frame(of index: Int, in document: IBDocument) -> Rect? {
        let node = document.views[index].node
        guard let rect = node.firstChildElement(where: { $0.name == "rect" && $0.attribute("key") == "frame" }),
            let width = document.views[index].frameWidth, let height = document.views[index].frameHeight
        else { return nil }
        return Rect(x: rect.attribute("x").flatMap(Double.init) ?? 0, y: rect.attribute("y").flatMap(Double.init) ?? 0, width: width, height: height)
    }
}
