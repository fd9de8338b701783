extension AndroidLayoutWalk {
    /// A small view code gives the same named listener as a view of this layout at least 48 dp
    /// square is WCAG 2.5.8's "Equivalent" case: `target.small` makes it a note naming that view
    /// (Pachli 7e0e029f activity_collection.xml:102, the 24 dp bot badge inside the 48 dp avatar,
    /// both given `accountClickListener` at CollectionActivity.kt:151-152). So is one inside a view
    /// given the same listener, whatever that view's size: a tap beside it, on the view around it,
    /// does the same (rethink c1b8349d `fragment_dns_configure.xml:276`, the arrow inside its row,
    /// both `{ openLocalBlocklist() }`); the view around it is judged on its own. See
    /// `AndroidSourceFacts+SharedListeners.swift`.
    mutating func resolveSharedListeners() {
        guard let facts = resources.sourceFacts, !facts.namedListeners.isEmpty else { return }
        for index in elements.indices where elements[index].equivalentControl == nil {
            let element = elements[index]
            guard let handler = facts.soleNamedListener(ofView: element.id, inLayout: layoutName) else { continue }
            let around = ancestorElements(of: index).first { facts.soleNamedListener(ofView: elements[$0].id, inLayout: layoutName) == handler }
            // A lambda's text names no view of its own to compare sizes with: only the view around
            // it counts (rethink's `btn_contact_support_error`, the same `{ openHelpAndSupport() }`,
            // is on another state of the screen).
            let isLambda = handler.contains("#")
            let large =
                around.map { elements[$0] }
                ?? elements.first { other in
                    guard !isLambda else { return false }
                    guard other.id != element.id, facts.soleNamedListener(ofView: other.id, inLayout: layoutName) == handler, let width = other.width,
                        let height = other.height
                    else { return false }
                    return min(width, height) + 2 * other.hitAreaOutset >= 48
                }
            guard let large else { continue }
            let name = "\(around == nil ? "" : "the view around it, ")\(large.id) (line \(large.location.line.map(String.init) ?? "?"))"
            elements[index].equivalentControl = ScannedEquivalentControl(
                name: name, handler: AndroidSourceFacts.shownListener(handler), encloses: around != nil)
        }
    }

    /// The elements of the views around the element at `index`, nearest first.
    private func ancestorElements(of index: Int) -> [Int] {
        guard let node = tree.nodes.firstIndex(where: { $0.element == index }) else { return [] }
        var result: [Int] = []
        var current = tree.nodes[node].parent
        while let parent = current {
            if let element = tree.nodes[parent].element { result.append(element) }
            current = tree.nodes[parent].parent
        }
        return result
    }
}
