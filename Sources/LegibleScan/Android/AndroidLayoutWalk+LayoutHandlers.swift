import LegibleSyntax

/// WCAG 2.5.8's "Equivalent" case for click handlers the layout itself writes (issue 33,
/// fresh-android21a class 5, linphone-android 31ae7079): data binding's `android:onClick="@{…}"`
/// with the very same expression on a small view and on a view a tap beside it lands on runs the
/// very same code, as ``resolveSharedListeners()`` has it for listeners code sets.
///
/// - The view around it: `history_list_contact_suggestion_cell.xml:54`, a 32 dp call icon in a
///   row whose root has the same `@{onCallClickListener}` (`:17`). Only the nearest ancestor that
///   takes taps counts: in `drawer_menu.xml:70` a `clickable="true"` panel (`:29`) sits between
///   the close icon and the root with its `closeDrawerMenu()`, and takes the taps beside it.
/// - The view under it: `chat_media_content_grid_cell.xml:50`, a 24 dp play icon constrained on
///   all four sides to the thumbnail `image` (`:34`), drawn before it with the same
///   `@{() -> model.onClick()}`.
///
/// A lambda that takes the view (`(v) -> …`), a method reference (`::`, called with the view) and
/// a plain `android:onClick="method"` (the activity's, called with the view) may tell the views
/// apart, so they do not count.
extension AndroidLayoutWalk {
    mutating func resolveLayoutHandlers() {
        for index in elements.indices where elements[index].equivalentControl == nil {
            guard let node = tree.nodes.firstIndex(where: { $0.element == index }), let handler = Self.layoutHandler(tree.nodes[node]) else { continue }
            let shown = "android:onClick=\"" + (tree.nodes[node].android("onClick") ?? "") + "\""
            if let around = tappedAncestor(of: node), Self.layoutHandler(tree.nodes[around]) == handler {
                elements[index].equivalentControl = ScannedEquivalentControl(
                    name: "the view around it, " + describe(node: around), handler: shown, encloses: true)
            } else if let under = viewUnder(node, handler: handler) {
                elements[index].equivalentControl = ScannedEquivalentControl(
                    name: "the view under it, " + describe(node: under), handler: shown, encloses: true)
            }
        }
    }

    /// The view's `android:onClick` data-binding expression without spaces, when it runs the same
    /// code whichever view calls it.
    static func layoutHandler(_ node: AndroidLayoutTree.Node) -> String? {
        guard let value = node.android("onClick"), value.hasPrefix("@{"), value.hasSuffix("}"), !value.contains("::") else { return nil }
        let text = String(value.filter { !$0.isWhitespace })
        // A lambda with a parameter (`(v) -> …`, `v -> …`) is given the view.
        if let arrow = text.range(of: "->"), text[text.index(text.startIndex, offsetBy: 2)..<arrow.lowerBound] != "()" { return nil }
        return text
    }

    /// The nearest view around the node that takes taps: clickable, with a handler or listener,
    /// or a widget that is clickable unless told otherwise.
    private func tappedAncestor(of node: Int) -> Int? {
        var current = tree.nodes[node].parent
        while let parent = current {
            if takesTaps(tree.nodes[parent]) { return parent }
            current = tree.nodes[parent].parent
        }
        return nil
    }

    private func takesTaps(_ node: AndroidLayoutTree.Node) -> Bool {
        if node.android("onClick") != nil || node.android("onLongClick") != nil || node.android("longClickable") == "true" { return true }
        if let clickable = node.android("clickable") { return clickable == "true" }
        if let id = node.id, resources.sourceFacts?.setsClickListener(ofView: id, inLayout: layoutName) == true { return true }
        guard let kind = AndroidViewKinds.kind(of: node.tag) else { return node.tag == "ImageButton" }
        return [.button, .toggle, .textField].contains(kind)
    }

    /// A sibling drawn before the node, with the same handler, that the node is constrained onto on
    /// all four sides (centred on it), and that is not known to be no larger than the node.
    private func viewUnder(_ node: Int, handler: String) -> Int? {
        let small = tree.nodes[node]
        guard let parent = small.parent, let position = tree.nodes[parent].children.firstIndex(of: node) else { return nil }
        let sides = [
            ["layout_constraintTop_toTopOf"], ["layout_constraintBottom_toBottomOf"],
            ["layout_constraintStart_toStartOf", "layout_constraintLeft_toLeftOf"], ["layout_constraintEnd_toEndOf", "layout_constraintRight_toRightOf"],
        ]
        let targets = sides.map { names in Set(names.compactMap { small.app($0).flatMap(AndroidValueSyntax.reference)?.name }) }
        guard let first = targets.first, first.count == 1, let name = first.first, targets.allSatisfy({ $0 == [name] }) else { return nil }
        for sibling in tree.nodes[parent].children[..<position] where tree.nodes[sibling].id == name {
            guard Self.layoutHandler(tree.nodes[sibling]) == handler else { return nil }
            if let element = tree.nodes[sibling].element, let own = small.element,
                let width = elements[element].width, let height = elements[element].height,
                width <= (elements[own].width ?? 0) || height <= (elements[own].height ?? 0)
            {
                return nil
            }
            return sibling
        }
        return nil
    }

    /// A view as a message names it: its id, or its class, with its line when the walk made an element of it.
    private func describe(node: Int) -> String {
        let view = tree.nodes[node]
        let name = view.id ?? view.tag
        guard let element = view.element, let line = elements[element].location.line else { return name }
        return "\(name) (line \(line))"
    }
}
