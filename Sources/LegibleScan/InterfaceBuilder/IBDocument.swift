import LegibleSyntax

/// An Interface Builder document flattened into its views, with each view's parent, frame and
/// constraints, so widths and backgrounds can be followed up the hierarchy.
struct IBDocument {
    /// One view: any element with a `<rect key="frame">`, or any element of a `<subviews>` list
    /// (a label written without a frame is still a label: its font and colours are judged), or a
    /// WatchKit storyboard's item (`IBWatchKit`).
    struct View {
        let node: XMLElementNode
        let id: String?
        let parent: Int?
        /// The XML element that holds the view (`subviews`, a view controller, `objects`).
        let holderName: String
        /// The view is a view controller's root view (`<view key="view">` inside one).
        let isControllerRoot: Bool
        /// For a root view, its controller's class: the controller's code reaches it as `view`.
        var controllerClass: String? = nil
        let frameWidth: Double?
        let frameHeight: Double?
    }

    /// One `<constraint>`, with `firstItem` defaulted to the view that holds it.
    struct Constraint {
        let first: String?
        let firstAttribute: String
        let second: String?
        let secondAttribute: String?
        let constant: Double
        let multiplier: Double
        let relation: String
        let isRequired: Bool
    }

    /// A layout guide: its owner view's id and what it is (`safeArea`).
    struct Guide {
        let owner: String
        let key: String
    }

    var views: [View] = []
    var viewIndexes: [String: Int] = [:]
    var constraints: [Constraint] = []
    /// The constraints that name each view id, as first or second item.
    var constraintsByItem: [String: [Int]] = [:]
    var guides: [String: Guide] = [:]
    /// The ids gesture recognisers are attached to.
    var gestureTargets: Set<String> = []
    /// The ids an outlet points at (`<outlet property="titleLabel" destination="ID"/>`): views
    /// code can reach, whose placeholder text (`Label`) code replaces.
    var outletTargets: Set<String> = []
    /// For each view id, the outlets to it as `OwnerClass.property`, where the owner (File's
    /// Owner, a view controller, a view) names its class.
    var outletNames: [String: [String]] = [:]
    /// The ids an `<outletCollection>` points at: code reaches them through an array, whose
    /// element names (`for button in buttons`) the scan does not follow to the view.
    var collectionTargets: Set<String> = []
    /// The built-in labels of table view cell styles (`textLabel=`, `detailTextLabel=`), which
    /// UIKit lays out itself: their frames in the file fit the placeholder text.
    var cellStyleLabels: Set<String> = []
    /// The same labels by id, with their cell's style (``IBCellStyles``).
    var cellStyles: [String: IBCellStyles.Label] = [:]

    /// Each view's subviews, in document order (back to front).
    var children: [Int: [Int]] = [:]

    /// Whether the document is a watch app's WatchKit storyboard (`IBWatchKit`).
    private(set) var isWatchKit = false

    init(root: XMLElementNode, attributes: IBAttributes) throws(SyntaxError) {
        isWatchKit = IBWatchKit.isWatchKit(root)
        try visit(root, parent: nil, holder: root, attributes: attributes, depth: 0)
        for index in views.indices {
            if let parent = views[index].parent { children[parent, default: []].append(index) }
        }
    }

    private mutating func visit(_ node: XMLElementNode, parent: Int?, holder: XMLElementNode, attributes: IBAttributes, depth: Int) throws(SyntaxError) {
        var current = parent
        // Asked by name, not through an array of the two names (an array per element read).
        if let id = node.attribute("textLabel") {
            cellStyleLabels.insert(id)
            cellStyles[id] = IBCellStyles.Label(cell: node, isDetail: false)
        }
        if let id = node.attribute("detailTextLabel") {
            cellStyleLabels.insert(id)
            cellStyles[id] = IBCellStyles.Label(cell: node, isDetail: true)
        }
        // The child elements gathered once: each `childElements` is a new array.
        let children = node.childElements
        let frame = children.first { $0.name == "rect" && $0.attribute("key") == "frame" }
        let isView = frame != nil || holder.name == "subviews" || (isWatchKit && IBWatchKit.isItem(node, holder: holder))
        if isView {
            let id = node.attribute("id")
            var size: (width: Double?, height: Double?) = (nil, nil)
            if let frame { size = (try attributes.number(frame, "width"), try attributes.number(frame, "height")) }
            var view = View(
                node: node, id: id, parent: parent, holderName: holder.name,
                isControllerRoot: node.attribute("key") == "view" && holder.name.hasSuffix("Controller"),
                frameWidth: size.width, frameHeight: size.height)
            view.controllerClass = view.isControllerRoot ? holder.attribute("customClass") : nil
            current = views.count
            if let id { viewIndexes[id] = views.count }
            views.append(view)
        }
        for child in children {
            switch child.name {
            case "constraints":
                for constraint in child.childElements where constraint.name == "constraint" {
                    try add(constraint, owner: isView ? node.attribute("id") : nil, attributes: attributes)
                }
            case "viewLayoutGuide", "layoutGuide":
                if let id = child.attribute("id"), let owner = node.attribute("id") {
                    guides[id] = Guide(owner: owner, key: child.attribute("key") ?? child.name)
                }
            case "connections":
                for outlet in child.childElements {
                    if outlet.name == "outletCollection" && outlet.attribute("property") == "gestureRecognizers" {
                        if let id = node.attribute("id") { gestureTargets.insert(id) }
                    } else if outlet.name == "outlet" || outlet.name == "outletCollection", let destination = outlet.attribute("destination") {
                        outletTargets.insert(destination)
                        if outlet.name == "outletCollection" { collectionTargets.insert(destination) }
                        if let owner = node.attribute("customClass"), let property = outlet.attribute("property") {
                            outletNames[destination, default: []].append("\(owner).\(property)")
                        }
                    }
                }
            default:
                try visit(child, parent: current, holder: node, attributes: attributes, depth: depth + 1)
            }
        }
    }

    private mutating func add(_ node: XMLElementNode, owner: String?, attributes: IBAttributes) throws(SyntaxError) {
        guard let firstAttribute = node.attribute("firstAttribute") else {
            throw attributes.fail(node, "<constraint> has no firstAttribute=")
        }
        var multiplier = 1.0
        if let text = node.attribute("multiplier") {
            // `1:2` and `2/3` are ratios (Xcode writes both), `0.5` a factor.
            let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" }).map { Double($0) }
            if parts.count == 2, let numerator = parts[0], let denominator = parts[1], denominator != 0 {
                multiplier = numerator / denominator
            } else if parts.count == 1, let value = parts[0], value.isFinite {
                multiplier = value
            } else {
                throw attributes.fail(node, "<constraint> multiplier=\(EchoedText.quoted(text)): expected a number or a ratio such as 1:2 or 2/3")
            }
        }
        let constraint = Constraint(
            first: node.attribute("firstItem") ?? owner, firstAttribute: firstAttribute, second: node.attribute("secondItem"),
            secondAttribute: node.attribute("secondAttribute"), constant: try attributes.number(node, "constant") ?? 0, multiplier: multiplier,
            relation: node.attribute("relation") ?? "equal", isRequired: (try attributes.number(node, "priority") ?? 1000) >= 1000)
        let index = constraints.count
        constraints.append(constraint)
        for item in [constraint.first, constraint.second].compactMap({ $0 }) {
            constraintsByItem[item, default: []].append(index)
        }
    }

    /// The view a layout guide or view id stands for (a safe-area guide stands for its owner).
    func viewIndex(forItem item: String) -> Int? {
        if let guide = guides[item] { return viewIndexes[guide.owner] }
        return viewIndexes[item]
    }

    /// The view and the nearest ancestor first, up to the root.
    func ancestry(of index: Int) -> [Int] {
        var chain: [Int] = []
        var next: Int? = index
        while let current = next, chain.count < 512 {
            chain.append(current)
            next = views[current].parent
        }
        return chain
    }
}
