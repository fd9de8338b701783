/// Works out the width Auto Layout gives a view from its document's constraints, as far as the
/// file fixes it: a width constraint, a frame with no constraints at all, both edges pinned to a
/// superview whose own width is known (or is the screen's), a vertical stack view that fills.
/// Anything else is unknown, with the reason.
struct IBWidths {
    let document: IBDocument
    /// Each view's width once worked out: every label pinned to one container asked for the
    /// container's width again, going through every constraint naming it (8× the labels took 58× the time).
    private let known = KnownWidths()

    init(document: IBDocument) {
        self.document = document
    }

    /// The widths worked out so far, by view index; one file is read on one thread.
    private final class KnownWidths {
        var widths: [Int: ScannedWidth] = [:]
    }

    func width(of index: Int) -> ScannedWidth {
        width(of: index, depth: 0)
    }

    private func width(of index: Int, depth: Int) -> ScannedWidth {
        guard depth < 64 else { return .unknown(reason: "its superviews nest too deeply to follow") }
        if let width = known.widths[index] { return width }
        let width = computedWidth(of: index, depth: depth)
        known.widths[index] = width
        return width
    }

    private func computedWidth(of index: Int, depth: Int) -> ScannedWidth {
        let view = document.views[index]
        if view.isControllerRoot { return .screen(minus: 0) }
        guard let id = view.id else { return .unknown(reason: "the view has no id") }
        if let style = document.cellStyles[id] {
            guard style.hasTitleRoom else { return .unknown(reason: style.unknownReason) }
            guard IBCellStyles.isSolved(view, style: style) else {
                return .unknown(
                    reason:
                        "it is a \(style.name) cell's \(style.which) that starts past the cell's margin (an image or an indentation), which UIKit works out at run time"
                )
            }
            return .unknown(
                reason: "it is a \(style.name) cell's \(style.which), as wide as its cell's content view less UIKit's insets, and the cell's width is not known"
            )
        }
        let named = (document.constraintsByItem[id] ?? []).map { document.constraints[$0] }.filter(\.isRequired)
        // A width constraint of its own: `width = 200`, `width <= 200`.
        for constraint in named where constraint.first == id && constraint.firstAttribute == "width" && constraint.second == nil {
            switch constraint.relation {
            case "equal": return .fixed(constraint.constant)
            case "lessThanOrEqual": return .maximum(constraint.constant)
            default: continue
            }
        }
        guard let parentIndex = view.parent else {
            // A xib's top-level view takes the size its owner gives it.
            return .unknown(reason: "it is a top-level view of the file, sized by whoever loads it")
        }
        let parent = document.views[parentIndex]
        if parent.node.name == "stackView" {
            guard parent.node.attribute("axis") == "vertical", (parent.node.attribute("alignment") ?? "fill") == "fill" else {
                return .unknown(reason: "it is arranged in a horizontal stack view (or one that does not fill), which sizes it with its siblings")
            }
            return inset(width(of: parentIndex, depth: depth + 1), by: 0, reason: "it fills a vertical stack view")
        }
        if named.isEmpty, view.node.attribute("translatesAutoresizingMaskIntoConstraints") != "NO" {
            return autoresizedWidth(index, parentIndex: parentIndex, depth: depth)
        }
        var leading: Double?
        var trailing: Double?
        var usesMargins = false
        var pinnedToOthers = false
        for constraint in named where constraint.relation == "equal" && constraint.multiplier == 1 {
            guard let (edge, other, gap) = edgeGap(constraint, of: id) else { continue }
            // Only the superview's edges size the view: a container's own subviews pinned to
            // it are not its edges.
            let otherIndex = document.viewIndex(forItem: other)
            guard otherIndex == parentIndex else {
                if let otherIndex, document.views[otherIndex].parent != index { pinnedToOthers = true }
                continue
            }
            if edge.hasSuffix("Margin") { usesMargins = true }
            if edge.hasPrefix("leading") || edge.hasPrefix("left") { leading = gap }
            if edge.hasPrefix("trailing") || edge.hasPrefix("right") { trailing = gap }
        }
        guard let leading, let trailing else {
            return .unknown(
                reason: pinnedToOthers
                    ? "its edges are pinned to sibling views, whose widths are not followed"
                    : "its width comes from its content or from constraints that do not pin both its edges")
        }
        guard !usesMargins else {
            return .unknown(reason: "its edges are pinned to its superview's margins, whose size depends on the device")
        }
        return inset(width(of: parentIndex, depth: depth + 1), by: leading + trailing, reason: "it is pinned to its superview's edges")
    }

    /// A view sized by its autoresizing mask: its frame, or, when its width is flexible, its
    /// superview's width less the margins its frame leaves.
    private func autoresizedWidth(_ index: Int, parentIndex: Int, depth: Int) -> ScannedWidth {
        let view = document.views[index]
        guard let frameWidth = view.frameWidth else { return .unknown(reason: "its frame has no width") }
        let mask = view.node.firstChildElement { $0.name == "autoresizingMask" }
        guard mask?.attribute("widthSizable") == "YES" else { return .fixed(frameWidth) }
        guard let parentWidth = document.views[parentIndex].frameWidth else { return .unknown(reason: "its superview's frame has no width") }
        return inset(width(of: parentIndex, depth: depth + 1), by: parentWidth - frameWidth, reason: "its width follows its superview's")
    }

    /// How an unknown width that comes from an ancestor's starts.
    static let ancestorUnknown = "a superview's width is not known: "

    /// The superview's width less `gap`.
    private func inset(_ parent: ScannedWidth, by gap: Double, reason: String) -> ScannedWidth {
        switch parent {
        case .fixed(let width): .fixed(width - gap)
        case .maximum(let width): .maximum(width - gap)
        case .screen(let minus): .screen(minus: minus + gap)
        // One reason, the innermost: nesting each level's made messages of 270 characters.
        case .unknown(let parentReason):
            .unknown(reason: parentReason.hasPrefix(Self.ancestorUnknown) ? parentReason : Self.ancestorUnknown + parentReason)
        }
    }

    /// For a constraint between an edge of `id` and the same edge of another item: the edge,
    /// the other item and the gap between the two edges (positive when `id` lies inside).
    private func edgeGap(_ constraint: IBDocument.Constraint, of id: String) -> (String, String, Double)? {
        let edges = ["leading", "trailing", "left", "right", "leadingMargin", "trailingMargin", "leftMargin", "rightMargin"]
        guard let secondAttribute = constraint.secondAttribute, edges.contains(constraint.firstAttribute), edges.contains(secondAttribute) else { return nil }
        let isStart = { (edge: String) in edge.hasPrefix("leading") || edge.hasPrefix("left") }
        guard isStart(constraint.firstAttribute) == isStart(secondAttribute) else { return nil }
        let marginEdge = constraint.firstAttribute.hasSuffix("Margin") ? constraint.firstAttribute : secondAttribute
        // first.edge = second.edge + constant.
        if constraint.first == id, let other = constraint.second {
            return (marginEdge, other, isStart(constraint.firstAttribute) ? constraint.constant : -constraint.constant)
        }
        if constraint.second == id, let other = constraint.first {
            return (marginEdge, other, isStart(constraint.firstAttribute) ? -constraint.constant : constraint.constant)
        }
        return nil
    }
}
