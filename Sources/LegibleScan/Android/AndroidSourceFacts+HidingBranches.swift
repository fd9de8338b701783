import Foundation
import LegibleReporting

/// A text code sets only in the branch that hides the view (fresh Android round 13a, D2):
/// Twidere e04becea `DetailStatusViewHolder.kt:354-373` runs
///
/// ```kotlin
/// if (CheckUtils.isValidLocale(lang) && account.isOfficial(context)) {
///     translateContainer.visibility = View.VISIBLE
///     if (translation != null) { translateLabelView.text = context.getString(R.string.label_translated_to_language, …) }
///     else { translateLabelView.text = context.getString(R.string.label_translate_from_language, …) }
/// } else {
///     translateLabelView.setText(R.string.unknown_language)
///     translateContainer.visibility = View.GONE
/// }
/// ```
///
/// so `header_status.xml:195`'s "Unknown language" is on the view only while its container is
/// gone: the text a person reads is what the other branches set. A text set in a branch (an
/// `if`/`else` block, a `when` arm's block) whose own statements also hide, with a constant, the
/// view or one of its ancestors is left out of what the view shows; the other texts code sets
/// decide (when none is left, the layout's own text does). A hide nested deeper (in an inner
/// `if`) runs only sometimes, so does not count; which views are the view's ancestors is the
/// layout's to say (``AndroidSourceFacts/codeText(ofView:inLayout:shownWith:)``).
extension AndroidSourceFacts {
    /// The views (by ``key(_:)``) the branch block holding `start` hides with a constant in its
    /// own statements; empty when the block is no branch or hides none.
    static func viewsHiddenInBranch(holding start: Int, hides: [Int], aliases: [String: String], in code: [UInt8]) -> Set<String> {
        guard let open = AndroidTextSetterFacts.unmatchedBrace(before: start, in: code, window: 4000), let close = matchingBrace(after: open, in: code),
            isBranchBlock(openedAt: open, in: code)
        else { return [] }
        var hidden = Set<String>()
        for hide in hides where hide > open && hide < close && AndroidTextSetterFacts.unmatchedBrace(before: hide, in: code, window: 4000) == open {
            let receiver = receiver(before: hide, in: code)
            hidden.formUnion(AndroidSourceFacts.receiverViews(receiver, before: hide, in: code, aliases: aliases))
        }
        return hidden
    }

    /// Whether the block opened at `open` is a branch: `if (…) {`, `else {`, `else if (…) {`, or a
    /// `when`/`switch` arm's (`x -> {`, `case X: {`).
    static func isBranchBlock(openedAt open: Int, in code: [UInt8]) -> Bool {
        // Kotlin ends a statement at a line: the header is what follows the last line break outside parentheses.
        let bytes = code[AndroidTextSetterFacts.headerStart(before: open, in: code, window: 300)..<open]
        var depth = 0
        var from = bytes.startIndex
        for index in bytes.indices {
            if bytes[index] == UInt8(ascii: "(") { depth += 1 }
            if bytes[index] == UInt8(ascii: ")") { depth -= 1 }
            if bytes[index] == UInt8(ascii: "\n"), depth == 0 { from = index + 1 }
        }
        let header = String(decoding: bytes[from...], as: UTF8.self).trimmingWhitespace
        if header == "else" || header.hasSuffix("->") { return true }
        guard header.hasPrefix("if") || header.hasPrefix("else if") else { return false }
        let condition = header.hasPrefix("if") ? header.dropFirst(2) : header.dropFirst(7)
        return String(condition).trimmingWhitespace.hasPrefix("(") && header.hasSuffix(")")
    }

    /// Records, for a text code sets at `start` on the `layout/id` keys, the views its branch hides.
    mutating func recordHidingBranch(_ keys: [String], text: ScannedCodeText, hidden: Set<String>) {
        guard !hidden.isEmpty else { return }
        for key in keys { textsHiddenByBranch[key, default: []].append(HidingBranchText(location: text.location, hidden: hidden)) }
    }
}

/// Where a text is set in a branch that hides views, and which (``AndroidSourceFacts/viewsHiddenInBranch(holding:hides:aliases:in:)``).
struct HidingBranchText: Sendable, Hashable {
    var location: Finding.Location
    var hidden: Set<String>
}

/// Kotlin synthetic views, for the texts code sets (Twidere e04becea `DetailStatusViewHolder.kt`:
/// `import kotlinx.android.synthetic.main.header_status.view.*` (`:44`), `private val
/// translateLabelView = itemView.translateLabel` (`:93`), then `translateLabelView.text = …`): the
/// import names the layout, as `R.layout.header_status` would, and a property that is one
/// synthetic view of a receiver (`itemView.y`, `view.y`) is that view.
extension AndroidSourceFacts {
    /// The layouts (by ``key(_:)``) a file's `kotlinx.android.synthetic.main.x` imports name.
    static func syntheticLayouts(in code: [UInt8]) -> Set<String> {
        var result = Set<String>()
        for start in occurrences(of: Array("kotlinx".utf8), in: code[...]) {
            let line = String(decoding: code[start...].prefix(200).prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
            guard line.hasPrefix("kotlinx.android.synthetic.main.") else { continue }
            let layout = line.dropFirst("kotlinx.android.synthetic.main.".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !layout.isEmpty { result.insert(key(String(layout))) }
        }
        return result
    }

    /// The receivers a synthetic view is read from: a holder's row, a fragment's or a dialog's view.
    static let syntheticReceivers: Set<String> = ["itemView", "view", "containerView", "rootView"]

    /// In a file with a synthetic import, `val x = itemView.y` (an optional type; the receivers of
    /// ``syntheticReceivers``) → `x` → `y`'s key. Any other (`val body = message.parts`, qksms
    /// c86ea108 `MessagesAdapter.kt:251`) is a model's property, not a view.
    static func syntheticAliases(in code: [UInt8]) -> [String: String] {
        guard !syntheticLayouts(in: code).isEmpty else { return [:] }
        var result: [String: String] = [:]
        for keyword in ["val", "var"] {
            for start in occurrences(of: Array(keyword.utf8), in: code[...]) {
                let line = String(decoding: code[(start + 3)...].prefix(200).prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: ";") }, as: UTF8.self)
                guard let equals = line.firstIndex(of: "="), !line[line.index(after: equals)...].hasPrefix("=") else { continue }
                var name = line[..<equals].trimmingCharacters(in: .whitespaces)
                if let colon = name.firstIndex(of: ":") { name = name[..<colon].trimmingCharacters(in: .whitespaces) }
                let parts = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces).split(separator: ".", omittingEmptySubsequences: false)
                guard !name.isEmpty, name.utf8.allSatisfy(isIdentifierByte), parts.count == 2, syntheticReceivers.contains(String(parts[0])),
                    parts.allSatisfy({ part in !part.isEmpty && part.utf8.allSatisfy(isIdentifierByte) && part.first?.isNumber == false })
                else { continue }
                result[name] = result[name] ?? key(String(parts[1]))
            }
        }
        return result
    }

    /// Whether the receiver of the call or property at `start` is a bare name (`label.text`), not
    /// the last of a chain (`holder.label.text`), which names a holder's field, not the local.
    static func isBareReceiver(before start: Int, in code: [UInt8]) -> Bool {
        var index = start
        while index > 0, code[index - 1] == UInt8(ascii: " ") || code[index - 1] == UInt8(ascii: "\n") { index -= 1 }
        guard index > 0, code[index - 1] == UInt8(ascii: ".") else { return false }
        index -= 1
        while index > 0, code[index - 1] == UInt8(ascii: "?") || code[index - 1] == UInt8(ascii: "!") { index -= 1 }
        while index > 0, isIdentifierByte(code[index - 1]) { index -= 1 }
        return index == 0 || ![UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!")].contains(code[index - 1])
    }
}
