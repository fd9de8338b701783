import LegibleReporting

// Views that draw no text, whose colour is not measured and whose autosize shrinks nothing.
//
// SimpleTimeTracker (fresh-droid29a): `icon_selection_layout.xml:101` is a TextView of style
// `ButtonTimeAdjust` (text "+/-", autosize) with its own `android:text=""` and no id, kept only
// for the style's rounded border: its empty text replaces the style's, so it was a wrong
// `text.shrinks` warning. `records_container_fragment.xml:144` is a MaterialButton whose style
// `ContainerRangeButton` gives an arrow `icon` and no text, and code only sets its click: it was
// a 2.48:1 `contrast.text` error on text it never shows.
extension AndroidLayoutWalk {
    /// No `android:text` (or an empty one, or one of spaces alone) or hint, no text code sets, and
    /// no source names the view's id, or it is in an app widget's layout: nothing ever draws text
    /// there (sources read, else unknown and measured). Markor e05521f798 `widget_layout.xml:108`, an
    /// empty widget list's blank TextView, was measured for contrast. A `tools:text` (or `tools:hint`)
    /// is the layout editor's sample only, so a view with one is alike when it has an id of the app's
    /// own that no code names: SeriesGuide 72ea839fc `item_show.xml:119` (`textViewItemShowNextEpisodeTime`,
    /// only `tools:text`, named by no Kotlin or Java) is empty at run time, and was a 2.78:1
    /// contrast error. A button with an icon and no text of any kind is an icon button
    /// (``isIconOnlyButton(_:id:facts:)``) even where code names it.
    func showsNoText(_ view: AndroidView, id: String, scanned: ScannedElement) -> Bool {
        // Spaces alone show nothing (deltachat 7a1b15a1 `avatar_selector.xml:133`, `text=" "`), nor does the view's own
        // `text=""`, which replaces its style's text; an app's own view class may set its own text.
        guard scanned.codeText == nil, view.attributes["android:hint"] == nil, let facts = resources.sourceFacts,
            scanned.text.map({ $0.literal?.allSatisfy(\.isWhitespace) == true }) ?? true,
            scanned.text != nil || view.attributes["android:text"]?.isEmpty != false,
            !view.tag.contains(".") || ["android.", "androidx.", "com.google.android.material."].contains(where: view.tag.hasPrefix)
        else { return false }
        if ["tools:text", "tools:hint"].contains(where: { view.attributes[$0] != nil }) {
            // Only a view no code but the scan's could reach: not a framework id (a preference's
            // `@android:id/title`, which the framework fills), not one without an id (an
            // `ArrayAdapter` row's root), and no data binding expression (a binding adapter may set it).
            guard let reference = view.android("id").flatMap(AndroidValueSyntax.reference), !reference.isFramework,
                !view.attributes.values.contains(where: { $0.hasPrefix("@{") })
            else { return false }
        }
        // A view without an id is reached by no code but its parent's: no code names it.
        guard view.android("id") != nil else { return facts.filesRead > 0 }
        if isIconOnlyButton(view, id: id, facts: facts) { return true }
        // An app widget's text is set only through `RemoteViews.setTextViewText`, which code text
        // reads: an empty view (`setEmptyView(…, R.id.widget_empty_hint)`) shows none.
        return facts.mentions(viewID: id) == false || facts.isRemoteViewsLayout(layoutName)
    }

    /// A button with an `icon` (its own or its style's) and no text, not even a `tools:text`
    /// sample, that no code in any layout gives text and no data binding reaches: it shows its icon
    /// only. Code that names it for a click or its visibility gives it no text; a view with no icon
    /// that code names stays measured, since the app may set its text through a helper the scan
    /// does not read (Wikimedia Commons c5d5b227ca `activity_about.xml:115`).
    private func isIconOnlyButton(_ view: AndroidView, id: String, facts: AndroidSourceFacts) -> Bool {
        guard let icon = view.app("icon"), !icon.isEmpty, icon != "@null", view.attributes["tools:text"] == nil,
            !view.attributes.values.contains(where: { $0.hasPrefix("@{") })
        else { return false }
        return !facts.setsText(ofView: id)
    }
}
