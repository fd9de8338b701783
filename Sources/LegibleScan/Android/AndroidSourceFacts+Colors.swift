import Foundation
import LegibleSyntax

// Colours code sets through a view it looked up, or hands to a theming helper.
extension AndroidSourceFacts {
    /// Local names bound to a view looked up by id: `TextView title = findViewById(R.id.toolbar_title);`,
    /// `val header = root.findViewById<View>(R.id.drawer_header_view)`, `(TextView) v.findViewById(R.id.x)`
    /// — name → the id by ``key(_:)``. A `title.setTextColor(…)` later in the file sets the colour of
    /// `@id/toolbar_title`, which the name alone does not say.
    static func viewAliases(in code: [UInt8]) -> [String: String] {
        var result: [String: String] = [:]
        for call in calls(named: "findViewById", in: code) {
            guard let id = field(of: "R.id.", in: call.argument), let name = assignedName(before: call.start, in: code) else { continue }
            result[name] = key(id)
        }
        // `addButton = binding.btnAdd` (Wikimedia Commons c5d5b227 `DescriptionsAdapter.kt`, then
        // `addButton!!.setOnClickListener`): a name bound to a binding's view is that view. Any
        // name the file declares a binding under counts (rethink c1b8349d `WgConfigDetailActivity.kt:1134`,
        // `val editBtn: AppCompatImageView = b.ssidEditBtn` with `b by viewBinding(…)`).
        for variable in bindingVariables(in: code) {
            for (name, field) in fieldAliases(of: variable, in: code) { result[name] = result[name] ?? field }
        }
        // `errorIcon = it.iconError` in `XBinding.bind(itemView).let {` (``letBindingAliases(in:)``), and
        // `val x by lazy { dialog!!.findViewById<View>(R.id.y) }` (`AndroidSourceFacts+LazyViews.swift`).
        // `@BindView(R.id.x) ColorSquare mColorSquare;` (`AndroidSourceFacts+ButterKnife.swift`), and
        // Epoxy's `val textView by bind<TextView>(R.id.x)` (`AndroidSourceFacts+EpoxyHolders.swift`).
        return result.merging(letBindingAliases(in: code)) { first, _ in first }.merging(lazyViewAliases(in: code)) { first, _ in first }
            .merging(butterKnifeAliases(in: code)) { first, _ in first }.merging(epoxyBindAliases(in: code)) { first, _ in first }
    }

    /// `binding` and each name the file declares with a generated binding class (`val b by
    /// viewBinding(XBinding::bind)`, `lateinit var b: XBinding`, Java's `XBinding b;`).
    static func bindingVariables(in code: [UInt8]) -> [String] {
        // Every form names a binding class or `viewBinding`: most files name neither.
        guard ByteSearch.contains(Array("Binding".utf8), in: code) else { return ["binding"] }
        let text = String(decoding: code, as: UTF8.self)
        let pattern = #"(?:val|var)\s+(\w+)\s*(?::\s*\w+Binding\b|by\s+viewBinding\b|=\s*\w+Binding\s*\.\s*(?:inflate|bind)\b)|\b\w+Binding\s+(\w+)\s*[;=]"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return ["binding"] }
        var names = ["binding"]
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            for group in 1...2 {
                guard let range = Range(match.range(at: group), in: text) else { continue }
                let name = String(text[range])
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// `name → field` for each `name = variable.field` statement that ends after the field.
    private static func fieldAliases(of variable: String, in code: [UInt8]) -> [(String, String)] {
        let binding = Array(variable.utf8)
        var result: [(String, String)] = []
        for start in occurrences(of: binding, in: code[...]) where start + binding.count < code.count && code[start + binding.count] == UInt8(ascii: ".") {
            let fieldStart = start + binding.count + 1
            var end = fieldStart
            while end < code.count, isIdentifierByte(code[end]) { end += 1 }
            var after = end
            while after < code.count, code[after] == UInt8(ascii: " ") || code[after] == UInt8(ascii: "!") { after += 1 }
            guard end > fieldStart, after == code.count || code[after] == UInt8(ascii: "\n") || code[after] == UInt8(ascii: ";"),
                let name = assignedName(before: start, in: code), name != variable
            else { continue }
            result.append((name, key(String(decoding: code[fieldStart..<end], as: UTF8.self))))
        }
        return result
    }

    /// The name assigned the expression that ends at `start` (`x = a.b.` before `findViewById`):
    /// back over the receiver chain and a cast to a lone `=`, then the identifier before it (Kotlin's
    /// `val x: TextView =` gives `x`); `nil` when the statement assigns nothing.
    static func assignedName(before start: Int, in code: [UInt8]) -> String? {
        let chain: Set<UInt8> = [UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: " ")]
        var index = start
        while index > 0, start - index < 160, isIdentifierByte(code[index - 1]) || chain.contains(code[index - 1]) { index -= 1 }
        guard index > 1, code[index - 1] == UInt8(ascii: "="), !"=!<>+-*/".utf8.contains(code[index - 2]) else { return nil }
        var end = index - 1
        while end > 0, code[end - 1] == UInt8(ascii: " ") { end -= 1 }
        var begin = end
        while begin > 0, isIdentifierByte(code[begin - 1]) || code[begin - 1] == UInt8(ascii: "<") || code[begin - 1] == UInt8(ascii: ">") {
            begin -= 1
        }
        // Kotlin's `val name: Type =`: the identifier before the colon.
        var colon = begin
        while colon > 0, code[colon - 1] == UInt8(ascii: " ") { colon -= 1 }
        if colon > 0, code[colon - 1] == UInt8(ascii: ":") {
            end = colon - 1
            while end > 0, code[end - 1] == UInt8(ascii: " ") { end -= 1 }
            begin = end
            while begin > 0, isIdentifierByte(code[begin - 1]) { begin -= 1 }
        }
        let name = String(decoding: code[begin..<end], as: UTF8.self)
        guard !name.isEmpty, name.utf8.allSatisfy(isIdentifierByte), name.first?.isLetter == true || name.first == "_" else { return nil }
        return name
    }

    /// Prefixes of the app's own theming helpers (`viewThemeUtils.platform.colorTextView(binding.title, …)`,
    /// `themeToolbar(toolbar)`, `tintButton(button)`): a call whose name is one of these followed
    /// by an upper-case letter colours the views it is given.
    private static let themingPrefixes = ["color", "theme", "tint"]

    /// Names an argument is that is no view of a layout's.
    private static let notViews: Set<String> = ["this", "it", "context", "activity", "requireContext", "requireActivity", "null", "true", "false"]

    /// The views (by ``key(_:)``) handed to a theming helper (``themingPrefixes``): each argument
    /// that is a view reference — `binding.hostUrlInput`, `holder.title`, a name ``viewAliases(in:)``
    /// binds, `findViewById(R.id.x)` — whose colours the helper sets.
    static func themedViews(in code: [UInt8], aliases: [String: String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < code.count {
            guard isIdentifierByte(code[index]), index == 0 || !isIdentifierByte(code[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < code.count, isIdentifierByte(code[end]) { end += 1 }
            defer { index = end }
            let name = String(decoding: code[index..<end], as: UTF8.self)
            guard let prefix = themingPrefixes.first(where: { name.hasPrefix($0) }), name.count > prefix.count,
                name.dropFirst(prefix.count).first?.isUppercase == true
            else { continue }
            for call in calls(named: name, in: Array(code[index..<min(code.count, end + 420)])) where call.start == 0 {
                result += arguments(call.argument).compactMap { viewReference($0, aliases: aliases) }
            }
        }
        return result
    }

    /// The top-level, comma-separated arguments of a call's argument text; `<…>` nests too unless
    /// `angleBrackets` is false (where `a > 0 ? x : y` may be an argument).
    static func arguments(_ text: [UInt8], angleBrackets: Bool = true) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current: [UInt8] = []
        for byte in text {
            if byte == UInt8(ascii: "(") || (angleBrackets && byte == UInt8(ascii: "<")) { depth += 1 }
            if byte == UInt8(ascii: ")") || (angleBrackets && byte == UInt8(ascii: ">")) { depth -= 1 }
            if byte == UInt8(ascii: ","), depth == 0 {
                parts.append(String(decoding: current, as: UTF8.self))
                current = []
            } else {
                current.append(byte)
            }
        }
        parts.append(String(decoding: current, as: UTF8.self))
        return parts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// The view id an argument names, by ``key(_:)``: `findViewById(R.id.x)`'s id, a bound name's,
    /// or a property path's last name (`binding.hostUrlInput` → `hosturlinput`) when it starts in
    /// lower case (`ColorRole.ON_PRIMARY` is no view).
    static func viewReference(_ argument: String, aliases: [String: String]) -> String? {
        if argument.contains("findViewById") { return field(of: "R.id.", in: Array(argument.utf8)).map(key) }
        let path = argument.replacingOccurrences(of: "!!", with: "").replacingOccurrences(of: "?", with: "")
        let names = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let last = names.last, !names.contains(where: { $0.isEmpty || !$0.utf8.allSatisfy(isIdentifierByte) }),
            last.first?.isLowercase == true, !notViews.contains(last)
        else { return nil }
        if names.count == 1, let id = aliases[last] { return id }
        return key(last)
    }
}

extension AndroidSourceFacts {
    /// Whether code sets the hint colour of a view with this id (`setHintTextColor`).
    func setsHintColor(ofView id: String) -> Bool { textColorsSetInCode.contains("hint " + Self.key(id)) }

    /// `hint ` + each view whose hint colour `code` sets and `link ` + each whose link colour, as ``textColorsSetInCode`` keeps them.
    static func hintViews(_ views: ([Call]) -> [String], _ code: [UInt8]) -> [String] {
        views(Self.calls(named: "setHintTextColor", in: code, receivers: true)).map { "hint " + $0 }
            + views(Self.calls(named: "setLinkTextColor", in: code, receivers: true)).map { "link " + $0 }
    }

    /// Whether code sets the link colour of a view with this id (`setLinkTextColor`).
    func setsLinkColor(ofView id: String) -> Bool { textColorsSetInCode.contains("link " + Self.key(id)) }
}
