import LegibleReporting
import LegibleSyntax

/// A Toolbar's own title: text the Toolbar draws itself, in no view of the layout, on the
/// Toolbar's background (AnkiDroid a644cf79 activity_note_type_field_editor.xml:22: the
/// `ActionBarStyle` overlay makes the title `?attr/actionBarTextColor`, white, on `appBarColor`
/// #03a9f4, 2.62:1). It is judged for contrast as a label at the Toolbar's place, only when
/// every part is known:
///
/// - a title is shown: `app:title`/`android:title`, or `tools:title` when the Toolbar has no
///   child text view of its own (a custom title); not an empty `app:title=""`, not a layout whose
///   code (a file naming it) calls `setDisplayShowTitleEnabled(false)`;
/// - its colour: `app:titleTextColor`, else the `android:textColorPrimary` that the Toolbar's
///   theme overlay (`android:theme`/`app:theme`, the app's own style) sets, the same in light and
///   night styles, resolved in the app's theme; not when a `titleTextAppearance` may set one;
/// - its background: the Toolbar's or what is behind it, resolved, and not a theme attribute the
///   overlay itself changes.
///
/// Its size is 20 sp, the title of AppCompat's and Material Components' Toolbars (Material 3's is
/// 22 sp): large text, so it fails under 3:1 only.
extension AndroidLayoutWalk {
    /// How a title colour's description starts: a contrast message says whose text it is.
    static let toolbarTitleName = "the Toolbar's title"

    /// The Toolbar classes whose title is judged.
    static let toolbarTags: Set<String> = ["Toolbar", "MaterialToolbar"]

    /// The Toolbar's title as an element to judge for contrast, `nil` when any part is not known.
    mutating func toolbarTitle(
        _ view: AndroidView, node: XMLElementNode, background: ScannedColor?, context: Context, id: String, location: Finding.Location
    ) -> ScannedElement? {
        guard Self.toolbarTags.contains(view.tag), !context.hidden, !Self.hides(view), let background, showsTitle(view, node: node, context: context),
            view.app("titleTextAppearance") == nil || view.app("titleTextColor") != nil, let color = titleColor(view, id: id, location: location)
        else { return nil }
        if let written = view.android("background"), let attribute = AndroidValueSyntax.themeAttribute(written),
            overlayItems(view)?[AndroidResources.normalisedItemName(attribute.isFramework ? "android:\(attribute.name)" : attribute.name)] != nil
        {
            return nil
        }
        var title = ScannedElement(kind: .label, id: "\(id) title", location: location, platform: .android, qualifiers: qualifiers)
        title.suppressions = context.suppressions
        title.backgroundColor = background
        title.textColor = color
        title.font = .scaled(size: 20, relativeTo: nil, weight: .regular, family: nil)
        return title
    }

    /// Whether the Toolbar shows a title (see the extension's documentation).
    private func showsTitle(_ view: AndroidView, node: XMLElementNode, context: Context) -> Bool {
        if resources.sourceFacts?.hidesToolbarTitle(inLayout: layoutName) == true { return false }
        if let title = view.app("title") ?? view.android("title") { return !title.trimmingWhitespace.isEmpty && title != "@null" }
        guard let preview = view.attributes["tools:title"], !preview.trimmingWhitespace.isEmpty else { return false }
        // A text view of its own inside the Toolbar is a custom title, shown in place of the Toolbar's.
        return !node.children.contains { child in
            guard case .element(let element) = child else { return false }
            return AndroidViewKinds.kind(of: AndroidViewKinds.simpleName(element.name)) == .label
        }
    }

    /// The title's colour: `app:titleTextColor`, else the overlay's `android:textColorPrimary`,
    /// which AppCompat's, Material Components' and Material 3's Toolbar titles draw in (their title
    /// text appearances and `Widget.MaterialComponents.Toolbar`'s `titleTextColor`); not when a
    /// library style on the view or the theme's `toolbarStyle` may set another.
    private mutating func titleColor(_ view: AndroidView, id: String, location: Finding.Location) -> ScannedColor? {
        if let written = view.app("titleTextColor") { return known(color(written, id: id, location: location)) }
        guard view.styleLibrary == nil, !setsToolbarStyle(), let light = overlayItems(view, night: false)?["android:textColorPrimary"],
            overlayItems(view, night: true)?["android:textColorPrimary"] == light
        else { return nil }
        guard case .themed(let written, let theme, let lightColor, let darkColor)? = known(color(light, id: id, location: location)) else {
            return known(color(light, id: id, location: location))
        }
        let overlay = view.android("theme") ?? view.app("theme") ?? ""
        return .themed("\(Self.toolbarTitleName), textColorPrimary of \(overlay): \(written)", theme: theme, light: lightColor, dark: darkColor)
    }

    /// A colour only when it is not ``ScannedColor/unresolved(_:reason:)``.
    private func known(_ color: ScannedColor?) -> ScannedColor? {
        if case .unresolved? = color { return nil }
        return color
    }

    /// Whether the app's theme sets `toolbarStyle`, whose title colour the scan does not follow.
    private func setsToolbarStyle() -> Bool {
        [false, true].contains { dark in
            if case .value? = try? resources.themeValue("toolbarStyle", isFramework: false, dark: dark) { return true }
            return false
        }
    }

    /// The items of the app's own style the Toolbar's theme overlay names, `nil` for none.
    private func overlayItems(_ view: AndroidView, night: Bool = false) -> [String: String]? {
        guard let written = view.android("theme") ?? view.app("theme"), let reference = AndroidValueSyntax.reference(written), reference.type == "style",
            !reference.isFramework, let style = try? resources.resolveStyle(reference.name, isFramework: false, night: night)
        else { return nil }
        return style.items
    }
}
