/// Views code shows only on a TV (issue 33): vlc-android 4ffb22b6 `StorageBrowserAdapter.kt:90`
/// runs `if(AndroidDevices.isTv && !browserContainer.isRootDirectory)
/// vh.bindingContainer.banIcon.visibility = View.VISIBLE`, the one show of `browser_item.xml:222`,
/// a `gone` 28 dp ban icon. On a phone it stays gone, so its target was no phone finding. A show
/// whose `if` (on its line, the line before, or the block around it) requires a TV, or whose value
/// is `if (Settings.showTvUi) View.VISIBLE else …`, is no show: the view stays as its layout hides it.
extension AndroidSourceFacts {
    /// The names a TV check ends with (`AndroidDevices.isTv`, `Settings.showTvUi`, `isAndroidTv()`).
    static let televisionChecks: Set<String> = ["isTv", "isTV", "showTvUi", "isAndroidTv", "isAndroidTV", "isTelevision"]

    /// Whether the show at `start` (with the value that decides it) happens only on a TV.
    static func showsOnlyOnTelevision(at start: Int, value: String, in code: [UInt8]) -> Bool {
        if valueShowsOnlyOnTelevision(value) { return true }
        // `if (isTv) view.visibility = …` on one line, or Java's braceless `if (isTv)` the line before.
        var lineStart = start
        while lineStart > 0, code[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let statement = max(lineStart, AndroidTextSetterFacts.headerStart(before: start, in: code, window: 300))
        let line = String(decoding: code[statement..<start], as: UTF8.self).trimmingWhitespace
        if line.hasPrefix("if") { return conditionRequiresTelevision(line) }
        if line.isEmpty || !line.contains(" "), lineStart > 0 {
            var previous = lineStart - 1
            while previous > 0, code[previous - 1] != UInt8(ascii: "\n") { previous -= 1 }
            let before = String(decoding: code[previous..<(lineStart - 1)], as: UTF8.self).trimmingWhitespace
            if before.hasPrefix("if"), before.hasSuffix(")") { return conditionRequiresTelevision(before) }
        }
        // `if (AndroidDevices.isTv) {` around it.
        guard let open = AndroidTextSetterFacts.unmatchedBrace(before: start, in: code, window: 4000) else { return false }
        // Kotlin's statements end at a line's end: the header is from its last line that starts with `if`.
        let lines = String(decoding: code[AndroidTextSetterFacts.headerStart(before: open, in: code, window: 300)..<open], as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.lastIndex(where: { String($0).trimmingWhitespace.hasPrefix("if") }) else { return false }
        return conditionRequiresTelevision(lines[first...].joined(separator: "\n").trimmingWhitespace)
    }

    /// `if (Settings.showTvUi) View.VISIBLE else View.GONE`: visible only when the TV check holds.
    static func valueShowsOnlyOnTelevision(_ value: String) -> Bool {
        let text = value.trimmingWhitespace
        guard text.hasPrefix("if"), let elseRange = text.range(of: " else ") else { return false }
        let otherwise = text[elseRange.upperBound...]
        return conditionRequiresTelevision(String(text[..<elseRange.lowerBound]))
            && !otherwise.replacingOccurrences(of: "INVISIBLE", with: "").contains("VISIBLE")
    }

    /// Whether the parenthesised condition after `if` at the start of `text` holds only on a TV:
    /// one of its `&&` terms is a TV check, not negated, and no `||` offers another way.
    static func conditionRequiresTelevision(_ text: String) -> Bool {
        guard let open = text.firstIndex(of: "("), String(text[text.startIndex..<open]).trimmingWhitespace == "if" else { return false }
        var depth = 0
        var close: String.Index?
        for index in text[open...].indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 {
                    close = index
                    break
                }
            }
        }
        guard let close else { return false }
        let condition = text[text.index(after: open)..<close]
        guard !condition.contains("||") else { return false }
        return condition.components(separatedBy: "&&").contains { term in
            var check = term.trimmingWhitespace
            if check.hasSuffix("()") { check = String(check.dropLast(2)) }
            guard !check.hasPrefix("!"), check.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return false }
            return televisionChecks.contains(String(check.split(separator: ".").last ?? ""))
        }
    }
}
