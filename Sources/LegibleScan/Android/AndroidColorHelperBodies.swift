import Foundation

/// The app's colour helpers as their source writes them: a Java `int name(…) { … }` or Kotlin
/// `fun name(…): Int { … }` / `= …` whose returns are each `ContextCompat.getColor(ctx, R.color.x)`,
/// `getResources().getColor(R.color.x)` (or such a call on a local the body only assigns
/// `R.color` literals, as a `switch` does), or a Kotlin `when`/`if` of those. Read by text, so a
/// return of any other form makes the helper unread rather than guessed.
enum AndroidColorHelperBodies {
    /// Java methods returning `int` and Kotlin functions: group 1 the name, group 2 `{` or `=`.
    private static let declaration = try? NSRegularExpression(
        pattern: #"(?:\b(?:int|Integer)\s+|\bfun\s+(?:[\w.]+\.)?)(\w+)\s*\([^()]*\)\s*(?::\s*Int\s*)?(\{|=)"#)

    /// Helper name → the `R.color` names its returns give, or `nil` when one return is unreadable;
    /// only functions that return through a `getColor` at all are listed.
    static func helpers(in text: String) -> [(String, [String]?)] {
        guard let declaration else { return [] }
        var result: [(String, [String]?)] = []
        for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let nameRange = Range(match.range(at: 1), in: text), let opener = Range(match.range(at: 2), in: text) else { continue }
            let body: Substring
            var returns: [Substring]
            if text[opener] == "{" {
                guard let close = closing(of: opener.lowerBound, in: text) else { continue }
                body = text[opener.upperBound..<close]
                returns = returnExpressions(in: body)
            } else {
                body = expressionBody(after: opener.upperBound, in: text)
                returns = [body]
            }
            guard body.contains("getColor"), !returns.isEmpty else { continue }
            var colors: [String] = []
            for expression in returns {
                guard let named = colorNames(expression, body: body) else {
                    colors = []
                    break
                }
                colors += named.filter { !colors.contains($0) }
            }
            result.append((String(text[nameRange]), colors.isEmpty ? nil : colors))
        }
        return result
    }

    /// The `R.color` names an expression gives, `nil` when any part is unreadable.
    static func colorNames(_ written: Substring, body: Substring) -> [String]? {
        let expression = written.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ";")))
        if expression.hasPrefix("when") { return whenColorNames(expression, body: body) }
        if expression.hasPrefix("if") { return ifColorNames(expression, body: body) }
        guard let call = expression.range(of: "getColor("), expression.hasSuffix(")"),
            expression[..<call.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber || "_.()".contains($0) }),
            closing(of: expression.index(before: call.upperBound), in: expression) == expression.index(before: expression.endIndex)
        else { return nil }
        let arguments = AndroidSourceFacts.arguments(Array(expression[call.upperBound..<expression.index(before: expression.endIndex)].utf8))
        // `ContextCompat.getColor(context, id)` names the colour second; `resources.getColor(id, theme)` first.
        let second = expression[..<call.lowerBound].hasSuffix("ContextCompat.") && arguments.count == 2
        guard let argument = arguments.first(where: { $0.hasPrefix("R.color.") }) ?? (second ? arguments[1] : arguments.first),
            argument.hasPrefix("R.color.") || argument.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        if argument.hasPrefix("R.color.") { return Self.literal(argument).map { [$0] } }
        return assignedColorNames(argument, body: body)
    }

    /// `R.color.x` → `x`, `nil` for anything more.
    private static func literal(_ written: String) -> String? {
        let name = written.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst("R.color.".count)
        guard written.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("R.color."), !name.isEmpty,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return String(name)
    }

    /// The `R.color` literals the body assigns a local (`colorInt = R.color.x;` in each `case`),
    /// `nil` when any assignment is something else or there is none.
    private static func assignedColorNames(_ local: String, body: Substring) -> [String]? {
        guard let pattern = try? NSRegularExpression(pattern: #"\b\#(local)\s*=(?!=)([^;\n]*)"#) else { return nil }
        let text = String(body)
        var names: [String] = []
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range(at: 1), in: text), let name = literal(String(text[range])) else { return nil }
            if !names.contains(name) { names.append(name) }
        }
        return names.isEmpty ? nil : names
    }

    /// A Kotlin `when { … -> value … }`: each branch's value.
    private static func whenColorNames(_ expression: String, body: Substring) -> [String]? {
        guard let open = expression.firstIndex(of: "{"), let close = closing(of: open, in: expression),
            expression[expression.index(after: close)...].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else { return nil }
        var names: [String] = []
        for line in expression[expression.index(after: open)..<close].split(whereSeparator: { $0 == "\n" || $0 == ";" }) {
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            guard let arrow = line.range(of: "->"), let named = colorNames(line[arrow.upperBound...], body: body) else { return nil }
            names += named.filter { !names.contains($0) }
        }
        return names.isEmpty ? nil : names
    }

    /// A Kotlin `if (c) a else b`: both values.
    private static func ifColorNames(_ expression: String, body: Substring) -> [String]? {
        guard let open = expression.firstIndex(of: "("), let close = closing(of: open, in: expression) else { return nil }
        let rest = expression[expression.index(after: close)...]
        guard let split = rest.range(of: " else "), let first = colorNames(rest[..<split.lowerBound], body: body),
            let second = colorNames(rest[split.upperBound...], body: body)
        else { return nil }
        return first + second.filter { !first.contains($0) }
    }

    /// Each `return …` of a block, to its `;` or line end (a `when` to its closing brace).
    private static func returnExpressions(in body: Substring) -> [Substring] {
        var result: [Substring] = []
        var searched = body.startIndex
        while let found = body.range(of: "return", range: searched..<body.endIndex) {
            searched = found.upperBound
            let before = found.lowerBound == body.startIndex ? " " : body[body.index(before: found.lowerBound)]
            guard !(before.isLetter || before.isNumber || before == "_"), searched < body.endIndex, body[searched].isWhitespace else {
                // `return@label` and names that hold the word are not a return of the helper.
                if searched < body.endIndex, body[searched] == "@" { return [] }
                continue
            }
            let expression = expressionBody(after: searched, in: body)
            searched = expression.endIndex
            result.append(expression)
        }
        return result
    }

    /// The expression starting at `start`: to the first `;` or line end outside brackets.
    private static func expressionBody<S: StringProtocol>(after start: S.Index, in text: S) -> S.SubSequence {
        var depth = 0
        var index = start
        while index < text.endIndex {
            let character = text[index]
            if "({[".contains(character) { depth += 1 }
            if ")}]".contains(character) { depth -= 1 }
            if depth < 0 || depth == 0 && (character == ";" || character == "\n") && !text[start..<index].allSatisfy(\.isWhitespace) { break }
            index = text.index(after: index)
        }
        return text[start..<index]
    }

    /// The bracket closing the one at `open`, `nil` when none does.
    static func closing<S: StringProtocol>(of open: S.Index, in text: S) -> S.Index? {
        let pairs: [Character: Character] = ["(": ")", "{": "}", "[": "]"]
        guard let closer = pairs[text[open]] else { return nil }
        let opener = text[open]
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == opener { depth += 1 }
            if text[index] == closer {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
