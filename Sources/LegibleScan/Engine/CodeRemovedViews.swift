/// Views of a storyboard or xib that code makes sure never show, so nothing about them is judged.
///
/// - Placeholders in a view code empties before filling it: `for view in stack.arrangedSubviews {
///   stack.removeArrangedSubview(view); view.removeFromSuperview() }` (TBA
///   EventAllianceTableViewCell.swift:42-47 on EventAllianceTableViewCell.xib:47-65, four "Label"
///   placeholders that were `text.fixed-size` warnings). Code of the outlet's owner must both
///   empty and fill it: emptying alone is tearing down (GoMap HeightViewController.swift:518
///   removes its root view's subviews as it closes).
/// - Views decoded inside an object whose class's `init?(coder:)` is `fatalError(…)`: loading the
///   nib would crash, so it is never shown (TBA SwitchTableViewCell.swift:18 for
///   SwitchTableViewCell.xib:21, whose 17 and 12 pt labels were judged).
package enum CodeRemovedViews {
    /// The fact recorded for code of `type` that removes every subview of its `outlet`.
    package static func emptiedKey(type: String, outlet: String) -> String { "\(type).\(outlet).removesSubviews" }
    /// The fact recorded for code of `type` that adds a subview to its `outlet`.
    package static func filledKey(type: String, outlet: String) -> String { "\(type).\(outlet).addsSubviews" }
    /// The fact both make: the outlet's subviews in the file are placeholders (`Owner.outlet.clearsSubviews`).
    static func clearedKey(_ outlet: String) -> String { "\(outlet).clearsSubviews" }

    /// The fact recorded for a class whose `init?(coder:)` only traps.
    package static func undecodableKey(type: String) -> String { "\(type).initCoderTraps" }

    /// The facts that would take view `index` of an Interface Builder document off every screen:
    /// its superview's outlets emptied, or the custom class of it or a superview undecodable.
    static func keys(of index: Int, in document: IBDocument) -> [String] {
        var keys: [String] = []
        if let parent = document.views[index].parent, let id = document.views[parent].id {
            for name in document.outletNames[id] ?? [] { keys.append(clearedKey(name)) }
        }
        for ancestor in document.ancestry(of: index) {
            if let type = document.views[ancestor].node.attribute("customClass") { keys.append(undecodableKey(type: type)) }
        }
        return keys
    }

    /// Drops each element a fact in `setInCode` takes off every screen.
    static func apply(to elements: inout [ScannedElement], setInCode: Set<String>) {
        guard elements.contains(where: { !$0.removalKeys.isEmpty }) else { return }
        var cleared: Set<String> = []
        for fact in setInCode where fact.hasSuffix(".removesSubviews") {
            let outlet = String(fact.dropLast(".removesSubviews".count))
            if setInCode.contains(outlet + ".addsSubviews") { cleared.insert(clearedKey(outlet)) }
        }
        elements.removeAll { element in element.removalKeys.contains { setInCode.contains($0) || cleared.contains($0) } }
    }
}
