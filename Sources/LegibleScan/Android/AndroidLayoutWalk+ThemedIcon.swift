import LegibleSyntax

extension AndroidLayoutWalk {
    /// The drawable an image view's `src` names: an app drawable, or one a theme attribute gives
    /// in the layout's theme (Conversations d161f500 `media_preview.xml:14`, an ImageButton with
    /// `android:src="?attr/icon_cancel"`, which `themes.xml:99` makes the 24 dp
    /// `@drawable/ic_cancel_black_24dp`: a 24×24 dp target that was never sized). The attribute
    /// counts only when the light and the dark theme both give an app drawable of one size;
    /// otherwise, and for a library's attribute, `nil` as before.
    ///
    /// When the application theme does not set the attribute at all (osmeditor4android 4f41a432:
    /// the manifest's `Theme.AppCompat`, while the activities' `Theme.customMain` and
    /// `Theme.customMain.Light`, styles.xml:270 and :355, give `information_small`), the drawable
    /// is the one every app theme that sets the attribute gives, when they all give app drawables
    /// of one size (``drawableEveryThemeGives(_:)``): `changes_list_item_with_checkbox.xml:24`, a
    /// 12 dp icon with 10 dp padding, a 32×32 dp ImageButton, was never sized (fresh-android26a M2).
    func iconDrawable(_ source: String?) -> AndroidDrawable? {
        guard let source else { return nil }
        if let reference = AndroidValueSyntax.reference(source) { return resources.drawables[reference.name] }
        guard let attribute = AndroidValueSyntax.themeAttribute(source) else { return nil }
        var found: AndroidDrawable?
        for dark in [false, true] {
            guard case .value(let value)? = try? resources.themeValue(attribute.name, isFramework: attribute.isFramework, dark: dark) else {
                // Set in neither: the app's other themes may give it; set in one only: unknown.
                return found == nil ? drawableEveryThemeGives(attribute) : nil
            }
            guard let reference = AndroidValueSyntax.reference(value), !reference.isFramework, let drawable = resources.drawables[reference.name]
            else { return nil }
            if let found, !Self.sameSize(found, drawable) { return nil }
            found = found ?? drawable
        }
        return found
    }

    /// The drawable every style of the app that sets the theme attribute gives it, in any values
    /// folder, when each is an app drawable of one size; `nil` when none sets it, one gives
    /// another attribute, a framework drawable or a drawable of another size.
    private func drawableEveryThemeGives(_ attribute: (name: String, isFramework: Bool)) -> AndroidDrawable? {
        let keys = attribute.isFramework ? ["android:\(attribute.name)"] : [attribute.name, "app:\(attribute.name)"]
        var found: AndroidDrawable?
        for definition in Array(resources.styles.values) + Array(resources.nightStyles.values) {
            guard let value = keys.lazy.compactMap({ definition.items[$0] }).first else { continue }
            guard let reference = AndroidValueSyntax.reference(value), !reference.isFramework, let drawable = resources.drawables[reference.name]
            else { return nil }
            if let found, !Self.sameSize(found, drawable) { return nil }
            found = found ?? drawable
        }
        return found
    }

    private static func sameSize(_ one: AndroidDrawable, _ other: AndroidDrawable) -> Bool {
        one.width?.dp == other.width?.dp && one.height?.dp == other.height?.dp
    }
}
