import Foundation

/// Texts code sets on a layout's views without naming each view at the call, so the layout's
/// own text is a placeholder (FairEmail e23dd9df):
///
/// - through an array of views, `Button[] btn = new Button[]{btnFavorite1, btnFavorite2, …};`
///   then `btn[i].setText(…)` (FragmentDialogSelectFolder.java:449/454, whose layout
///   dialog_folder_select.xml:43 shows `android:text="favorite1"`), or Kotlin's `arrayOf(…)`/
///   `listOf(…)` with `views[i].text = …`: each listed view is given the text;
/// - through `RemoteViews`, `views.setTextViewText(R.id.tvAccount, name)` (Widget.java:209, for
///   widget.xml:42's `android:text="account"`).
///
/// Found literally, as the rest of ``AndroidSourceFacts``: an array is one declared in the same
/// file, its elements identifiers (or property chains, by their last name) resolved as any other
/// receiver is (``resolvedView(_:receiver:in:)``).
extension AndroidSourceFacts {
    /// The views and text expressions of the file's indirect text setters, with where each is.
    static func indirectTexts(in code: [UInt8]) -> [(id: String, value: [UInt8], start: Int)] {
        var result: [(id: String, value: [UInt8], start: Int)] = []
        let setters =
            calls(named: "setText", in: code, receivers: true).map { ($0.start, firstArgument($0.argument)) }
            + textAssignments(in: code).map { ($0.start, $0.value) }
        for (start, value) in setters {
            guard let array = indexedArray(before: start, in: code) else { continue }
            for element in arrayElements(of: array, in: code) {
                guard let id = resolvedView(key(element), receiver: element, in: code) else { continue }
                result.append((id, value, start))
            }
        }
        for call in calls(named: "setTextViewText", in: code) {
            let id = firstArgument(call.argument)
            guard let name = field(of: "R.id.", in: id), id.count < call.argument.count else { continue }
            result.append((key(name), Array(call.argument[(id.count + 1)...]), call.start))
        }
        return result
    }

    /// `btn` in `btn[i].setText(…)` (the name before `[…].` in front of `start`), `nil` when the
    /// receiver is not an indexed name.
    static func indexedArray(before start: Int, in code: [UInt8]) -> String? {
        var index = start
        guard index > 1, code[index - 1] == UInt8(ascii: "."), code[index - 2] == UInt8(ascii: "]") else { return nil }
        index -= 2
        guard let open = code[max(0, index - 40)..<index].lastIndex(of: UInt8(ascii: "[")) else { return nil }
        var begin = open
        while begin > 0, isIdentifierByte(code[begin - 1]) { begin -= 1 }
        return begin < open ? String(decoding: code[begin..<open], as: UTF8.self) : nil
    }

    /// The views listed where the array `name` is declared: `name = new Button[]{a, b}`,
    /// `name = arrayOf(a, b)`, `listOf(…)`; each element's last name (`binding.a` → `a`).
    static func arrayElements(of name: String, in code: [UInt8]) -> [String] {
        for start in occurrences(of: Array(name.utf8), in: code[...]) {
            let statement = String(decoding: code[(start + name.utf8.count)...].prefix(400).prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self)
            let trimmed = statement.drop { $0 == " " }
            guard trimmed.hasPrefix("="), !trimmed.hasPrefix("==") else { continue }
            let list: Substring
            if let open = trimmed.range(of: "[]{"), let close = trimmed[open.upperBound...].firstIndex(of: "}") {
                list = trimmed[open.upperBound..<close]
            } else if let open = ["arrayOf(", "listOf(", "arrayOf<", "listOf<"].lazy.compactMap({ trimmed.range(of: $0) }).first,
                let paren = trimmed[open.lowerBound...].firstIndex(of: "("), let close = trimmed[paren...].firstIndex(of: ")")
            {
                list = trimmed[trimmed.index(after: paren)..<close]
            } else {
                continue
            }
            let elements = list.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").last.map(String.init) ?? ""
            }
            guard !elements.isEmpty, elements.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isIdentifierByte) }) else { continue }
            return elements
        }
        return []
    }
}
