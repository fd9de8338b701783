import LegibleSyntax

// Views a ConstraintLayout `Group` hides (issue 33, fresh-android25a pattern 3): element-android
// 4c04cbf5 `fragment_ftue_server_selection_combined.xml:181-186` hides its EMS section with
// `<androidx.constraintlayout.widget.Group android:visibility="gone"
// app:constraint_referenced_ids="chooseServerEmsContainer,…,chooseServerGetInTouch,emsCtaSpacing"/>`,
// which has no id: no code can show it, and the group sets the visibility of every view it names,
// so the button at `:258` (judged white on #7E69FF) is never on screen. A group code may show
// (one with an id code names or shows: RichTextComposerLayout.kt:462 `composerModeGroup`) leaves
// its views judged as before.
extension AndroidLayoutWalk {
    /// The ids of the children of `element` that a `Group` among them hides for good: `gone` or
    /// `invisible` and shown by no code (``staysGone(_:isRoot:)``, as for any view the file hides).
    func idsHiddenByGroups(in element: XMLElementNode, namespaces: [String: String]) -> Set<String> {
        var result = Set<String>()
        for child in Self.childElements(element) where AndroidViewKinds.simpleName(child.name) == "Group" {
            let attributes = AndroidAttributes(child, inherited: namespaces)
            let group = AndroidView(tag: "Group", attributes: attributes.values, styleLibrary: nil)
            guard let ids = group.app("constraint_referenced_ids"), staysGone(group) else { continue }
            for id in ids.split(separator: ",") { result.insert(String(id).trimmingWhitespace) }
        }
        return result
    }
}

extension AndroidLayoutWalk {
    /// What a `<merge>`'s children inherit: their parent is in another file (its width unknown),
    /// the row of the view it is inflated into when code listens to that view (``mergeRow()``),
    /// and the views a `Group` among them hides.
    mutating func enterMerge(_ element: XMLElementNode, attributes: AndroidAttributes, context: inout Context) {
        context.contentWidth = .unknown("the view is in a <merge> layout, whose parent is in another file")
        context.parent = "merge"
        if let row = mergeRow() { context.row = row }
        context.hiddenByGroups = idsHiddenByGroups(in: element, namespaces: attributes.namespaces)
        _ = record("merge", id: nil, attributes: attributes.values, context: &context)
    }
}
