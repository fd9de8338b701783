import LegibleSyntax

/// A storyboard or xib button whose every action a sibling button also sends, to the same
/// object, where that sibling's frame holds it and is 44×44 pt or more: a tap beside the small
/// button lands on the large one and does the same, so the large one is the target (WCAG 2.5.8's
/// "Equivalent" exception, as `target.small` reads Compose's). ProtonVPN ios-mac-app e3e40470
/// `Profiles.storyboard:69`, the 11×22 pt `connectButton` (`connect:` on its cell), sits on the
/// cell's 414×72 pt `row-button` (`:63`), which sends `connect:` to the cell too; it was a
/// `target.small` error.
///
/// Read from the file alone: the sibling is a direct sibling of the button or of one of its
/// ancestors (below any scrolling view), shown, enabled and taking touches, as ``CoveredButtons``
/// reads a cover.
enum SameActionButtons {
    /// The large sibling that sends every action of the button at `index`, or `nil`.
    static func enclosing(of index: Int, in document: IBDocument) -> ScannedEquivalentControl? {
        let node = document.views[index].node
        let own = actions(of: node)
        guard node.name == "button", !own.isEmpty, let frame = InterfaceBuilderReader.frame(of: node) else { return nil }
        return CoveredButtons.firstSibling(of: index, frame: frame, in: document) { sibling, _, rect in
            let other = document.views[sibling].node
            guard CoveredButtons.takesTouches(other), own.isSubset(of: actions(of: other)), let frame = InterfaceBuilderReader.frame(of: other),
                CoveredButtons.isTarget(frame, over: rect)
            else { return nil }
            let name = other.attribute("userLabel").map { "the button \"\($0)\"" } ?? "the button \(document.views[sibling].id ?? "")"
            let handler = own.map { $0.split(separator: "|").first.map(String.init) ?? $0 }.sorted().joined(separator: ", ")
            return ScannedEquivalentControl(
                name: "\(name) (line \(other.position.line), \(Int(frame.width))×\(Int(frame.height)) pt) around it", handler: handler, encloses: true)
        }
    }

    /// `selector|destination|event` of each of a button's actions.
    private static func actions(of node: XMLElementNode) -> Set<String> {
        var found: Set<String> = []
        for connections in node.childElements where connections.name == "connections" {
            for action in connections.childElements where action.name == "action" {
                found.insert("\(action.attribute("selector") ?? "")|\(action.attribute("destination") ?? "")|\(action.attribute("eventType") ?? "")")
            }
        }
        return found
    }
}
