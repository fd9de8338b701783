import Foundation

// A custom view that inflates a `<merge>` layout into itself and listens to its own taps (issue 33,
// fresh-android25a pattern 2): element-android 4c04cbf5 `KeysBackupBanner.kt:84-88` runs
// `inflate(context, R.layout.view_keys_backup_banner, this)`, `setOnClickListener(this)` (the
// banner, a ConstraintLayout, itself) and `views.viewKeysBackupBannerText1.setOnClickListener(this)`,
// whose `onClick(v)` (`:66`) never reads `v`. The merge's children are inside the view that listens;
// the text's tap does what a tap beside it does (`view_keys_backup_banner.xml:32` was judged a
// 25 dp target of its own).
extension AndroidSourceFacts {
    /// What stands for the view a file's own class is among the ids of
    /// ``clickListenerViews(in:aliases:layouts:)``: the host a `<merge>` layout is inflated into.
    static let hostKey = "@host"

    /// Whether the `setOnClickListener` at `start` is on the file's own view: no receiver (or
    /// `this.`), in no `with`/`apply`/`run` scope, in a file whose class is a view
    /// (``declaresViewClass(_:)``, asked once per file and kept in `viewClass`).
    static func isHostCall(at start: Int, in code: [UInt8], viewClass: inout Bool?) -> Bool {
        let receiver = receiver(before: start, in: code)
        guard receiver == nil || receiver == "this", scopeReceiverChain(before: start, in: code) == nil else { return false }
        if viewClass == nil { viewClass = declaresViewClass(code) }
        return viewClass == true
    }

    /// Whether `code` declares a class that extends a view (`) : ConstraintLayout(context, …)`,
    /// `extends FrameLayout`): a name ending in `Layout` or `View` called as the superclass.
    static func declaresViewClass(_ code: [UInt8]) -> Bool {
        let text = String(decoding: code, as: UTF8.self)
        let patterns = [
            #"\bclass\s+\w+[^{]*?[:,]\s*(?:[\w.]+\.)?\w*(?:Layout|View)\s*\("#,
            #"\bclass\s+\w+\s+extends\s+(?:[\w.]+\.)?\w*(?:Layout|View)\b"#,
        ]
        return patterns.contains { pattern in
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
            return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
    }

    /// Whether the file's own `onClick` (Kotlin's `override fun onClick(v: View?)`, Java's
    /// `public void onClick(View v)`) does the same whichever view was tapped: its body never
    /// names its parameter nor reads an id. `false` when the file declares none or several.
    static func ownOnClickIsSameForEveryView(in code: [UInt8]) -> Bool {
        let starts = occurrences(of: Array("onClick".utf8), in: code[...]).filter { $0 + 7 < code.count && code[$0 + 7] == UInt8(ascii: "(") }
        let declared = starts.filter { start in
            let before = String(decoding: code[max(0, start - 30)..<start], as: UTF8.self)
            return before.hasSuffix("fun ") || before.hasSuffix("void ")
        }
        guard declared.count == 1, let start = declared.first,
            let close = code[start...].prefix(200).firstIndex(of: UInt8(ascii: ")")),
            let open = code[close...].prefix(40).firstIndex(of: UInt8(ascii: "{")),
            let end = matchingBrace(after: open, in: code)
        else { return false }
        let parameters = String(decoding: code[(start + 8)..<close], as: UTF8.self)
        // Kotlin's `v: View?` names it first, Java's `View v` last.
        let parameter = parameters.contains(":") ? parameters.split(separator: ":").first : parameters.split(separator: " ").last
        guard let name = parameter.map({ $0.trimmingCharacters(in: .whitespaces) }), !name.isEmpty else { return false }
        let body = code[(open + 1)..<end]
        return ![name, "id", "getId"].contains { !occurrences(of: Array($0.utf8), in: body).isEmpty }
    }
}
