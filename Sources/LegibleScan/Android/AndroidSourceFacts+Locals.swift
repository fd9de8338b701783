import Foundation
import LegibleReporting

/// A text code sets from a local variable whose value the same function gives it: LibreTorrent
/// ae96f20b TorrentListAdapter.java:225 `String statusString = switch (item.stateCode) { case
/// DOWNLOADING -> context.getString(R.string.torrent_status_downloading); … default -> ""; };`
/// then `binding.status.setText(statusString)` (:236), which was a note ("code sets the text from
/// statusString") though every value is a string resource.
///
/// Found literally, as the rest of ``AndroidSourceFacts``: the variable is declared in the function
/// that sets the text (`String`, `CharSequence`, `val`, `var`), before the call; every assignment
/// to it there is read. One assignment of a readable text (`getString(R.string.x, a)` included)
/// is that text; several are branches when each is a plain string resource or a conditional of
/// them (``branchResources(_:)``) or shows nothing (`""`). Anything else, a parameter, a field, a
/// `+=`, leaves the variable unreadable, as before.
extension AndroidSourceFacts {
    /// The declarations a local text variable is read from.
    private static let declaringWords: Set<String> = ["val", "var", "String", "CharSequence"]

    /// The text the local variable `expression` names holds at `start`, `nil` when it is no such
    /// variable or its value is not one the scan can read.
    static func localCodeText(_ expression: [UInt8], before start: Int, in code: [UInt8], isJava: Bool, location: Finding.Location) -> ScannedCodeText? {
        let name = String(decoding: expression, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, name.utf8.allSatisfy(isIdentifierByte), !(name.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? true),
            let function = AndroidTextSetterFacts.enclosingFunction(at: start, in: code, isJava: isJava), !function.parameters.contains(name),
            let values = localAssignments(of: name, in: code, from: function.start, to: start, isJava: isJava)
        else { return nil }
        if values.count == 1 {
            guard var text = codeText(Array(values[0].utf8), location: location), case .text = text.value else { return nil }
            if text.formatsArguments { text.argumentSamples = argumentSamples(of: Array(values[0].utf8), before: start, in: code, isJava: isJava) }
            return text
        }
        var names: [String] = []
        for value in values where !showsNothing(value) {
            guard let found = branchResources(value) ?? plainResource(value).map({ [$0] }) else { return nil }
            for found in found where !names.contains(found) { names.append(found) }
        }
        guard let first = names.first else { return nil }
        var text = ScannedCodeText(.text(ScannedText(key: first)), location: location)
        text.otherBranches = names.dropFirst().map { ScannedText(key: $0) }
        return text
    }

    /// The values assigned to the local `name` between `from` and `to`, in order; `nil` when it is
    /// not declared there or is changed in another way (`+=`, `++`).
    static func localAssignments(of name: String, in code: [UInt8], from: Int, to: Int, isJava: Bool) -> [String]? {
        var values: [String] = []
        var declared = false
        for at in occurrences(of: Array(name.utf8), in: code[from..<to]) {
            guard at == 0 || code[at - 1] != UInt8(ascii: ".") else { continue }
            let previous = previousWord(before: at, in: code)
            // `String label;` declares it too, for the `switch` statement that assigns it after.
            if declaringWords.contains(previous) { declared = true }
            var after = at + name.utf8.count
            while after < to, code[after] == UInt8(ascii: " ") { after += 1 }
            // Kotlin's `val name: String = …`.
            if after < to, code[after] == UInt8(ascii: ":"), previous == "val" || previous == "var" {
                while after < to, code[after] != UInt8(ascii: "="), code[after] != UInt8(ascii: "\n") { after += 1 }
            }
            guard after + 1 < to else { continue }
            let byte = code[after]
            let next = code[after + 1]
            if next == UInt8(ascii: "="), "+-*/|&".utf8.contains(byte) { return nil }
            if (byte == UInt8(ascii: "+") && next == UInt8(ascii: "+")) || (byte == UInt8(ascii: "-") && next == UInt8(ascii: "-")) { return nil }
            guard byte == UInt8(ascii: "="), next != UInt8(ascii: "=") else { continue }
            values.append(statement(from: after + 1, to: to, in: code, isJava: isJava))
        }
        return declared && !values.isEmpty ? values : nil
    }

    /// The word just before `index`, spaces skipped (`""` when a symbol is there).
    private static func previousWord(before index: Int, in code: [UInt8]) -> String {
        var end = index
        while end > 0, code[end - 1] == UInt8(ascii: " ") || code[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        var begin = end
        while begin > 0, isIdentifierByte(code[begin - 1]) { begin -= 1 }
        return String(decoding: code[begin..<end], as: UTF8.self)
    }

    /// The rest of a statement from `start`: to a `;` outside brackets, or in Kotlin to the end of
    /// a line outside brackets (at most 2,000 bytes).
    private static func statement(from start: Int, to limit: Int, in code: [UInt8], isJava: Bool) -> String {
        let window = Array(code[start..<min(limit, start + 2000)])
        var end = window.count
        walk(window) { index, depth in
            let byte = window[index]
            guard depth == 0, byte == UInt8(ascii: ";") || (!isJava && byte == UInt8(ascii: "\n")) else { return false }
            // A line break right after `=` goes on with the value.
            if byte == UInt8(ascii: "\n"), window[..<index].allSatisfy({ $0 == UInt8(ascii: " ") }) { return false }
            end = index
            return true
        }
        return String(decoding: window[..<end], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
