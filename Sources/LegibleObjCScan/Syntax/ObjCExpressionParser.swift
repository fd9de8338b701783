/// A tolerant reader of one Objective-C expression from a run of tokens: message sends
/// `[receiver selector:argument …]`, dotted paths, casts, literals, C calls and dictionary
/// literals. What it does not recognise becomes ``ObjCExpression/other(_:)``; it never fails and
/// always moves forward, and it recurses no deeper than the lexer's nesting limit allows.
struct ObjCExpressionParser {
    private let tokens: ArraySlice<ObjCToken>
    private(set) var index: Int
    private var depth = 0

    init(_ tokens: ArraySlice<ObjCToken>) {
        self.tokens = tokens
        index = tokens.startIndex
    }

    /// The expression that starts at the first token, reading as far as it goes.
    static func parse(_ tokens: ArraySlice<ObjCToken>) -> ObjCExpression {
        var parser = ObjCExpressionParser(tokens)
        return parser.expression()
    }

    private var current: ObjCToken? { index < tokens.endIndex ? tokens[index] : nil }
    private func peekToken(_ offset: Int) -> ObjCToken? { index + offset < tokens.endIndex ? tokens[index + offset] : nil }

    /// An expression up to a token that ends one here (`]`, `)`, `}`, `,`, `;`, or the `name:` of
    /// the next part of a selector). An operation or a ternary is read past and kept as text.
    mutating func expression() -> ObjCExpression {
        let start = index
        let first = unary()
        guard let next = current, !endsExpression(next) else { return first }
        skipToEnd()
        return .other(text(start..<index))
    }

    /// Whether `token` ends the expression being read.
    private func endsExpression(_ token: ObjCToken) -> Bool {
        if token.kind == .symbol { return [")", "]", "}", ",", ";", ":"].contains(token.text) }
        if token.kind == .name, peekToken(1)?.isSymbol(":") == true { return true }
        return false
    }

    /// Moves to the end of an operation, over balanced brackets; a ternary's `:` is its own.
    private mutating func skipToEnd() {
        var ternaries = 0
        while let token = current {
            if token.isSymbol("?") { ternaries += 1 }
            if token.isSymbol(":"), ternaries > 0 {
                ternaries -= 1
                index += 1
                continue
            }
            if endsExpression(token), !(ternaries > 0 && token.kind == .name) { return }
            skipBalanced()
        }
    }

    /// Moves past one token, or past a whole bracketed group when it opens one.
    private mutating func skipBalanced() {
        guard let open = current, open.kind == .symbol, ["(", "[", "{"].contains(open.text) else {
            index += 1
            return
        }
        var depth = 0
        while let token = current {
            index += 1
            if token.kind == .symbol {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { depth -= 1 }
                if depth == 0 { return }
            }
        }
    }

    /// The text of `range`, for ``ObjCExpression/other(_:)``: at most 16 tokens, so that text
    /// kept at every level of a deep expression stays linear in its length.
    private func text(_ range: Range<Int>) -> String {
        let clamped = range.clamped(to: tokens.startIndex..<tokens.endIndex)
        let shown = tokens[clamped.prefix(16)].map(\.text).joined(separator: " ")
        return clamped.count > 16 ? shown + " …" : shown
    }

    /// A prefix operation, a cast, or a primary expression with its postfix parts.
    private mutating func unary() -> ObjCExpression {
        guard let token = current else { return .other("") }
        // Prefixes and casts nest without brackets (`!!!x`, `(T)(T)x`): bounded here.
        depth += 1
        defer { depth -= 1 }
        if depth > 2 * ObjCLimits.maximumDepth {
            skipToEnd()
            return .other("…")
        }
        if token.isSymbol("-"), peekToken(1)?.kind == .number {
            index += 1
            return primary().numberValue.map { .number(-$0) } ?? .other("-")
        }
        if token.isSymbol("("), let afterCast = castEnd() {
            index = afterCast
            return unary()
        }
        if token.kind == .symbol, ["!", "-", "+", "~", "&", "*", "^"].contains(token.text) {
            index += 1
            if token.text == "^" { skipToEnd() } else { _ = unary() }
            return .other(token.text)
        }
        // Nothing to read (`weight:]`): the caller decides what a missing operand means.
        if token.kind == .symbol, [")", "]", "}", ",", ";", ":"].contains(token.text) { return .other("") }
        return postfix(primary())
    }

    /// The index after `(Type *)` when the parentheses hold a type and an operand follows.
    private func castEnd() -> Int? {
        var offset = 1
        var sawName = false
        while let token = peekToken(offset) {
            if token.isSymbol(")") {
                guard sawName, let next = peekToken(offset + 1) else { return nil }
                let operand = next.kind != .symbol || ["[", "(", "@"].contains(next.text)
                return operand ? index + offset + 1 : nil
            }
            if token.kind == .name {
                sawName = true
            } else if !(token.kind == .symbol && ["*", "<", ">", ","].contains(token.text)) {
                return nil
            }
            offset += 1
        }
        return nil
    }

    /// `.name` and `->name` after a path; `(…)` after a name (a C call); `[…]` subscripts skipped.
    private mutating func postfix(_ base: ObjCExpression) -> ObjCExpression {
        var result = base
        while let token = current {
            if token.isSymbol(".") || token.isSymbol("->"), let name = peekToken(1), name.kind == .name, case .path(let names) = result {
                result = .path(names + [name.text])
                index += 2
            } else if token.isSymbol("("), let name = result.name {
                index += 1
                result = .call(name: name, arguments: list(closing: ")"))
            } else if token.isSymbol("["), case .path = result {
                skipBalanced()
                result = .other("subscript")
            } else {
                return result
            }
        }
        return result
    }

    /// Expressions separated by commas up to `closing` (consumed).
    private mutating func list(closing: String) -> [ObjCExpression] {
        var items: [ObjCExpression] = []
        while let token = current {
            if token.isSymbol(closing) {
                index += 1
                return items
            }
            if token.isSymbol(",") {
                index += 1
                continue
            }
            let before = index
            items.append(expression())
            if index == before { skipBalanced() }
        }
        return items
    }

    private mutating func primary() -> ObjCExpression {
        guard let token = current else { return .other("") }
        switch token.kind {
        case .number:
            index += 1
            return ObjCNumber.value(token.text).map(ObjCExpression.number) ?? .other(token.text)
        case .string:
            var contents = ""
            while let next = current, next.kind == .string {
                contents += next.text
                index += 1
            }
            return .string(contents)
        case .name:
            index += 1
            switch token.text {
            case "YES", "true", "TRUE": return .boolean(true)
            case "NO", "false", "FALSE": return .boolean(false)
            default: return .path([token.text])
            }
        case .symbol:
            return symbolPrimary(token)
        case .atKeyword, .character, .preprocessor:
            index += 1
            return .other(token.text)
        }
    }

    private mutating func symbolPrimary(_ token: ObjCToken) -> ObjCExpression {
        switch token.text {
        case "[":
            return message()
        case "(":
            index += 1
            let inner = expression()
            if current?.isSymbol(")") == true { index += 1 } else { skipToEnd() }
            return inner
        case "@":
            index += 1
            guard let next = current else { return .other("@") }
            if next.isSymbol("{") {
                index += 1
                return dictionary()
            }
            if next.isSymbol("[") {
                skipBalanced()
                return .other("@[…]")
            }
            // `@(…)`, `@17`, `@YES`: the boxed value.
            return unary()
        default:
            let start = index
            skipBalanced()
            return .other(text(start..<index))
        }
    }

    /// `[receiver selector]` or `[receiver part:argument part:argument …]`, the `[` current.
    private mutating func message() -> ObjCExpression {
        let start = index
        index += 1
        let receiver = unary()
        var selector = ""
        var arguments: [ObjCExpression] = []
        if let name = current, name.kind == .name, peekToken(1)?.isSymbol("]") == true {
            index += 2
            return .message(receiver: receiver, selector: name.text, arguments: [])
        }
        while let token = current, !token.isSymbol("]") {
            if token.kind == .name, peekToken(1)?.isSymbol(":") == true {
                selector += token.text + ":"
                index += 2
            } else if token.isSymbol(":") {
                selector += ":"
                index += 1
            } else if token.isSymbol(",") {
                // A variadic argument (`arrayWithObjects:a, b, nil`) belongs to the last part.
                index += 1
                _ = expression()
                continue
            } else {
                return recover(from: start)
            }
            let before = index
            arguments.append(expression())
            // A part without its argument is not a message the reader can trust.
            if index == before { return recover(from: start) }
        }
        if current?.isSymbol("]") == true { index += 1 }
        return selector.isEmpty ? .other(text(start..<index)) : .message(receiver: receiver, selector: selector, arguments: arguments)
    }

    /// A message that is not one: skipped to its closing bracket, kept as text.
    private mutating func recover(from start: Int) -> ObjCExpression {
        index = start
        skipBalanced()
        return .other(text(start..<index))
    }

    /// `key: value, …}` after `@{`.
    private mutating func dictionary() -> ObjCExpression {
        var entries: [ObjCExpression.DictionaryEntry] = []
        while let token = current, !token.isSymbol("}") {
            if token.isSymbol(",") {
                index += 1
                continue
            }
            let before = index
            let key = expression()
            guard current?.isSymbol(":") == true else {
                if index == before { skipBalanced() }
                continue
            }
            index += 1
            entries.append(ObjCExpression.DictionaryEntry(key: key, value: expression()))
        }
        if current != nil { index += 1 }
        return .dictionary(entries)
    }
}
