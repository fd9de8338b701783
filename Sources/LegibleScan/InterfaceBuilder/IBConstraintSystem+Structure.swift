import LegibleLayoutSolver
import LegibleSyntax

// The constraints UIKit makes from a document's structure rather than its `<constraint>`s:
// margins, layout guides, root views, cells, autoresizing masks and stack views.
extension IBConstraintSystem {
    /// UIKit's margins for the view: the file's `layoutMargins` or `directionalLayoutMargins`,
    /// else 8 pt; a view controller's root view (and a table view cell's content view) never less
    /// than the system minimum.
    func viewMargins(_ index: Int) -> Margins {
        let node = document.views[index].node
        var leading: Double?
        var trailing: Double?
        if let insets = node.firstChildElement(where: { $0.name == "directionalEdgeInsets" && $0.attribute("key") == "directionalLayoutMargins" }) {
            leading = Self.number(insets, "leading")
            trailing = Self.number(insets, "trailing")
        } else if let insets = node.firstChildElement(where: { $0.name == "edgeInsets" && $0.attribute("key") == "layoutMargins" }) {
            leading = Self.number(insets, "left")
            trailing = Self.number(insets, "right")
        }
        // A view controller's root view, and a table view cell's content view (whose margins UIKit
        // takes from its table view's, the system minimum for a table across the screen).
        let systemMinimum = isScreenRoot(index) || node.name == "tableViewCellContentView"
        guard systemMinimum else {
            return Margins(leading: LinearSum(constant: leading ?? 8), trailing: LinearSum(constant: trailing ?? 8))
        }
        // viewRespectsSystemMinimumLayoutMargins: the larger of the file's and the system's.
        let system = LinearSum(systemMargin)
        return Margins(
            leading: (leading ?? 0) >= 20 ? LinearSum(constant: leading ?? 0) : system,
            trailing: (trailing ?? 0) >= 20 ? LinearSum(constant: trailing ?? 0) : system)
    }

    /// With `preservesSuperviewLayoutMargins="YES"`, each margin is the larger of the view's own
    /// and what the superview's margin leaves past the view's edge (UIKit: "the superview's margins
    /// are also considered"): a variable at least both, held at the least at ``IBConstraintSystem/marginStrength``.
    func preservingSuperviewMargins(_ index: Int, own: Margins) -> (Margins, [SolverConstraint]) {
        let view = document.views[index]
        guard view.node.attribute("preservesSuperviewLayoutMargins") == "YES", let parentIndex = view.parent else { return (own, []) }
        let frame = frames[index]
        let parent = frames[parentIndex]
        let leading = SolverVariable("v\(index).leadingMargin")
        let trailing = SolverVariable("v\(index).trailingMargin")
        let name = view.id ?? ""
        let constraints = [
            SolverConstraint(leading, .greaterThanOrEqual, own.leading, name: name),
            SolverConstraint(
                leading + frame.left - parent.left, .greaterThanOrEqual, margins[parentIndex].leading, strength: Self.preserveStrength, name: name),
            SolverConstraint(leading, .equal, own.leading, strength: Self.marginStrength, name: name),
            SolverConstraint(trailing, .greaterThanOrEqual, own.trailing, name: name),
            SolverConstraint(
                trailing + parent.right - frame.right, .greaterThanOrEqual, margins[parentIndex].trailing, strength: Self.preserveStrength, name: name),
            SolverConstraint(trailing, .equal, own.trailing, strength: Self.marginStrength, name: name),
        ]
        return (Margins(leading: LinearSum(leading), trailing: LinearSum(trailing)), constraints)
    }

    /// A number attribute, `nil` when absent, malformed (the reader reports those) or beyond
    /// ±100,000 (``IBConstraintSystem/largestConstant``: no layout is that large).
    static func number(_ node: XMLElementNode, _ name: String) -> Double? {
        sane(node.attribute(name).flatMap(Double.init))
    }

    /// The value when it is finite and within ±100,000.
    static func sane(_ value: Double?) -> Double? {
        value.flatMap { $0.isFinite && abs($0) <= largestConstant ? $0 : nil }
    }

    /// Frames for the layout guides and what ties them to their owners.
    mutating func guideConstraints() -> [SolverConstraint] {
        var constraints: [SolverConstraint] = []
        for (id, guide) in document.guides.sorted(by: { $0.key < $1.key }) {
            guard let owner = document.viewIndexes[guide.owner] else { continue }
            let frame = Frame(left: SolverVariable("\(id).left"), width: SolverVariable("\(id).width"))
            guideFrames[id] = frame
            let ownerFrame = frames[owner]
            switch guide.key {
            case "safeArea", "frameLayoutGuide":
                constraints += [
                    SolverConstraint(frame.left, .equal, ownerFrame.left, name: id), SolverConstraint(frame.width, .equal, ownerFrame.width, name: id),
                ]
            case "contentLayoutGuide":
                // Scrolled content starts at the scroll view's left edge; its width is the constraints'.
                constraints.append(SolverConstraint(frame.left, .equal, ownerFrame.left, name: id))
            case let key where key.lowercased().contains("readable"):
                // On an iPhone in portrait the readable width (672 pt at the default size) is wider than the margins.
                let margin = margins[owner]
                constraints += [
                    SolverConstraint(frame.left, .equal, ownerFrame.left + margin.leading, name: id),
                    SolverConstraint(frame.width, .equal, ownerFrame.width - margin.leading - margin.trailing, name: id),
                ]
            default:
                break  // a guide of the app's own: only the file's constraints place it
            }
        }
        return constraints
    }

    /// Whether the view is a view controller's root view: in a storyboard, `<view key="view">`;
    /// in a xib, the top-level view File's Owner's `view` outlet points at.
    func isScreenRoot(_ index: Int) -> Bool {
        let view = document.views[index]
        if view.isControllerRoot { return true }
        guard view.parent == nil, let id = view.id else { return false }
        return document.outletNames[id]?.contains { $0.hasSuffix(".view") } == true
    }

    /// Where the view's frame comes from when its own constraints do not say: the screen, its
    /// table view or cell, its autoresizing mask, or nothing (constraints; a stack view's arrangement).
    func placement(of index: Int) -> [SolverConstraint] {
        let view = document.views[index]
        let frame = frames[index]
        let name = view.id ?? ""
        guard let parentIndex = view.parent else {
            // A controller's root view, or a top-level table view cell, spans the screen; other
            // top-level views keep the frame the file gives them.
            if isScreenRoot(index) || view.node.name == "tableViewCell" {
                // Each root spans the screen at its own strength, below the screen's: a scene whose
                // required constraints do not fit the screen widens its own root only (a note on its
                // labels), not the screen, which every other scene of the storyboard shares.
                return [
                    SolverConstraint(frame.left, .equal, 0.0, name: name),
                    SolverConstraint(frame.width, .equal, screen, strength: Self.rootStrength, name: name),
                ]
            }
            guard let width = Self.sane(view.frameWidth) else { return [] }
            // A view code loads takes its loader's width: its frame's is a placeholder
            // (IBConstraintSystem+LoadedViews), held just below required so a probe can move it.
            let strength = isLoadedView(index) ? Self.rootStrength : .required
            return [SolverConstraint(frame.left, .equal, 0.0, name: name), SolverConstraint(frame.width, .equal, width, strength: strength, name: name)]
        }
        let parent = frames[parentIndex]
        if view.node.name == "tableViewCellContentView", let inset = Self.contentInset(view, in: document.views[parentIndex]) {
            // The accessory (a disclosure indicator, a checkmark) and the editing controls take
            // their room from the content view, as the file's frames show at the file's width.
            return [
                SolverConstraint(frame.left, .equal, parent.left + inset.left, name: name),
                SolverConstraint(frame.width, .equal, parent.width - inset.total, name: name),
            ]
        }
        if view.node.name == "collectionViewCell" && document.views[parentIndex].node.name == "collectionView" {
            // A flow layout gives every cell its `itemSize`; the cell's frame in the file is only
            // where Xcode drew it. No item size (self-sizing, a custom layout): the width is free.
            guard let itemWidth = Self.flowItemWidth(of: document.views[parentIndex].node) else { return [] }
            return [
                SolverConstraint(frame.left, .equal, parent.left, name: name),
                SolverConstraint(frame.width, .equal, itemWidth, strength: Self.cellStrength, name: name),
            ]
        }
        if view.node.name == "tableViewCell" && document.views[parentIndex].node.name == "tableView" {
            // Each cell is laid out on its own at run time: one whose required constraints do not
            // fit its table leaves the table's width (a note on its labels), not the table.
            if document.views[parentIndex].node.attribute("style") == "insetGrouped" {
                // An inset grouped table draws its cells inside its margins, the system minimum:
                // Xcode writes a 374 pt cell at x = 20 in a 414 pt table (DuckDuckGo's Settings).
                return [
                    SolverConstraint(frame.left, .equal, parent.left + systemMargin, name: name),
                    SolverConstraint(frame.width, .equal, parent.width - systemMargin * 2, strength: Self.cellStrength, name: name),
                ]
            }
            return [
                SolverConstraint(frame.left, .equal, parent.left, name: name),
                SolverConstraint(frame.width, .equal, parent.width, strength: Self.cellStrength, name: name),
            ]
        }
        if let id = view.id, let style = document.cellStyles[id], document.views[parentIndex].node.name == "tableViewCellContentView" {
            // A cell style's own label: UIKit places it, not its autoresizing mask.
            let cell = document.views[parentIndex].parent.map { document.views[$0] }
            let inset = cell.flatMap { Self.contentInset(document.views[parentIndex], in: $0) }
            let hasAccessory = inset.map { $0.total - $0.left > 0.5 } ?? false
            return IBCellStyles.placement(of: view, frame: frame, style: style, content: parent, margins: margins[parentIndex], hasAccessory: hasAccessory)
                ?? []
        }
        if view.isControllerRoot || view.node.name.hasSuffix("CellContentView") {
            return [SolverConstraint(frame.left, .equal, parent.left, name: name), SolverConstraint(frame.width, .equal, parent.width, name: name)]
        }
        if document.views[parentIndex].node.name == "stackView" { return [] }
        // Xcode writes `translatesAutoresizingMaskIntoConstraints="NO"` on every view its constraints
        // place; `fixedFrame="YES"` marks one laid out by its frame and mask ("Layout: Autoresizing Mask").
        guard view.node.attribute("translatesAutoresizingMaskIntoConstraints") != "NO" || view.node.attribute("fixedFrame") == "YES" else { return [] }
        return autoresizing(index, parentIndex: parentIndex)
    }

    /// The width a collection view's flow layout gives its cells: its `itemSize`, or `nil` for a
    /// layout that is not a plain flow layout, one without an item size, or a self-sizing one
    /// (`automaticEstimatedItemSize`, a non-zero `estimatedItemSize`: the cells' content sizes them).
    static func flowItemWidth(of collectionView: XMLElementNode) -> Double? {
        guard let layout = collectionView.firstChildElement(where: { $0.name == "collectionViewFlowLayout" }),
            layout.attribute("automaticEstimatedItemSize") != "YES",
            // A subclass may set its item size in `prepare()`.
            layout.attribute("customClass") == nil
        else { return nil }
        let size = { (key: String) in layout.firstChildElement { $0.name == "size" && $0.attribute("key") == key } }
        if let estimated = size("estimatedItemSize"), (number(estimated, "width") ?? 0) > 0 { return nil }
        guard let item = size("itemSize"), let width = number(item, "width"), width > 0 else { return nil }
        return width
    }

    /// How much narrower a table view cell's content view is than its cell, and how far in it
    /// starts, as Interface Builder wrote both frames (it lays the cell out at the file's width
    /// with its accessory): `nil` when a frame is missing or the two do not nest.
    static func contentInset(_ content: IBDocument.View, in cell: IBDocument.View) -> (left: Double, total: Double)? {
        guard let contentWidth = sane(content.frameWidth), let cellWidth = sane(cell.frameWidth),
            let rect = content.node.firstChildElement(where: { $0.name == "rect" && $0.attribute("key") == "frame" })
        else { return nil }
        let left = number(rect, "x") ?? 0
        let total = cellWidth - contentWidth
        guard left >= 0, total >= left, total < cellWidth else { return nil }
        return (left, total)
    }

    /// A frame that follows its autoresizing mask: the change in the superview's width is shared
    /// by the flexible parts (left margin, width, right margin) in proportion to their sizes in the file.
    func autoresizing(_ index: Int, parentIndex: Int) -> [SolverConstraint] {
        let view = document.views[index]
        let name = view.id ?? ""
        guard let width = Self.sane(view.frameWidth), let parentWidth = Self.sane(document.views[parentIndex].frameWidth),
            let rect = view.node.firstChildElement(where: { $0.name == "rect" && $0.attribute("key") == "frame" })
        else { return [] }
        let x = Self.number(rect, "x") ?? 0
        let mask = view.node.firstChildElement { $0.name == "autoresizingMask" }
        let flexible = { (flag: String) in mask?.attribute(flag) == "YES" }
        let parts = [(flexible("flexibleMinX"), x), (flexible("widthSizable"), width), (flexible("flexibleMaxX"), parentWidth - x - width)]
        let flexibleParts = parts.filter(\.0)
        let total = flexibleParts.reduce(0) { $0 + $1.1 }
        // The share of the change each flexible part takes (equal shares when all are empty).
        let share = { (part: (Bool, Double)) -> Double in
            guard part.0 else { return 0 }
            return total > 0 ? part.1 / total : 1 / Double(flexibleParts.count)
        }
        let parent = frames[parentIndex]
        let growth = parent.width - parentWidth
        return [
            SolverConstraint(frames[index].left, .equal, parent.left + x + growth * share(parts[0]), name: name),
            SolverConstraint(frames[index].width, .equal, growth * share(parts[1]) + width, name: name),
        ]
    }

    /// A stack view's arranged subviews (its visible subviews, in order). Horizontal: end to end
    /// from its leading to its trailing edge (its margins with `layoutMarginsRelativeArrangement`),
    /// `spacing` apart (`fill`; `fillEqually`, with equal widths; `fillProportionally`, with widths
    /// in proportion to their content's when `intrinsicWidth` gives every one, else as `fill`), or
    /// at least `spacing` apart with equal gaps (`equalSpacing`) or equally spaced centres
    /// (`equalCentering`). Vertical: each as wide as the stack (`fill`), or no wider, at its
    /// leading or trailing edge or centred.
    func arrange(stack index: Int, intrinsicWidth: (Int) -> Double?) -> [SolverConstraint] {
        let node = document.views[index].node
        let name = document.views[index].id ?? ""
        let arranged = children[index].filter { document.views[$0].node.attribute("hidden") != "YES" }
        guard let first = arranged.first, let last = arranged.last else { return [] }
        let stack = frames[index]
        let relative = node.attribute("layoutMarginsRelativeArrangement") == "YES"
        let start = relative ? stack.left + margins[index].leading : stack.left.sum
        let end = relative ? stack.right - margins[index].trailing : stack.right
        let spacing = node.attribute("spacingType") == "standard" ? 8 : Self.number(node, "spacing") ?? 0
        var constraints: [SolverConstraint] = []
        if node.attribute("axis") == "vertical" {
            for view in arranged.map({ frames[$0] }) {
                switch node.attribute("alignment") ?? "fill" {
                case "leading", "top":
                    constraints += [SolverConstraint(view.left, .equal, start, name: name), SolverConstraint(view.right, .lessThanOrEqual, end, name: name)]
                case "trailing", "bottom":
                    constraints += [SolverConstraint(view.right, .equal, end, name: name), SolverConstraint(view.left, .greaterThanOrEqual, start, name: name)]
                case "center":
                    constraints += [
                        SolverConstraint(view.left * 2 + view.width, .equal, start + end, name: name),
                        SolverConstraint(view.left, .greaterThanOrEqual, start, name: name),
                    ]
                default:
                    constraints += [SolverConstraint(view.left, .equal, start, name: name), SolverConstraint(view.right, .equal, end, name: name)]
                }
            }
            return constraints
        }
        constraints += [SolverConstraint(frames[first].left, .equal, start, name: name), SolverConstraint(frames[last].right, .equal, end, name: name)]
        let distribution = node.attribute("distribution") ?? "fill"
        for (before, after) in zip(arranged, arranged.dropFirst()) {
            let gap = frames[after].left - frames[before].right
            switch distribution {
            case "equalSpacing", "equalCentering":
                constraints.append(SolverConstraint(gap, .greaterThanOrEqual, spacing, name: name))
            default:
                constraints.append(SolverConstraint(gap, .equal, spacing, name: name))
            }
            if distribution == "fillEqually" {
                constraints.append(SolverConstraint(frames[after].width, .equal, frames[first].width, name: name))
            }
        }
        let contents = arranged.compactMap(intrinsicWidth).filter { $0 > 0 }
        if distribution == "fillProportionally", contents.count == arranged.count, let firstContent = contents.first {
            // w_i / content_i = w_first / content_first.
            for (view, content) in zip(arranged.dropFirst(), contents.dropFirst()) {
                constraints.append(SolverConstraint(frames[view].width * firstContent, .equal, frames[first].width * content, name: name))
            }
        }
        // Equal gaps (or equal distances between centres) from the first pair on.
        for (before, after) in zip(arranged.dropFirst(), arranged.dropFirst(2)) {
            if distribution == "equalSpacing" {
                let firstGap = frames[arranged[1]].left - frames[first].right
                constraints.append(SolverConstraint(frames[after].left - frames[before].right, .equal, firstGap, name: name))
            } else if distribution == "equalCentering" {
                let center = { (view: Int) in self.frames[view].left * 2 + self.frames[view].width }
                constraints.append(SolverConstraint(center(after) - center(before), .equal, center(arranged[1]) - center(first), name: name))
            }
        }
        return constraints
    }

    /// A view's content size held by its hugging (`width ≤ content`) and compression resistance
    /// (`width ≥ content`) priorities; UIKit's defaults are 250 and 750 (Xcode writes 251 for labels).
    func contentConstraints(_ intrinsicWidth: (Int) -> Double?) -> [SolverConstraint] {
        var constraints: [SolverConstraint] = []
        for index in document.views.indices {
            guard let content = intrinsicWidth(index) else { continue }
            let node = document.views[index].node
            let hugging = Self.number(node, "horizontalHuggingPriority") ?? 250
            let resistance = Self.number(node, "horizontalCompressionResistancePriority") ?? 750
            let width = frames[index].width
            constraints += [
                SolverConstraint(width, .lessThanOrEqual, content, strength: ConstraintStrength(hugging), name: "hugging"),
                SolverConstraint(width, .greaterThanOrEqual, content, strength: ConstraintStrength(resistance), name: "compression resistance"),
            ]
        }
        return constraints
    }
}
