extension KotlinParser {
    /// Binary operators by precedence, lowest first (Kotlin's grammar); infix calls (`a to b`,
    /// `LocalDensity provides x`) sit between `?:` and `..`.
    static let precedence: [String: Int] = [
        "||": 1, "&&": 2, "==": 3, "!=": 3, "===": 3, "!==": 3, "<": 4, ">": 4, "<=": 4, ">=": 4, "in": 5, "!in": 5, "is": 5, "!is": 5,
        "?:": 6, "..": 8, "..<": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10, "as": 11, "as?": 11,
    ]
    static let infixPrecedence = 7
    /// Names that never call an infix function: they belong to the statement around.
    static let notInfix: Set<String> = ["else", "catch", "finally", "by", "where", "get", "set", "if", "when", "while", "for", "do", "return"]
    /// Operators that continue an expression from the start of the next line.
    static let continuesLine: Set<String> = ["?:", "&&", "||"]

    /// One expression.
    mutating func expression() -> KotlinExpression {
        guard enter() else { return KotlinExpression(kind: .unknown, position: tokens[index].position, endLine: lastLine, depth: 1) }
        defer { leave() }
        return binary(minimum: 1)
    }

    private mutating func binary(minimum: Int) -> KotlinExpression {
        var left = prefix()
        while let (op, level, length) = binaryOperator(), level >= minimum {
            for _ in 0..<length { advance() }
            skipNewlines()
            if op == "as" || op == "as?" || op == "is" || op == "!is" {
                let type = typeText()
                left = make(.typeCheck(op: op, operand: left, type: type), at: left.position, parts: [left])
            } else {
                let right = binary(minimum: level + 1)
                left = make(.binary(op: op, left: left, right: right), at: left.position, parts: [left, right])
            }
        }
        return left
    }

    /// The binary operator next, its precedence and how many tokens it takes; a line break
    /// before it ends the expression unless it is one of ``continuesLine``.
    private mutating func binaryOperator() -> (String, Int, Int)? {
        var token = current
        if token.isNewline {
            let next = peekPastNewlines()
            // `as`/`as?` at the start of a line continues too (a cast after a chain).
            guard (next.kind == .symbol && Self.continuesLine.contains(next.text)) || next.isName("as") else { return nil }
            skipNewlines()
            token = current
        }
        switch token.kind {
        case .symbol:
            if token.text == "!", tokens[index + 1].isName("in") || tokens[index + 1].isName("is") {
                return ("!" + tokens[index + 1].text, 5, 2)
            }
            if token.text == "<", typeArgumentsEnd(from: index) != nil, let end = typeArgumentsEnd(from: index), tokens[end].isSymbol("(") {
                return nil
            }
            return Self.precedence[token.text].map { (token.text, $0, 1) }
        case .name:
            if token.text == "as" { return tokens[index + 1].isSymbol("?") ? ("as?", 11, 2) : ("as", 11, 1) }
            if let level = Self.precedence[token.text] { return (token.text, level, 1) }
            guard !Self.notInfix.contains(token.text) else { return nil }
            return (token.text, Self.infixPrecedence, 1)
        default:
            return nil
        }
    }

    private mutating func prefix() -> KotlinExpression {
        let token = current
        if case .symbol = token.kind, ["-", "+", "!", "++", "--", "*"].contains(token.text) {
            advance()
            guard enter() else { return KotlinExpression(kind: .unknown, position: token.position, endLine: lastLine, depth: 1) }
            defer { leave() }
            let operand = prefix()
            return make(.prefix(op: token.text, operand: operand), at: token.position, parts: [operand])
        }
        return postfix(primary())
    }

    /// Member access, calls, trailing lambdas, indexing and `!!` after `base`.
    private mutating func postfix(_ base: KotlinExpression) -> KotlinExpression {
        var result = base
        while true {
            var token = current
            if token.isNewline {
                // A line starting with `.` or `?.` continues the chain.
                let next = peekPastNewlines()
                guard next.isSymbol(".") || next.isSymbol("?.") else { return result }
                skipNewlines()
                token = current
            }
            if token.isSymbol(".") || token.isSymbol("?.") {
                advance()
                skipNewlines()
                guard current.isName else { return result }
                let name = current.text
                advance()
                result = make(.member(base: result, name: name, safe: token.text == "?."), at: result.position, parts: [result])
            } else if token.isSymbol("::") {
                advance()
                let name = current.isName ? current.text : ""
                if current.isName { advance() }
                result = make(.reference(base: result, name: name), at: result.position, parts: [result])
            } else if token.isSymbol("<"), let end = typeArgumentsEnd(from: index),
                tokens[end].isSymbol("(") || tokens[end].isSymbol("{") || tokens[end].isSymbol("::")
            {
                index = end
            } else if token.isSymbol("(") {
                let arguments = argumentList()
                let lambda = current.isSymbol("{") ? lambda() : nil
                result = call(result, arguments, lambda)
            } else if token.isSymbol("{"), Self.takesTrailingLambda(result) {
                result = call(result, [], lambda())
            } else if token.isSymbol("[") {
                let position = token.position
                let arguments = bracketList()
                result = make(.index(base: result, arguments: arguments), at: result.position, parts: [result] + arguments)
                _ = position
            } else if token.isSymbol("!!") || token.isSymbol("++") || token.isSymbol("--") {
                advance()
                result = make(.postfix(op: token.text, operand: result), at: result.position, parts: [result])
            } else {
                return result
            }
        }
    }

    private mutating func call(_ callee: KotlinExpression, _ arguments: [KotlinArgument], _ lambda: KotlinLambda?) -> KotlinExpression {
        var parts = [callee] + arguments.map(\.value)
        if let lambda { parts.append(make(.lambda(lambda), at: lambda.position, parts: Self.parts(of: lambda.body))) }
        return make(.call(callee: callee, arguments: arguments, lambda: lambda), at: callee.position, parts: parts)
    }

    /// Whether `{` after `expression` on the same line is its trailing lambda (`Column { … }`,
    /// `Modifier.clickable { … }`, `Button(onClick = {}) { … }` is handled by the call).
    static func takesTrailingLambda(_ expression: KotlinExpression) -> Bool {
        switch expression.kind {
        case .name(let name): !["else", "try", "do", "finally"].contains(name)
        case .member: true
        case .call(_, _, let lambda): lambda == nil
        // `"preview-surface" { … }`: a string's `invoke` operator, as FlorisBoard's stylesheet DSL writes rules.
        case .literal(let token): if case .string = token.kind { true } else { false }
        default: false
        }
    }

    /// `(name = value, value, …)` from its `(`.
    mutating func argumentList() -> [KotlinArgument] {
        let open = current.position
        advance()
        ignoresNewlines.append(true)
        defer { ignoresNewlines.removeLast() }
        var result: [KotlinArgument] = []
        while !current.isSymbol(")") {
            if current.isEnd {
                diagnose("the `(` is never closed", at: open)
                return result
            }
            var name: String?
            if current.isName, tokens[index + 1].isSymbol("=") || (tokens[index + 1].isNewline && peekAfter(index + 1).isSymbol("=")) {
                name = current.text
                advance()
                _ = accept("=")
            }
            result.append(KotlinArgument(name: name, value: expression()))
            if !accept(","), !current.isSymbol(")") {
                if current.isEnd { continue }
                diagnose("unexpected `\(Self.shown(current))` in the arguments", at: current.position)
                skipToEnclosingClose()
                // A `}` or `]` closes something outside the call: the `(` is never closed.
                if !current.isSymbol(")") {
                    diagnose("the `(` is never closed", at: open)
                    return result
                }
            }
        }
        advance()
        return result
    }

    func peekAfter(_ at: Int) -> KotlinToken {
        var at = at
        while tokens[at].isNewline { at += 1 }
        return tokens[at]
    }

    /// `[a, b]` from its `[`.
    mutating func bracketList() -> [KotlinExpression] {
        let open = current.position
        advance()
        ignoresNewlines.append(true)
        defer { ignoresNewlines.removeLast() }
        var result: [KotlinExpression] = []
        while !current.isSymbol("]") {
            if current.isEnd {
                diagnose("the `[` is never closed", at: open)
                return result
            }
            result.append(expression())
            if !accept(","), !current.isSymbol("]") {
                diagnose("unexpected `\(Self.shown(current))` in the brackets", at: current.position)
                skipToEnclosingClose()
                if current.isSymbol(")") || current.isSymbol("}") { return result }
            }
        }
        advance()
        return result
    }

    /// `{ a, b -> body }` from its `{`.
    mutating func lambda() -> KotlinLambda {
        let position = current.position
        advance()
        var parameters: [String] = []
        if let arrow = lambdaArrow(from: index) {
            for at in index..<arrow where tokens[at].isName {
                if at == index || tokens[at - 1].isSymbol(",") || tokens[at - 1].isSymbol("(") || tokens[at - 1].isNewline {
                    parameters.append(tokens[at].text)
                }
            }
            index = arrow + 1
        }
        let body = blockStatements(open: position)
        return KotlinLambda(parameters: parameters, body: body, position: position, endLine: lastLine)
    }

    /// The index of a lambda's `->` when its parameters come first (`a, (b, c): T ->`).
    func lambdaArrow(from start: Int) -> Int? {
        var at = start
        // Before a `:` only names, commas and destructuring parentheses: `{ mutableStateOf<(() ->
        // Unit)?>(null) }` (Proton Pass d04eec28 CreateAlias.kt:100) is a call whose type's `->`
        // is no lambda's.
        var typed = false
        while at < tokens.count, at - start < 64 {
            let token = tokens[at]
            switch token.kind {
            case .name, .newline: break
            case .symbol:
                if token.text == "->" { return at }
                if token.text == ":" { typed = true }
                guard typed ? [",", ":", "(", ")", ".", "<", ">", "?", "*"].contains(token.text) : [",", "(", ")", ":"].contains(token.text)
                else { return nil }
                if !typed, token.text == "(", at > start, tokens[at - 1].isName { return nil }
            default: return nil
            }
            at += 1
        }
        return nil
    }
}
