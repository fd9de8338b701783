import Foundation

/// Views ButterKnife binds as a list and code gives a click listener one element at a time
/// (apollo e983980e `MuunNumericKeyboard.java:54-65`, `@BindViews({R.id.key_0, …, R.id.key_9})
/// TextView[] numberKeys;`, then `:107-120` `final TextView numberKey = numberKeys[number];` …
/// `numberKey.setOnClickListener(…)` in a loop): the 32 dp tall keys of `muun_numeric_keyboard.xml`
/// were never judged, for no name in the file says their ids.
///
/// A listener on an element listens on every id of the list, for which element the index picks
/// is not read: `list[i].setOnClickListener`, `list.get(i).setOnClickListener`, a name bound to
/// `list[i]` or `list.get(i)` in a block still open at the listener, the variable of a
/// `for (T v : list)` or `for (v in list)` loop or of a `list.forEach { … }` inside its body, and
/// `ButterKnife.apply(list, action)` (ButterKnife 10's `ViewCollections.run`) with an action
/// that sets a listener. What else code does with the elements (text, enabling) is no listener.
extension AndroidSourceFacts {
    /// Each listener code gives an element of a `@BindViews` list, with where its call starts
    /// and the list's ids (by ``key(_:)``).
    static func butterKnifeListClicks(in code: [UInt8]) -> [(start: Int, ids: [String])] {
        let lists = butterKnifeLists(in: code)
        guard !lists.isEmpty else { return [] }
        var result: [(start: Int, ids: [String])] = []
        let name = Array("setOnClickListener".utf8)
        for start in occurrences(of: name, in: code[...]) where setsListener(after: start + name.count, in: code) {
            let list = indexedList(before: start, in: code) ?? receiver(before: start, in: code).flatMap { elementList(of: $0, at: start, in: code) }
            if let list, let ids = lists[list] { result.append((start, ids)) }
        }
        for call in calls(named: "apply", in: code, receivers: true) + calls(named: "run", in: code, receivers: true)
        where ["ButterKnife", "ViewCollections"].contains(call.receiver) {
            if let ids = appliedList(call, in: code).flatMap({ lists[$0] }) { result.append((call.start, ids)) }
        }
        return result
    }

    /// The list a call's receiver indexes: `list` in `list[i].` and `list.get(i).`.
    private static func indexedList(before start: Int, in code: [UInt8]) -> String? {
        var index = start
        while index > 0, code[index - 1] == UInt8(ascii: " ") || code[index - 1] == UInt8(ascii: "\n") { index -= 1 }
        guard index > 0, code[index - 1] == UInt8(ascii: ".") else { return nil }
        index -= 1
        while index > 0, code[index - 1] == UInt8(ascii: "?") || code[index - 1] == UInt8(ascii: "!") { index -= 1 }
        guard index > 0, let open = openingBracket(before: index - 1, in: code) else { return nil }
        let name = identifier(endingAt: open, in: code)
        if code[index - 1] == UInt8(ascii: "]") { return name.isEmpty ? nil : name }
        // `list.get(i)`: the word before `(` is `get`, and the list is before its `.`.
        guard name == "get", open > 4, code[open - 4] == UInt8(ascii: ".") else { return nil }
        let list = identifier(endingAt: open - 4, in: code)
        return list.isEmpty ? nil : list
    }

    /// The `[` or `(` that opens the `]` or `)` at `close`, within 200 bytes.
    private static func openingBracket(before close: Int, in code: [UInt8]) -> Int? {
        let pairs: [UInt8: UInt8] = [UInt8(ascii: "]"): UInt8(ascii: "["), UInt8(ascii: ")"): UInt8(ascii: "(")]
        guard let opening = pairs[code[close]] else { return nil }
        var depth = 0
        var index = close
        while index >= 0, close - index < 200 {
            if code[index] == code[close] { depth += 1 }
            if code[index] == opening {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }

    /// The identifier that ends just before `end`.
    private static func identifier(endingAt end: Int, in code: [UInt8]) -> String {
        var begin = end
        while begin > 0, isIdentifierByte(code[begin - 1]) { begin -= 1 }
        return String(decoding: code[begin..<end], as: UTF8.self)
    }

    /// The list whose element `name` is at `start`: the nearest binding of `name` before it, when
    /// that binds an element (`name = list[i]`, a loop over `list`) and is still in scope.
    private static func elementList(of name: String, at start: Int, in code: [UInt8]) -> String? {
        let window = max(0, start - 20_000)
        for found in occurrences(of: Array(name.utf8), in: code[window..<start]).reversed() {
            let after = found + name.utf8.count
            if let list = boundElementList(after: after, before: start, in: code) { return list }
            if let list = loopedList(after: after, before: start, in: code) { return list }
            // Another assignment or loop binds the name to something else.
            if bindsName(after: after, in: code) { return nil }
        }
        return forEachList(of: name, at: start, in: code)
    }

    /// `= list[i]` or `= (T) list.get(i)` after a name, and no block open there closes before `start`.
    private static func boundElementList(after index: Int, before start: Int, in code: [UInt8]) -> String? {
        let text = String(decoding: code[index..<min(start, index + 200)], as: UTF8.self)
        guard let match = firstMatch(#"^\s*(?::\s*[\w.<>?]+\s*)?=\s*(?:\(\s*[\w.<>]+\s*\)\s*)?(\w+)\s*(?:\[|\.\s*get\s*\()"#, in: text) else { return nil }
        var depth = 0
        for byte in code[index..<start] {
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") { depth -= 1 }
            if depth < 0 { return nil }
        }
        return match.group
    }

    /// ` : list)` (Java) or ` in list)` (Kotlin) after a `for (` loop's variable, when `start` is in the loop's body.
    private static func loopedList(after index: Int, before start: Int, in code: [UInt8]) -> String? {
        let text = String(decoding: code[index..<min(start, index + 120)], as: UTF8.self)
        guard let match = firstMatch(#"^\s*(?::|in\s)\s*(?:this\s*\.\s*)?(\w+)\s*\)"#, in: text), isForHeader(before: index, in: code) else { return nil }
        return body(after: index + match.length - 1, holds: start, in: code) ? match.group : nil
    }

    /// Whether the loop variable ending at `index` is in a `for (` header.
    private static func isForHeader(before index: Int, in code: [UInt8]) -> Bool {
        let line = code[max(0, index - 120)..<index].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).last ?? []
        return firstMatch(#"\bfor\s*\(()"#, in: String(decoding: line, as: UTF8.self)) != nil
    }

    /// Whether `start` is in the body that follows the `)` at `close`: its braced block, or its one statement.
    private static func body(after close: Int, holds start: Int, in code: [UInt8]) -> Bool {
        var open = close + 1
        while open < start, code[open] == UInt8(ascii: " ") || code[open] == UInt8(ascii: "\n") { open += 1 }
        guard open < start else { return false }
        if code[open] == UInt8(ascii: "{") { return (matchingBrace(after: open, in: code, within: 20_000) ?? 0) > start }
        return !code[open..<start].contains(UInt8(ascii: ";")) && !code[open..<start].contains(UInt8(ascii: "}"))
    }

    /// Whether the name before `index` is assigned or declared a loop variable (`x =`, not `x ==`; `x :`/`x in` in a `for (`).
    private static func bindsName(after index: Int, in code: [UInt8]) -> Bool {
        let text = String(decoding: code[index..<min(code.count, index + 80)], as: UTF8.self)
        if firstMatch(#"^\s*(?::\s*[\w.<>?]+\s*)?=()[^=]"#, in: text) != nil { return true }
        return firstMatch(#"^\s*(?::|in\s)()"#, in: text) != nil && isForHeader(before: index, in: code)
    }

    /// The list of a `list.forEach {` lambda whose parameter (`it`, or `name ->`) is `name` at `start`.
    private static func forEachList(of name: String, at start: Int, in code: [UInt8]) -> String? {
        guard let open = AndroidTextSetterFacts.unmatchedBrace(before: start, in: code, window: 4000) else { return nil }
        let header = String(decoding: code[max(0, open - 120)..<open], as: UTF8.self)
        let lambda = String(decoding: code[(open + 1)..<start], as: UTF8.self)
        guard let match = firstMatch(#"(\w+)\s*\.\s*forEach\s*$"#, in: header) else { return nil }
        let parameter = firstMatch(#"^\s*(\w+)\s*(?::\s*\w+\s*)?->"#, in: lambda)?.group ?? "it"
        return parameter == name ? match.group : nil
    }

    /// The list `ButterKnife.apply(list, action)` hands an action that sets a click listener: one
    /// written in the call, or a named action whose initializer does.
    private static func appliedList(_ call: Call, in code: [UInt8]) -> String? {
        let argument = String(decoding: call.argument, as: UTF8.self)
        guard let comma = argument.firstIndex(of: ",") else { return nil }
        let list = argument[..<comma].trimmingCharacters(in: .whitespacesAndNewlines)
        let action = argument[argument.index(after: comma)...].trimmingCharacters(in: .whitespacesAndNewlines)
        guard isIdentifier(list) else { return nil }
        if setsListener(in: Array(action.utf8)) { return list }
        guard isIdentifier(action) else { return nil }
        for found in occurrences(of: Array(action.utf8), in: code[...]) where bindsName(after: found + action.utf8.count, in: code) {
            return setsListener(in: initializer(after: found + action.utf8.count, in: code)) ? list : nil
        }
        return nil
    }

    /// The statement after a name, to its `;` (Java) or line end (Kotlin) outside brackets: an
    /// anonymous class or a lambda's block spans lines, and nothing after it is the action's.
    private static func initializer(after index: Int, in code: [UInt8]) -> [UInt8] {
        var depth = 0
        var end = index
        var last: UInt8 = 0
        while end < code.count, end - index < 4000 {
            let byte = code[end]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}") { depth -= 1 }
            // A line that ends in `=` or `->` goes on.
            let lineEnds = byte == UInt8(ascii: "\n") && last != UInt8(ascii: "=") && last != UInt8(ascii: ">")
            if depth < 0 || depth == 0 && (byte == UInt8(ascii: ";") || lineEnds) { break }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") { last = byte }
            end += 1
        }
        return Array(code[index..<end])
    }

    /// The first match of `pattern` in `text`: its length in UTF-8 bytes and its first group.
    private static func firstMatch(_ pattern: String, in text: String) -> (length: Int, group: String)? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let whole = Range(match.range, in: text), let group = Range(match.range(at: 1), in: text)
        else { return nil }
        return (text[whole].utf8.count, String(text[group]))
    }

    /// Whether a `setOnClickListener` in `text` sets a listener.
    private static func setsListener(in text: [UInt8]) -> Bool {
        let name = Array("setOnClickListener".utf8)
        return occurrences(of: name, in: text[...]).contains { setsListener(after: $0 + name.count, in: text) }
    }
}
