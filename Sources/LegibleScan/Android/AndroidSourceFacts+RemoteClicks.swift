/// Views an app widget's code makes tappable through `RemoteViews`: `setOnClickPendingIntent(R.id.x, …)`,
/// and in a collection widget's rows `setOnClickFillInIntent(R.id.x, …)`. Each gives the view a tap action as a click listener
/// does: NotallyX 68bee95c `WidgetFactory.kt:83` gives the 24 dp `ChangeNote` image of
/// `widget_note.xml:26` its own intent, apart from the row's (`:84`), and it was never judged
/// (fresh Android round 14b, M4).
///
/// The intent each call passes is kept too: a view inside a view given the very same intent
/// (NotallyX `WidgetProvider.kt:277-278`, `setOnClickPendingIntent(R.id.Layout, lockedPendingIntent)`
/// and `(R.id.Text, lockedPendingIntent)`, the text filling the width of the whole-widget frame of
/// `widget_locked.xml`) is no target of its own: a tap around it does the same (round 14b, D4).
extension AndroidSourceFacts {
    /// Not `setOnCheckedChangeResponse`: it acts on a check box, a target anyway, and the same id
    /// may name a plain image in a layout of other qualifiers (NotallyX `layout/widget_list_item.xml:13`
    /// is the pre-Android 12 picture of the `layout-v31` check box `WidgetFactory.kt:127` answers).
    static let remoteClickSetters = ["setOnClickPendingIntent", "setOnClickFillInIntent"]

    /// `layout/id` (by ``key(_:)``) → the intent argument as written (whitespace removed), for
    /// each view `code` gives a `RemoteViews` tap action; `""` when calls give it different ones.
    /// The layouts are those of the nearest `RemoteViews(…, R.layout.x)` calls before the call
    /// (a presenter's pick of two, `if (child) RemoteViews(…, a) else RemoteViews(…, b)`, within a
    /// few lines), else every layout the file gives `RemoteViews`.
    static func remoteClickIntents(in code: [UInt8]) -> [String: String] {
        let presenters = calls(named: "RemoteViews", in: code).compactMap { call -> (start: Int, layouts: [String])? in
            let layouts = fields(of: "R.layout.", in: call.argument).map(key)
            return layouts.isEmpty ? nil : (call.start, layouts)
        }
        guard !presenters.isEmpty else { return [:] }
        var found: [String: String] = [:]
        for name in remoteClickSetters {
            for call in calls(named: name, in: code) {
                let parts = arguments(call.argument)
                guard parts.count >= 2, let id = field(of: "R.id.", in: Array(parts[0].utf8)) else { continue }
                let intent = String(parts[1...].joined(separator: ",").filter { !$0.isWhitespace })
                let before = presenters.filter { $0.start < call.start }
                let layouts: [String]
                if let nearest = before.last {
                    // Calls a few lines apart pick one of several layouts for the same views.
                    layouts = before.filter { nearest.start - $0.start <= 300 }.flatMap(\.layouts)
                } else {
                    layouts = presenters.flatMap(\.layouts)
                }
                for layout in Set(layouts) {
                    let viewKey = "\(layout)/\(key(id))"
                    found[viewKey] = found[viewKey].map { $0 == intent ? $0 : "" } ?? intent
                }
            }
        }
        return found
    }

    /// Records the views the file gives a `RemoteViews` tap action as views with a click listener in their layout.
    mutating func addRemoteClicks(_ code: [UInt8]) {
        for (view, intent) in Self.remoteClickIntents(in: code) {
            clickListenersByLayout.insert(view)
            remoteClickIntents[view] = remoteClickIntents[view].map { $0 == intent ? $0 : "" } ?? intent
        }
    }

    /// The one intent code gives the view `id` of `layout` through `RemoteViews`, `nil` for none or several.
    func remoteClickIntent(ofView id: String, inLayout layout: String) -> String? {
        remoteClickIntents["\(Self.key(layout))/\(Self.key(id))"].flatMap { $0.isEmpty ? nil : $0 }
    }
}
