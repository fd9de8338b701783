import LegibleLayoutSolver
import LegibleSyntax

// The file's own `<constraint>` elements, read again with their priorities (IBDocument keeps
// only whether each is required) and turned into ``SolverConstraint``s.
extension IBConstraintSystem {
    /// Every horizontal `<constraint>` of every view, in document order.
    func fileConstraints() -> [SolverConstraint] {
        var constraints: [SolverConstraint] = []
        let uninstalled = uninstalledConstraints()
        for (index, view) in document.views.enumerated() {
            for list in view.node.childElements where list.name == "constraints" {
                for node in list.childElements where node.name == "constraint" {
                    if let id = node.attribute("id"), uninstalled.contains(id) { continue }
                    if let constraint = translate(node, owner: index) { constraints.append(constraint) }
                }
            }
        }
        return constraints
    }

    /// `first.attribute relation multiplier · second.attribute + constant` at its priority, or
    /// `nil` for a vertical constraint, one between an axis and the other (an aspect ratio), one
    /// that names what is not in the file, or one with a constant beyond ±100,000 pt or a
    /// multiplier beyond ±1,000.
    func translate(_ node: XMLElementNode, owner: Int) -> SolverConstraint? {
        guard let firstAttribute = node.attribute("firstAttribute") else { return nil }
        let firstItem = node.attribute("firstItem") ?? document.views[owner].id
        let secondItem = node.attribute("secondItem")
        guard let firstItem, let first = anchor(firstItem, firstAttribute, inContentOf: secondItem) else { return nil }
        let relation: ConstraintRelation
        switch node.attribute("relation") ?? "equal" {
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        default: relation = .equal
        }
        let multiplier = Self.multiplier(node.attribute("multiplier"))
        // No screen is 100,000 pt wide; beyond that a number is damage, kept out of the arithmetic.
        guard let constant = node.attribute("constant") == nil ? 0 : Self.number(node, "constant"), abs(multiplier) <= Self.largestMultiplier else {
            return nil
        }
        let strength = ConstraintStrength(Self.number(node, "priority") ?? 1000)
        let name = node.attribute("id") ?? ""
        guard let secondItem else {
            // `width = 200`: only a size can stand alone.
            guard firstAttribute == "width" else { return nil }
            return SolverConstraint(first, relation, constant, strength: strength, name: name)
        }
        guard let secondAttribute = node.attribute("secondAttribute"), let second = anchor(secondItem, secondAttribute, inContentOf: firstItem),
            Self.isSize(firstAttribute) == Self.isSize(secondAttribute)
        else { return nil }
        guard multiplier != 1, !Self.isSize(firstAttribute) else {
            return SolverConstraint(first, relation, second * multiplier + constant, strength: strength, name: name)
        }
        // A multiplied position is measured from the left edge of the two items' nearest common
        // ancestor (UIKit's coordinates for a constraint between them): a − o = m·(b − o) + c.
        let origin = commonAncestor(firstItem, secondItem).map { LinearSum(frames[$0].left) } ?? LinearSum()
        return SolverConstraint(first - origin, relation, (second - origin) * multiplier + constant, strength: strength, name: name)
    }

    /// The ids of the constraints the file's size-class variations leave uninstalled on this
    /// device: `<variation key="widthClass=compact"><mask key="constraints"><exclude reference="…"/>`.
    /// The variations that apply are taken in order from the most general (`default`) to the most
    /// particular (both classes), each including or excluding constraints.
    func uninstalledConstraints() -> Set<String> {
        let width = regularWidth ? "widthClass=regular" : "widthClass=compact"
        // An iPhone in portrait and an iPad (full screen) both have a regular height.
        let keys = ["default", "heightClass=regular", width, "heightClass=regular-" + width]
        var variations: [(rank: Int, node: XMLElementNode)] = []
        for view in document.views {
            for variation in view.node.childElements where variation.name == "variation" {
                if let rank = keys.firstIndex(of: variation.attribute("key") ?? "") { variations.append((rank, variation)) }
            }
        }
        var uninstalled = Set<String>()
        for (_, variation) in variations.sorted(by: { $0.rank < $1.rank }) {
            for mask in variation.childElements where mask.name == "mask" && mask.attribute("key") == "constraints" {
                for change in mask.childElements {
                    guard let id = change.attribute("reference") else { continue }
                    if change.name == "exclude" { uninstalled.insert(id) } else if change.name == "include" { uninstalled.remove(id) }
                }
            }
        }
        return uninstalled
    }

    /// The largest constant (in points) and multiplier a constraint may have; larger ones are left out.
    static let largestConstant = 100_000.0
    static let largestMultiplier = 1_000.0

    static func isSize(_ attribute: String) -> Bool {
        attribute == "width"
    }

    /// `0.5`, `1:2` or `2/3` (Xcode writes all three); 1 when absent or malformed.
    static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" }).map { Double($0) }
        if parts.count == 2, let numerator = parts[0], let denominator = parts[1], denominator != 0, (numerator / denominator).isFinite {
            return numerator / denominator
        }
        if parts.count == 1, let value = parts[0], value.isFinite { return value }
        return 1
    }

    /// The horizontal anchor `attribute` of a view or layout guide, in screen coordinates; `nil`
    /// for a vertical attribute or an unknown item. A scroll view's edges (and margins) seen from
    /// a view inside it are its content's (Apple's TN2154: "the top, left, bottom, and right edges
    /// within a scroll view now mean the edges of its content view"); its width and centre stay its frame's.
    func anchor(_ item: String, _ attribute: String, inContentOf other: String? = nil) -> LinearSum? {
        var frame: Frame
        let margin: Margins
        if let guide = guideFrames[item] {
            frame = guide
            margin = Margins(leading: LinearSum(), trailing: LinearSum())
        } else if let index = document.viewIndexes[item] {
            frame = frames[index]
            margin = margins[index]
            if let content = scrollContents[index], let other, let inner = document.viewIndex(forItem: other), inner != index,
                document.ancestry(of: inner).contains(index), attribute != "width", attribute != "centerX"
            {
                frame = content
            }
        } else {
            return nil
        }
        switch attribute {
        case "left", "leading": return LinearSum(frame.left)
        case "right", "trailing": return frame.right
        case "centerX": return frame.left + frame.width * 0.5
        case "width": return LinearSum(frame.width)
        case "leftMargin", "leadingMargin": return frame.left + margin.leading
        case "rightMargin", "trailingMargin": return frame.right - margin.trailing
        case "centerXWithinMargins": return frame.left + frame.width * 0.5 + margin.leading * 0.5 - margin.trailing * 0.5
        default: return nil
        }
    }

    /// The nearest view both items (views, or guides standing for their owners) lie in.
    func commonAncestor(_ first: String, _ second: String) -> Int? {
        guard let one = document.viewIndex(forItem: first), let other = document.viewIndex(forItem: second) else { return nil }
        let chain = Set(document.ancestry(of: other))
        return document.ancestry(of: one).first { chain.contains($0) }
    }
}
