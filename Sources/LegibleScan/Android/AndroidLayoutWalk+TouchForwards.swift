/// A control another view hands every touch to (``AndroidSourceFacts/touchForwarders(ofView:)``,
/// Pachli 7e0e029f `SearchActivity.kt:1015-1023`): the description under each 32 dp radio of
/// `search_operator_where_location_dialog.xml:41` presses that radio, so radio and description
/// make one touch area. Only a forwarder written right before or after the control in the same
/// LinearLayout or RadioGroup counts: there the two areas touch, and what they span together is
/// the control's and more. A forwarder in another layout, or elsewhere in this one, adds nothing
/// the walk can see to the control's own area.
extension AndroidLayoutWalk {
    /// Containers that stack their children in the file's order, so neighbours in the file touch on screen.
    private static let stackingParents: Set<String> = ["LinearLayout", "LinearLayoutCompat", "RadioGroup"]

    /// The id, as its layout writes it, of the sibling beside the view `id` whose touch listener
    /// hands it every touch, `nil` when none does.
    func adjacentTouchForwarder(of id: String, context: Context) -> String? {
        guard Self.stackingParents.contains(context.parent), let forwarders = resources.sourceFacts?.touchForwarders(ofView: id), !forwarders.isEmpty
        else { return nil }
        let ids = context.siblings.map { AndroidAttributes($0, inherited: context.namespaces).android("id").flatMap(AndroidValueSyntax.reference)?.name }
        guard let index = ids.firstIndex(where: { $0.map(AndroidSourceFacts.key) == AndroidSourceFacts.key(id) }) else { return nil }
        for neighbour in [index - 1, index + 1] where ids.indices.contains(neighbour) {
            if let name = ids[neighbour], forwarders.contains(AndroidSourceFacts.key(name)) { return name }
        }
        return nil
    }
}
