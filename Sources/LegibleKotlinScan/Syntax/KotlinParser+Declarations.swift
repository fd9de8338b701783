extension KotlinParser {
    static let declarationKeywords: Set<String> = ["fun", "val", "var", "class", "object", "interface", "typealias", "constructor", "init"]
    static let modifierKeywords: Set<String> = [
        "private", "public", "internal", "protected", "override", "open", "abstract", "final", "sealed", "data", "enum", "inline", "value",
        "annotation", "companion", "const", "lateinit", "suspend", "operator", "infix", "tailrec", "external", "inner", "expect", "actual",
        "vararg", "noinline", "crossinline", "reified", "fun",
    ]

    /// Kotlin's annotation use-site targets (`@file:`, `@delegate:` as Firefox fe8a71cd
    /// Components.kt:180 writes).
    static let annotationTargets: Set<String> = ["file", "get", "set", "field", "param", "property", "delegate", "receiver", "setparam"]

    /// `@Name`, `@Name(arguments)`, `@file:Name(…)`, `@a.b.Name`, from the `@` (current).
    mutating func annotations() -> [KotlinAnnotation] {
        var result: [KotlinAnnotation] = []
        while current.isSymbol("@") {
            let position = current.position
            advance()
            if current.isName, tokens[index + 1].isSymbol(":"), Self.annotationTargets.contains(current.text) {
                advance()
                advance()
            }
            if current.isSymbol("[") {
                // `@[Preview Composable]` (Proton Pass d04eec28 PassHomeBottomBar.kt:157): several
                // annotations in one bracket, each as after `@`.
                advance()
                skipNewlines()
                while current.isName {
                    result.append(annotationEntry(at: position))
                    skipNewlines()
                }
                _ = accept("]")
            } else {
                result.append(annotationEntry(at: position))
            }
            skipNewlines()
        }
        return result
    }

    /// One annotation's name (`a.b.Name`), type arguments and arguments, from its name.
    private mutating func annotationEntry(at position: KotlinPosition) -> KotlinAnnotation {
        var name = ""
        while current.isName {
            name = current.text
            advance()
            guard current.isSymbol("."), tokens[index + 1].isName else { break }
            advance()
        }
        if current.isSymbol("<"), let end = typeArgumentsEnd(from: index) { index = end }
        var arguments: [KotlinArgument] = []
        // Arguments touch the name: `@Composable (() -> Unit)` is an annotated function type.
        let previous = tokens[index - 1]
        if current.isSymbol("("), current.position.line == previous.position.line,
            current.position.column == previous.position.column + previous.text.unicodeScalars.count
        {
            arguments = argumentList()
        }
        return KotlinAnnotation(name: name, arguments: arguments, position: position)
    }

    /// Skips `context(density: Density)` or `context(Density)` before a declaration (Kotlin's
    /// context parameters and receivers, FlorisBoard and Element X); a call of a function named
    /// `context` is left alone.
    private mutating func skipContextParameters() {
        guard current.isName("context"), tokens[index + 1].isSymbol("("), let close = closingParenthesis(from: index + 1) else { return }
        var at = close + 1
        while tokens[at].isNewline { at += 1 }
        guard
            tokens[at].isSymbol("@")
                || (tokens[at].isName && (Self.modifierKeywords.contains(tokens[at].text) || Self.declarationKeywords.contains(tokens[at].text)))
        else { return }
        index = at
    }

    /// A declaration when one starts here (annotations and modifiers first); `nil`, having
    /// consumed nothing, when the statement is an expression.
    mutating func declaration() -> KotlinDeclaration? {
        let start = index
        let position = current.position
        skipContextParameters()
        let annotations = current.isSymbol("@") ? annotations() : []
        skipContextParameters()
        var modifiers: [String] = []
        var at = index
        // `fun interface` and `fun` are told apart after the modifiers.
        while tokens[at].isName, Self.modifierKeywords.contains(tokens[at].text), tokens[at].text != "fun" || tokens[at + 1].isName("interface") {
            modifiers.append(tokens[at].text)
            at += 1
            while tokens[at].isNewline { at += 1 }
        }
        let keyword = tokens[at]
        // `fun (x: Int) = …` is an anonymous function; `fun (Map<K, V>).name(…)` a declaration.
        let anonymous =
            keyword.text == "fun" && tokens[at + 1].isSymbol("(") && !(closingParenthesis(from: at + 1).map { tokens[$0 + 1].isSymbol(".") } ?? false)
        guard keyword.isName, Self.declarationKeywords.contains(keyword.text), !anonymous,
            !(keyword.text == "object" && !tokens[at + 1].isName && !modifiers.contains("companion"))
        else {
            // Annotations on an expression (`@OptIn(…) Text(…)`) are read and dropped.
            index = annotations.isEmpty ? start : index
            return nil
        }
        // `init()` in a lambda is a call of a function named init (mihon's ReaderViewModel), not an `init { }` block.
        if keyword.text == "init", !tokens[at + 1].isSymbol("{") {
            index = start
            return nil
        }
        if (keyword.text == "init" || keyword.text == "constructor") && !modifiers.isEmpty && !modifiers.allSatisfy(Self.visibility.contains) {
            index = start
            return nil
        }
        index = at + 1
        var declaration = KotlinDeclaration(
            keyword: keyword.text, name: "", annotations: annotations, modifiers: modifiers, parameters: [], initializer: nil, body: nil,
            position: position, endLine: position.line)
        switch keyword.text {
        case "fun": function(&declaration)
        case "val", "var": property(&declaration)
        case "class", "object", "interface": type(&declaration)
        case "init": if current.isSymbol("{") { declaration.body = block() }
        case "constructor": function(&declaration)
        case "typealias":
            // `typealias X =` may break the line before the type.
            if current.isName { declaration.name = current.text }
            while !current.isEnd, !current.isNewline, !current.isSymbol("=") { advance() }
            if accept("=") { skipNewlines() }
            skipToStatementEnd()
        default: skipToStatementEnd()
        }
        declaration.endLine = lastLine
        var parts = Self.parts(of: declaration.body ?? []) + declaration.parameters.compactMap(\.defaultValue)
        if let initializer = declaration.initializer { parts.append(initializer) }
        declaration.depth = 1 + (parts.map(\.depth).max() ?? 0)
        return declaration
    }

    static let visibility: Set<String> = ["private", "public", "internal", "protected"]

    /// After `fun`: type parameters, receiver, name, parameters, return type, body.
    private mutating func function(_ declaration: inout KotlinDeclaration) {
        if current.isSymbol("<"), let end = typeArgumentsEnd(from: index) { index = end }
        // A receiver in parentheses, `fun (Map<K, V>).name(…)` (Seal): skipped to its `).`.
        if current.isSymbol("("), let close = closingParenthesis(from: index), tokens[close + 1].isSymbol(".") { index = close + 1 }
        // `Receiver.name`, `List<T>.name`: the last name before `(` is the function's.
        var names: [String] = []
        defer { if names.count > 1 { declaration.receiver = names[0] } }
        while !current.isSymbol("("), !current.isEnd, !current.isNewline || declaration.keyword == "constructor" {
            if current.isName {
                declaration.name = current.text
                names.append(current.text)
            }
            if current.isSymbol("<"), let end = typeArgumentsEnd(from: index) {
                index = end
            } else if current.isSymbol("{") || current.isSymbol("=") {
                break
            } else {
                advance()
            }
        }
        if current.isSymbol("(") { declaration.parameters = parameters() }
        if accept(":") {
            _ = typeText()
        }
        if declaration.keyword == "constructor", accept(":") {
            _ = expression()
        }
        skipTo(["{", "="])
        if current.isSymbol("{") {
            declaration.body = block()
        } else if accept("=") {
            skipNewlines()
            declaration.initializer = expression()
        }
    }

    /// The `)` that closes the `(` at `start` on the same line, `nil` when there is none.
    private func closingParenthesis(from start: Int) -> Int? {
        var open = 0
        var at = start
        while !tokens[at].isEnd, !tokens[at].isNewline {
            if tokens[at].isSymbol("(") { open += 1 }
            if tokens[at].isSymbol(")") {
                open -= 1
                if open == 0 { return at }
            }
            at += 1
        }
        return nil
    }

    /// Skips a `where` clause or anything else on the line up to one of `symbols`.
    private mutating func skipTo(_ symbols: Set<String>) {
        while !current.isEnd, !current.isNewline, !(current.kind == .symbol && symbols.contains(current.text)), !current.isSymbol("}") {
            advance()
        }
    }

    /// `(name: Type = default, …)` from its `(`.
    mutating func parameters() -> [KotlinParameter] {
        let open = current.position
        advance()
        ignoresNewlines.append(true)
        defer { ignoresNewlines.removeLast() }
        var result: [KotlinParameter] = []
        while !current.isSymbol(")") {
            if current.isEnd {
                diagnose("the `(` is never closed", at: open)
                return result
            }
            _ = annotations()
            while current.isName, Self.modifierKeywords.contains(current.text) || current.text == "val" || current.text == "var",
                tokens[index + 1].isName || tokens[index + 1].isNewline
            {
                advance()
            }
            guard current.isName else {
                diagnose("unexpected `\(Self.shown(current))` in the parameters", at: current.position)
                skipToEnclosingClose()
                break
            }
            var parameter = KotlinParameter(name: current.text, type: "", defaultValue: nil)
            advance()
            if accept(":") { parameter.type = typeText() }
            if accept("=") { parameter.defaultValue = expression() }
            result.append(parameter)
            if !accept(","), !current.isSymbol(")") {
                diagnose("unexpected `\(Self.shown(current))` in the parameters", at: current.position)
                skipToEnclosingClose()
                if !current.isSymbol(")") { break }
            }
        }
        // Only the `)` that closes the parameters is consumed, never an outer `}`.
        _ = accept(")")
        return result
    }

    /// After `val`/`var`: type parameters, receiver, name (or `(a, b)`), type, value or delegate.
    private mutating func property(_ declaration: inout KotlinDeclaration) {
        if current.isSymbol("<"), let end = typeArgumentsEnd(from: index) { index = end }
        if current.isSymbol("(") {
            declaration.name = parameters().map(\.name).joined(separator: ",")
        } else {
            while current.isName {
                if !declaration.name.isEmpty, declaration.receiver == nil { declaration.receiver = declaration.name }
                declaration.name = current.text
                advance()
                if current.isSymbol("<"), let end = typeArgumentsEnd(from: index) { index = end }
                // `val String?.nullIfEmpty get() = …` (Pocket Casts): a nullable receiver.
                guard current.isSymbol(".") || current.isSymbol("?."), tokens[index + 1].isName else { break }
                advance()
            }
        }
        if accept(":") { _ = typeText() }
        if current.isNewline, peekPastNewlines().isName("by") { skipNewlines() }
        if accept("=") || current.isName("by") {
            if current.isName("by") { advance() }
            skipNewlines()
            declaration.initializer = expression()
        }
        accessors(&declaration)
    }

    /// `get() = …`, `private set`, on the property's line or the lines after it; a getter's
    /// expression is kept as the property's value when it has none.
    private mutating func accessors(_ declaration: inout KotlinDeclaration) {
        for _ in 0..<2 {
            var at = index
            // Annotations on their own lines before the getter (`@Composable` `@ReadOnlyComposable`
            // `get() = LocalAppColors.current`, as theme objects write it).
            while tokens[at].isNewline || (tokens[at].isSymbol("@") && tokens[at + 1].isName) {
                at += tokens[at].isNewline ? 1 : 2
            }
            while tokens[at].isName, Self.modifierKeywords.contains(tokens[at].text) { at += 1 }
            guard tokens[at].isName("get") || tokens[at].isName("set"), isAccessor(at) else { return }
            index = at + 1
            if current.isSymbol("(") { _ = parameters() }
            if accept(":") { _ = typeText() }
            if accept("=") {
                skipNewlines()
                let value = expression()
                if declaration.initializer == nil, tokens[at].isName("get") { declaration.initializer = value }
            } else if current.isSymbol("{") {
                let body = block()
                if declaration.body == nil, tokens[at].isName("get") { declaration.body = body }
            }
        }
    }

    /// Whether the `get`/`set` at `at` starts an accessor, not a call on the next line
    /// (`set(index, item)` after a local `val`, in mihon): bare and at the end of its line, or
    /// `(…)` with at most one parameter followed by `=`, `{` or `:`.
    private func isAccessor(_ at: Int) -> Bool {
        var next = at + 1
        guard tokens[next].isSymbol("(") else {
            return tokens[next].isNewline || tokens[next].isEnd || tokens[next].isSymbol(";") || tokens[next].isSymbol("}")
        }
        var open = 0
        while !tokens[next].isEnd {
            if tokens[next].isSymbol("(") { open += 1 }
            if tokens[next].isSymbol(")") {
                open -= 1
                if open == 0 { break }
            }
            if open == 1, tokens[next].isSymbol(",") { return false }
            next += 1
        }
        guard !tokens[next].isEnd else { return false }
        next += 1
        return tokens[next].isSymbol("=") || tokens[next].isSymbol("{") || tokens[next].isSymbol(":")
    }

    /// After `class`/`object`/`interface`: the header (its constructor's parameters read), then the body.
    private mutating func type(_ declaration: inout KotlinDeclaration) {
        if current.isName { declaration.name = current.text }
        var supertypes = false
        while !current.isEnd, !current.isSymbol("}") {
            if current.isSymbol("{") {
                // An enum's entries are separated by commas.
                let open = current.position
                advance()
                declaration.body = blockStatements(open: open, commasSeparate: declaration.modifiers.contains("enum"))
                return
            }
            if current.isSymbol(":") { supertypes = true }
            // `class Item @OptIn(X::class) constructor(…)` (FlorisBoard): the annotation's arguments are no parameters.
            if current.isSymbol("@") {
                _ = annotations()
                continue
            }
            if current.isSymbol("("), !supertypes, declaration.parameters.isEmpty {
                declaration.parameters = parameters()
                continue
            }
            if current.isSymbol("(") {
                _ = argumentList()
                continue
            }
            if current.isSymbol("<"), let end = typeArgumentsEnd(from: index) {
                index = end
                continue
            }
            // A line break ends the header unless the line ends with `:` or `,`.
            if current.isNewline {
                if tokens[index - 1].isSymbol(":") || tokens[index - 1].isSymbol(",") || peekPastNewlines().isSymbol("{")
                    || peekPastNewlines().isSymbol(":")
                {
                    skipNewlines()
                    continue
                }
                return
            }
            advance()
        }
    }
}
