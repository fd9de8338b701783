/// Views the app's code makes unclickable (fresh-android20b class 2): kDrive 8ad38f34
/// `GalleryAdapter.kt:105-107` sets `isClickable = false` inside `mediaChecked.apply { … }`, so
/// `cardview_gallery.xml:76`, a 26 dp check box, passes its taps to the tile around it and is no
/// target of its own, as if the file said `clickable="false"`.
extension AndroidSourceFacts {
    /// The views (by ``key(_:)``) whose clickability `code` sets, each with whether it is the
    /// literal `false`: `x.isClickable = …`, `x.setClickable(…)`, and a bare `isClickable = …` or
    /// `setClickable(…)` in `x.apply { }`, `x?.apply { }`, `x.run { }` or `with(x) { }`.
    static func clickabilitySettings(in code: [UInt8], aliases: [String: String]) -> [(view: String, off: Bool)] {
        var found: [(view: String, off: Bool)] = []
        func add(_ start: Int, value: String) {
            let receiver = receiver(before: start, in: code)
            var views = [viewID(receiver: receiver, before: start, in: code), receiver.flatMap { aliases[$0] }].compactMap { $0 }
            if receiver == nil, let view = scopeReceiverView(before: start, in: code, aliases: aliases) { views.append(view) }
            // Only where it always runs: kDrive `LastActivitiesAdapter.kt:171-176` makes its texts
            // unclickable in `?: run { }`, when there is no file, and gives them listeners otherwise.
            found += views.map { ($0, value.trimmingWhitespace == "false" && !runsInABranch(start, scoped: receiver == nil, in: code)) }
        }
        settings(setter: "setClickable", property: "isClickable", in: code, add)
        return found
    }

    /// Each `setX(value)` call and `isX = value` assignment in `code`, with where it starts and the
    /// value as written (up to the line's end or `;`): the clickable and enabled readings share it.
    static func settings(setter: String, property name: String, in code: [UInt8], _ add: (Int, String) -> Void) {
        for call in calls(named: setter, in: code) { add(call.start, String(decoding: call.argument, as: UTF8.self)) }
        let property = Array(name.utf8)
        for start in occurrences(of: property, in: code[...]) {
            var index = start + property.count
            while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
            guard index + 1 < code.count, code[index] == UInt8(ascii: "="), code[index + 1] != UInt8(ascii: "=") else { continue }
            add(start, String(decoding: code[(index + 1)...].prefix(80).prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: ";") }, as: UTF8.self))
        }
    }

    /// Whether the statement at `start` runs only in some branch (``isConditional(at:in:)``); a
    /// bare one (`scoped`) is judged where its `x.apply {` or `with(x) {` block stands.
    private static func runsInABranch(_ start: Int, scoped: Bool, in code: [UInt8]) -> Bool {
        guard scoped, let open = AndroidTextSetterFacts.unmatchedBrace(before: start, in: code, window: 2000) else {
            return isConditional(at: start, in: code)
        }
        let header = AndroidTextSetterFacts.headerStart(before: open, in: code, window: 300)
        let statement = String(decoding: code[header..<open], as: UTF8.self)
        return statement.contains("if") || statement.contains("?:") || statement.contains("->") || isConditional(at: header, in: code)
    }

    /// Adds the clickability settings of one file (``clickabilitySettings(in:aliases:)``).
    mutating func addClickability(_ code: [UInt8], aliases: [String: String]) {
        for setting in Self.clickabilitySettings(in: code, aliases: aliases) {
            if setting.off { unclickableInCode.insert(setting.view) } else { clickableInCode.insert(setting.view) }
        }
        linkMovementViews.formUnion(Self.linkMovementViews(in: code, aliases: aliases))
        usedBeyondListeners.formUnion(Self.viewsUsedBeyondListeners(in: code))
        enabledInCode.formUnion(Self.enabledViews(in: code, aliases: aliases))
    }

    /// Whether code makes the view `id` unclickable and nothing makes it clickable again: every
    /// setting of its clickability is a literal `false` (a click listener, which makes a view
    /// clickable, is asked apart).
    func makesUnclickable(ofView id: String) -> Bool {
        unclickableInCode.contains(Self.key(id)) && !clickableInCode.contains(Self.key(id))
    }
}
