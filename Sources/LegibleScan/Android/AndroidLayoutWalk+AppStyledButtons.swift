import LegibleSyntax

/// A `Button` in an app style over the framework's `Widget.Material.Button` that lowers its
/// `minHeight` and draws a background of the app's (issue 33, fresh-android23a misses): Mastodon
/// 24ab4a0c `Widget.Mastodon.M3.Button` (values/styles.xml:544-555, `minHeight` 40dp) and its
/// `.Text` child, whose `bg_button_m3_text` is a ripple with only a mask: no padding. The style's
/// background replaces `btn_default_material` and its padding (`View` takes its padding from the
/// background), so `sheet_compose_visibility.xml:95`'s `wrap_content` cancel button is one 14 dp
/// line (19 dp) at least 40 dp: 40 dp tall. Before, a framework button style was "unknown" and
/// such buttons were never judged while the same ones written `layout_height="40dp"` were.
extension AndroidLayoutWalk {
    /// The most a Material theme's `MaterialButton` would add to such a button's line: the
    /// padding (Material Components 4 dp, Material 3 6 dp a side) and inset (6 dp, 4 dp a side)
    /// its theme's `materialButtonStyle` gives where the view's style sets none.
    static let materialButtonExtra = 20.0

    /// For a `Button` in an app style whose library ancestor is the framework's, setting a
    /// `minHeight` and an app drawable or colour as background: how much a `MaterialButton`'s
    /// own style may add to its height — 0 when the app's theme makes it no Material button
    /// (AppCompat, a Bridge theme, or written `AppCompatButton`), else ``materialButtonExtra``,
    /// which the caller allows only when the `minHeight` covers it (the height is then the same
    /// whichever class inflates it). `nil` when the view is not such a button, or a Material
    /// theme of the app sets its own `materialButtonStyle`.
    func appStyledButtonExtra(_ view: AndroidView) -> Double? {
        let name = AndroidViewKinds.simpleName(view.tag)
        guard ["Button", "AppCompatButton"].contains(name), view.styleLibrary?.isFramework == true,
            AndroidValueSyntax.reference(view.attributes["style"] ?? "")?.type == "style", view.android("minHeight") != nil,
            let background = view.android("background"), let reference = AndroidValueSyntax.reference(background), !reference.isFramework,
            ["drawable", "color"].contains(reference.type)
        else { return nil }
        if name == "AppCompatButton" || resources.bridgesButtons() { return 0 }
        switch widgetFamily() {
        case .appCompat?: return 0
        case nil: return Self.materialButtonExtra
        case _?: return themeSets("materialButtonStyle") == false ? Self.materialButtonExtra : nil
        }
    }
}
