import LegibleCatalogs
import LegibleReporting

/// Text that code or data binding sets on a layout's view, in place of the layout's own
/// (``ScannedCodeText``): `android:text="@{@string/welcome}"` and `"@{@string/greeting(user.name)}"`
/// are the string `welcome`/`greeting` (the second formatted with arguments, measured with sample
/// values; a string of nothing but specifiers is the arguments' text, unreadable); any other
/// binding expression (`@{user.name}`) is
/// unreadable; else what the app's Kotlin and Java set on a view of this id in this layout
/// (``AndroidSourceFacts/codeText(ofView:inLayout:)``).
extension AndroidLayoutWalk {
    /// The text set on the view from outside the layout's plain attributes, `nil` when none is.
    mutating func codeText(
        _ view: AndroidView, kind: ScannedElement.Kind, id: String, location: Finding.Location, parent: Int? = nil
    ) -> ScannedCodeText? {
        // A text field's text is what a person types; its hint is what must fit.
        guard kind == .label || kind == .button else { return nil }
        if let value = view.attributes["android:text"], value.hasPrefix("@{") {
            let expression = String(value.dropFirst(2).prefix { $0 != "}" })
            if let name = Self.bindingString(expression) {
                // `@{@string/greeting(user.name)}` formats the string with the arguments.
                let set = ScannedCodeText(.text(ScannedText(key: name)), location: location, formatsArguments: expression.contains("("))
                return resolvedCodeText(set, name: name, id: id, location: location, expression: ScannedCodeText.shown(value))
            }
            return ScannedCodeText(.unreadable(ScannedCodeText.shown(value)), location: location)
        }
        let ancestors = ancestorIDs(from: parent)
        guard view.android("id") != nil, let facts = resources.sourceFacts,
            let set = includingLayouts().lazy.compactMap({ facts.codeText(ofView: id, inLayout: $0, shownWith: ancestors) }).first
                ?? foundViewText(view, id: id, facts: facts)
        else { return nil }
        guard case .text(let text) = set.value, let name = text.key else { return set }
        return resolvedCodeText(set, name: name, id: id, location: location, expression: "getString(R.string.\(name), …)")
    }

    /// The text code sets through a `findViewById` lookup of an id only this layout declares
    /// (`AndroidSourceFacts+FoundViewTexts.swift`), for a view whose file gives a text it replaces:
    /// one with only a `tools:text` stays unaudited as before (VLC `player_overlay_seek.xml:26`,
    /// in a weighted row of a wrap_content container the solver does not size).
    private func foundViewText(_ view: AndroidView, id: String, facts: AndroidSourceFacts) -> ScannedCodeText? {
        guard view.android("text") != nil, resources.onlyLayoutDeclaring(id, is: layoutName) else { return nil }
        return facts.foundViewText(ofView: id)
    }

    /// The ids of the view at `node` and its ancestors in this file, nearest first.
    func ancestorIDs(from node: Int?) -> [String] {
        var ids: [String] = []
        var current = node
        while let index = current {
            if let id = tree[index].id { ids.append(id) }
            current = tree[index].parent
        }
        return ids
    }

    /// This layout, then the layouts that `<include>` it, nearest first (up to three levels): code
    /// that names an including layout sets the text of a view of this one (Gadgetbridge a0948ee1
    /// `BatteryInfoActivity.java:140` sets `battery_status_date_from_text` of
    /// `layout_widget_duration_selector.xml:56`, which `activity_battery_info.xml:92` includes).
    func includingLayouts() -> [String] {
        var found = [layoutName]
        var level = [layoutName]
        for _ in 0..<3 {
            level = level.flatMap { (resources.includers[$0] ?? []).sorted() }.filter { !found.contains($0) }
            found += level
        }
        return found
    }

    /// A string resource code sets, with its text; one code formats that is nothing but format
    /// specifiers (`%1$s`, no words of its own) shows only the arguments, which the scan cannot
    /// read: unreadable, as `expression`.
    private mutating func resolvedCodeText(
        _ set: ScannedCodeText, name: String, id: String, location: Finding.Location, expression: String
    ) -> ScannedCodeText {
        let text = stringResourceText(name, id: id, location: location)
        // Unless every `%s` it has is an argument whose source the code shows (a byte size, one of
        // the app's strings: LibreTorrent ae96f20b item_peers_list.xml:123, "↓ %1$s • ↑ %2$s" with
        // two `Formatter.formatFileSize`), numbers measured with the audit's samples.
        if set.formatsArguments, let literal = text.literal, Self.isOnlySpecifiers(literal),
            !Self.stringArgumentsAreKnown(literal, samples: set.argumentSamples)
        {
            return ScannedCodeText(.unreadable(expression), location: set.location, formatsArguments: true)
        }
        var resolved = ScannedCodeText(.text(text), location: set.location, formatsArguments: set.formatsArguments)
        resolved.argumentSamples = set.argumentSamples
        // What else code sets on the view stays known: an overflow of this text is then a warning that says so.
        resolved.mayBeReplacedBy = set.mayBeReplacedBy
        // A conditional's other branches, each audited too.
        resolved.otherBranches = set.otherBranches.compactMap { other in
            other.key.map { stringResourceText($0, id: id, location: location) }
        }
        return resolved
    }

    /// Whether a text has format specifiers and no letter or digit outside them (`%1$s`, `(%1$s)`).
    static func isOnlySpecifiers(_ text: String) -> Bool {
        let specifiers = FormatSpecifier.specifiers(in: text).filter { $0.kind != nil }
        guard !specifiers.isEmpty else { return false }
        var rest = text
        for specifier in specifiers.reversed() { rest.removeSubrange(specifier.range) }
        return !rest.contains { $0.isLetter || $0.isNumber }
    }

    /// Whether every string specifier (`%s`, `%1$s`) of a text has a sample from the code.
    static func stringArgumentsAreKnown(_ text: String, samples: [Int: ScannedArgumentSample]) -> Bool {
        guard !samples.isEmpty else { return false }
        return ScanOverflowAudit.numberedSpecifiers(in: text).allSatisfy { !ScanOverflowAudit.isTextArgument($0.specifier) || samples[$0.position] != nil }
    }

    /// `@string/name` or `@string/name(arguments)` alone in a binding expression: `name`.
    static func bindingString(_ expression: String) -> String? {
        let trimmed = expression.trimmingWhitespace
        guard trimmed.hasPrefix("@string/") else { return nil }
        let name = trimmed.dropFirst("@string/".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let rest = trimmed.dropFirst("@string/".count + name.count)
        guard !name.isEmpty, rest.isEmpty || (rest.hasPrefix("(") && rest.hasSuffix(")") && !rest.dropFirst().contains("(")) else { return nil }
        return String(name)
    }

    /// The layout's name: its file's name without `.xml`.
    var layoutName: String {
        let name = PathParts.name(file)
        return name.hasSuffix(".xml") ? String(name.dropLast(4)) : name
    }

    /// The text of the string resource `name`: its key, and its development-language text when
    /// the scan has it; an unknown name is `scan.unresolved`.
    mutating func stringResourceText(_ name: String, id: String, location: Finding.Location) -> ScannedText {
        let literal: String?
        if let scan {
            let entries = scan.entries(forKey: name, table: nil, platform: .android)
            literal = (entries.first { $0.locale == scan.developmentLanguage && $0.variant == nil } ?? entries.first { $0.variant == nil })?.text
            if entries.isEmpty { reportMissing(id: id, "@string/\(name)", type: "string", name: name, at: location) }
        } else {
            literal = resources.string(named: name)
            if !resources.hasString(named: name) { reportMissing(id: id, "@string/\(name)", type: "string", name: name, at: location) }
        }
        return ScannedText(key: name, literal: literal)
    }
}
