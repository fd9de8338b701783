extension AndroidLayoutWalk {
    /// A small view code gives the same named listener as a view of this layout at least 48 dp
    /// square is WCAG 2.5.8's "Equivalent" case: `target.small` makes it a note naming that view
    /// (Pachli 7e0e029f activity_collection.xml:102, the 24 dp bot badge inside the 48 dp avatar,
    /// both given `accountClickListener` at CollectionActivity.kt:151-152). See
    /// `AndroidSourceFacts+SharedListeners.swift`.
    mutating func resolveSharedListeners() {
        guard let facts = resources.sourceFacts, !facts.namedListeners.isEmpty else { return }
        for index in elements.indices where elements[index].equivalentControl == nil {
            let element = elements[index]
            guard let handler = facts.soleNamedListener(ofView: element.id, inLayout: layoutName) else { continue }
            let large = elements.first { other in
                guard other.id != element.id, facts.soleNamedListener(ofView: other.id, inLayout: layoutName) == handler, let width = other.width,
                    let height = other.height
                else { return false }
                return min(width, height) + 2 * other.hitAreaOutset >= 48
            }
            guard let large else { continue }
            let name = "\(large.id) (line \(large.location.line.map(String.init) ?? "?"))"
            elements[index].equivalentControl = ScannedEquivalentControl(name: name, handler: String(handler.split(separator: ".").last ?? ""))
        }
    }
}
