import LegibleSyntax

/// A plain view made clickable in its file and nothing else is no touch target (issue 33,
/// fresh-android26a W1): osmeditor4android 4f41a432 `bookmark_dialog.xml:9-15`, a 1 dp divider
/// `View` with `clickable="true"` and a ripple but no id and no `onClick`, was a `target.small`
/// error. Code gives a view a listener through its id (`findViewById`, a binding, ButterKnife,
/// Kotlin synthetics) or the file names a handler; with neither, a tap only lights the ripple and
/// is swallowed (such views often sit there to swallow touches).
///
/// It stays a target when anything may give it an action: an id, an `android:tag` (code can find
/// it by tag), an `onClick`, any data-binding expression (`@{…}`, a binding adapter's click
/// attribute), a listener from code (`listened`), or being the layout's root (code holds the
/// inflated view). Only platform and AndroidX classes that take no tap of their own qualify: a
/// `Button`, `CheckBox` or `ImageButton` acts without a listener, and an app's own class may
/// handle touches itself.
extension AndroidLayoutWalk {
    /// Whether a view the rules would call tappable only for `clickable="true"` can do nothing on a tap.
    func isIdlessClickable(_ view: AndroidView, listened: Bool, context: Context) -> Bool {
        guard !listened, context.parentView != nil, AndroidViewKinds.kind(of: view.tag) == nil, Self.isLibraryClass(view.tag),
            view.android("id") == nil, view.android("tag") == nil, view.android("onClick") == nil
        else { return false }
        return !view.attributes.values.contains { $0.hasPrefix("@{") || $0.hasPrefix("@={") }
    }

    /// Whether the class is the platform's (no package) or AndroidX's / Material's, not an app's own.
    private static func isLibraryClass(_ tag: String) -> Bool {
        !tag.contains(".") || tag.hasPrefix("androidx.") || tag.hasPrefix("com.google.android.material.")
    }
}
