import Foundation

/// Views code only fades or hides (issue 33, fresh-android13a D1): Twidere e04becea
/// `header_drawer_account_selector.xml:88` and `:101` are `ImageButton`s that mark "more accounts"
/// beside a pager. `AccountsDashboardFragment.kt:105-106` binds them
/// (`private val hasNextAccountIndicator by lazy { accountsHeader.hasNextAccountIndicator }`) and
/// `:137-149` only sets their `alpha`; nothing gives them a listener, an `onClick` or a
/// `performClick`. A tap on one does nothing, so it is no touch target
/// (`AndroidLayoutWalk+InertButtons.swift`), as a Material `Chip` nothing makes act on a tap.
///
/// Found literally: every mention of a view's name (its id, its binding field, a kotlinx synthetic
/// property, `R.id.x`) in every file is read. One that sets `alpha`, `visibility`, `isVisible`,
/// `isGone`, `isInvisible` or the like, or calls `setAlpha`, `setVisibility`, `animate` or an image
/// setter (``lookCalls``), only looks; one
/// that declares a name bound to the view (`val x by lazy { header.x }`, `x = findViewById(R.id.x)`)
/// binds; any other (a listener, an argument, a call) may make it act, and keeps it a target.
struct AndroidLookOnlyFacts: Sendable, Hashable {
    /// View keys (``AndroidSourceFacts/key(_:)``) with a mention that only looks.
    var looks: Set<String> = []
    /// View keys with a mention that may do anything else.
    var others: Set<String> = []
    /// View key → the keys of the other names bound to it (`val nextButton by lazy { header.next_button }`).
    var boundNames: [String: Set<String>] = [:]

    /// The properties whose assignment only changes how a view looks (or what it says to a
    /// screen reader): none gives it something to do on a tap.
    static let lookProperties: Set<String> = [
        "alpha", "visibility", "isVisible", "isGone", "isInvisible", "imageTintList", "imageAlpha", "contentDescription", "isEnabled",
    ]
    /// The calls that only change how a view looks. The image setters too: OpenBoard c3772cd5
    /// `SuggestionStripView.java:179` gives the incognito indicator `suggestions_strip_other_key`
    /// (`suggestions_strip.xml:32`) its icon with `setImageDrawable` and `:197` shows or hides it;
    /// nothing listens to it, so it is no touch target.
    static let lookCalls: Set<String> = [
        "setAlpha", "setVisibility", "animate", "setImageDrawable", "setImageResource", "setImageBitmap", "setImageTintList", "setImageAlpha",
        "setColorFilter", "setContentDescription", "setEnabled",
    ]

    /// Whether code mentions the view `id` only to change how it looks, directly or through the
    /// names bound to it, and mentions it at least once so.
    func onlyLooks(atView id: String) -> Bool {
        let key = AndroidSourceFacts.key(id)
        let names = [key] + (boundNames[key] ?? []).sorted()
        return names.allSatisfy { !others.contains($0) } && names.contains { looks.contains($0) }
    }

    mutating func add(_ code: [UInt8]) {
        var index = 0
        while index < code.count {
            guard AndroidSourceFacts.isIdentifierByte(code[index]), !(code[index] >= 0x30 && code[index] <= 0x39) else {
                index += 1
                continue
            }
            let start = index
            while index < code.count, AndroidSourceFacts.isIdentifierByte(code[index]) { index += 1 }
            // Only names that can stand for one view (as `AndroidSourceFacts+Mentions.swift` reads them).
            // Tested on the bytes before a String is made: this runs on every word of every source file.
            let compound = Self.isCompound(code[start..<index])
            let afterID = start >= 5 && code[(start - 5)..<start].elementsEqual("R.id.".utf8)
            guard compound || afterID else { continue }
            let key = AndroidSourceFacts.key(String(decoding: code[start..<index], as: UTF8.self))
            // A call (`setOnClickListener(`, most camel-case words of Java) neither looks, declares
            // nor binds: what ``use(at:end:afterID:in:)`` would answer, without its Strings.
            if !afterID, index < code.count, code[index] == UInt8(ascii: "(") {
                others.insert(key)
                continue
            }
            switch Self.use(at: start, end: index, afterID: afterID, in: code) {
            case .looks: looks.insert(key)
            case .binds(let bound):
                // A short name (`v`) is not followed: what else it is given is not read.
                if !Self.isCompound(bound) {
                    others.insert(key)
                } else if AndroidSourceFacts.key(bound) != key {
                    boundNames[key, default: []].insert(AndroidSourceFacts.key(bound))
                }
            case .declares: break
            case .other: others.insert(key)
            }
        }
    }

    private static func isCompound(_ name: String) -> Bool {
        name.count >= 4 && name.dropFirst().contains { $0 == "_" || $0.isUppercase }
    }

    /// ``isCompound(_:)`` on a word's UTF-8 bytes: an ASCII word is judged byte by byte (the same
    /// answer, without the String and its Characters); any other goes through the String.
    private static func isCompound(_ bytes: ArraySlice<UInt8>) -> Bool {
        // Never fewer bytes than Characters: under 4 bytes is under 4 Characters.
        guard bytes.count >= 4 else { return false }
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return isCompound(String(decoding: bytes, as: UTF8.self)) }
        return bytes.dropFirst().contains { $0 == UInt8(ascii: "_") || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) }
    }

    private enum Use: Equatable {
        case looks, declares, other
        case binds(String)
    }

    /// What the mention of a name from `start` to `end` does.
    private static func use(at start: Int, end: Int, afterID: Bool, in code: [UInt8]) -> Use {
        // `findViewById(R.id.x).setAlpha(…)`: the lookup's result is what the call is on.
        var tail = end
        if afterID, let close = code[end...].prefix(4).firstIndex(of: UInt8(ascii: ")")) { tail = close + 1 }
        if looks(after: tail, in: code) { return .looks }
        let before = String(decoding: code[max(0, start - 12)..<start], as: UTF8.self)
        let trimmed = before.trimmingCharacters(in: .whitespaces)
        // `val x …`, `var x …`, Java's `ImageButton x;`.
        if !afterID, trimmed.hasSuffix(" val") || trimmed.hasSuffix(" var") || trimmed == "val" || trimmed == "var" { return .declares }
        var after = end
        while after < code.count, code[after] == UInt8(ascii: " ") { after += 1 }
        // What is assigned (`x = …`, `Type x = …`) is read at its value.
        if !afterID, after + 1 < code.count, code[after] == UInt8(ascii: "="), code[after + 1] != UInt8(ascii: "=") { return .declares }
        // Java's `ImageButton x;` (not `return x;`).
        let type = trimmed.split(separator: " ").last.map(String.init) ?? ""
        if !afterID, after < code.count, code[after] == UInt8(ascii: ";"), type.first?.isUppercase == true || type.hasSuffix(">") { return .declares }
        if let bound = boundName(valueAt: start, end: tail, afterID: afterID, in: code) { return .binds(bound) }
        return .other
    }

    /// Whether `.alpha = …`, `?.visibility = …`, `.setAlpha(`, `!!.animate(` follows `index`.
    private static func looks(after index: Int, in code: [UInt8]) -> Bool {
        var index = index
        while index < code.count, code[index] == UInt8(ascii: "?") || code[index] == UInt8(ascii: "!") { index += 1 }
        while index < code.count, code[index] == UInt8(ascii: " ") || code[index] == UInt8(ascii: "\n") { index += 1 }
        guard index < code.count, code[index] == UInt8(ascii: ".") else { return false }
        index += 1
        let begin = index
        while index < code.count, AndroidSourceFacts.isIdentifierByte(code[index]) { index += 1 }
        let member = String(decoding: code[begin..<index], as: UTF8.self)
        while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
        guard index < code.count else { return false }
        if lookProperties.contains(member) {
            return code[index] == UInt8(ascii: "=") && index + 1 < code.count && code[index + 1] != UInt8(ascii: "=")
        }
        return lookCalls.contains(member) && code[index] == UInt8(ascii: "(")
    }

    /// Whether an expression before `R.id.` is a call of an app's lookup helper, a function named
    /// `…ById` (deltachat 7a1b15a1 `ViewUtil.findById(view, R.id.floating_location_button)`,
    /// ConversationFragment.java:145, which returns `parent.findViewById(resId)`).
    private static func isLookupHelper(_ expression: String) -> Bool {
        guard let open = expression.lastIndex(of: "(") else { return false }
        let name = expression[..<open].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return String(name.reversed()).hasSuffix("ById")
    }

    /// The name a mention is the whole value of: `val x by lazy { a.name }`, `val x = a.name`,
    /// `x = findViewById(R.id.name);`, `val x get() = a.name`; `nil` for anything else.
    private static func boundName(valueAt start: Int, end: Int, afterID: Bool, in code: [UInt8]) -> String? {
        func space(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") }
        // After the value: the statement ends (a line, `;`, the lazy block's `}`).
        var after = end
        while after < code.count, code[after] == UInt8(ascii: " ") { after += 1 }
        guard after == code.count || [UInt8(ascii: "\n"), UInt8(ascii: ";"), UInt8(ascii: "}")].contains(code[after]) else { return nil }
        // Before it: a receiver chain (`accountsHeader.`, `itemView.`, `dialog!!.findViewById<View>(`).
        var index = start
        let chain: Set<UInt8> = [
            UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "("), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: " "),
        ]
        // An app's lookup helper takes the parent first (`ViewUtil.findById(view, R.id.name)`).
        func inChain(_ byte: UInt8) -> Bool { AndroidSourceFacts.isIdentifierByte(byte) || chain.contains(byte) || (afterID && byte == UInt8(ascii: ",")) }
        while index > 0, start - index < 120, inChain(code[index - 1]) { index -= 1 }
        // The expression is one lookup or one property: a call only in `findViewById(R.id.name)`.
        let expression = String(decoding: code[index..<start], as: UTF8.self)
        guard afterID ? expression.contains("findViewById") || isLookupHelper(expression) : !expression.contains("(") else { return nil }
        func word(endingAt end: Int) -> (text: String, start: Int) {
            var begin = end
            while begin > 0, AndroidSourceFacts.isIdentifierByte(code[begin - 1]) { begin -= 1 }
            return (String(decoding: code[begin..<end], as: UTF8.self), begin)
        }
        var cursor = index
        while cursor > 0, space(code[cursor - 1]) { cursor -= 1 }
        guard cursor > 1 else { return nil }
        if code[cursor - 1] == UInt8(ascii: "{") {
            // `by lazy {`, `by lazy(LazyThreadSafetyMode.NONE) {`.
            cursor -= 1
            while cursor > 0, space(code[cursor - 1]) { cursor -= 1 }
            if cursor > 0, code[cursor - 1] == UInt8(ascii: ")"), let open = code[max(0, cursor - 60)..<cursor].lastIndex(of: UInt8(ascii: "(")) {
                cursor = open
            }
            guard word(endingAt: cursor).text == "lazy" else { return nil }
            cursor = word(endingAt: cursor).start
            while cursor > 0, space(code[cursor - 1]) { cursor -= 1 }
            guard word(endingAt: cursor).text == "by" else { return nil }
            cursor = word(endingAt: cursor).start
        } else if code[cursor - 1] == UInt8(ascii: "="), !"=!<>+-*/".utf8.contains(code[cursor - 2]) {
            cursor -= 1
            while cursor > 0, space(code[cursor - 1]) { cursor -= 1 }
            // `val x get() = …`.
            if cursor >= 5, code[(cursor - 5)..<cursor].elementsEqual("get()".utf8) {
                cursor -= 5
                while cursor > 0, space(code[cursor - 1]) { cursor -= 1 }
            }
        } else {
            return nil
        }
        while cursor > 0, code[cursor - 1] == UInt8(ascii: " ") || code[cursor - 1] == UInt8(ascii: "?") { cursor -= 1 }
        var name = word(endingAt: cursor)
        // `val x: View by lazy`, `val x: View? =`: the name before the type.
        var colon = name.start
        while colon > 0, code[colon - 1] == UInt8(ascii: " ") { colon -= 1 }
        if colon > 0, code[colon - 1] == UInt8(ascii: ":") {
            colon -= 1
            while colon > 0, code[colon - 1] == UInt8(ascii: " ") { colon -= 1 }
            name = word(endingAt: colon)
        }
        return name.text.isEmpty ? nil : name.text
    }
}
