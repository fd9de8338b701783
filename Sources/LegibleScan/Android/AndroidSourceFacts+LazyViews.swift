import Foundation
import LegibleSyntax

/// Kotlin properties bound to a view lazily or by a getter (issue 33, fresh-android13a M1):
/// Twidere e04becea `APIEditorDialogFragment.kt:38`
/// `private val apiFormatHelpButton by lazy { dialog!!.findViewById<View>(R.id.apiUrlFormatHelp) }`,
/// then `apiFormatHelpButton.setOnClickListener { … }` (`:97`), left the 24 dp help icon of
/// `dialog_api_editor.xml:56` unjudged, while `findViewById(R.id.x).setOnClickListener` in the
/// same file was linked. Twidere's view holders bind every action so (`StatusViewHolder.kt:90-92`,
/// `private val replyButton by lazy { itemView.reply }`).
///
/// `val x by lazy { <lookup> }` (also `lazy(mode) { … }`) and `val x get() = <lookup>`, with
/// an optional type, where the lookup is the whole body: `findViewById(R.id.y)` (any receiver,
/// `<T>` or not) or a one-step property `a.y` (`itemView.y`, `binding.y`, a kotlinx synthetic
/// `header.y`, with `?.`/`!!.`) make `x` a name of the view `y`, as ``viewAliases(in:)`` reads
/// `val x = findViewById(R.id.y)`.
extension AndroidSourceFacts {
    /// Property name → the view id (by ``key(_:)``) its lazy block or getter looks up.
    static func lazyViewAliases(in code: [UInt8]) -> [String: String] {
        var result: [String: String] = [:]
        for start in occurrences(of: Array("lazy".utf8), in: code[...]) {
            var index = start + 4
            // `lazy(LazyThreadSafetyMode.NONE) {`.
            if index < code.count, code[index] == UInt8(ascii: "("), let close = code[index...].prefix(60).firstIndex(of: UInt8(ascii: ")")) {
                index = close + 1
            }
            while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
            guard index < code.count, code[index] == UInt8(ascii: "{"), let close = matchingBrace(after: index, in: code),
                let name = propertyName(before: start, keyword: "by", in: code),
                let id = lookedUpView(String(decoding: code[(index + 1)..<close], as: UTF8.self))
            else { continue }
            result[name] = id
        }
        for start in occurrences(of: Array("get".utf8), in: code[...]) {
            var index = start + 3
            guard index + 1 < code.count, code[index] == UInt8(ascii: "("), code[index + 1] == UInt8(ascii: ")") else { continue }
            index += 2
            while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
            guard index + 1 < code.count, code[index] == UInt8(ascii: "="), code[index + 1] != UInt8(ascii: "="),
                let name = propertyName(before: start, keyword: nil, in: code)
            else { continue }
            let value = code[(index + 1)...].prefix(200).prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: ";") }
            if let id = lookedUpView(String(decoding: value, as: UTF8.self)) { result[name] = id }
        }
        return result
    }

    /// The view id a lookup expression names: `a.findViewById<T>(R.id.y)`, `a.y`, `a?.y`, `a!!.y`.
    private static func lookedUpView(_ expression: String) -> String? {
        let text = expression.trimmingWhitespace
        if text.hasSuffix(")"), let range = text.range(of: "findViewById") {
            let rest = text[range.upperBound...]
            guard text[..<range.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber || "_.?!()".contains($0) }),
                let id = field(of: "R.id.", in: Array(rest.utf8)), rest.filter({ $0 == "(" }).count == 1
            else { return nil }
            return key(id)
        }
        let parts = text.replacingOccurrences(of: "!!", with: "").replacingOccurrences(of: "?", with: "").split(
            separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ part in !part.isEmpty && part.utf8.allSatisfy(isIdentifierByte) && part.first?.isNumber == false }) else {
            return nil
        }
        return key(String(parts[1]))
    }

    /// The property declared before `index` (`val x` or `val x: View` then the `keyword`, if
    /// any); `nil` when no `val`/`var` declares it there.
    private static func propertyName(before index: Int, keyword: String?, in code: [UInt8]) -> String? {
        var words = String(decoding: code[max(0, index - 160)..<index], as: UTF8.self)
        // The declaration's own line (a getter may be on the next: `val x: View\n    get() = …`).
        let lines = words.split(separator: "\n", omittingEmptySubsequences: false)
        if keyword == nil, let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty, lines.count >= 2 {
            words = String(lines[lines.count - 2])
        } else {
            words = String(lines.last ?? "")
        }
        var text = words.trimmingCharacters(in: .whitespaces)
        if let keyword {
            guard text.hasSuffix(" " + keyword) else { return nil }
            text = String(text.dropLast(keyword.count + 1)).trimmingCharacters(in: .whitespaces)
        }
        // `val x: View?` → `val x`.
        if let colon = text.lastIndex(of: ":") { text = String(text[..<colon]).trimmingCharacters(in: .whitespaces) }
        let tokens = text.split(separator: " ")
        guard tokens.count >= 2, ["val", "var"].contains(tokens[tokens.count - 2]) else { return nil }
        let name = String(tokens[tokens.count - 1])
        return name.utf8.allSatisfy(isIdentifierByte) && name.first?.isNumber == false ? name : nil
    }
}
