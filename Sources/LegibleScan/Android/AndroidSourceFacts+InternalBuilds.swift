import LegibleSyntax

// Code only debug or dogfood builds run sets nothing a release build shows (fresh-droid30a W):
// apollo e983980e `SettingsFragment.kt:151-160` gives the version-code row a listener only in
// `if (Globals.INSTANCE.isDebug) { … } else if (Globals.INSTANCE.isDogfood) { … }`, and `:198-201`
// shows the `gone` feature-flags row only in `if (Globals.INSTANCE.isDogfood || Globals.INSTANCE.isDebug) {`.
// A release build leaves the one plain text and the other hidden, as a phone leaves a TV-only show
// hidden (`+TelevisionShows.swift`); the facts are read from the file with such bodies blanked.
extension AndroidSourceFacts {
    /// `code` with the body of each `if` (or `else if`) whose condition holds only in an internal
    /// build (``requiresInternalBuild(_:)``) blanked to spaces, its lines kept: a block's inside, or
    /// the one statement after the condition up to its `;`, line end or `else`. An `else` after such
    /// an `if` is what release builds run, and stays.
    static func blankingInternalBuildCode(_ code: [UInt8]) -> [UInt8] {
        var result = code
        for start in occurrences(of: Array("if".utf8), in: code[...]) {
            guard start == 0 || !isIdentifierByte(code[start - 1]) else { continue }
            var open = start + 2
            while open < code.count, code[open] == UInt8(ascii: " ") { open += 1 }
            guard open < code.count, code[open] == UInt8(ascii: "("), let close = closingParenthesis(after: open, in: code),
                requiresInternalBuild(String(decoding: code[(open + 1)..<close], as: UTF8.self))
            else { continue }
            guard let body = internalBody(after: close, in: code) else { continue }
            for index in body where result[index] != UInt8(ascii: "\n") { result[index] = UInt8(ascii: " ") }
        }
        return result
    }

    /// The range an `if`'s body fills after its condition's `)` at `close`: inside its braces, or
    /// its one statement (Kotlin's `if (c) View.VISIBLE else View.GONE` up to the `else`).
    private static func internalBody(after close: Int, in code: [UInt8]) -> Range<Int>? {
        var body = close + 1
        while body < code.count, code[body] == UInt8(ascii: " ") || code[body] == UInt8(ascii: "\n") { body += 1 }
        guard body < code.count else { return nil }
        if code[body] == UInt8(ascii: "{") { return matchingBrace(after: body, in: code).map { (body + 1)..<$0 } }
        var end = body
        while end < code.count, code[end] != UInt8(ascii: ";"), code[end] != UInt8(ascii: "\n") {
            if code[end...].starts(with: " else".utf8) { break }
            end += 1
        }
        return body..<end
    }

    /// Whether a condition holds only in a debug or dogfood build: each `||` alternative does, or
    /// one `&&` term, not negated, is such a flag — `BuildConfig.DEBUG`; a name ending `isDogfood`
    /// or `isDogfoodBuild`; `isDebug` or `isDebugBuild` read from a type or object
    /// (`Globals.INSTANCE.isDebug`, `BuildUtils.isDebugBuild()`), which a build sets, unlike an
    /// object's own `isDebug` a person may switch on.
    static func requiresInternalBuild(_ condition: String) -> Bool {
        let alternatives = condition.components(separatedBy: "||")
        if alternatives.count > 1 { return alternatives.allSatisfy(requiresInternalBuild) }
        return condition.components(separatedBy: "&&").contains { term in
            var check = term.trimmingWhitespace
            if check.hasSuffix("()") { check = String(check.dropLast(2)) }
            guard !check.hasPrefix("!"), check.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return false }
            let parts = check.split(separator: ".")
            guard let last = parts.last else { return false }
            if last == "DEBUG" { return parts.dropLast().last == "BuildConfig" }
            if ["isDogfood", "isDogfoodBuild"].contains(last) { return true }
            return ["isDebug", "isDebugBuild"].contains(last) && parts.count > 1 && parts[0].first?.isUppercase == true
        }
    }
}
