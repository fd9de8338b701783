import LegibleSyntax

/// Views code names only to look them up and give them a click listener (issue 33, fresh-android23b
/// class 3): VLC `about.xml:114`, `donationsButton`, is `visibility="gone"` with
/// `tools:visibility="visible"`; `UiTools.kt:561-568` looks it up and sets its listener, and the
/// code that showed it (`manageDonationVisibility`, `:562-575`, `MoreFragment.kt:203-206`) is
/// commented out. Any name of the view counted as code that may show it, so the preview's
/// `visible` was taken as the app's, and its 12 sp white-on-orange text (`:154`) was judged.
extension AndroidSourceFacts {
    /// The view names (by ``key(_:)``, compound names of four or more characters, as
    /// ``mentionedNames(in:)``) `code` uses for more than a `findViewById(R.id.x)` lookup kept in a
    /// name of the same key or given a listener at once, a declaration (`lateinit var x: CardView`,
    /// Java's `CardView x;`), an assignment to the name, or `x.setOnClickListener(…)`.
    static func viewsUsedBeyondListeners(in code: [UInt8]) -> Set<String> {
        var used = Set<String>()
        var index = 0
        while index < code.count {
            guard isIdentifierByte(code[index]), !(code[index] >= 0x30 && code[index] <= 0x39), index == 0 || !isIdentifierByte(code[index - 1]) else {
                index += 1
                continue
            }
            let start = index
            while index < code.count, isIdentifierByte(code[index]) { index += 1 }
            let word = String(decoding: code[start..<index], as: UTF8.self)
            guard word.count >= 4, word.dropFirst().contains(where: { $0 == "_" || $0.isUppercase }) else { continue }
            if !isListenerOnlyUse(of: word, from: start, to: index, in: code) { used.insert(key(word)) }
        }
        return used
    }

    private static func isListenerOnlyUse(of word: String, from start: Int, to end: Int, in code: [UInt8]) -> Bool {
        let before = String(decoding: code[max(0, start - 160)..<start], as: UTF8.self)
        var after = end
        while after < code.count, code[after] == UInt8(ascii: " ") { after += 1 }
        let rest = String(decoding: code[after..<min(code.count, after + 40)], as: UTF8.self)
        if before.hasSuffix("R.id.") {
            if isRegistration(before: before) { return true }
            // `x = v.findViewById<CardView>(R.id.x)`, `v.findViewById(R.id.x).setOnClickListener`.
            guard String(before.dropLast(5)).trimmingWhitespace.hasSuffix("("), let call = before.range(of: "findViewById", options: .backwards),
                before.distance(from: call.upperBound, to: before.endIndex) < 40, rest.hasPrefix(")")
            else { return false }
            let tail = rest.dropFirst().drop { $0 == " " || $0 == "?" || $0 == "!" }
            if tail.hasPrefix(".setOnClickListener") { return true }
            let callStart = start - before.utf8.count + before.utf8.distance(from: before.startIndex, to: call.lowerBound)
            return assignedName(before: callStart, in: code).map(key) == key(word)
        }
        // A listener, an assignment, a Kotlin declaration's type.
        let tail = rest.drop { $0 == "?" || $0 == "!" }
        if tail.hasPrefix(".setOnClickListener") || (rest.hasPrefix("=") && !rest.hasPrefix("==")) || rest.hasPrefix(":") { return true }
        // Java's `CardView donationsButton;` or `CardView donationsButton =` (the assignment is checked above).
        let previous = before.trimmingWhitespace.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ">" || $0 == "<" }
        return rest.hasPrefix(";") && previous.last?.isUppercase == true
    }

    /// Whether the `R.id.` that `before` ends with is an argument of a call that also passes an
    /// `R.layout.` before it: code handing a layout and its views' ids to a component that inflates
    /// the layout itself (tachiyomi 356cd4ef `MaterialFastScroll.kt:14-18`,
    /// `setViewsToUse(R.layout.material_fastscroll, R.id.fast_scroller_bubble, …)`). That names
    /// the view to register it; it neither shows nor hides it.
    private static func isRegistration(before: String) -> Bool {
        var depth = 0
        for index in before.indices.reversed() {
            switch before[index] {
            case ")": depth += 1
            case "(" where depth > 0: depth -= 1
            case "(":
                let arguments = before[before.index(after: index)...]
                let callee = String(before[..<index]).trimmingWhitespace.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                return arguments.contains("R.layout.") && !callee.isEmpty && String(callee.reversed()) != "findViewById"
            case ";", "{", "}": return false
            default: continue
            }
        }
        return false
    }

    /// Whether code names the view `id` for more than a lookup and a listener
    /// (``viewsUsedBeyondListeners(in:)``); `nil` when no source was read.
    func usesBeyondListeners(viewID id: String) -> Bool? {
        filesRead == 0 ? nil : usedBeyondListeners.contains(Self.key(id))
    }
}
