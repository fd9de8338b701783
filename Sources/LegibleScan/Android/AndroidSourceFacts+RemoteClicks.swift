import Foundation

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
        remoteClicks(in: code).reduce(into: [:]) { found, click in
            found[click.view] = found[click.view].map { $0 == click.intent ? $0 : "" } ?? click.intent
        }
    }

    /// Each `RemoteViews` tap action of `code`: the `layout/id` view, the intent as written
    /// (whitespace removed), and the offset of the nearest `RemoteViews(…)` call before it (-1 for
    /// none), which tells the views set on one `RemoteViews` from those of another.
    static func remoteClicks(in code: [UInt8]) -> [(view: String, intent: String, presenter: Int)] {
        let presenters = calls(named: "RemoteViews", in: code).compactMap { call -> (start: Int, layouts: [String])? in
            let layouts = fields(of: "R.layout.", in: call.argument).map(key)
            return layouts.isEmpty ? nil : (call.start, layouts)
        }
        guard !presenters.isEmpty else { return [] }
        var found: [(view: String, intent: String, presenter: Int)] = []
        for name in remoteClickSetters {
            for call in calls(named: name, in: code) {
                let parts = arguments(call.argument)
                guard parts.count >= 2, let id = field(of: "R.id.", in: Array(parts[0].utf8)) else { continue }
                let intent = String(parts[1...].joined(separator: ",").filter { !$0.isWhitespace })
                let before = presenters.filter { $0.start < call.start }
                let layouts: [String]
                if !certainOfLayouts(presenters, before: before, forCallAt: call.start, in: code) {
                    layouts = []
                } else if let nearest = before.last {
                    // Calls a few lines apart pick one of several layouts for the same views.
                    layouts = before.filter { nearest.start - $0.start <= 300 }.flatMap(\.layouts)
                } else {
                    layouts = presenters.flatMap(\.layouts)
                }
                for layout in Set(layouts) { found.append(("\(layout)/\(key(id))", intent, before.last?.start ?? -1)) }
                // The id may be a view of a `RemoteViews` added into this one (``addedViewsLayout``).
                if addsRemoteViews(between: before.last?.start ?? 0, and: call.start, in: code) {
                    found.append(("\(addedViewsLayout)/\(key(id))", intent, before.last?.start ?? -1))
                }
            }
        }
        return found
    }

    /// The layout of ``remoteClicks(in:)`` for a view of a `RemoteViews` added into the one set:
    /// Tasks e5587e1a `TasksWidgetBuilder.kt:193-195` adds a chip, `RemoteViews(…, R.layout.widget_chip)`
    /// made in another file (`WidgetChipProvider.kt:127`), with `addView(R.id.chips, chip)` and
    /// then gives `R.id.chip`, `widget_chip.xml`'s root, a fill-in intent (fresh Android round 19b).
    static let addedViewsLayout = "*"

    /// Whether code between `start` and `end` adds a `RemoteViews` into a view: `addView(R.id.x, …)`.
    static func addsRemoteViews(between start: Int, and end: Int, in code: [UInt8]) -> Bool {
        calls(named: "addView", in: code).contains { call in
            call.start > start && call.start < end && arguments(call.argument).first.map { field(of: "R.id.", in: Array($0.utf8)) != nil } == true
        }
    }

    /// Whether the layouts the nearest `RemoteViews` calls name can be tied to the tap action at `start`.
    /// Not when it sits in a branch (`if`/`else`/`when`/`switch`) of a function that creates no
    /// `RemoteViews` itself while the file creates them in several calls: GeometricWeather b2373551
    /// `WeekWidgetIMP.java:252` gives the icons intents only `if (viewType.equals("3_days"))`, but
    /// the calls before it (:61, :70) are a `switch` whose `default` inflates `widget_week.xml`,
    /// whose icons are part of the whole-widget target (second judge of round 32, wrong class 1).
    static func certainOfLayouts(
        _ presenters: [(start: Int, layouts: [String])], before: [(start: Int, layouts: [String])], forCallAt start: Int, in code: [UInt8]
    ) -> Bool {
        guard presenters.count > 1 else { return true }
        let (function, conditional) = enclosingFunction(at: start, in: code)
        guard conditional else { return true }
        let end = function.flatMap { closingBrace(of: $0, in: code) } ?? code.count
        return presenters.contains { $0.start > (function ?? 0) && $0.start < end }
    }

    /// The `{` of the outermost block around `offset` that is no class body (the function's), and
    /// whether a block inside it around `offset` is a branch: its header before the `{` (comments
    /// dropped) names `if`, `else`, `when`, `switch` or `case`, or ends in `->` (a Kotlin `when` arm).
    static func enclosingFunction(at offset: Int, in code: [UInt8]) -> (open: Int?, conditional: Bool) {
        var depth = 0
        var blocks: [(open: Int, branch: Bool)] = []
        var index = offset - 1
        scan: while index >= 0 {
            if code[index] == UInt8(ascii: "}") {
                depth += 1
            } else if code[index] == UInt8(ascii: "{"), depth > 0 {
                depth -= 1
            } else if code[index] == UInt8(ascii: "{") {
                var headStart = index
                while headStart > 0, ![UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}")].contains(code[headStart - 1]) {
                    headStart -= 1
                }
                let head = String(decoding: code[headStart..<index], as: UTF8.self).split(separator: "\n")
                    .map { $0.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "" }
                    .joined(separator: " ").trimmingCharacters(in: .whitespaces)
                let words = head.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
                if words.contains(where: { ["class", "object", "interface", "enum"].contains($0) }) { break scan }
                let branch = words.contains { ["if", "else", "when", "switch", "case"].contains($0) } || head.hasSuffix("->")
                blocks.append((index, branch))
            }
            index -= 1
        }
        guard let function = blocks.last else { return (nil, false) }
        return (function.open, blocks.dropLast().contains { $0.branch })
    }

    /// The `}` that closes the `{` at `open`, at any distance (a widget presenter's function runs long).
    static func closingBrace(of open: Int, in code: [UInt8]) -> Int? {
        matchingBrace(after: open, in: code, within: .max)
    }

    /// Records the views the file gives a `RemoteViews` tap action as views with a click listener in their layout.
    mutating func addRemoteClicks(_ code: [UInt8]) {
        for (view, intent) in Self.remoteClickIntents(in: code) {
            if view.hasPrefix(Self.addedViewsLayout + "/") { remoteClicksInAddedViews.insert(String(view.dropFirst(2))) }
            clickListenersByLayout.insert(view)
            remoteClickIntents[view] = remoteClickIntents[view].map { $0 == intent ? $0 : "" } ?? intent
        }
        // The same name in two files, or in two functions of one, may be two intents: each is
        // kept with its file and the `RemoteViews` it is set on.
        let file = "\(code.count)-\(code.hashValue)"
        for click in Self.remoteClicks(in: code) {
            remoteClickScopes[click.view, default: []].insert("\(file)@\(click.presenter):\(click.intent)")
        }
    }

    /// Whether every tap action code gives the view `id` of `layout` is one it gives the view
    /// `other` too, on the same `RemoteViews`: gnucash 2ad44adf `WidgetConfigurationActivity.java:313`
    /// and `:316` give `widget_layout` and `btn_view_account` both `accountPendingIntent`, while an
    /// earlier `RemoteViews` of the same layout (`:274`, the deleted-account branch) gives
    /// `widget_layout` another `pendingIntent`.
    func sharesEveryRemoteIntent(ofView id: String, with other: String, inLayout layout: String) -> Bool {
        guard let mine = remoteClickScopes["\(Self.key(layout))/\(Self.key(id))"], !mine.isEmpty,
            let theirs = remoteClickScopes["\(Self.key(layout))/\(Self.key(other))"]
        else { return false }
        return mine.isSubset(of: theirs)
    }

    /// The one intent code gives the view `id` of `layout` through `RemoteViews`, `nil` for none or several.
    func remoteClickIntent(ofView id: String, inLayout layout: String) -> String? {
        remoteClickIntents["\(Self.key(layout))/\(Self.key(id))"].flatMap { $0.isEmpty ? nil : $0 }
    }
}
