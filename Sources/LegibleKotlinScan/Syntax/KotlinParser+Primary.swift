extension KotlinParser {
    /// A name, literal, parenthesised expression, lambda, reference, or a control-flow
    /// expression; an unknown leaf, consuming nothing, when none starts here.
    mutating func primary() -> KotlinExpression {
        let token = current
        switch token.kind {
        case .number, .string, .character:
            advance()
            return make(.literal(token), at: token.position)
        case .name:
            return namePrimary(token)
        case .symbol:
            return symbolPrimary(token)
        case .newline, .end:
            diagnose("expected an expression", at: token.position)
            return make(.unknown, at: token.position)
        }
    }

    private mutating func symbolPrimary(_ token: KotlinToken) -> KotlinExpression {
        switch token.text {
        case "(":
            let open = token.position
            advance()
            ignoresNewlines.append(true)
            defer { ignoresNewlines.removeLast() }
            let inner = expression()
            if !accept(")") {
                diagnose(current.isEnd ? "the `(` is never closed" : "unexpected `\(Self.shown(current))`", at: current.isEnd ? open : current.position)
                skipToEnclosingClose()
                _ = accept(")")
            }
            return inner
        case "{":
            let lambda = lambda()
            return make(.lambda(lambda), at: token.position, parts: Self.parts(of: lambda.body))
        case "[":
            let items = bracketList()
            return make(
                .call(callee: make(.name("arrayOf"), at: token.position), arguments: items.map { KotlinArgument(value: $0) }, lambda: nil), at: token.position,
                parts: items)
        case "::":
            advance()
            let name = current.isName ? current.text : ""
            if current.isName { advance() }
            return make(.reference(base: nil, name: name), at: token.position)
        case "@":
            _ = annotations()
            return expression()
        default:
            diagnose("expected an expression, found `\(Self.shown(token))`", at: token.position)
            return make(.unknown, at: token.position)
        }
    }

    private mutating func namePrimary(_ token: KotlinToken) -> KotlinExpression {
        // A label (`outer@ for …`, `run loop@{ … }`).
        if tokens[index + 1].isSymbol("@"), tokens[index + 1].position.line == token.position.line,
            tokens[index + 1].position.column == token.position.column + token.text.unicodeScalars.count, !Self.jumps.contains(token.text),
            token.text != "this", token.text != "super"
        {
            advance()
            advance()
            return expression()
        }
        switch token.text {
        case "if": return ifExpression(token)
        case "when": return whenExpression(token)
        case "try": return tryExpression(token)
        case "for", "while": return loop(token)
        case "do": return doWhile(token)
        case "return", "throw", "break", "continue": return jump(token)
        case "object" where tokens[index + 1].isSymbol(":") || tokens[index + 1].isSymbol("{"):
            advance()
            while !current.isSymbol("{"), !current.isEnd, !current.isSymbol("}") {
                if current.isSymbol("(") { _ = argumentList() } else { advance() }
            }
            let body = current.isSymbol("{") ? block() : []
            return make(.objectLiteral(body), at: token.position, parts: Self.parts(of: body))
        case "fun" where tokens[index + 1].isSymbol("("):
            // An anonymous function: its parameters, then its body as a lambda's.
            advance()
            _ = parameters()
            if accept(":") { _ = typeText() }
            if accept("=") {
                // `fun(s: Settings) = Local provides s.value` (ReadYou): an expression body.
                skipNewlines()
                let value = expression()
                return make(.block([.expression(value)]), at: token.position, parts: [value])
            }
            let body = current.isSymbol("{") ? block() : []
            return make(.block(body), at: token.position, parts: Self.parts(of: body))
        default:
            advance()
            var result = make(.name(token.text), at: token.position)
            if token.text == "this" || token.text == "super", current.isSymbol("@") {
                advance()
                if current.isName { advance() }
            }
            if token.text == "super", current.isSymbol("<"), let end = typeArgumentsEnd(from: index) { index = end }
            result.endLine = token.position.line
            return result
        }
    }

    static let jumps: Set<String> = ["return", "throw", "break", "continue"]

    /// A branch of `if`, `when`, a loop: a block, or one statement read as an expression.
    private mutating func branch() -> KotlinExpression {
        skipNewlines()
        let position = current.position
        // `is Dark -> { index -> … }` (FlorisBoard): a lambda, when parameters and `->` follow the `{` on its line.
        if current.isSymbol("{"), let arrow = lambdaArrow(from: index + 1), tokens[index..<arrow].allSatisfy({ !$0.isNewline }) {
            let lambda = lambda()
            return make(.lambda(lambda), at: position, parts: Self.parts(of: lambda.body))
        }
        if current.isSymbol("{") {
            let body = block()
            return make(.block(body), at: position, parts: Self.parts(of: body))
        }
        let value = expression()
        if current.isSymbol("=") || current.isSymbol("+=") || current.isSymbol("-=") {
            let op = current.text
            advance()
            skipNewlines()
            let assigned = expression()
            return make(.binary(op: op, left: value, right: assigned), at: position, parts: [value, assigned])
        }
        return value
    }

    /// `( condition )` after a keyword.
    private mutating func condition() -> KotlinExpression? {
        guard current.isSymbol("(") else {
            diagnose("expected `(` after the keyword", at: current.position)
            return nil
        }
        let open = current.position
        advance()
        ignoresNewlines.append(true)
        defer { ignoresNewlines.removeLast() }
        let value = expression()
        if !accept(")") {
            diagnose(current.isEnd ? "the `(` is never closed" : "unexpected `\(Self.shown(current))`", at: current.isEnd ? open : current.position)
            skipToEnclosingClose()
            _ = accept(")")
        }
        return value
    }

    /// The index of the next token past line breaks and `;`.
    private func indexPastSeparators() -> Int {
        var at = index
        while tokens[at].isNewline || tokens[at].isSymbol(";") { at += 1 }
        return at
    }

    private func peekPastSeparators() -> KotlinToken { tokens[indexPastSeparators()] }

    /// Whether the next word, past line breaks and `;`, is `word`; consumes up to it if so.
    private mutating func acceptFollowing(_ word: String) -> Bool {
        var at = index
        while tokens[at].isNewline || tokens[at].isSymbol(";") { at += 1 }
        guard tokens[at].isName(word) else { return false }
        index = at + 1
        return true
    }

    /// `if (a) x else if (b) y else z`: an `else if` chain is read in a loop, not by recursion,
    /// so a chain of any length nests as deep as one `if` does (Amethyst 10149d71
    /// ThreadFeedView.kt:1143, 32 branches, was "nested more than 100 deep"); the tree is the same.
    private mutating func ifExpression(_ token: KotlinToken) -> KotlinExpression {
        var links: [(position: KotlinPosition, parts: [KotlinExpression])] = []
        var position = token.position
        while true {
            advance()
            var parts: [KotlinExpression] = []
            if let condition = condition() { parts.append(condition) }
            parts.append(branch())
            // `else ->` on a later line is the enclosing `when`'s last branch, not this `if`'s
            // (`cond -> if (a) { … }` then `else -> { … }`, Pocket Casts' ClipSelectorState).
            if peekPastSeparators().isName("else"), !tokens[indexPastSeparators() + 1].isSymbol("->"), acceptFollowing("else") {
                skipNewlines()
                if current.isName("if") {
                    links.append((position, parts))
                    position = current.position
                    continue
                }
                parts.append(branch())
            }
            var chain = make(.control(keyword: "if", parts: parts), at: position, parts: parts)
            for link in links.reversed() {
                let parts = link.parts + [chain]
                chain = make(.control(keyword: "if", parts: parts), at: link.position, parts: parts)
            }
            return chain
        }
    }

    private mutating func whenExpression(_ token: KotlinToken) -> KotlinExpression {
        advance()
        var parts: [KotlinExpression] = []
        if current.isSymbol("(") {
            advance()
            ignoresNewlines.append(true)
            if current.isName("val") {
                advance()
                advance()
                if accept(":") { _ = typeText() }
                _ = accept("=")
            }
            parts.append(expression())
            ignoresNewlines.removeLast()
            if !accept(")") {
                skipToEnclosingClose()
                _ = accept(")")
            }
        }
        skipNewlines()
        guard current.isSymbol("{") else { return make(.control(keyword: "when", parts: parts), at: token.position, parts: parts) }
        let open = current.position
        advance()
        ignoresNewlines.append(false)
        defer { ignoresNewlines.removeLast() }
        while true {
            skipSeparators()
            if current.isSymbol("}") {
                advance()
                break
            }
            if current.isEnd {
                diagnose("the `{` is never closed", at: open)
                break
            }
            let before = index
            whenBranch(into: &parts)
            if index == before { advance() }
        }
        return make(.control(keyword: "when", parts: parts), at: token.position, parts: parts)
    }

    /// `condition, condition -> body` or `else -> body`.
    private mutating func whenBranch(into parts: inout [KotlinExpression]) {
        ignoresNewlines.append(true)
        while !current.isSymbol("->"), !current.isEnd, !current.isSymbol("}") {
            if current.isName("else") {
                advance()
            } else if current.isName("is") || current.isName("in") {
                let op = current.text
                advance()
                if op == "is" { _ = typeText() } else { parts.append(expression()) }
            } else if current.isSymbol("!"), tokens[index + 1].isName("is") || tokens[index + 1].isName("in") {
                advance()
                continue
            } else {
                parts.append(expression())
            }
            // A guard (Kotlin 2.1): `is Action if (ready) ->`.
            if current.isName("if") {
                advance()
                parts.append(expression())
            }
            if !accept(","), !current.isSymbol("->") {
                diagnose("unexpected `\(Self.shown(current))` in a `when` branch", at: current.position)
                ignoresNewlines.removeLast()
                skipToStatementEnd()
                return
            }
        }
        ignoresNewlines.removeLast()
        guard accept("->") else { return }
        parts.append(branch())
    }

    private mutating func tryExpression(_ token: KotlinToken) -> KotlinExpression {
        advance()
        var parts = [branch()]
        while true {
            if acceptFollowing("catch") {
                if current.isSymbol("(") { _ = parameters() }
                parts.append(branch())
            } else if acceptFollowing("finally") {
                parts.append(branch())
            } else {
                break
            }
        }
        return make(.control(keyword: "try", parts: parts), at: token.position, parts: parts)
    }

    private mutating func loop(_ token: KotlinToken) -> KotlinExpression {
        advance()
        var parts: [KotlinExpression] = []
        if token.text == "for", current.isSymbol("(") {
            // The loop variables are skipped (they may be destructured); the sequence is read.
            advance()
            ignoresNewlines.append(true)
            while !current.isName("in"), !current.isSymbol(")"), !current.isEnd {
                if current.isSymbol("(") { _ = argumentList() } else { advance() }
            }
            if accept("in") || current.isName("in") {
                if current.isName("in") { advance() }
                parts.append(expression())
            }
            ignoresNewlines.removeLast()
            if !accept(")") {
                skipToEnclosingClose()
                _ = accept(")")
            }
        } else if let condition = condition() {
            parts.append(condition)
        }
        if current.isSymbol("{") || !(current.isNewline || current.isSymbol(";") || current.isSymbol("}")) { parts.append(branch()) }
        return make(.control(keyword: token.text, parts: parts), at: token.position, parts: parts)
    }

    private mutating func doWhile(_ token: KotlinToken) -> KotlinExpression {
        advance()
        var parts = [branch()]
        if acceptFollowing("while"), let condition = condition() { parts.append(condition) }
        return make(.control(keyword: "do", parts: parts), at: token.position, parts: parts)
    }

    private mutating func jump(_ token: KotlinToken) -> KotlinExpression {
        advance()
        if current.isSymbol("@") {
            advance()
            if current.isName { advance() }
        }
        let next = current
        let ends =
            next.isNewline || next.isEnd || next.isSymbol(";") || next.isSymbol("}") || next.isSymbol(")") || next.isSymbol(",")
            || next.isName("else") || next.isSymbol("->")
        guard !ends, token.text == "return" || token.text == "throw" else { return make(.jump(keyword: token.text, value: nil), at: token.position) }
        let value = expression()
        return make(.jump(keyword: token.text, value: value), at: token.position, parts: [value])
    }
}
