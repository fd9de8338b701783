// A RelativeLayout's children, as `RelativeLayout.applyHorizontalSizeRules` and
// `getChildMeasureSpec` measure them (left-to-right: start is left).
extension AndroidLayoutSolve {
    /// A child's horizontal box in its parent's content: its edges where known, and its width.
    struct Box {
        var left: Double?
        var right: Double?
        var width: Width
    }

    /// Places the children of a `RelativeLayout` at every screen.
    mutating func relativeChildren(of parent: Int, content: [Width]) {
        let children = tree[parent].children
        // By id, once: a search per rule was quadratic in the children.
        let siblings = Dictionary(children.compactMap { child in tree[child].id.map { ($0, child) } }, uniquingKeysWith: { first, _ in first })
        for screen in screens.indices {
            var boxes: [Int: Box] = [:]
            for child in children {
                var visiting: Set<Int> = []
                frames[child][screen] = relativeBox(child, siblings: siblings, content: content[screen], boxes: &boxes, visiting: &visiting).width
            }
        }
    }

    private func relativeBox(_ child: Int, siblings: [String: Int], content: Width, boxes: inout [Int: Box], visiting: inout Set<Int>) -> Box {
        if let box = boxes[child] { return box }
        guard let available = content.known, case .exact = content else {
            // A RelativeLayout as wide as its content: its children's edges are not fixed.
            return Box(width: content.known.map(Width.room) ?? content)
        }
        guard visiting.insert(child).inserted, visiting.count < 64 else {
            return Box(width: .unknown(Unknown("its RelativeLayout rules refer to each other in a cycle")))
        }
        let box = computedBox(child, siblings: siblings, available: available, boxes: &boxes, visiting: &visiting)
        boxes[child] = box
        return box
    }

    /// An edge a rule puts at an anchor: `nil` when the rule is absent, `.failure` when the anchor's edge is unknown.
    private typealias Edge = Result<Double, Unknown>?

    private func computedBox(_ child: Int, siblings: [String: Int], available: Double, boxes: inout [Int: Box], visiting: inout Set<Int>) -> Box {
        let node = tree[child]
        guard case .success(let margins) = margins(child) else { return Box(width: .unknown(Unknown("its margins are not sizes the scan can know"))) }
        func anchor(_ rule: String) -> Box?? {
            guard let value = node.android(rule) else { return nil }
            guard let id = AndroidValueSyntax.reference(value)?.name, let sibling = siblings[id] else { return .some(nil) }
            return .some(relativeBox(sibling, siblings: siblings, content: .exact(available), boxes: &boxes, visiting: &visiting))
        }
        func edge(_ rules: [String], _ value: (Box, Int) -> Double?) -> Edge {
            for rule in rules {
                guard let found = anchor(rule) else { continue }
                guard let box = found, let id = AndroidValueSyntax.reference(node.android(rule) ?? ""),
                    let sibling = siblings[id.name], let position = value(box, sibling)
                else { return .failure(Unknown("it is placed beside a sibling whose edge the scan cannot know")) }
                return .success(position)
            }
            return nil
        }
        var start: Edge = node.android("layout_alignParentStart") == "true" || node.android("layout_alignParentLeft") == "true" ? .success(margins.start) : nil
        start =
            start
            ?? edge(["layout_toEndOf", "layout_toRightOf"]) { box, sibling in
                box.right.flatMap { right in (try? self.margins(sibling).get()).map { right + $0.end + margins.start } }
            } ?? edge(["layout_alignStart", "layout_alignLeft"]) { box, _ in box.left.map { $0 + margins.start } }
        let alignsEnd = node.android("layout_alignParentEnd") == "true" || node.android("layout_alignParentRight") == "true"
        var end: Edge = alignsEnd ? .success(available - margins.end) : nil
        end =
            end
            ?? edge(["layout_toStartOf", "layout_toLeftOf"]) { box, sibling in
                box.left.flatMap { left in (try? self.margins(sibling).get()).map { left - $0.start - margins.end } }
            } ?? edge(["layout_alignEnd", "layout_alignRight"]) { box, _ in box.right.map { $0 - margins.end } }
        if case .failure(let unknown)? = start { return Box(width: .unknown(unknown)) }
        if case .failure(let unknown)? = end { return Box(width: .unknown(unknown)) }
        let left = try? start?.get()
        let right = try? end?.get()
        let room = (right ?? available - margins.end) - (left ?? margins.start)
        let width: Width = left != nil && right != nil ? .exact(max(0, room)) : ownWidth(child, available: .exact(max(0, room)))
        guard case .exact(let exact) = width else { return Box(left: left, right: nil, width: width) }
        if let left { return Box(left: left, right: left + exact, width: width) }
        if let right { return Box(left: right - exact, right: right, width: width) }
        let centered = ["layout_centerHorizontal", "layout_centerInParent"].contains { node.android($0) == "true" }
        let placed = centered ? (available - exact) / 2 : margins.start
        return Box(left: placed, right: placed + exact, width: width)
    }
}
