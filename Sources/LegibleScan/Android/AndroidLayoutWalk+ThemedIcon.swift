import LegibleSyntax

extension AndroidLayoutWalk {
    /// The drawable an image view's `src` names: an app drawable, or one a theme attribute gives
    /// in the layout's theme (Conversations d161f500 `media_preview.xml:14`, an ImageButton with
    /// `android:src="?attr/icon_cancel"`, which `themes.xml:99` makes the 24 dp
    /// `@drawable/ic_cancel_black_24dp`: a 24×24 dp target that was never sized). The attribute
    /// counts only when the light and the dark theme both give an app drawable of one size;
    /// otherwise, and for a library's attribute, `nil` as before.
    func iconDrawable(_ source: String?) -> AndroidDrawable? {
        guard let source else { return nil }
        if let reference = AndroidValueSyntax.reference(source) { return resources.drawables[reference.name] }
        guard let attribute = AndroidValueSyntax.themeAttribute(source) else { return nil }
        var found: AndroidDrawable?
        for dark in [false, true] {
            guard case .value(let value)? = try? resources.themeValue(attribute.name, isFramework: attribute.isFramework, dark: dark),
                let reference = AndroidValueSyntax.reference(value), !reference.isFramework, let drawable = resources.drawables[reference.name]
            else { return nil }
            if let found, found.width?.dp != drawable.width?.dp || found.height?.dp != drawable.height?.dp { return nil }
            found = found ?? drawable
        }
        return found
    }
}
