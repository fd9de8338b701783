/// Views a layout hides that the app's code shows (issue 33): Amaze 5cb924a11
/// `text_editor_search_bar.xml:2`, a search bar written `visibility="gone"` that
/// `TextEditorActivity.java` shows with `searchViewLayout.setVisibility(View.VISIBLE)`, holds two
/// 40 dp image buttons (`:24`, `:38`) — tap targets whenever the bar is on screen, and never judged
/// because the file hides them.
extension AndroidSourceFacts {
    /// The view ids (by ``key(_:)``) code makes visible: `setVisibility(…VISIBLE…)` (a conditional
    /// that can show it counts), `visibility = View.VISIBLE`, `isVisible = …` (not `false`),
    /// `isGone = false`, and Kotlin helpers `show()`, `visible(…)` and `setVisible(…)` (not `false`).
    static func shownViews(in code: [UInt8], aliases: [String: String]) -> [String] {
        func ids(_ start: Int) -> [String] {
            let receiver = receiver(before: start, in: code)
            return [viewID(receiver: receiver, before: start, in: code), receiver.flatMap { aliases[$0] }].compactMap { $0 }
        }
        func showsVisible(_ text: String) -> Bool {
            text.replacingOccurrences(of: "INVISIBLE", with: "").contains("VISIBLE")
        }
        var found: [String] = []
        for call in calls(named: "setVisibility", in: code) where showsVisible(String(decoding: call.argument, as: UTF8.self)) {
            found += ids(call.start)
        }
        // `visible(…)` and `setVisible(…)` helpers (qksms c86ea108 `ComposeActivity.kt:236`
        // `sim.setVisible(state.subscription != null)` shows `compose_activity.xml:257`).
        for call in ["visible", "setVisible"].flatMap({ calls(named: $0, in: code) })
        where String(decoding: call.argument, as: UTF8.self).trimmingWhitespace != "false" {
            found += ids(call.start)
        }
        for call in calls(named: "show", in: code) where call.argument.allSatisfy({ $0 == UInt8(ascii: " ") }) { found += ids(call.start) }
        for (property, shows) in [("visibility", showsVisible), ("isVisible", { $0 != "false" }), ("isGone", { $0 == "false" })] as [(String, (String) -> Bool)]
        {
            for start in occurrences(of: Array(property.utf8), in: code[...]) {
                var index = start + property.utf8.count
                while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
                guard index + 1 < code.count, code[index] == UInt8(ascii: "="), code[index + 1] != UInt8(ascii: "=") else { continue }
                let value = String(decoding: code[(index + 1)...].prefix(120).prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: ";") }, as: UTF8.self)
                if shows(value.trimmingWhitespace) { found += ids(start) }
            }
        }
        return found
    }

    /// Whether code makes the view `id` visible (``shownViews(in:aliases:)``).
    func showsView(_ id: String) -> Bool {
        shownInCode.contains(Self.key(id))
    }
}
