import LegibleReporting

/// A TextView with `android:autoLink` turns the web addresses (or e-mail addresses, phone
/// numbers…) in its text into links, drawn in its `textColorLink`, not its `textColor`: the link
/// is text the user reads and taps, so WCAG 1.4.3 holds it to the same ratio. gh4a's open-source
/// licence card (`open_source_component_item.xml:26`) shows its library's address in the theme's
/// `android:textColorLink`, #5aa03d on the white card (3.22:1), and it was never judged.
///
/// Literal: a view that links (`autoLink` other than `none`) or names `android:textColorLink`.
/// The link colour is its own or its style's `android:textColorLink`, else the theme's; an
/// AppCompat or Material theme that sets none draws links in `?attr/colorAccent` (AppCompat
/// `themes_base.xml`), taken only when the app's theme sets `colorAccent` itself. A link colour
/// code sets (`setLinkTextColor`) or none of these gives is not judged. The link is one more
/// colour state of the text, on the same background, faded by the view's alpha.
extension AndroidLayoutWalk {
    /// `states` (the text's colour states so far) with the links' colour added, unchanged when
    /// the view shows no links whose colour is known.
    mutating func addingLinkColorState(
        _ states: [ScannedColorState], _ view: AndroidView, textColor: ScannedColor?, ownFill: Bool, id: String, location: Finding.Location
    ) -> [ScannedColorState] {
        guard let written = linkColorWritten(view), resources.sourceFacts?.setsLinkColor(ofView: id) != true,
            let color = fadedByViewAlpha(color(written, id: id, location: location), view, id: id, drawsOwnFill: ownFill)
        else { return states }
        if case .unresolved = color { return states }
        if case .themed(_, _, .unresolved, .unresolved) = color { return states }
        var linked = states
        if linked.isEmpty, let textColor { linked.append(ScannedColorState(condition: "", color: textColor)) }
        linked.append(ScannedColorState(condition: "its links show (android:autoLink)", color: color))
        return linked
    }

    /// Where the view's link colour is written: its own or style's `android:textColorLink`, else
    /// the theme's, else `?attr/colorAccent` when the app's AppCompat or Material theme sets it.
    private func linkColorWritten(_ view: AndroidView) -> String? {
        let autoLink = view.android("autoLink").map { $0 != "none" && !$0.isEmpty } ?? false
        if let own = view.android("textColorLink") { return own }
        guard autoLink else { return nil }
        if themeSets("textColorLink", isFramework: true) { return "?android:attr/textColorLink" }
        if widgetFamily() != nil, themeSets("colorAccent", isFramework: false) { return "?attr/colorAccent" }
        return nil
    }

    /// Whether the app's own theme (or an overlay around the view) sets the attribute, in light mode.
    private func themeSets(_ attribute: String, isFramework: Bool) -> Bool {
        if case .value? = try? layeredThemeValue(attribute, isFramework: isFramework, dark: false).0 { return true }
        return false
    }
}
