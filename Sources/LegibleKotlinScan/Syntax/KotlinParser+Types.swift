/// Types as declarations write them: skipped as text, and type arguments told from comparisons.
extension KotlinParser {
    /// A type as written, skipped: names, `.`, `?`, type arguments, function types, annotations.
    mutating func typeText() -> String {
        var parts: [String] = []
        var open = 0
        while !current.isEnd {
            let token = current
            if token.isSymbol("@") {
                _ = annotations()
                continue
            }
            if token.isSymbol("(") || token.isSymbol("<") {
                open += 1
            } else if token.isSymbol(")") || token.isSymbol(">") {
                guard open > 0 else { break }
                open -= 1
            } else if token.isNewline {
                guard open > 0 || tokens[index + 1].isSymbol("->") || tokens[index - 1].isSymbol("->") else { break }
                advance()
                continue
            } else if open == 0, token.isSymbol("->"), parts.last != ")" {
                break
            } else if open == 0, !(token.isName || token.isSymbol(".") || token.isSymbol("?") || token.isSymbol("->") || token.isSymbol("*")) {
                break
            } else if open == 0, token.isName, parts.last.map({ $0 != "." && $0 != "->" && $0 != "suspend" }) ?? false {
                break
            }
            parts.append(token.text)
            advance()
        }
        return parts.joined()
    }

    /// The index after the `>` that closes type arguments starting at `from` (a `<`), when the
    /// tokens there read as type arguments; `nil` when `<` is a comparison.
    func typeArgumentsEnd(from: Int) -> Int? {
        var open = 0
        var at = from
        while at < tokens.count, at - from < 64 {
            let token = tokens[at]
            switch token.kind {
            case .name, .newline: break
            case .symbol:
                switch token.text {
                case "<": open += 1
                case ">":
                    open -= 1
                    if open == 0 { return at + 1 }
                case ".", ",", "?", "*", "(", ")", "->", "@", ":": break
                default: return nil
                }
            default: return nil
            }
            at += 1
        }
        return nil
    }
}
