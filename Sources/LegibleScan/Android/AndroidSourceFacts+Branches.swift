import Foundation
import LegibleReporting

/// A text code picks from string resources in a conditional: Java's `speed ? R.string.a :
/// R.string.b` (OpenTracks 3c23a9f5 StatisticsRecordedFragment.java:206), with `getString(…)`
/// branches (IntervalsFragment.java:194) or inside one call (`getString(speed ? R.string.a :
/// R.string.b)`), and Kotlin's `if (speed) R.string.a else R.string.b` (a branch may be in
/// braces; `else if` chains too). Either branch may show, so each is audited.
///
/// Every branch must be a plain string resource (`R.string.x`, `getString(R.string.x)`, no format
/// arguments): any other branch (a variable, a formatted string, a literal) leaves the whole
/// expression unreadable, as before. Found in the text, as the rest of ``AndroidSourceFacts``.
/// Kotlin's `when` is read as an `if` chain is: `binding.stepLengthBtn.text = when { … ->
/// getString(R.string.save); !isRunning -> getString(R.string.start); else ->
/// getString(R.string.stop) }` (Trail-Sense b838080f FragmentStepLengthEstimation.kt:83) is each
/// of the three; Java's `switch` expression (arrow or `yield` form) is read as `when` is
/// (``switchBranches(_:)``), and a branch that shows nothing (`""`, `null`, a `throw`) is left out.
extension AndroidSourceFacts {
    /// The text code sets with an expression: ``value(_:)``, and for a conditional of string
    /// resources the first branch with the others in ``ScannedCodeText/otherBranches``; `nil`
    /// when it sets nothing.
    static func codeText(_ expression: [UInt8], location: Finding.Location) -> ScannedCodeText? {
        let written = String(decoding: expression, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if let names = branchResources(written), let first = names.first {
            var text = ScannedCodeText(.text(ScannedText(key: first)), location: location)
            text.otherBranches = names.dropFirst().filter { $0 != first }.map { ScannedText(key: $0) }
            return text
        }
        guard let set = value(expression) else { return nil }
        return ScannedCodeText(set, location: location, formatsArguments: formatsArguments(expression))
    }

    /// The string resources of a conditional whose every branch is one (in order, without
    /// repeats), `nil` for any other expression.
    static func branchResources(_ text: String) -> [String]? {
        let trimmed = unwrapped(text)
        // `getString(speed ? R.string.a : R.string.b)`: the conditional is the call's one argument.
        for call in ["getString(", "getText("] {
            guard trimmed.hasSuffix(")"), let range = trimmed.range(of: call) else { continue }
            let chain = trimmed[..<range.lowerBound]
            guard chain.isEmpty || chain.hasSuffix("."), chain.allSatisfy({ $0.isLetter || $0.isNumber || "_.()?!".contains($0) }) else { continue }
            let inside = String(trimmed[range.upperBound..<trimmed.index(before: trimmed.endIndex)])
            guard firstArgument(Array(inside.utf8)).count == inside.utf8.count else { return nil }
            return branchResources(inside)
        }
        if let branches = whenBranches(trimmed) ?? switchBranches(trimmed) {
            var names: [String] = []
            for branch in branches where !showsNothing(branch) {
                guard let name = plainResource(branch) else { return nil }
                if !names.contains(name) { names.append(name) }
            }
            return names.isEmpty ? nil : names
        }
        guard let (first, rest) = javaConditional(trimmed) ?? kotlinConditional(trimmed) else { return nil }
        guard let name = plainResource(first), let others = branchResources(rest) ?? plainResource(rest).map({ [$0] }) else { return nil }
        var names = [name]
        for other in others where !names.contains(other) { names.append(other) }
        return names
    }

    /// A branch that sets no text anyone reads: `""`, `null`, or one that throws (`default -> throw
    /// new IllegalStateException()`) and so sets nothing.
    static func showsNothing(_ branch: String) -> Bool {
        let text = unwrapped(branch)
        return text == "\"\"" || text == "null" || isWord("throw", at: 0, in: Array(text.utf8))
    }

    /// The values of Java's `switch (subject) { case A -> value; … default -> value; }` (LibreTorrent
    /// ae96f20b TorrentListAdapter.java:226) or of its colon form with `yield` (`case A: yield
    /// value;`), one per branch in order; `nil` for any other expression, and for a branch that
    /// is a block or a statement without `yield`.
    static func switchBranches(_ text: String) -> [String]? {
        let bytes = Array(text.utf8)
        guard isWord("switch", at: 0, in: bytes) else { return nil }
        var open = 6
        while open < bytes.count, bytes[open] == UInt8(ascii: " ") || bytes[open] == UInt8(ascii: "\n") { open += 1 }
        guard open < bytes.count, bytes[open] == UInt8(ascii: "("), let close = closing(of: bytes, from: open) else { return nil }
        open = close + 1
        while open < bytes.count, bytes[open] == UInt8(ascii: " ") || bytes[open] == UInt8(ascii: "\n") { open += 1 }
        guard open < bytes.count, bytes[open] == UInt8(ascii: "{"), closing(of: bytes, from: open) == bytes.count - 1 else { return nil }
        let body = Array(bytes[(open + 1)..<(bytes.count - 1)])
        var statements: [String] = []
        var start = 0
        walk(body) { index, depth in
            if depth == 0, body[index] == UInt8(ascii: ";") {
                statements.append(String(decoding: body[start..<index], as: UTF8.self))
                start = index + 1
            }
            return false
        }
        statements.append(String(decoding: body[start...], as: UTF8.self))
        var values: [String] = []
        for statement in statements {
            let trimmed = statement.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { continue }
            let entry = Array(trimmed.utf8)
            guard isWord("case", at: 0, in: entry) || isWord("default", at: 0, in: entry) else { return nil }
            if let arrow = arrow(in: entry) {
                values.append(String(decoding: entry[(arrow + 2)...], as: UTF8.self))
                continue
            }
            // `case A: case B: yield value`: the labels, each to its `:`, then the statement.
            var rest = trimmed
            while rest.hasPrefix("case ") || rest.hasPrefix("default"), let colon = rest.firstIndex(of: ":") {
                rest = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            }
            if rest.hasPrefix("yield ") || rest.hasPrefix("yield\n") {
                values.append(String(rest.dropFirst(5)))
            } else if showsNothing(rest) {
                values.append("null")
            } else {
                return nil
            }
        }
        return values.isEmpty ? nil : values
    }

    /// A branch that is a string resource shown as written: `R.string.x`, `getString(R.string.x)`.
    static func plainResource(_ branch: String) -> String? {
        let text = unwrapped(branch)
        guard !formatsArguments(Array(text.utf8)) else { return nil }
        return stringResource(text)
    }

    /// The text without spaces, line breaks, and parentheses or braces around the whole of it.
    private static func unwrapped(_ text: String) -> String {
        var result = text.trimmingCharacters(in: .whitespacesAndNewlines)
        for (open, close) in [("(", ")"), ("{", "}")] {
            while result.hasPrefix(open), result.hasSuffix(close), closing(of: Array(result.utf8), from: 0) == result.utf8.count - 1 {
                result = String(result.dropFirst().dropLast()).trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        return result
    }

    /// `condition ? first : rest` at the top level: the first branch and the rest.
    private static func javaConditional(_ text: String) -> (String, String)? {
        let bytes = Array(text.utf8)
        var depth = 0
        var question: Int?
        var pending = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == UInt8(ascii: "\""), let end = stringEnd(bytes, from: index) {
                index = end + 1
                continue
            }
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { depth -= 1 }
            if depth == 0, byte == UInt8(ascii: "?"), next != UInt8(ascii: "."), next != UInt8(ascii: ":") {
                // Kotlin's `?.` and `?:` are no conditional.
                if question == nil { question = index } else { pending += 1 }
            } else if depth == 0, byte == UInt8(ascii: ":"), let question {
                if next == UInt8(ascii: ":") || (index > 0 && bytes[index - 1] == UInt8(ascii: "?")) {
                    index += 2
                    continue
                }
                if pending > 0 {
                    pending -= 1
                } else {
                    guard question > 0 else { return nil }
                    return (String(decoding: bytes[(question + 1)..<index], as: UTF8.self), String(decoding: bytes[(index + 1)...], as: UTF8.self))
                }
            }
            index += 1
        }
        return nil
    }

    /// `if (condition) first else rest` (Kotlin's expression): the first branch and the rest.
    private static func kotlinConditional(_ text: String) -> (String, String)? {
        guard text.hasPrefix("if") else { return nil }
        let bytes = Array(text.utf8)
        var open = 2
        while open < bytes.count, bytes[open] == UInt8(ascii: " ") { open += 1 }
        guard open < bytes.count, bytes[open] == UInt8(ascii: "("), let close = closing(of: bytes, from: open) else { return nil }
        var depth = 0
        var index = close + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { depth -= 1 }
            if depth == 0, isWord("else", at: index, in: bytes) {
                return (String(decoding: bytes[(close + 1)..<index], as: UTF8.self), String(decoding: bytes[(index + 4)...], as: UTF8.self))
            }
            index += 1
        }
        return nil
    }

    /// The values of Kotlin's `when (subject) { conditions -> value … }` or `when { … }`, one per
    /// branch in order; `nil` for any other expression. A branch is a line (or `;`-separated
    /// statement) outside brackets with `->` in it; a line that ends with `->` goes on with the next,
    /// and a line without `->` continues the branch before it (`getString(` over several lines,
    /// `.trim()`).
    static func whenBranches(_ text: String) -> [String]? {
        guard isWord("when", at: 0, in: Array(text.utf8)) else { return nil }
        let bytes = Array(text.utf8)
        var open = 4
        while open < bytes.count, bytes[open] == UInt8(ascii: " ") { open += 1 }
        if open < bytes.count, bytes[open] == UInt8(ascii: "(") {
            guard let close = closing(of: bytes, from: open) else { return nil }
            open = close + 1
            while open < bytes.count, bytes[open] == UInt8(ascii: " ") || bytes[open] == UInt8(ascii: "\n") { open += 1 }
        }
        guard open < bytes.count, bytes[open] == UInt8(ascii: "{"), closing(of: bytes, from: open) == bytes.count - 1 else { return nil }
        var entries: [String] = []
        for line in topLevelLines(Array(bytes[(open + 1)..<(bytes.count - 1)])) {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { continue }
            if let last = entries.last, !last.contains("->") || last.hasSuffix("->") || !trimmed.contains("->") {
                entries[entries.count - 1] = last + " " + trimmed
            } else {
                entries.append(trimmed)
            }
        }
        var values: [String] = []
        for entry in entries {
            guard let arrow = arrow(in: Array(entry.utf8)) else { return nil }
            values.append(String(decoding: Array(entry.utf8)[(arrow + 2)...], as: UTF8.self))
        }
        return values.isEmpty ? nil : values
    }

    /// Visits each byte from `start` outside string literals with the bracket depth after it
    /// (an opening bracket counts itself, a closing one is outside itself) until `visit` says stop.
    static func walk(_ bytes: [UInt8], from start: Int = 0, _ visit: (_ index: Int, _ depth: Int) -> Bool) {
        var depth = 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\""), let end = stringEnd(bytes, from: index) {
                index = end + 1
                continue
            }
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { depth -= 1 }
            if visit(index, depth) { return }
            index += 1
        }
    }

    /// The lines and `;`-separated statements of a block, split outside brackets and strings.
    private static func topLevelLines(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var start = 0
        walk(bytes) { index, depth in
            if depth == 0, bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: ";") {
                lines.append(String(decoding: bytes[start..<index], as: UTF8.self))
                start = index + 1
            }
            return false
        }
        lines.append(String(decoding: bytes[start...], as: UTF8.self))
        return lines
    }

    /// The first `->` outside brackets and strings.
    private static func arrow(in bytes: [UInt8]) -> Int? {
        var found: Int?
        walk(bytes) { index, depth in
            guard depth == 0, bytes[index] == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else { return false }
            found = index
            return true
        }
        return found
    }

    /// Whether `word` stands alone at `index`.
    private static func isWord(_ word: String, at index: Int, in bytes: [UInt8]) -> Bool {
        let needle = Array(word.utf8)
        guard index + needle.count <= bytes.count, bytes[index..<(index + needle.count)].elementsEqual(needle) else { return false }
        let before = index == 0 || !isIdentifierByte(bytes[index - 1])
        let after = index + needle.count == bytes.count || !isIdentifierByte(bytes[index + needle.count])
        return before && after
    }

    /// The bracket closing the one at `open`, skipping string literals.
    static func closing(of bytes: [UInt8], from open: Int) -> Int? {
        var found: Int?
        walk(bytes, from: open) { index, depth in
            let byte = bytes[index]
            guard depth == 0, byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") else { return false }
            found = index
            return true
        }
        return found
    }

    /// The `"` that ends the string literal opened at `start`.
    private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\"") { return index }
            index += 1
        }
        return nil
    }
}
