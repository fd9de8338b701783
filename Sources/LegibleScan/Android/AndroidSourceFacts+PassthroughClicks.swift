import Foundation

/// Views whose click listener only clicks the custom view that holds them (deltachat 7a1b15a1):
/// `conversation_item_update.xml:45`, a 19 dp text, is given `passthroughClickListener`
/// (ConversationUpdateItem.java:47), a field of `BaseConversationItem` holding an inner
/// `PassthroughClickListener` whose `onClick` is `performClick();` alone
/// (BaseConversationItem.java:100-101): a tap on the text is a tap on the row, the layout's root
/// `ConversationUpdateItem`, full width. The text is no target of its own.
///
/// Found literally: in one file, an inner class (not `static`, not the file's own class) whose
/// whole `onClick(…)` body is a bare `performClick()` or `callOnClick()`, and a field of the file
/// given `new` that class; a view given that field as its listener (`setOnClickListener(name)`) in
/// the file's class or one that extends it forwards to that class. Any other listener of the view
/// keeps it a target (``AndroidSourceFacts/clickForwards(in:aliases:)`` records it as its own).
struct AndroidPassthroughFacts: Sendable, Hashable {
    /// Field name → the classes (the files declaring them) whose field of that name only clicks the instance.
    var fields: [String: Set<String>] = [:]
    /// View id (by ``AndroidSourceFacts/key(_:)``) → `Class|field` for each named listener a class gives it.
    var named: [String: Set<String>] = [:]

    /// Records the passthrough fields `code`, the file of `className`, declares.
    mutating func add(_ code: [UInt8], className: String) {
        for listener in Self.passthroughClasses(in: code) where listener != className {
            for field in Self.fields(of: listener, in: code) { fields[field, default: []].insert(className) }
        }
    }

    /// The inner classes of `code` whose `onClick` only clicks the outer instance.
    static func passthroughClasses(in code: [UInt8]) -> [String] {
        var found: [String] = []
        for start in AndroidSourceFacts.occurrences(of: Array("onClick".utf8), in: code[...]) {
            guard let open = code[start...].prefix(120).firstIndex(of: UInt8(ascii: "{")),
                let close = AndroidSourceFacts.matchingBrace(after: open, in: code, within: 400)
            else { continue }
            let header = String(decoding: code[start..<open], as: UTF8.self)
            let body = String(decoding: code[(open + 1)..<close], as: UTF8.self).filter { !$0.isWhitespace }
            guard header.hasPrefix("onClick("), !header.contains(";"), ["performClick();", "performClick()", "callOnClick();", "callOnClick()"].contains(body),
                let owner = enclosingClass(before: start, in: code)
            else { continue }
            found.append(owner)
        }
        return found
    }

    /// The nearest `class Name` before `index`, unless it is `static`.
    private static func enclosingClass(before index: Int, in code: [UInt8]) -> String? {
        guard let start = AndroidSourceFacts.occurrences(of: Array("class".utf8), in: code[..<index]).last else { return nil }
        let lineStart = code[..<start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        guard !String(decoding: code[lineStart..<start], as: UTF8.self).contains("static") else { return nil }
        let name = code[(start + 5)...].drop { $0 == UInt8(ascii: " ") }.prefix(while: AndroidSourceFacts.isIdentifierByte)
        return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
    }

    /// The fields given `new Listener(…)` (Java) or `Listener(…)` (Kotlin) in `code`: `name = new Listener(`.
    static func fields(of listener: String, in code: [UInt8]) -> [String] {
        var names: [String] = []
        for start in AndroidSourceFacts.occurrences(of: Array(listener.utf8), in: code[...]) {
            var index = start - 1
            while index >= 0, code[index] == UInt8(ascii: " ") || code[index] == UInt8(ascii: "\n") { index -= 1 }
            if index >= 2, String(decoding: code[(index - 2)...index], as: UTF8.self) == "new" { index -= 3 }
            while index >= 0, code[index] == UInt8(ascii: " ") || code[index] == UInt8(ascii: "\n") { index -= 1 }
            guard index >= 0, code[index] == UInt8(ascii: "=") else { continue }
            index -= 1
            while index >= 0, code[index] == UInt8(ascii: " ") { index -= 1 }
            let end = index + 1
            while index >= 0, AndroidSourceFacts.isIdentifierByte(code[index]) { index -= 1 }
            if end > index + 1 { names.append(String(decoding: code[(index + 1)..<end], as: UTF8.self)) }
        }
        return names
    }
}

extension AndroidSourceFacts {
    /// The argument of the listener call whose name ends at `index` when it is one bare name
    /// (`setOnClickListener(passthroughClickListener)`), not `this` or `null`.
    static func listenerName(after index: Int, in code: [UInt8]) -> String? {
        var open = index
        while open < code.count, code[open] == UInt8(ascii: " ") { open += 1 }
        guard open < code.count, code[open] == UInt8(ascii: "(") else { return nil }
        let argument = code[(open + 1)...].prefix(80).prefix { $0 != UInt8(ascii: ")") }
        let name = String(decoding: argument, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard isIdentifier(name), !["this", "null", "it"].contains(name) else { return nil }
        return name
    }

    /// The class whose instance every listener code gives the view `id` only clicks, when the
    /// view has no other listener (``AndroidPassthroughFacts``): the class that gives the
    /// listener, which is or extends the one declaring the field.
    func enclosingClickForward(ofView id: String) -> String? {
        let key = Self.key(id)
        guard !ownClickListeners.contains(key), clickForwardTargets[key] == nil, let named = passthroughs.named[key], !named.isEmpty else { return nil }
        var classes: Set<String> = []
        for entry in named {
            let parts = entry.split(separator: "|").map(String.init)
            // deltachat's ProfileStatusItem has a field of that name too: the one this class has is the one it extends.
            guard parts.count == 2, let owners = passthroughs.fields[parts[1]],
                owners.filter({ parts[0] == $0 || extends(parts[0], $0) }).count == 1
            else { return nil }
            classes.insert(parts[0])
        }
        return classes.count == 1 ? classes.first : nil
    }
}
