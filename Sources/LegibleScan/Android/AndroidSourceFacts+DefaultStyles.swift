// A view class's default style theme attribute: the `defStyleAttr` its constructors pass on.
extension AndroidSourceFacts {
    /// Records the theme attribute the file's view class takes its default style from, as Android
    /// reads it (`obtainStyledAttributes(attrs, …, defStyleAttr, …)`: the layout's attributes,
    /// then its `style=`, then the style the theme names in `defStyleAttr`). Kotlin's
    /// `@AttrRes defStyleAttr: Int = R.attr.listItemTextViewStyle` (Kotatsu 34f6e523
    /// `core/ui/widgets/ListItemTextView.kt:28`) and Java's or Kotlin's
    /// `this(context, attrs, R.attr.x)` / `super(context, attrs, R.attr.x)`. A file that names two
    /// such attributes is left out: which constructor inflation calls is then not known.
    mutating func addDefaultStyleAttribute(_ code: [UInt8], className: String) {
        guard !className.isEmpty, viewSuperclasses[className] != nil else { return }
        var found: Set<String> = []
        for start in Self.occurrences(of: Array("R.attr".utf8), in: code[...]) {
            let after = start + 6
            guard after < code.count, code[after] == UInt8(ascii: "."),
                let name = Self.field(of: "R.attr.", in: Array(code[start..<min(code.count, after + 120)]))
            else { continue }
            if Self.isDefaultStyleArgument(before: start, in: code) { found.insert(name) }
        }
        if found.count == 1, let name = found.first { defaultStyleAttributes[className] = name }
    }

    /// Whether the `R.attr.x` at `start` is a `defStyleAttr…: Int =` default or the third argument
    /// of a `this(…)` / `super(…)` constructor call.
    private static func isDefaultStyleArgument(before start: Int, in code: [UInt8]) -> Bool {
        var index = start - 1
        while index >= 0, code[index] == UInt8(ascii: " ") || code[index] == UInt8(ascii: "\n") || code[index] == UInt8(ascii: "\t") { index -= 1 }
        guard index >= 0 else { return false }
        if code[index] == UInt8(ascii: "=") {
            // `defStyleAttr: Int = R.attr.x`: the parameter named for it, just before.
            let line = code[max(0, index - 60)..<index].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).last ?? []
            return String(decoding: line, as: UTF8.self).lowercased().contains("defstyle")
        }
        guard code[index] == UInt8(ascii: ",") else { return false }
        // The call the argument is in: two commas at its depth before it, then `this(` or `super(`.
        var commas = 1
        var depth = 0
        index -= 1
        let floor = max(0, start - 160)
        while index >= floor {
            let byte = code[index]
            if byte == UInt8(ascii: ")") {
                depth += 1
            } else if byte == UInt8(ascii: "(") {
                if depth == 0 { break }
                depth -= 1
            } else if byte == UInt8(ascii: ","), depth == 0 {
                commas += 1
            }
            index -= 1
        }
        guard index >= floor, commas == 2 else { return false }
        let callee = code[max(0, index - 5)..<index]
        return callee.elementsEqual("super".utf8) || callee.suffix(4).elementsEqual("this".utf8)
    }
}
