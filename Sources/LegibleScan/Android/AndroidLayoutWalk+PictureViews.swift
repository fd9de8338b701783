import LegibleSyntax

// An app's view class that draws a picture (issue 33; Threema e2defbb8): `AvatarEditView`, a
// `FrameLayout`, inflates `view_avatar_edit.xml` (AvatarEditView.java:159), whose first view is a
// match_parent `ImageView`, the contact's photo. In `activity_contact_detail.xml` it fills the
// CollapsingToolbarLayout before the title (:64) and the Toolbar (:83), which are drawn over the
// photo, not on the theme's surface colour: the two were contrast errors.

extension AndroidResources {
    /// Whether a layout's first view (a `<merge>`'s or a frame's first child, or the root itself
    /// when it has no children) is a visible image view filling its parent both ways.
    static func startsWithFillingPicture(_ root: XMLElementNode) -> Bool {
        // A `<merge>` or a frame stacks its first child under the rest.
        let stacks = root.name == "merge" || root.name.hasSuffix("FrameLayout")
        guard let first = stacks ? root.childElements.first : root.childElements.isEmpty ? root : nil else { return false }
        let attributes = AndroidAttributes(first, inherited: [:])
        let tag = AndroidViewKinds.simpleName(first.name)
        guard AndroidViewKinds.imageViews.contains(tag) || tag.hasSuffix("ImageView") else { return false }
        if let visibility = attributes.android("visibility"), visibility != "visible" { return false }
        let fills = ["match_parent", "fill_parent"]
        return fills.contains(attributes.android("layout_width") ?? "") && fills.contains(attributes.android("layout_height") ?? "")
    }
}

extension AndroidLayoutWalk {
    /// Whether `tag` is one of the app's view classes whose file inflates into itself a layout
    /// that starts with a picture filling it (``AndroidResources/startsWithFillingPicture(_:)``).
    func isPictureViewClass(_ tag: String) -> Bool {
        guard let facts = resources.sourceFacts, facts.viewSuperclasses[tag] != nil, !facts.ambiguousClasses.contains(tag) else { return false }
        return facts.layoutsByClass[tag]?.contains(where: resources.pictureLayouts.contains) == true
    }
}
