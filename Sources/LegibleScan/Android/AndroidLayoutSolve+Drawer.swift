/// The width of a navigation drawer, for the layout a `NavigationView` shows as its header
/// (`app:headerLayout`): the header is as wide as the `NavigationView`, not the screen.
///
/// androidx `DrawerLayout.onMeasure` measures a drawer child with its width less
/// `MIN_DRAWER_MARGIN` (64 dp) and the child's margins; a `wrap_content` `NavigationView` gets that
/// as an `AT_MOST` size, which `NavigationView.onMeasure` turns into exactly
/// `min(size, android:maxWidth)`. The maximum is its style's (`Tables/android-drawer-widths.csv`):
/// 280 dp in Material 2 (`Widget.Design.NavigationView`, `design_navigation_max_width`), 360 dp in
/// Material 3 (`m3_comp_navigation_drawer_container_width`).
struct AndroidDrawerWidth: Sendable, Hashable {
    /// The drawer's `android:maxWidth`, dp.
    var maxWidth: Double
    /// What `DrawerLayout` keeps free beside the drawer plus the drawer's margins, dp.
    var margin: Double

    /// The drawer's width on a screen `screen` dp wide (its layout as wide as the screen).
    func width(onScreen screen: Double) -> Double {
        min(screen - margin, maxWidth)
    }

    /// `DrawerLayout.MIN_DRAWER_MARGIN`, dp (androidx drawerlayout `DrawerLayout.java`).
    static let minimumDrawerMargin: Double = 64

    /// The library `NavigationView` styles' `android:maxWidth`, dp (`Tables/android-drawer-widths.csv`).
    static let libraryMaxWidths: [String: Double] = [
        "Widget.Design.NavigationView": 280, "Widget.MaterialComponents.NavigationView": 280, "Widget.Material3.NavigationView": 360,
    ]
}

extension AndroidLayoutWalk {
    /// The drawer width of the layout `name` when every `NavigationView` that names it as its
    /// `app:headerLayout` is a drawer (`layout_gravity` start, end, left or right) as wide as its
    /// content up to a maximum the scan knows, and they agree; `nil` otherwise.
    func drawerWidth(ofHeaderLayout name: String) -> AndroidDrawerWidth? {
        guard let views = resources.drawerHeaders[name], !views.isEmpty else { return nil }
        var widths: Set<AndroidDrawerWidth> = []
        for attributes in views {
            let gravity = (attributes["android:layout_gravity"] ?? "").split(separator: "|").map { String($0).trimmingWhitespace }
            guard gravity.contains(where: { ["start", "end", "left", "right"].contains($0) }), attributes["android:layout_width"] == "wrap_content",
                let maxWidth = navigationMaxWidth(attributes)
            else { return nil }
            var margin = AndroidDrawerWidth.minimumDrawerMargin
            for side in ["Start", "End"] {
                let value =
                    attributes["android:layout_margin\(side)"] ?? attributes[side == "Start" ? "android:layout_marginLeft" : "android:layout_marginRight"]
                guard let value else { continue }
                guard let dp = try? resources.dimension(value), case .success(let dimension) = dp, let side = dimension.dp else { return nil }
                margin += side
            }
            if attributes["android:layout_margin"] != nil || attributes["android:layout_marginHorizontal"] != nil { return nil }
            widths.insert(AndroidDrawerWidth(maxWidth: maxWidth, margin: margin))
        }
        return widths.count == 1 ? widths.first : nil
    }

    /// A `NavigationView`'s `android:maxWidth`: its own, its style's, else the theme's
    /// `navigationViewStyle` (an app style, else the family's default: `Widget.Material3.NavigationView`
    /// in Material 3 themes, `Widget.MaterialComponents.NavigationView` in Material 2's, material-components-android
    /// `themes_base.xml`).
    private func navigationMaxWidth(_ attributes: [String: String]) -> Double? {
        func dp(_ value: String) -> Double? {
            guard let resolved = try? resources.dimension(value), case .success(let dimension) = resolved else { return nil }
            return dimension.dp
        }
        func styled(_ name: String, isFramework: Bool) -> Double? {
            guard let style = try? resources.resolveStyle(name, isFramework: isFramework) else { return nil }
            if let own = style.items["android:maxWidth"] { return dp(own) }
            return style.library.flatMap { AndroidDrawerWidth.libraryMaxWidths[$0.name] }
        }
        if let own = attributes["android:maxWidth"] { return dp(own) }
        if let value = attributes["style"] {
            guard let reference = AndroidValueSyntax.reference(value), reference.type == "style" else { return nil }
            return styled(reference.name, isFramework: reference.isFramework)
        }
        if let theme = resources.applicationTheme, let resolved = try? resources.resolveStyle(theme.name, isFramework: false),
            let value = resolved.items[AndroidResources.normalisedItemName("navigationViewStyle")]
        {
            guard let reference = AndroidValueSyntax.reference(value), reference.type == "style" else { return nil }
            return styled(reference.name, isFramework: reference.isFramework)
        }
        switch widgetFamily() {
        case .material3?: return AndroidDrawerWidth.libraryMaxWidths["Widget.Material3.NavigationView"]
        case .materialComponents?, .appCompat?: return AndroidDrawerWidth.libraryMaxWidths["Widget.MaterialComponents.NavigationView"]
        case nil: return nil
        }
    }
}
