/// Layouts shown through `RemoteViews` — app widgets, custom notifications. The launcher (or the
/// system UI) inflates them with the framework's own `LayoutInflater`, without AppCompat's view
/// factory, so a `TextView` stays a framework `TextView` and AppCompat's `app:` attributes
/// (`app:autoSizeTextType`) are not read: only the framework's `android:autoSizeTextType`
/// (API 26) shrinks text there (Catima 80ec71d9 ListWidget.kt:69 for list_widget_empty.xml:8).
extension AndroidSourceFacts {
    /// The layouts (by ``key(_:)``) named in the file's `RemoteViews(…, R.layout.x)` calls.
    static func remoteViewsLayouts(in code: [UInt8]) -> [String] {
        calls(named: "RemoteViews", in: code).compactMap { field(of: "R.layout.", in: $0.argument) }.map(key)
    }

    /// Whether code shows the layout `name` through `RemoteViews`.
    func isRemoteViewsLayout(_ name: String) -> Bool {
        remoteViewsLayouts.contains(Self.key(name))
    }
}
