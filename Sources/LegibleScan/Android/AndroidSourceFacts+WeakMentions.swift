import Foundation

// Mentions of a class that do not use it (issue 33, fresh-android18b class 2): forkyz cbef05d1
// `SourceListAdapter.java:46` inflates `source_item.xml` and `source_item_highlight.xml`, but
// nothing constructs `SourceListAdapter`; `BrowseActivity.java:485,487` names it only in a cast,
// `((SourceListAdapter) sources.getAdapter()).current`, and a constant,
// `SourceListAdapter.ALL_SOURCES`. A cast, a type test, an import or an upper-case constant reads
// an object someone else made, or a value; none of them shows the class's layouts. Two fixed-size
// warnings were about an adapter no screen has.

extension AndroidReachFacts {
    /// Whether the capitalised word at `start..<end` of `code` only names its class without using
    /// it: a Java cast `(X) value`, `instanceof X`, Kotlin's `as X`, `as? X`, `is X`, an import of
    /// the class itself, or a constant `X.ALL_CAPS` (not `X.INSTANCE`, a Kotlin object's instance).
    /// An enum's constant is one of its instances: the caller keeps enums' mentions.
    static func isWeakMention(_ code: [UInt8], start: Int, end: Int, isKotlin: Bool) -> Bool {
        if isImportLine(code, before: start) { return importsOnlyTheClass(code, after: end) }
        let before = previousWord(code, before: start)
        if before.word == "instanceof" || (isKotlin && (before.word == "as" || before.word == "is")) { return true }
        if isKotlin, before.word.isEmpty, before.end >= 1, code[before.end - 1] == UInt8(ascii: "?"), previousWord(code, before: before.end - 1).word == "as" {
            return true
        }
        if !isKotlin, before.word.isEmpty, before.end >= 1, code[before.end - 1] == UInt8(ascii: "("), isCastClose(code, after: end) { return true }
        return isConstantAccess(code, after: end)
    }

    /// The word that ends before `index` (spaces skipped), and where the skipped run begins
    /// (the index after the last non-space byte); an empty word when a symbol comes first.
    private static func previousWord(_ code: [UInt8], before index: Int) -> (word: String, end: Int) {
        var cursor = index
        while cursor > 0, code[cursor - 1] == UInt8(ascii: " ") || code[cursor - 1] == UInt8(ascii: "\t") { cursor -= 1 }
        var start = cursor
        while start > 0, AndroidSourceFacts.isIdentifierByte(code[start - 1]) { start -= 1 }
        return (String(decoding: code[start..<cursor], as: UTF8.self), cursor)
    }

    /// Whether the line up to `index` is an import's (`import a.b.`), not a static import's.
    private static func isImportLine(_ code: [UInt8], before index: Int) -> Bool {
        var lineStart = index
        while lineStart > 0, code[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let line = String(decoding: code[lineStart..<index], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return line.hasPrefix("import ") && !line.hasPrefix("import static ")
    }

    /// `import a.b.X;` or `import a.b.X` at the line's end: the class itself, not a member of it
    /// (`import a.b.X.Companion.make` calls it) and not a static import's member.
    private static func importsOnlyTheClass(_ code: [UInt8], after end: Int) -> Bool {
        let rest = code[end...].prefix { $0 != UInt8(ascii: "\n") }
        let trimmed = String(decoding: rest, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed == ";"
    }

    /// `)` then a value: `(X) list.getAdapter()`, `(X) view`, `(X)(object)`.
    private static func isCastClose(_ code: [UInt8], after end: Int) -> Bool {
        var index = end
        while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
        guard index < code.count, code[index] == UInt8(ascii: ")") else { return false }
        index += 1
        while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
        guard index < code.count else { return false }
        return AndroidSourceFacts.isIdentifierByte(code[index]) || code[index] == UInt8(ascii: "(")
    }

    /// `.ALL_CAPS` next, not called (`X.MAKE()`) and not `INSTANCE`.
    private static func isConstantAccess(_ code: [UInt8], after end: Int) -> Bool {
        guard end < code.count, code[end] == UInt8(ascii: ".") else { return false }
        let member = code[(end + 1)...].prefix { AndroidSourceFacts.isIdentifierByte($0) }
        guard member.count > 1, let first = member.first, first >= 0x41, first <= 0x5A,
            member.allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "_") })
        else { return false }
        guard String(decoding: member, as: UTF8.self) != "INSTANCE" else { return false }
        var index = end + 1 + member.count
        while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
        return index >= code.count || code[index] != UInt8(ascii: "(")
    }
}
