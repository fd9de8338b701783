import Foundation

/// Fields ButterKnife binds to a view (issue 33, fresh-android17b M3): GnuCash
/// `AccountFormFragment.java:207` declares `@BindView(R.id.input_color_picker) ColorSquare mColorSquare;`
/// and `:307` runs `mColorSquare.setOnClickListener(…)`, which left the 40×40 dp colour square of
/// `fragment_account_form.xml:79` unjudged: the name alone says no id, and ButterKnife binds it
/// with no `findViewById` in the file.
///
/// `@BindView(R.id.x)` (also `R2.id.x`, a qualified `…R.id.x`), then the declaration it annotates,
/// on the same line or the next: Java's `[modifiers] Type name;` (other annotations between are
/// skipped), Kotlin's `[lateinit] var name: Type`. `@BindViews` (a list) names no one view: its
/// elements are read apart (``butterKnifeLists(in:)``, `+ButterKnifeLists.swift`).
extension AndroidSourceFacts {
    /// Field name → the view id (by ``key(_:)``) its `@BindView` binds.
    static func butterKnifeAliases(in code: [UInt8]) -> [String: String] {
        guard code.firstRange(of: Array("@BindView(".utf8)) != nil || code.firstRange(of: Array("@BindView (".utf8)) != nil else { return [:] }
        let text = String(decoding: code, as: UTF8.self)
        let pattern = #"@BindView\s*\(\s*(?:\w+\.)*R2?\.id\.(\w+)\s*\)\s*([^;=\n]+)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [:] }
        var result: [String: String] = [:]
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let id = Range(match.range(at: 1), in: text), let declaration = Range(match.range(at: 2), in: text),
                let name = boundFieldName(String(text[declaration]))
            else { continue }
            result[name] = key(String(text[id]))
        }
        return result
    }

    /// List field name → the view ids (by ``key(_:)``) its `@BindViews` binds, in order:
    /// `@BindViews({R.id.a, R.id.b}) TextView[] keys;`, `List<TextView> keys`, Kotlin's
    /// `@BindViews(R.id.a, R.id.b) lateinit var keys: List<TextView>`.
    static func butterKnifeLists(in code: [UInt8]) -> [String: [String]] {
        let needle = Array("@BindViews".utf8)
        var result: [String: [String]] = [:]
        for start in occurrences(of: needle, in: code[...]) {
            var index = start + needle.count
            while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
            // The ids hold no `)`: the first one closes the annotation.
            guard index < code.count, code[index] == UInt8(ascii: "("),
                let close = code[index...].prefix(2_000).firstIndex(of: UInt8(ascii: ")"))
            else { continue }
            let argument = Array(code[(index + 1)..<close])
            let ids = (fields(of: "R.id.", in: argument) + fields(of: "R2.id.", in: argument)).map(key)
            // The declaration after it, on the same line or the next, as `@BindView`'s.
            let rest = String(decoding: code[(close + 1)...].prefix(300), as: UTF8.self).drop { $0.isWhitespace }
            let declaration = rest.prefix { $0 != ";" && $0 != "=" && $0 != "\n" }
            guard !ids.isEmpty, let name = boundFieldName(String(declaration)) else { continue }
            result[name] = ids
        }
        return result
    }

    /// The field a declaration names: the word after Kotlin's `var`/`val`, else Java's last word
    /// (`ColorSquare mColorSquare`); `nil` for anything else (a method, a second annotation alone).
    private static func boundFieldName(_ declaration: String) -> String? {
        let words = declaration.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@" || $0 == ":" || $0 == "(" || $0 == ")") }
            .map(String.init)
        if let keyword = words.firstIndex(where: { $0 == "var" || $0 == "val" }), keyword + 1 < words.count {
            let name = words[keyword + 1].split(separator: ":").first.map(String.init) ?? ""
            return isFieldName(name) ? name : nil
        }
        // Java: `@Nullable TextView mTitle`; a call or a Kotlin type mark is no field declaration.
        let plain = words.filter { !$0.hasPrefix("@") }
        guard plain.count >= 2, let last = plain.last, isFieldName(last), !declaration.contains("(") else { return nil }
        return last
    }

    private static func isFieldName(_ name: String) -> Bool {
        !name.isEmpty && name.first?.isNumber == false && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}

/// Views ButterKnife gives a click listener by annotating a method (fresh-droid29b):
/// glucosio-android `HelloActivity.java:183`, `@OnClick(R.id.helloactivity_textview_terms)`, makes
/// the 19 dp tall terms text of `activity_hello.xml:158` a button with no `setOnClickListener`
/// anywhere. `@OnClick({R.id.a, R.id.b})` lists several; `@OnLongClick` listens too. `@OnItemClick`
/// and the like are a list's rows, not the view the id names.
extension AndroidSourceFacts {
    /// Each `@OnClick(…)`/`@OnLongClick(…)` with where it starts and the ids (by ``key(_:)``) it names.
    static func butterKnifeClicks(in code: [UInt8]) -> [(start: Int, ids: [String])] {
        var result: [(start: Int, ids: [String])] = []
        for name in ["@OnClick", "@OnLongClick"] {
            let needle = Array(name.utf8)
            for start in occurrences(of: needle, in: code[...]) {
                var index = start + needle.count
                while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
                guard index < code.count, code[index] == UInt8(ascii: "("),
                    let close = code[index...].prefix(1_000).firstIndex(of: UInt8(ascii: ")"))
                else { continue }
                let argument = Array(code[(index + 1)..<close])
                let ids = (fields(of: "R.id.", in: argument) + fields(of: "R2.id.", in: argument)).map(key)
                if !ids.isEmpty { result.append((start, ids)) }
            }
        }
        return result
    }
}
