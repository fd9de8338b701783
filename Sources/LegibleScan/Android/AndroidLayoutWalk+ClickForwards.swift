/// A small control whose only click listener clicks another view of the layout
/// (``AndroidSourceFacts/clickForward(ofView:)``, Infinity for Reddit af7ccefc
/// `SubmitCrosspostActivity.java:296-298`): the view it clicks is the real target, judged on its
/// own, so `target.small` needs its size once the walk has measured every view.
extension AndroidLayoutWalk {
    /// Gives each forwarding control its target's id and hit area, once widths are solved; a
    /// target that is no tappable view of this layout (another layout's, a plain label), or that
    /// forwards its own tap in turn, takes none.
    mutating func resolveClickForwards() {
        for index in elements.indices {
            guard let target = elements[index].clickForward?.name, target != rootClass else { continue }
            guard let found = elements.first(where: { AndroidSourceFacts.key($0.id) == target && $0.kind.isInteractive && $0.clickForward == nil }) else {
                elements[index].clickForward = nil
                continue
            }
            let outset = 2 * found.hitAreaOutset
            elements[index].clickForward = ScannedClickForward(
                name: found.id, width: found.width.map { $0 + outset }, height: found.height.map { $0 + outset })
        }
    }

    /// The view a control's only listener clicks (``AndroidSourceFacts/clickForward(ofView:)``),
    /// or the file's root when that listener clicks the instance of the root's own class
    /// (``AndroidSourceFacts/enclosingClickForward(ofView:)``, deltachat 7a1b15a1
    /// `conversation_item_update.xml:45`): a row the layout leaves open in height, so no size.
    func clickForward(ofView id: String) -> ScannedClickForward? {
        guard let facts = resources.sourceFacts else { return nil }
        if let target = facts.clickForward(ofView: id) { return ScannedClickForward(name: target) }
        guard let rootClass, let owner = facts.enclosingClickForward(ofView: id), owner == rootClass else { return nil }
        return ScannedClickForward(name: owner)
    }
}
