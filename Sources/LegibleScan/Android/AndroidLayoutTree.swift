import LegibleSyntax

/// The views of one layout file as the width solve needs them: each view's class, id, merged
/// attributes (its style's under its own) and children, recorded by ``AndroidLayoutWalk`` as it
/// visits them, so the solve sees exactly the attributes the walk judged.
struct AndroidLayoutTree {
    struct Node {
        /// The simple class name (`LinearLayout`), `include`, `merge` or `fragment`.
        var tag: String
        /// The `@+id` name, when the view has one.
        var id: String?
        /// `android:NAME`, `app:NAME`, `tools:NAME` → value, the style's items under the view's own.
        var attributes: [String: String]
        var parent: Int?
        var children: [Int] = []
        /// The index of the element the walk made of the view, when it made one.
        var element: Int?
        /// What the text loses to padding and compound drawables, in dp, or why it is unknown.
        var textInset: Result<Double, AndroidLayoutSolve.Unknown>?
        /// When ``textInset`` is unknown only because the padding is: what the compound drawables
        /// take, the inset with the padding taken as 0 (``ScannedPaddingFloor``).
        var paddingFloorInset: Double?
        /// A button's style's `minWidth` and `maxWidth` in dp, when the scan knows its style
        /// (``AndroidWidgetPadding/buttonWidths``) and the app sets neither.
        var buttonWidths: (minimum: Double, maximum: Double?)?
        /// The Material 3 icon-button style a button is drawn in (``AndroidWidgetPadding/iconButtonSizes``), when the scan knows it.
        var iconButtonStyle: String?
        /// The library style a button is drawn in (``AndroidLayoutWalk/libraryButtonStyle(_:)``), when the scan knows it.
        var buttonStyle: String?
        /// A weighted target's written dp width, which the walk leaves unknown and the solve may
        /// find it keeps (``AndroidLayoutWalk/applySolvedTargetWidths(_:)``).
        var weightedTargetWidth: Double?

        func android(_ name: String) -> String? { attributes["android:\(name)"] }
        func app(_ name: String) -> String? { attributes["app:\(name)"] }
    }

    private(set) var nodes: [Node] = []

    /// Adds a node under `parent` and returns its index.
    mutating func add(tag: String, id: String?, attributes: [String: String], parent: Int?) -> Int {
        nodes.append(Node(tag: tag, id: id, attributes: attributes, parent: parent))
        let index = nodes.count - 1
        if let parent { nodes[parent].children.append(index) }
        return index
    }

    /// Records the element the walk made of `node`; a button's width bounds are its library
    /// style's (``AndroidWidgetPadding/buttonWidths``), unless the view sets a bound of its own.
    mutating func setElement(
        _ element: Int, textInset: Result<Double, AndroidLayoutSolve.Unknown>?, paddingFloorInset: Double? = nil,
        buttonStyle: String? = nil, ownWidthBounds: Bool = false, iconButtonStyle: String? = nil, of node: Int
    ) {
        nodes[node].element = element
        nodes[node].textInset = textInset
        nodes[node].paddingFloorInset = paddingFloorInset
        nodes[node].buttonWidths = ownWidthBounds ? nil : buttonStyle.flatMap { AndroidWidgetPadding.buttonWidths[$0] }
        nodes[node].iconButtonStyle = iconButtonStyle
        nodes[node].buttonStyle = buttonStyle
    }

    mutating func setWeightedTargetWidth(_ width: Double?, of node: Int) { nodes[node].weightedTargetWidth = width }

    subscript(index: Int) -> Node { nodes[index] }

    /// The same views with `node` shown: its `visibility="gone"` dropped, as code showing it does.
    func showing(_ node: Int) -> AndroidLayoutTree {
        var copy = self
        copy.nodes[node].attributes["android:visibility"] = nil
        return copy
    }

    /// `node` when it is `visibility="gone"`, else its nearest gone ancestor, `nil` when none is.
    func goneView(holding node: Int) -> Int? {
        var current: Int? = node
        while let index = current {
            if nodes[index].android("visibility") == "gone" { return index }
            current = nodes[index].parent
        }
        return nil
    }

    /// The same views with `node` and the siblings the file previews shown with it
    /// (`tools:visibility="visible"`) shown: the row as its designer lays it out.
    func showingPreview(of node: Int) -> AndroidLayoutTree {
        var copy = showing(node)
        for sibling in nodes[node].parent.map({ nodes[$0].children }) ?? [] where nodes[sibling].attributes["tools:visibility"] == "visible" {
            copy.nodes[sibling].attributes["android:visibility"] = nil
        }
        return copy
    }

    /// The first node with no parent: the file's root view (or `<merge>`).
    var root: Int? { nodes.indices.first { nodes[$0].parent == nil } }
}

extension AndroidLayoutWalk {
    /// Records a view of the file in ``tree`` under the context's node, for the width solve.
    mutating func record(_ tag: String, id: String?, attributes: [String: String], context: inout Context) -> Int {
        var attributes = attributes
        if let width = attributes["android:layout_width"], let constant = layoutConstant(width) { attributes["android:layout_width"] = constant }
        let node = tree.add(tag: AndroidViewKinds.simpleName(tag), id: id, attributes: attributes, parent: context.node)
        context.node = node
        return node
    }

    /// `match_parent` or `wrap_content` for a `@dimen/` layout size of −1 or −2 px: a layout size
    /// is read as a whole number of pixels (`TypedArray.getLayoutDimension`), and those are
    /// `MATCH_PARENT` and `WRAP_CONTENT` (Tusky's `timeline_width`, `-1px` in `values` and
    /// 640 dp in `values-w640dp`); `nil` for any other value.
    func layoutConstant(_ value: String) -> String? {
        guard value.hasPrefix("@"), case .success(let dimension)? = try? resources.dimension(value), dimension.unit == .px else { return nil }
        switch dimension.value {
        case -1: return "match_parent"
        case -2: return "wrap_content"
        default: return nil
        }
    }

    /// The width a view's text loses to its padding and compound drawables, as the solve takes it.
    mutating func solvedTextInset(_ view: AndroidView, parent: AndroidView?) throws(SyntaxError) -> Result<Double, AndroidLayoutSolve.Unknown> {
        switch try textInset(view, parent: parent) {
        case .known(let inset): .success(inset)
        case .unknown(let reason): .failure(AndroidLayoutSolve.Unknown(reason))
        case .screen: .failure(AndroidLayoutSolve.Unknown("padding relative to the screen"))
        }
    }

    /// What a view's text loses to its compound drawables when its padding is unknown and they
    /// are not: its inset with the padding taken as 0, the least it can be (``ScannedPaddingFloor``);
    /// `nil` when the padding is known or the drawables are not.
    mutating func paddingFloorInset(_ view: AndroidView, parent: AndroidView?) throws(SyntaxError) -> Double? {
        guard case .unknown = try insets(view, "padding", horizontal: true, parent: parent), case .known(let drawables) = try compoundDrawables(view)
        else { return nil }
        return drawables
    }
}
