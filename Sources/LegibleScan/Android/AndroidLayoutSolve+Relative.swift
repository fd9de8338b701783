// A RelativeLayout's children, as `RelativeLayout.applyHorizontalSizeRules` and
// `getChildMeasureSpec` measure them (left-to-right: start is left).
extension AndroidLayoutSolve {
    /// A child's horizontal box in its parent's content: its edges where known, and its width.
    struct Box {
        var left: Double?
        var right: Double?
        var width: Width
        /// Text views as wide as their text whose widths move this box's `right` edge (it is
        /// `right` plus what they take): the ones placed before it along a `toEndOf` chain, and
        /// itself when it is one. A view `toEndOf` it gets what they leave (``besides``).
        var endTexts: [Beside] = []
        /// The same for the `left` edge (`left` less what they take), along `toStartOf`.
        var startTexts: [Beside] = []
        /// The texts measured before this view: its `width` is its room before they take theirs.
        var texts: [Beside] = []
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
                let box = relativeBox(child, siblings: siblings, content: content[screen], boxes: &boxes, visiting: &visiting)
                frames[child][screen] = box.width
                if !box.texts.isEmpty { besides[child, default: Array(repeating: [], count: screens.count)][screen] = box.texts }
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
    private typealias Edge = Result<(position: Double, texts: [Beside]), Unknown>?

    private func computedBox(_ child: Int, siblings: [String: Int], available: Double, boxes: inout [Int: Box], visiting: inout Set<Int>) -> Box {
        let node = tree[child]
        guard case .success(let margins) = margins(child) else { return Box(width: .unknown(Unknown("its margins are not sizes the scan can know"))) }
        func anchor(_ rule: String) -> Box?? {
            guard let value = node.android(rule) else { return nil }
            guard let id = AndroidValueSyntax.reference(value)?.name, let sibling = siblings[id] else { return .some(nil) }
            return .some(relativeBox(sibling, siblings: siblings, content: .exact(available), boxes: &boxes, visiting: &visiting))
        }
        // An edge at a sibling's edge, with the texts that move that edge (`toEndOf`/`toStartOf`
        // a text view as wide as its text); aligned to such an edge it is unknown.
        func edge(_ rules: [String], _ value: (Box, Int) -> (Double, [Beside])?) -> Edge {
            for rule in rules {
                guard let found = anchor(rule) else { continue }
                guard let box = found, let id = AndroidValueSyntax.reference(node.android(rule) ?? ""),
                    let sibling = siblings[id.name], let (position, texts) = value(box, sibling)
                else { return .failure(Unknown("it is placed beside a sibling whose edge the scan cannot know")) }
                return .success((position, texts))
            }
            return nil
        }
        let alignsStart = node.android("layout_alignParentStart") == "true" || node.android("layout_alignParentLeft") == "true"
        var start: Edge = alignsStart ? .success((margins.start, [])) : nil
        start =
            start
            ?? edge(["layout_toEndOf", "layout_toRightOf"]) { box, sibling in
                box.right.flatMap { right in (try? self.margins(sibling).get()).map { (right + $0.end + margins.start, box.endTexts) } }
            } ?? edge(["layout_alignStart", "layout_alignLeft"]) { box, _ in box.startTexts.isEmpty ? box.left.map { ($0 + margins.start, []) } : nil }
        let alignsEnd = node.android("layout_alignParentEnd") == "true" || node.android("layout_alignParentRight") == "true"
        var end: Edge = alignsEnd ? .success((available - margins.end, [])) : nil
        end =
            end
            ?? edge(["layout_toStartOf", "layout_toLeftOf"]) { box, sibling in
                box.left.flatMap { left in (try? self.margins(sibling).get()).map { (left - $0.start - margins.end, box.startTexts) } }
            } ?? edge(["layout_alignEnd", "layout_alignRight"]) { box, _ in box.endTexts.isEmpty ? box.right.map { ($0 - margins.end, []) } : nil }
        if case .failure(let unknown)? = start { return Box(width: .unknown(unknown)) }
        if case .failure(let unknown)? = end { return Box(width: .unknown(unknown)) }
        let left = (try? start?.get())?.position
        let right = (try? end?.get())?.position
        let startTexts = (try? start?.get())?.texts ?? []
        let endTexts = (try? end?.get())?.texts ?? []
        let room = (right ?? available - margins.end) - (left ?? margins.start)
        let width: Width = left != nil && right != nil ? .exact(max(0, room)) : ownWidth(child, available: .exact(max(0, room)))
        if !startTexts.isEmpty || !endTexts.isEmpty {
            return textsBox(child, left: left, right: right, width: width, startTexts: startTexts, endTexts: endTexts)
        }
        if case .room(let most) = width, contentTexts.contains(child), startTexts.isEmpty, endTexts.isEmpty {
            // A text view as wide as its text at one edge: the other edge moves with its text.
            if let left { return Box(left: left, right: left, width: width, endTexts: [Beside(node: child, room: most)]) }
            if let right { return Box(left: right, right: right, width: width, startTexts: [Beside(node: child, room: most)]) }
        }
        guard case .exact(let exact) = width else { return Box(left: left, right: nil, width: width) }
        if let left { return Box(left: left, right: left + exact, width: width) }
        if let right { return Box(left: right - exact, right: right, width: width) }
        let centered = ["layout_centerHorizontal", "layout_centerInParent"].contains { node.android($0) == "true" }
        let placed = centered ? (available - exact) / 2 : margins.start
        return Box(left: placed, right: placed + exact, width: width)
    }

    /// The box of a view placed at edges that texts as wide as theirs move: its width is its room
    /// before they take theirs (the audit gives it what they leave); the edges they move are not
    /// known, and a text view itself at one edge adds itself to the texts moving its other edge.
    private func textsBox(_ child: Int, left: Double?, right: Double?, width: Width, startTexts: [Beside], endTexts: [Beside]) -> Box {
        // Both sides moved by texts: they are measured in a different order than this model's.
        guard startTexts.isEmpty || endTexts.isEmpty, width.known != nil, startTexts.count + endTexts.count <= Self.maximumBesideTexts else {
            return Box(width: .unknown(Unknown("it is placed beside a sibling whose edge the scan cannot know")))
        }
        let texts = startTexts + endTexts
        var box = Box(left: startTexts.isEmpty ? left : nil, right: endTexts.isEmpty ? right : nil, width: width, texts: texts)
        if case .room(let most) = width, contentTexts.contains(child), let left, right == nil {
            // Its end is where its start (moved by the texts) and its own text put it.
            box = Box(left: nil, right: left, width: width, endTexts: startTexts + [Beside(node: child, room: most)], texts: texts)
        }
        return box
    }
}
