/// Views the app's code always hides (issue 33): SeriesGuide 72ea839fc `ShowSearchAdapter.kt:117`
/// runs `binding.textViewItemShowRemaining.visibility = View.GONE // unused` in every `bindTo`, and
/// nothing shows the view again, so `item_show.xml:61` (and `layout-sw720dp/item_show.xml:121`) is
/// never on screen: its 2.78:1 contrast errors described nothing a person sees.
///
/// Only a hide that runs every time a row is bound counts: a constant `GONE`/`INVISIBLE`
/// (`setVisibility(View.GONE)`, `visibility = View.GONE`, `isGone = true`, `isVisible = false`,
/// `isInvisible = true`) written in the body of a `bind…`/`onBind…` function itself, not in a
/// branch or a lambda. A hide elsewhere (an activity's `hideProgress()` after loading) leaves the
/// view shown until it runs; a conditional one (`isGone = show.isEmpty`) shows it sometimes.
extension AndroidSourceFacts {
    /// The `layout/id` keys (as ``clickListenersByLayout``) of the views `code` hides in a bind
    /// function's own body, in the layouts the file names (the one a binding declared for the
    /// receiver chain names, when there is one).
    static func viewsHiddenWhenBound(in code: [UInt8], aliases: [String: String], isJava: Bool) -> Set<String> {
        let layouts = layoutsNamed(in: code)
        guard !layouts.isEmpty else { return [] }
        var result = Set<String>()
        for start in hideSites(in: code) where !isConditional(at: start, in: code) && isInBindFunction(start, in: code, isJava: isJava) {
            let receiver = receiver(before: start, in: code)
            let ids = AndroidSourceFacts.receiverViews(receiver, before: start, in: code, aliases: aliases)
            let scoped = chainBindingLayout(before: start, in: code).flatMap { layouts.contains($0) ? [$0] : nil } ?? Array(layouts)
            for id in ids { for layout in scoped { result.insert("\(layout)/\(id)") } }
        }
        return result
    }

    /// The `layout/id` keys (as ``viewsHiddenWhenBound(in:aliases:isJava:)``) of the views `code`
    /// hides as it sets them up: in a function's own body (not a branch or a lambda), a constant
    /// hide of a variable that the same body, earlier, assigns `findViewById(R.id.x)`, and no other
    /// visibility anywhere in the file. AppManager `FilePropertiesDialogFragment.java:135-136`
    /// (`mMoreButton = bodyView.findViewById(R.id.more); mMoreButton.setVisibility(View.GONE);`,
    /// nothing shows it) left `dialog_file_properties.xml:100` a 40×40 target.small error about a
    /// button nobody sees. A view hidden later (after loading) is found in another function, so
    /// keeps being judged; one that any code shows is judged by ``hidesWhenBound(_:inLayout:)``.
    static func viewsHiddenAtSetUp(in code: [UInt8], isJava: Bool) -> Set<String> {
        let layouts = layoutsNamed(in: code)
        guard !layouts.isEmpty else { return [] }
        let hides = hideSites(in: code)
        var result = Set<String>()
        for start in hides where !isConditional(at: start, in: code) {
            guard let name = receiver(before: start, in: code), name != "?", name != "it",
                let open = AndroidTextSetterFacts.unmatchedBrace(before: start, in: code, window: 4000),
                AndroidTextSetterFacts.declaration(
                    Array(code[AndroidTextSetterFacts.headerStart(before: open, in: code, window: 300)..<open]), isJava: isJava) != nil,
                let id = foundViewID(of: name, in: code[open..<start]),
                setsVisibilityOnlyBy(name, sites: hides, in: code)
            else { continue }
            for layout in layouts { result.insert("\(layout)/\(key(id))") }
        }
        return result
    }

    /// The `R.id` name of the last `name = ….findViewById(R.id.x)` in `body`.
    static func foundViewID(of name: String, in body: ArraySlice<UInt8>) -> String? {
        var found: String?
        for start in occurrences(of: Array(name.utf8), in: body) where start == body.startIndex || !isIdentifierByte(body[start - 1]) {
            let statement = Array(body[(start + name.utf8.count)...].prefix(240).prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "\n") })
            var index = 0
            while index < statement.count, statement[index] == UInt8(ascii: " ") { index += 1 }
            guard index + 1 < statement.count, statement[index] == UInt8(ascii: "="), statement[index + 1] != UInt8(ascii: "=") else { continue }
            let value = String(decoding: statement[(index + 1)...], as: UTF8.self)
            guard value.contains("findViewById"), let id = field(of: "R.id.", in: Array(value.utf8)) else { continue }
            found = id
        }
        return found
    }

    /// Whether every visibility `code` gives the variable `name` is one of the constant hides at
    /// `sites`: a `setVisibility(state)` elsewhere may show it.
    static func setsVisibilityOnlyBy(_ name: String, sites: [Int], in code: [UInt8]) -> Bool {
        let hides = Set(sites)
        for property in ["setVisibility", "visibility", "isVisible", "isGone", "isInvisible"] {
            for start in occurrences(of: Array(property.utf8), in: code[...]) where receiver(before: start, in: code) == name {
                if !hides.contains(start) { return false }
            }
        }
        return true
    }

    /// Where code hides its receiver with a constant: the start of each call's name or property.
    static func hideSites(in code: [UInt8]) -> [Int] {
        let hidden: Set<String> = ["View.GONE", "GONE", "View.INVISIBLE", "INVISIBLE"]
        var found = calls(named: "setVisibility", in: code).filter { hidden.contains(String(decoding: $0.argument, as: UTF8.self).trimmingWhitespace) }
            .map(\.start)
        for (property, values) in [
            ("visibility", hidden), ("isGone", ["true"]), ("isVisible", ["false"]), ("isInvisible", ["true"]),
        ] as [(String, Set<String>)] {
            for start in occurrences(of: Array(property.utf8), in: code[...]) {
                var index = start + property.utf8.count
                while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
                guard index + 1 < code.count, code[index] == UInt8(ascii: "="), code[index + 1] != UInt8(ascii: "=") else { continue }
                let value = code[(index + 1)...].prefix(120).prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: ";") }
                // A trailing comment is not the value (SeriesGuide's `= View.GONE // unused`).
                let written = String(decoding: value, as: UTF8.self).components(separatedBy: "//")[0]
                if values.contains(written.trimmingWhitespace) { found.append(start) }
            }
        }
        return found
    }

    /// Whether the statement at `start` is in the body of a function that binds a row, so runs
    /// before the row is shown each time: `bindTo(…)`, `onBindViewHolder(…)`.
    static func isInBindFunction(_ start: Int, in code: [UInt8], isJava: Bool) -> Bool {
        guard let open = AndroidTextSetterFacts.unmatchedBrace(before: start, in: code, window: 4000) else { return false }
        let header = Array(code[AndroidTextSetterFacts.headerStart(before: open, in: code, window: 300)..<open])
        guard let name = AndroidTextSetterFacts.declaration(header, isJava: isJava)?.name else { return false }
        return name.hasPrefix("bind") || name.hasPrefix("onBind")
    }

    /// Whether every file that names the layout hides the view `id` in its bind function
    /// (``viewsHiddenWhenBound(in:aliases:isJava:)``), and no code shows it
    /// (``showsView(_:)``): the view is never on screen.
    func hidesWhenBound(_ id: String, inLayout layout: String) -> Bool {
        let (layout, id) = (Self.key(layout), Self.key(id))
        guard !showsView(id), let hiders = hiddenWhenBound["\(layout)/\(id)"] else { return false }
        let namers = layoutsByClass.filter { $0.value.contains(layout) }.keys
        return !namers.isEmpty && namers.allSatisfy { hiders.contains($0) }
    }
}
