import Foundation
import LegibleSyntax

/// Views code reaches through a scope function rather than a receiver written before the call
/// (fresh Android round 12b, D4). Tasks e5587e1a `SubheaderViewHolder.kt` keeps
/// `errorIcon = it.iconError` (`:56`) inside `FilterAdapterSubheaderBinding.bind(itemView).let {`,
/// and shows it with `with(errorIcon) { …; visibility = View.VISIBLE }` (`:38-40`), so
/// `filter_adapter_subheader.xml:46`, `gone` in the layout, is on screen: its 24 dp error icon
/// was missed.
extension AndroidSourceFacts {
    /// Names bound to a view of a binding inside `XBinding.bind(…).let {` (or `.inflate(…)`,
    /// `.also {`): `errorIcon = it.iconError` → `errorIcon` → `iconerror`.
    static func letBindingAliases(in code: [UInt8]) -> [String: String] {
        var result: [String: String] = [:]
        let it = Array("it.".utf8)
        for start in prefixOccurrences(of: it, in: code) where start == 0 || !isIdentifierByte(code[start - 1]) && code[start - 1] != UInt8(ascii: ".") {
            let fieldStart = start + it.count
            var end = fieldStart
            while end < code.count, isIdentifierByte(code[end]) { end += 1 }
            var after = end
            while after < code.count, code[after] == UInt8(ascii: " ") { after += 1 }
            guard end > fieldStart, after == code.count || code[after] == UInt8(ascii: "\n") || code[after] == UInt8(ascii: ";"),
                let name = assignedName(before: start, in: code), isBindingLet(around: start, in: code)
            else { continue }
            result[name] = result[name] ?? key(String(decoding: code[fieldStart..<end], as: UTF8.self))
        }
        return result
    }

    /// Where `needle` starts after no identifier byte, whatever follows it: ``occurrences(of:in:)``
    /// wants a whole word, and `it.` or `set` is the start of one.
    static func prefixOccurrences(of needle: [UInt8], in code: [UInt8]) -> [Int] {
        guard needle.count <= code.count else { return [] }
        return (0...(code.count - needle.count)).filter { start in
            code[start] == needle[0] && (start == 0 || !isIdentifierByte(code[start - 1]))
                && code[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    /// Whether the block around `index` is a `let`/`also` lambda on a view binding (`…Binding.bind(…).let {`).
    private static func isBindingLet(around index: Int, in code: [UInt8]) -> Bool {
        guard let open = AndroidTextSetterFacts.unmatchedBrace(before: index, in: code, window: 4000) else { return false }
        let header = String(decoding: code[AndroidTextSetterFacts.headerStart(before: open, in: code, window: 300)..<open], as: UTF8.self)
            .trimmingWhitespace
        guard header.hasSuffix(".let") || header.hasSuffix(".also") else { return false }
        return header.range(of: #"Binding\s*\.\s*(bind|inflate)\s*\("#, options: .regularExpression) != nil
    }

    /// The view a bare property at `start` belongs to through the scope it is in: `with(x) {` or
    /// `x.apply {` (also `?.apply`, `.run`) → `x`'s id (``key(_:)`` of the last name in
    /// `binding.x`, the view a local name is bound to, or else the last name itself); `nil` in any other block.
    static func scopeReceiverView(before start: Int, in code: [UInt8], aliases: [String: String]) -> String? {
        guard let parts = scopeReceiverChain(before: start, in: code), let last = parts.last else { return nil }
        if parts.first == "binding" || parts.first == "it", parts.count > 1 { return key(last) }
        // A name no alias binds is the view of that id, as before a `.` (``viewID(receiver:before:in:)``):
        // kDrive 8ad38f34 `FileAdapter.kt:358`, `stopUploadButton?.apply { …; isVisible = true }`.
        return aliases[last] ?? viewID(receiver: last, before: 0, in: [])
    }

    /// The names of the receiver of the scope `start` is in (`with(binding.icon) {`,
    /// `binding.icon.apply {` → `binding`, `icon`), `nil` outside `with`, `apply` and `run`.
    static func scopeReceiverChain(before start: Int, in code: [UInt8]) -> [String]? {
        guard let open = AndroidTextSetterFacts.unmatchedBrace(before: start, in: code, window: 2000) else { return nil }
        let header = String(decoding: code[AndroidTextSetterFacts.headerStart(before: open, in: code, window: 300)..<open], as: UTF8.self)
            .trimmingWhitespace
        let isName = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        var expression: String
        if header.hasSuffix(")"), let with = header.range(of: "with(", options: .backwards),
            with.lowerBound == header.startIndex || !isName(header[header.index(before: with.lowerBound)])
        {
            expression = String(header[with.upperBound..<header.index(before: header.endIndex)])
        } else if let dot = ["?.apply", ".apply", "?.run", ".run"].first(where: { header.hasSuffix($0) }) {
            // Only the name chain at the end (`x = binding.icon.apply` → `binding.icon`); `?.` first, or `x?` ends in no name.
            expression = String(String(header.dropLast(dot.count).reversed().prefix { isName($0) || $0 == "." }).reversed())
        } else {
            return nil
        }
        let parts = expression.trimmingCharacters(in: .whitespaces).split(separator: ".").map(String.init)
        guard let last = parts.last, !last.isEmpty, last.utf8.allSatisfy(isIdentifierByte) else { return nil }
        return parts
    }
}
