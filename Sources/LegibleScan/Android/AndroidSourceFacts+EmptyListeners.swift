/// Click listeners that do nothing for the user (`target.small`): AppManager
/// `CodeEditorFragment.java:469-471` sets `mPositionButton.setOnClickListener(v -> { // TODO … })`
/// on the 18 dp status text at `fragment_code_editor.xml:155` (and `:434-436` on `language`,
/// `:182`). A tap on it does nothing, so it is no target, as Rules.md already says of a Compose
/// `onClick = {}`. Comments are blanked before this runs (``AndroidSourceComments``), so a body
/// of comments only is an empty body.
///
/// Only these shapes count, once white space is dropped: a Java lambda `v -> {}` (any parameter
/// list), a Kotlin lambda `{}` or `{ _ -> }` (also after `View.OnClickListener`), and an
/// anonymous `new View.OnClickListener() { public void onClick(View v) {} }` or Kotlin
/// `object : View.OnClickListener { override fun onClick(v: View?) {} }`. Anything else, even a
/// method reference to an empty method, is a listener.
extension AndroidSourceFacts {
    /// Whether the listener that follows a `setOnClickListener` name, starting at `index` (at
    /// the `(` or a Kotlin trailing `{`, after spaces), does nothing.
    static func listenerDoesNothing(at index: Int, in code: [UInt8]) -> Bool {
        guard index < code.count else { return false }
        let open = code[index]
        guard open == UInt8(ascii: "(") || open == UInt8(ascii: "{") else { return false }
        let close = open == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
        var depth = 0
        var end = index
        // Far enough for an anonymous class with annotations, short enough to stay cheap.
        while end < code.count, end - index < 600 {
            if code[end] == open { depth += 1 }
            if code[end] == close { depth -= 1 }
            if depth == 0 { break }
            end += 1
        }
        guard depth == 0, end < code.count else { return false }
        return doesNothing(argument: open == UInt8(ascii: "(") ? code[(index + 1)..<end] : code[index...end])
    }

    /// Whether a call's argument (the text between its parentheses) is a listener that does nothing.
    static func doesNothing(argument: some Collection<UInt8>) -> Bool {
        doesNothing(String(decoding: argument.filter { !$0.isWhitespace }, as: UTF8.self))
    }

    /// Whether `listener`, without white space, is one of the empty shapes above.
    static func doesNothing(_ listener: String) -> Bool {
        var text = Substring(listener)
        for prefix in ["View.OnClickListener", "OnClickListener"] where text.hasPrefix(prefix + "{") {
            text = text.dropFirst(prefix.count)
        }
        // Kotlin: `{}`, `{_->}`, `{v->}`.
        if text.hasPrefix("{"), text.hasSuffix("}") {
            let body = text.dropFirst().dropLast()
            if body.isEmpty { return true }
            if let arrow = body.range(of: "->"), body[arrow.upperBound...].isEmpty, isParameterList(body[..<arrow.lowerBound]) { return true }
        }
        // Java: `v->{}`, `(v)->{}`, `(Viewv)->{}`.
        if text.hasSuffix("->{}"), isParameterList(text.dropLast(4)) { return true }
        // Anonymous classes whose one method is `onClick` with an empty body.
        for (head, method) in [("new", "voidonClick("), ("object:", "funonClick(")] where text.hasPrefix(head) && text.hasSuffix("{}}") {
            guard let start = text.range(of: "OnClickListener"), let call = text.range(of: method) else { continue }
            let between = text[start.upperBound..<call.lowerBound]
            let parameters = text[call.upperBound...].dropLast(3)
            // `(){@Overridepublic` or `{override`: no statement or other member between.
            if !between.contains(";"), !between.contains("}"), between.filter({ $0 == "{" }).count == 1,
                let shut = parameters.firstIndex(of: ")"), !parameters[..<shut].contains("{"),
                ["", ":Unit"].contains(String(parameters[parameters.index(after: shut)...]))
            {
                return true
            }
        }
        return false
    }

    /// Whether `text` is only a lambda's parameters: names, types, `_`, `,`, `:`, `?`, parentheses.
    private static func isParameterList(_ text: Substring) -> Bool {
        text.allSatisfy { $0.isLetter || $0.isNumber || "_,:?().<>@".contains($0) }
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII space, tab or line break.
    fileprivate var isWhitespace: Bool {
        self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D
    }
}
