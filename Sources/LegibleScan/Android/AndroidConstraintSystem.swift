import LegibleLayoutSolver
import LegibleSyntax

/// A `ConstraintLayout`'s children as linear constraints, solved per width of the layout's
/// content by ``ConstraintSolver`` (an edit variable, so a second screen costs a few pivots).
///
/// Each child gets a left edge and a width in the layout's content coordinates (the parent's
/// start is 0, its end the content width). What a width depends on that the file does not fix (a
/// `wrap_content` sibling's text, a barrier) is a free variable: the system is solved twice with
/// every free variable pulled, far below any constraint, once towards 0 and once towards 1,000,
/// and a width that comes out the same both times is fixed by the file.
struct AndroidConstraintSystem {
    struct Item {
        let left: SolverVariable
        let width: SolverVariable
        var right: LinearSum { left + width }
    }

    /// How a child is sized, from `layout_width` and the match-constraint attributes.
    enum Sizing: Equatable {
        case fixed(Double)
        /// `0dp` spread between its constraints (or shared in a chain).
        case match
        /// `0dp` set by percent or ratio (already a constraint).
        case proportional
        /// `wrap_content`; `constrained` when `constrainedWidth` keeps it between its constraints.
        case wrap(constrained: Bool)
        case parent
    }

    let solve: AndroidLayoutSolve
    let children: [Int]
    let parentWidth = SolverVariable("parent.width")
    private(set) var items: [Int: Item] = [:]
    var sizing: [Int: Sizing] = [:]
    /// A child's start and end anchors with its margins (`A + marginStart`, `B - marginEnd`).
    var anchors: [Int: (start: LinearSum?, end: LinearSum?)] = [:]
    /// Why a child's width cannot be known at any screen.
    var unknown: [Int: AndroidLayoutSolve.Unknown] = [:]
    var free: [SolverVariable] = []
    var constraints: [(child: Int, constraint: SolverConstraint)] = []
    private var towardZero = ConstraintSolver()
    private var towardMaximum = ConstraintSolver()

    /// The system of the children of the `ConstraintLayout` at node `parent`.
    init(solve: AndroidLayoutSolve, parent: Int) {
        self.solve = solve
        children = solve.tree[parent].children
        for child in children {
            items[child] = Item(left: SolverVariable("v\(child).left"), width: SolverVariable("v\(child).width"))
        }
        for child in children { addSizing(child) }
        for child in children { anchors[child] = childAnchors(child) }
        let chains = horizontalChains()
        let chained = Set(chains.joined())
        for child in children where !chained.contains(child) { addPosition(child) }
        for chain in chains { addChain(chain) }
        markFlowMembers(parent)
        build()
    }

    private mutating func build() {
        var base = ConstraintSolver()
        try? base.addEditVariable(parentWidth, strength: ConstraintStrength(999))
        for (child, constraint) in constraints {
            do {
                try base.add(constraint)
            } catch {
                unknown[child] = unknown[child] ?? AndroidLayoutSolve.Unknown("its constraints contradict the others in its ConstraintLayout")
            }
        }
        towardZero = base
        towardMaximum = base
        for (level, variable) in free.enumerated() {
            let strength = ConstraintStrength(0.5 + Double(level) * 1e-7)
            try? towardZero.add(SolverConstraint(variable, .equal, 0.0, strength: strength))
            try? towardMaximum.add(SolverConstraint(variable, .equal, 1000.0, strength: strength))
        }
    }

    /// Adds a required constraint about `child`.
    mutating func require(_ child: Int, _ lhs: some LinearSumConvertible, _ rhs: some LinearSumConvertible) {
        constraints.append((child, SolverConstraint(lhs, .equal, rhs, name: "v\(child)")))
    }

    func item(_ child: Int) -> Item {
        items[child] ?? Item(left: SolverVariable("missing"), width: SolverVariable("missing"))
    }

    /// Each child's width when the layout's content is `content` dp wide.
    func widths(content: Double) -> [Int: AndroidLayoutSolve.Width] {
        var low = towardZero
        var high = towardMaximum
        try? low.suggestValue(content, for: parentWidth)
        try? high.suggestValue(content, for: parentWidth)
        var widths: [Int: AndroidLayoutSolve.Width] = [:]
        for child in children {
            if let reason = unknown[child] {
                widths[child] = .unknown(reason)
                continue
            }
            widths[child] = width(of: child, content: content, low: low, high: high)
        }
        return widths
    }

    private func width(of child: Int, content: Double, low: ConstraintSolver, high: ConstraintSolver) -> AndroidLayoutSolve.Width {
        func fixed(_ sum: LinearSum) -> Double? {
            let value = Self.value(of: sum, in: low)
            return abs(value - Self.value(of: sum, in: high)) < 1e-6 ? value : nil
        }
        // Collapsed among its siblings (`addSizing`); its own frame is the one it gets once shown.
        if solve.isGone(child), !["Guideline", "Barrier"].contains(solve.tree[child].tag) { return solve.goneConstraintWidth(child, content: content) }
        if case .wrap(let constrained) = sizing[child] {
            guard constrained else { return .room(content) }
            guard let start = anchors[child]?.start, let end = anchors[child]?.end, let room = fixed(end - start) else {
                return .unknown(AndroidLayoutSolve.Unknown("it is kept between constraints whose positions depend on a sibling's content"))
            }
            return .room(clamped(child, room))
        }
        guard let width = fixed(LinearSum(item(child).width)) else {
            return .unknown(AndroidLayoutSolve.Unknown("its width depends on a sibling's content (wrap_content) or a barrier"))
        }
        return .exact(clamped(child, width))
    }

    /// A match-constraint width within `layout_constraintWidth_min`/`_max`.
    private func clamped(_ child: Int, _ width: Double) -> Double {
        let node = solve.tree[child]
        var result = width
        if let value = node.app("layout_constraintWidth_max"), case .success(let maximum) = solve.dp(value, what: "max"), maximum > 0 {
            result = min(result, maximum)
        }
        if let value = node.app("layout_constraintWidth_min"), case .success(let minimum) = solve.dp(value, what: "min") { result = max(result, minimum) }
        return result
    }

    /// Views a `Flow` places (`constraint_referenced_ids`): the flow decides their positions, which the scan does not solve.
    mutating func markFlowMembers(_ parent: Int) {
        for flow in children where solve.tree[flow].tag == "Flow" {
            let ids = (solve.tree[flow].app("constraint_referenced_ids") ?? "").split(separator: ",").map { String($0).trimmingWhitespace }
            for member in children where solve.tree[member].id.map(ids.contains) == true {
                markUnknown(member, "it is placed by a Flow, which the scan does not solve")
            }
        }
    }

    static func value(of sum: LinearSum, in solver: ConstraintSolver) -> Double {
        sum.terms.reduce(sum.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
}

extension AndroidLayoutSolve {
    /// The most children of one `ConstraintLayout` solved: 1,000 (real layouts have tens); past it
    /// they are unknown, as solving grows faster than their number.
    static let maximumConstraintChildren = 1_000

    /// Places the children of a `ConstraintLayout` at every screen.
    mutating func constraintChildren(of parent: Int, content: [Width]) {
        guard tree[parent].children.count <= Self.maximumConstraintChildren else {
            let unknown = Width.unknown(Unknown("its ConstraintLayout has more than \(Self.maximumConstraintChildren) views, more than the scan solves"))
            for child in tree[parent].children { frames[child] = Array(repeating: unknown, count: screens.count) }
            return
        }
        let system = AndroidConstraintSystem(solve: self, parent: parent)
        for screen in screens.indices {
            guard case .exact(let width) = content[screen] else {
                // Unknown content keeps its own reason (Amaze 5cb924a1 fragment_ftp.xml:23, a
                // match_parent ConstraintLayout in a cardUseCompatPadding card): it is not wrap_content.
                if case .unknown = content[screen] {
                    for child in tree[parent].children { frames[child][screen] = content[screen] }
                    continue
                }
                for child in tree[parent].children {
                    let wrapping = if case .wrap = system.sizing[child] { true } else { false }
                    frames[child][screen] =
                        wrapping && content[screen].known != nil
                        ? .room(content[screen].known ?? 0)
                        : .unknown(Unknown("its ConstraintLayout is as wide as its content, which the scan does not solve"))
                }
                continue
            }
            let widths = system.widths(content: width)
            for child in tree[parent].children { frames[child][screen] = widths[child] ?? .unknown(Unknown("not solved")) }
        }
    }
}
