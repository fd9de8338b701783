/// A tolerant parser of what Compose code is made of: declarations, calls with named arguments
/// and trailing lambdas, member chains, infix calls, lambdas, `if`/`when` read loosely.
///
/// It never fails and never recurses more than ``KotlinLimits/maximumDepth`` levels: a statement
/// it cannot read is a diagnostic at its line and column and is skipped to its end (brackets
/// balanced), and the rest of the file is read. A line break ends a statement where Kotlin's
/// grammar says so; a line starting with `.`, `?.`, `?:`, `&&`, `||` continues it, and inside
/// parentheses and brackets line breaks mean nothing.
package struct KotlinParser {
    var tokens: [KotlinToken]
    var index = 0
    var diagnostics: [KotlinDiagnostic]
    /// For each open bracket, whether line breaks inside it are ignored (`(`, `[`) or end statements (`{`).
    var ignoresNewlines: [Bool] = [false]
    var depth = 0

    /// The most diagnostics kept for one file.
    static let maximumDiagnostics = 100

    /// Parses `text`.
    package static func parse(_ text: String) -> KotlinFile {
        let lexer = KotlinLexer(text)
        var parser = KotlinParser(tokens: lexer.tokens, diagnostics: lexer.diagnostics)
        return parser.file(comments: lexer.comments)
    }

    private mutating func file(comments: [KotlinComment]) -> KotlinFile {
        var packageName: String?
        var imports: [String] = []
        var aliases: [String: String] = [:]
        var statements: [KotlinStatement] = []
        var fileAnnotations: [KotlinAnnotation] = []
        while true {
            skipSeparators()
            let token = current
            if token.isEnd { break }
            if token.isName("package") || token.isName("import") {
                advance()
                let path = dottedPath()
                if token.isName("package") { packageName = path } else { imports.append(path) }
                // `import android.R as AndroidR` (Lawnchair): the name the file uses for it.
                if token.isName("import"), current.isName("as"), tokens[index + 1].isName { aliases[tokens[index + 1].text] = path }
                skipToStatementEnd()
                continue
            }
            if token.isSymbol("}") || token.isSymbol(")") || token.isSymbol("]") {
                diagnose("unexpected `\(token.text)`", at: token.position)
                advance()
                continue
            }
            if token.isSymbol("@"), tokens[index + 1].isName("file"), tokens[index + 2].isSymbol(":") {
                fileAnnotations += annotations()
                continue
            }
            if let statement = statement() { statements.append(statement) }
        }
        return KotlinFile(
            package: packageName, imports: imports, importAliases: aliases, annotations: fileAnnotations, statements: statements, comments: comments,
            diagnostics: diagnostics)
    }

    // MARK: Tokens

    /// The current token; line breaks are skipped where they mean nothing.
    var current: KotlinToken {
        mutating get {
            if ignoresNewlines.last == true { while tokens[index].isNewline { index += 1 } }
            return tokens[index]
        }
    }

    /// The token after the current one's line breaks, without moving.
    func peekPastNewlines() -> KotlinToken {
        var at = index
        while tokens[at].isNewline { at += 1 }
        return tokens[at]
    }

    mutating func advance() {
        if !tokens[index].isEnd { index += 1 }
    }

    mutating func skipNewlines() {
        while tokens[index].isNewline { index += 1 }
    }

    mutating func skipSeparators() {
        while tokens[index].isNewline || tokens[index].isSymbol(";") { index += 1 }
    }

    /// Consumes `symbol` when it is next.
    mutating func accept(_ symbol: String) -> Bool {
        if current.isSymbol(symbol) {
            advance()
            return true
        }
        return false
    }

    mutating func diagnose(_ message: String, at position: KotlinPosition) {
        if diagnostics.last?.position == position { return }
        if diagnostics.count < Self.maximumDiagnostics { diagnostics.append(KotlinDiagnostic(message, at: position)) }
    }

    /// `a.b.c` (for `package` and `import`, with `.*` and `as x`).
    mutating func dottedPath() -> String {
        var parts: [String] = []
        while current.isName || current.isSymbol("*") {
            parts.append(current.text)
            advance()
            guard current.isSymbol(".") else { break }
            advance()
        }
        return parts.joined(separator: ".")
    }

    /// Skips to the end of the statement: a line break or `;` outside brackets, or before the
    /// `}` that closes the enclosing block. Iterative, so any nesting is skipped safely.
    mutating func skipToStatementEnd() {
        var open = 0
        while true {
            let token = tokens[index]
            if token.isEnd { return }
            if open == 0, token.isNewline || token.isSymbol(";") { return }
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { open += 1 }
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") {
                if open == 0 { return }
                open -= 1
            }
            index += 1
        }
    }

    /// Skips everything up to the bracket that closes the innermost one open (not consumed).
    mutating func skipToEnclosingClose() {
        var open = 0
        while true {
            let token = tokens[index]
            if token.isEnd { return }
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { open += 1 }
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") {
                if open == 0 { return }
                open -= 1
            }
            index += 1
        }
    }

    /// Enters one level of nesting; `false` (with a diagnostic, the rest skipped) past the limit.
    mutating func enter() -> Bool {
        depth += 1
        if depth > KotlinLimits.maximumDepth {
            diagnose("nested more than \(KotlinLimits.maximumDepth) deep; the rest of the statement is not read", at: tokens[index].position)
            skipToEnclosingClose()
            return false
        }
        return true
    }

    mutating func leave() { depth -= 1 }

    /// The line of the last token consumed.
    var lastLine: Int {
        var at = index - 1
        while at > 0, tokens[at].isNewline { at -= 1 }
        return tokens[max(at, 0)].position.line
    }

    /// A node over `parts`; an unknown leaf, with a diagnostic, when it would be deeper than
    /// ``KotlinLimits/maximumTreeDepth`` (so no walk over the tree can go deeper).
    mutating func make(_ kind: KotlinExpression.Kind, at position: KotlinPosition, parts: [KotlinExpression] = []) -> KotlinExpression {
        let depth = 1 + (parts.map(\.depth).max() ?? 0)
        if depth > KotlinLimits.maximumTreeDepth {
            diagnose("an expression more than \(KotlinLimits.maximumTreeDepth) deep; the rest of the statement is not read", at: position)
            skipToStatementEnd()
            return KotlinExpression(kind: .unknown, position: position, endLine: lastLine, depth: 1)
        }
        return KotlinExpression(kind: kind, position: position, endLine: lastLine, depth: depth)
    }

    /// The expressions of `statements`, for a node's depth.
    static func parts(of statements: [KotlinStatement]) -> [KotlinExpression] {
        statements.flatMap { statement -> [KotlinExpression] in
            switch statement {
            case .expression(let expression): [expression]
            case .assignment(let target, _, let value): [target, value]
            case .declaration(let declaration): declaration.depthParts
            }
        }
    }

    // MARK: Statements

    /// `{ statements }` from its `{` (current), through its `}`.
    mutating func block() -> [KotlinStatement] {
        let open = current.position
        advance()
        return blockStatements(open: open)
    }

    /// The statements of a block whose `{` (at `open`) is consumed, through its `}`.
    mutating func blockStatements(open: KotlinPosition, commasSeparate: Bool = false) -> [KotlinStatement] {
        ignoresNewlines.append(false)
        defer { ignoresNewlines.removeLast() }
        guard enter() else {
            _ = accept("}")
            return []
        }
        defer { leave() }
        var statements: [KotlinStatement] = []
        while true {
            skipSeparators()
            if commasSeparate, current.isSymbol(",") {
                advance()
                continue
            }
            let token = current
            if token.isSymbol("}") {
                advance()
                return statements
            }
            if token.isEnd {
                diagnose("the `{` is never closed", at: open)
                return statements
            }
            if token.isSymbol(")") || token.isSymbol("]") {
                diagnose("unexpected `\(token.text)`", at: token.position)
                advance()
                continue
            }
            if let statement = statement() { statements.append(statement) }
        }
    }

    /// One statement; after it, anything before the statement's end is a diagnostic and skipped.
    mutating func statement() -> KotlinStatement? {
        let start = index
        var result: KotlinStatement?
        if let declaration = declaration() {
            result = .declaration(declaration)
        } else {
            let target = expression()
            let token = current
            if case .symbol = token.kind, ["=", "+=", "-=", "*=", "/=", "%="].contains(token.text) {
                advance()
                skipNewlines()
                result = .assignment(target: target, op: token.text, value: expression())
            } else {
                result = .expression(target)
            }
        }
        let next = current
        if !(next.isNewline || next.isEnd || next.isSymbol(";") || next.isSymbol("}") || next.isSymbol(",")) {
            diagnose("unexpected `\(Self.shown(next))`", at: next.position)
            skipToStatementEnd()
        }
        // A token that nothing consumed would loop forever: skip it.
        if index == start { advance() }
        return result
    }

    static func shown(_ token: KotlinToken) -> String {
        let text = token.text.count > 20 ? String(token.text.prefix(20)) + "…" : token.text
        return String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
    }
}
