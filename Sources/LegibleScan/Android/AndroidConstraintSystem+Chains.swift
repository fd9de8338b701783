import LegibleLayoutSolver

// Where each child sits: between its anchors at its bias, or along a chain.
extension AndroidConstraintSystem {
    /// A child's left edge from its anchors: centred between both at its bias (a `0dp` width
    /// fills the space between them), else at the one it has, else at the parent's start.
    mutating func addPosition(_ child: Int) {
        let node = solve.tree[child]
        guard !["Guideline", "Barrier", "Group", "Layer", "Flow", "Placeholder"].contains(node.tag) else { return }
        let item = item(child)
        let (start, end) = anchors[child] ?? (nil, nil)
        if sizing[child] == .parent {
            let margins = (try? solve.margins(child).get()) ?? AndroidLayoutSolve.Sides(start: 0, end: 0)
            require(child, item.left, margins.start)
            return
        }
        switch (start, end) {
        case (let start?, let end?):
            if sizing[child] == .match {
                require(child, item.left, start)
                require(child, item.right, end)
            } else {
                let bias = solve.number(node.app("layout_constraintHorizontal_bias")) ?? 0.5
                require(child, item.left, start * (1 - bias) + (end - item.width) * bias)
            }
        case (let start?, nil):
            require(child, item.left, start)
            if sizing[child] == .match { markUnknown(child, "its width is 0dp with only its start constrained") }
        case (nil, let end?):
            require(child, item.right, end)
            if sizing[child] == .match { markUnknown(child, "its width is 0dp with only its end constrained") }
        case (nil, nil):
            require(child, item.left, 0.0)
            if sizing[child] == .match { markUnknown(child, "its width is 0dp with no horizontal constraints") }
        }
    }

    /// The horizontal chains among the children: views whose end is constrained to the next one's
    /// start and whose next one's start is constrained to their end, head first.
    func horizontalChains() -> [[Int]] {
        var next: [Int: Int] = [:]
        var hasPrevious: Set<Int> = []
        for child in children {
            guard let following = linked(child, rules: ["layout_constraintEnd_toStartOf", "layout_constraintRight_toLeftOf"]),
                let back = linked(following, rules: ["layout_constraintStart_toEndOf", "layout_constraintLeft_toRightOf"]), back == child
            else { continue }
            next[child] = following
            hasPrevious.insert(following)
        }
        var chains: [[Int]] = []
        for head in children where next[head] != nil && !hasPrevious.contains(head) {
            var chain = [head]
            while let following = next[chain[chain.count - 1]], !chain.contains(following), chain.count < 256 { chain.append(following) }
            chains.append(chain)
        }
        return chains
    }

    /// The sibling a rule names.
    private func linked(_ child: Int, rules: [String]) -> Int? {
        for rule in rules {
            guard let value = solve.tree[child].app(rule), let id = AndroidValueSyntax.reference(value)?.name else { continue }
            return children.first { solve.tree[$0].id == id }
        }
        return nil
    }

    /// A chain's members between the head's start anchor and the tail's end anchor. With
    /// match-constraint (`0dp`) members, they share what the others leave by
    /// `layout_constraintHorizontal_weight`; otherwise the head's `chainStyle` spreads the space
    /// into equal gaps around (`spread`) or between (`spread_inside`) the members, or packs them
    /// at the head's bias (`packed`).
    mutating func addChain(_ chain: [Int]) {
        guard let head = chain.first, let tail = chain.last, let start = anchors[head]?.start, let end = anchors[tail]?.end else {
            for member in chain { markUnknown(member, "it is in a chain whose ends are not both constrained") }
            return
        }
        let style = solve.tree[head].app("layout_constraintHorizontal_chainStyle") ?? "spread"
        let bias = solve.number(solve.tree[head].app("layout_constraintHorizontal_bias")) ?? 0.5
        let matched = chain.filter { sizing[$0] == .match }
        let gap = SolverVariable("chain\(head).gap")
        var leading = LinearSum(constant: 0)
        var between = LinearSum(constant: 0)
        var trailing = LinearSum(constant: 0)
        if matched.isEmpty {
            switch style {
            case "packed":
                leading = LinearSum(gap) * bias
                trailing = LinearSum(gap) * (1 - bias)
            case "spread_inside": between = LinearSum(gap)
            default:
                leading = LinearSum(gap)
                between = LinearSum(gap)
                trailing = LinearSum(gap)
            }
        }
        require(head, item(head).left, start + leading)
        for (previous, member) in zip(chain, chain.dropFirst()) {
            // The member's start anchor is the previous member's end plus its own start margin.
            let previousEnd = (try? solve.margins(previous).get())?.end ?? 0
            let ownStart = anchors[member]?.start ?? item(previous).right
            require(member, item(member).left, ownStart + previousEnd + between)
        }
        require(tail, item(tail).right + trailing, end)
        addWeights(matched)
    }

    /// Match-constraint members share in proportion to their weights (equally when none is set).
    private mutating func addWeights(_ matched: [Int]) {
        let weights = matched.map { solve.number(solve.tree[$0].app("layout_constraintHorizontal_weight")) }
        let anySet = weights.contains { $0 != nil }
        guard let first = matched.first else { return }
        let firstWeight = anySet ? (weights[0] ?? 0) : 1
        for (member, weight) in zip(matched, weights).dropFirst() {
            let own = anySet ? (weight ?? 0) : 1
            // width / weight equal across members: w₀·W = w·W₀ (a zero weight takes nothing).
            require(member, LinearSum(item(member).width) * firstWeight, LinearSum(item(first).width) * own)
        }
        if firstWeight == 0 { require(first, item(first).width, 0.0) }
    }
}
