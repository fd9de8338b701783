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

    /// Records the layouts an app widget's code gives `RemoteViews`: an app
    /// widget's, drawn at the widget's size, which the launcher's grid and the person's resizing
    /// set, not the screen's (AppManager `ScreenTimeAppWidget.java:52-58` picks
    /// `app_widget_screen_time_small.xml` for a widget up to 200 dp tall; its one-line label at
    /// `:25` was an overflow error "at 320 dp", a width no widget has). A notification's
    /// `RemoteViews` (another class) is as wide as the screen's notification, so not here.
    mutating func addAppWidgetLayouts(_ code: [UInt8], className: String) {
        guard !className.isEmpty, !Self.occurrences(of: Array("RemoteViews".utf8), in: code[...]).isEmpty else { return }
        let text = String(decoding: code, as: UTF8.self)
        // A provider, or a helper that hands its views to `AppWidgetManager.updateAppWidget`
        // (AppManager `WidgetHelper.java:54` for `widget_recording.xml`).
        guard text.contains("extends AppWidgetProvider") || text.contains(": AppWidgetProvider()") || text.contains("updateAppWidget(") else { return }
        for layout in Self.remoteViewsLayouts(in: code) where appWidgetLayouts[layout] == nil { appWidgetLayouts[layout] = className }
    }

    /// Whether code shows the layout `name` through `RemoteViews`.
    func isRemoteViewsLayout(_ name: String) -> Bool {
        remoteViewsLayouts.contains(Self.key(name))
    }
}
