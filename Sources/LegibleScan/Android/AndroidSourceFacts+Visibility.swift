/// Views a layout hides that the app's code shows (issue 33): Amaze 5cb924a11
/// `text_editor_search_bar.xml:2`, a search bar written `visibility="gone"` that
/// `TextEditorActivity.java` shows with `searchViewLayout.setVisibility(View.VISIBLE)`, holds two
/// 40 dp image buttons (`:24`, `:38`) — tap targets whenever the bar is on screen, and never judged
/// because the file hides them.
extension AndroidSourceFacts {
    /// The view ids (by ``key(_:)``) code makes visible: `setVisibility(…VISIBLE…)` (a conditional
    /// that can show it counts), `visibility = View.VISIBLE`, `isVisible = …` (not `false`),
    /// `isGone = false`, `isInvisible = false`, Kotlin helpers `show()`, `visible(…)` and
    /// `setVisible(…)` (not `false`), and the library helpers in ``libraryShowHelpers``.
    static func shownViews(in code: [UInt8], aliases: [String: String], isJava: Bool = false) -> [String] {
        var found: [String] = []
        for site in showSites(in: code) {
            let receiver = receiver(before: site.start, in: code)
            if receiver == "it" {
                found += forEachViews(before: site.start, in: code).flatMap { [key($0), aliases[$0]].compactMap { $0 } }
                continue
            }
            found += AndroidSourceFacts.receiverViews(receiver, before: site.start, in: code, aliases: aliases)
            // A bare `visibility = View.VISIBLE` in `with(x) {` or `x.apply {` (``scopeReceiverView(before:in:aliases:)``).
            if receiver == nil, let view = scopeReceiverView(before: site.start, in: code, aliases: aliases) { found.append(view) }
        }
        return found + viewsShownThroughParameters(in: code, aliases: aliases, isJava: isJava) + remoteViewsShown(in: code) + shownRoots(in: code)
    }

    /// The views an app widget's `RemoteViews` shows: `setViewVisibility(R.id.x, …)` with any
    /// visibility but a constant `GONE`/`INVISIBLE` (a variable may be `VISIBLE`). A widget
    /// layout's `gone` view that this shows is on screen whenever the widget is.
    static func remoteViewsShown(in code: [UInt8]) -> [String] {
        let hides: Set<String> = ["View.GONE", "GONE", "View.INVISIBLE", "INVISIBLE"]
        return calls(named: "setViewVisibility", in: code).compactMap { call in
            let parts = String(decoding: call.argument, as: UTF8.self).split(separator: ",", maxSplits: 1).map { String($0).trimmingWhitespace }
            guard parts.count == 2, !hides.contains(parts[1]), let range = parts[0].range(of: "R.id.") else { return nil }
            let name = parts[0][range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : key(String(name))
        }
    }

    /// Where code makes its receiver visible (``shownViews(in:aliases:isJava:)``): the start of
    /// each call's name or property, with the value that decides it (the argument, the assigned text).
    static func showSites(in code: [UInt8]) -> [(start: Int, value: String)] {
        func showsVisible(_ text: String) -> Bool {
            text.replacingOccurrences(of: "INVISIBLE", with: "").contains("VISIBLE") || mayBeVisible(text)
        }
        var found: [(start: Int, value: String)] = []
        for call in calls(named: "setVisibility", in: code) {
            let value = String(decoding: call.argument, as: UTF8.self)
            if showsVisible(value) { found.append((call.start, value)) }
        }
        // `visible(…)` and `setVisible(…)` helpers (qksms c86ea108 `ComposeActivity.kt:236`
        // `sim.setVisible(state.subscription != null)` shows `compose_activity.xml:257`).
        for call in (["visible", "setVisible"] + libraryShowHelpers).flatMap({ calls(named: $0, in: code) }) {
            let value = String(decoding: call.argument, as: UTF8.self)
            if value.trimmingWhitespace != "false" { found.append((call.start, value)) }
        }
        for call in calls(named: "show", in: code) where call.argument.allSatisfy({ $0 == UInt8(ascii: " ") }) { found.append((call.start, "")) }
        for (property, shows) in [
            ("visibility", showsVisible), ("isVisible", { $0 != "false" }), ("isGone", { $0 == "false" }), ("isInvisible", { $0 == "false" }),
        ] as [(String, (String) -> Bool)] {
            for start in occurrences(of: Array(property.utf8), in: code[...]) {
                var index = start + property.utf8.count
                while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
                guard index + 1 < code.count, code[index] == UInt8(ascii: "="), code[index + 1] != UInt8(ascii: "=") else { continue }
                let value = String(decoding: code[(index + 1)...].prefix(120).prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: ";") }, as: UTF8.self)
                if shows(value.trimmingWhitespace) { found.append((start, value)) }
            }
        }
        // A show only a TV runs leaves a phone's view hidden (`AndroidSourceFacts+TelevisionShows.swift`).
        return found.filter { !showsOnlyOnTelevision(at: $0.start, value: $0.value, in: code) }
    }

    /// Whether a visibility value that names no `VISIBLE` may still be it: an expression that names
    /// no visibility at all (Kickstarter `LoggedInViewHolder.kt:91`, `binding.drawerBackings.visibility
    /// = it.toVisibility()`, shows `discovery_drawer_logged_in_view.xml:37`'s `gone` row), not a
    /// constant `GONE`/`INVISIBLE` (or `8`/`4`), nor a declaration's parameter (`int visibility`, `visibility: Int`).
    static func mayBeVisible(_ value: String) -> Bool {
        let text = value.trimmingWhitespace
        guard !text.isEmpty, !text.contains("GONE"), !text.contains("INVISIBLE"), !["8", "4", "false", "null"].contains(text), !text.contains(":")
        else { return false }
        let words = text.split(separator: " ")
        return !(words.count == 2 && words.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
    }

    /// Helpers from libraries outside the app's repository that make their receiver visible
    /// (unless the argument is `false`). Fossify / Simple Mobile Tools commons
    /// (`commons/extensions/View.kt`: `beVisible()`, `beVisibleIf(beVisible)`, `fadeIn(duration)`,
    /// each setting `visibility = View.VISIBLE`): Fossify Calendar 14816e9a `EventActivity.kt:2174`
    /// `eventContactAttendee.beVisible()` shows `item_attendee.xml:25` with its 40 dp dismiss
    /// button (`:64`), and `MainActivity.kt:1173` `it.fadeIn()` shows the 40 dp task FAB
    /// (`activity_main.xml:61`). Their `beGone()`, `beInvisible()`, `beGoneIf(…)` hide, so are not here.
    /// (androidx core-ktx's `isVisible`/`isGone`/`isInvisible` are properties, handled above.)
    static let libraryShowHelpers = ["beVisible", "beVisibleIf", "fadeIn"]

    /// The views of `arrayOf(a, b).forEach {` (or `listOf`) when `start` is the first `it.` in
    /// that lambda: Calendar `MainActivity.kt:1172`
    /// `arrayOf(fabEventLabel, fabExtendedOverlay, fabTaskIcon, fabTaskLabel).forEach { it.fadeIn() }`.
    static func forEachViews(before start: Int, in code: [UInt8]) -> [String] {
        var index = start - 1
        while index > 0, [UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!")].contains(code[index]) { index -= 1 }
        index -= 2  // before `it`
        while index > 0, code[index] == UInt8(ascii: " ") || code[index] == UInt8(ascii: "\n") { index -= 1 }
        guard index > 0, code[index] == UInt8(ascii: "{") else { return [] }
        let before = String(decoding: code[max(0, index - 300)..<index], as: UTF8.self).trimmingWhitespace
        guard before.hasSuffix(").forEach") else { return [] }
        let list = before.dropLast(").forEach".count)
        guard let open = ["arrayOf(", "listOf("].compactMap({ list.range(of: $0, options: .backwards) }).max(by: { $0.lowerBound < $1.lowerBound }) else {
            return []
        }
        let names = list[open.upperBound...].split(separator: ",").map { String($0).trimmingWhitespace }
        guard names.allSatisfy({ name in !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } }) else { return [] }
        return names.compactMap { $0.split(separator: ".").last.map(String.init) }
    }

    /// Whether code makes the view `id` visible (``shownViews(in:aliases:isJava:)``), itself,
    /// through a property another class hands it to (``showsHandedView(_:)``) or through a
    /// `findViewById`-bound property another file reaches (``AndroidMemberShows``).
    func showsView(_ id: String) -> Bool {
        shownInCode.contains(Self.key(id)) || showsHandedView(id) || memberShows.shows(id)
    }
}
