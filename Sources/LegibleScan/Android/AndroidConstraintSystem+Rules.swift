import LegibleLayoutSolver
import LegibleSyntax

// What each child's `layout_constraint*` attributes say, as constraints (left-to-right: start is left).
extension AndroidConstraintSystem {
    typealias Unknown = AndroidLayoutSolve.Unknown

    private static let startRules = [
        ("layout_constraintStart_toStartOf", false), ("layout_constraintStart_toEndOf", true),
        ("layout_constraintLeft_toLeftOf", false), ("layout_constraintLeft_toRightOf", true),
    ]
    private static let endRules = [
        ("layout_constraintEnd_toEndOf", true), ("layout_constraintEnd_toStartOf", false),
        ("layout_constraintRight_toRightOf", true), ("layout_constraintRight_toLeftOf", false),
    ]

    /// A child's width is unknown at every screen; its variables are pulled with the free ones so
    /// nothing that depends on them looks fixed.
    mutating func markUnknown(_ child: Int, _ reason: String) {
        if unknown[child] == nil { unknown[child] = Unknown(reason) }
        free += [item(child).left, item(child).width]
    }

    /// The sibling a constraint names and which of its edges (`true` for the end), `nil` for
    /// the parent; `.failure` when it names no sibling.
    private func target(_ child: Int, rules: [(String, Bool)]) -> (rule: String, sibling: Int?, end: Bool)?? {
        for (rule, end) in rules {
            guard let value = solve.tree[child].app(rule) else { continue }
            if value == "parent" { return (rule, nil, end) }
            guard let id = AndroidValueSyntax.reference(value)?.name, let sibling = children.first(where: { solve.tree[$0].id == id }) else {
                return .some(nil)
            }
            return (rule, sibling, end)
        }
        return nil
    }

    /// The position an edge of a sibling (or the parent) is at.
    private func edge(_ sibling: Int?, end: Bool) -> LinearSum {
        guard let sibling else { return end ? LinearSum(parentWidth) : LinearSum(constant: 0) }
        return end ? item(sibling).right : LinearSum(item(sibling).left)
    }

    /// The child's start anchor plus its start margin and end anchor less its end margin.
    mutating func childAnchors(_ child: Int) -> (start: LinearSum?, end: LinearSum?) {
        guard case .success(let margins) = solve.margins(child) else {
            markUnknown(child, "its margins are not sizes the scan can know")
            return (nil, nil)
        }
        var result: (start: LinearSum?, end: LinearSum?) = (nil, nil)
        for (rules, isStart) in [(Self.startRules, true), (Self.endRules, false)] {
            switch target(child, rules: rules) {
            case nil: continue
            case .some(nil): markUnknown(child, "it is constrained to a view that is not in its ConstraintLayout")
            case .some(let found?):
                let anchor = edge(found.sibling, end: found.end)
                if isStart { result.start = anchor + margins.start } else { result.end = anchor - margins.end }
            }
        }
        return result
    }

    /// A child's width variable from `layout_width` and the match-constraint attributes.
    mutating func addSizing(_ child: Int) {
        let node = solve.tree[child]
        let width = item(child).width
        if node.tag == "Guideline" || node.tag == "Barrier" || solve.isGone(child) {
            sizing[child] = .fixed(0)
            require(child, width, 0.0)
            if node.tag == "Guideline" { addGuideline(child) } else if node.tag == "Barrier" { free.append(item(child).left) }
            return
        }
        if ["Group", "Layer", "Flow", "Placeholder"].contains(node.tag) {
            sizing[child] = .fixed(0)
            markUnknown(child, "it is a \(node.tag), which the scan does not solve")
            return
        }
        let constrainedWrap = node.app("layout_constrainedWidth") == "true" || node.app("layout_constraintWidth") == "wrap_content_constrained"
        switch node.android("layout_width") {
        case nil, "wrap_content":
            if let icon = solve.contentWidth(child) {
                // An image view is as wide as its drawable (a progress bar as its style): fixed, so
                // the views constrained to it are too.
                sizing[child] = .fixed(icon)
                require(child, width, icon)
                return
            }
            sizing[child] = .wrap(constrained: constrainedWrap)
            free.append(width)
        case "match_parent", "fill_parent":
            sizing[child] = .parent
            let margins = (try? solve.margins(child).get()) ?? AndroidLayoutSolve.Sides(start: 0, end: 0)
            require(child, width, parentWidth - (margins.start + margins.end))
        case let value? where solve.isZeroWidth(child):
            _ = value
            addMatchConstraint(child, wrap: node.app("layout_constraintWidth_default") == "wrap")
        case let value?:
            switch solve.dp(value, what: "layout_width") {
            case .success(let dp):
                sizing[child] = .fixed(dp)
                require(child, width, dp)
            case .failure(let reason):
                sizing[child] = .fixed(0)
                markUnknown(child, reason.reason)
            }
        }
    }

    /// A `0dp` width: a percent of the parent, a ratio of a fixed height, or spread between constraints.
    private mutating func addMatchConstraint(_ child: Int, wrap: Bool) {
        let node = solve.tree[child]
        let width = item(child).width
        if wrap {
            sizing[child] = .wrap(constrained: true)
            free.append(width)
        } else if let percent = solve.number(node.app("layout_constraintWidth_percent")) {
            sizing[child] = .proportional
            require(child, width, LinearSum(parentWidth) * percent)
        } else if let ratio = node.app("layout_constraintDimensionRatio"), !ratio.hasPrefix("H,"), !ratio.hasPrefix("h,") {
            sizing[child] = .proportional
            guard !ratio.contains(","), let value = Self.ratio(ratio), let height = node.android("layout_height"),
                case .success(let fixedHeight) = solve.dp(height, what: "layout_height"), fixedHeight > 0
            else {
                markUnknown(child, "its width comes from a dimension ratio of a height the scan does not know")
                return
            }
            require(child, width, fixedHeight * value)
        } else {
            sizing[child] = .match
        }
    }

    /// `16:9` → 16/9, `1.5` → 1.5: width over height.
    static func ratio(_ text: String) -> Double? {
        let parts = text.split(separator: ":").map { Double(String($0).trimmingWhitespace) }
        switch parts.count {
        case 1: return parts[0].flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        case 2:
            guard let width = parts[0], let height = parts[1], width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
            return width / height
        default: return nil
        }
    }

    /// A vertical guideline's position: `begin` dp from the start, `end` dp from the end, or a percent.
    private mutating func addGuideline(_ child: Int) {
        let node = solve.tree[child]
        let left = item(child).left
        guard node.android("orientation") == "vertical" else {
            require(child, left, 0.0)
            return
        }
        if let value = node.app("layout_constraintGuide_begin"), case .success(let begin) = solve.dp(value, what: "guide begin") {
            require(child, left, begin)
        } else if let value = node.app("layout_constraintGuide_end"), case .success(let end) = solve.dp(value, what: "guide end") {
            require(child, left, parentWidth - end)
        } else if let percent = solve.number(node.app("layout_constraintGuide_percent")) {
            require(child, left, LinearSum(parentWidth) * percent)
        } else {
            markUnknown(child, "a guideline without a position the scan can know")
        }
    }
}
