import Foundation

/// A theme a base activity picks through one of its functions (issue 33, class 2): qksms
/// `QkThemedActivity.kt:102` calls `setTheme(getActivityThemeRes(prefs.black.get()))` in
/// `onCreate`, and `getActivityThemeRes` (lines 158–161) is
/// `when { black -> R.style.AppTheme_Black; else -> R.style.AppTheme }`. Every activity that
/// extends it (`ComposeActivity`, `MainActivity`…) is shown in one of the two; the scan had used
/// the manifest's `<application android:theme="@style/AppLaunchTheme">`, a splash theme that sets
/// no text colours, and left ten texts silently unmeasured.
struct AndroidThemeChoice: Sendable, Hashable {
    /// The `R.style` fields the function can return, in the order written; the last is the one
    /// its final branch (`else`, the last `return`) gives, which the layout is judged in.
    var fields: [String]
    /// The call as a finding says it: `setTheme(getActivityThemeRes(prefs.black.get())) at QkThemedActivity.kt:102`.
    var call: String
}

/// A class's `setTheme(function(…))`: the function's name (empty when the call is anything
/// else chosen at run time) and the call as a finding says it.
struct AndroidThemeCall: Sendable, Hashable {
    var function: String
    var call: String
}

extension AndroidSourceFacts {
    /// Records the file's one unconditional `setTheme(function(…))` call and the functions it
    /// declares whose every result is an `R.style` literal, by the file's class name.
    mutating func addThemeFunctions(_ code: [UInt8], calls: [Call], className: String, path: String) {
        guard !className.isEmpty else { return }
        for (name, fields) in Self.styleFunctions(in: code) { themeFunctions[className, default: [:]][name] = fields }
        guard let description = Self.themeChosenAtRunTime(calls, in: code, path: path) else { return }
        let real = calls.filter { !Self.isDeclaration(at: $0.start, in: code) }
        let argument = String(decoding: real.first?.argument ?? [], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let callee = argument.hasPrefix("this.") ? String(argument.dropFirst(5)) : argument
        let name = Self.themeFunctionName(callee)
        // Only `setTheme(name(…))`, once and in no branch: anything else stays a run-time choice.
        if real.count == 1, !real[0].conditional, !name.isEmpty, callee.dropFirst(name.count).hasPrefix("("), callee.hasSuffix(")") {
            themeFunctionCalls[className] = AndroidThemeCall(function: name, call: description)
        } else {
            themeFunctionCalls[className] = AndroidThemeCall(function: "", call: description)
        }
    }

    /// The function a `setTheme` argument calls: `name` for `name(…)`, `Owner.name` for a static
    /// helper of a class (RadioDroid 4325633a `ActivityMain.java:161` `setTheme(Utils.getThemeResId(this))`,
    /// a capitalised receiver); else the leading name, which counts only when `(` follows it.
    static func themeFunctionName(_ callee: String) -> String {
        let name = String(callee.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard name.first?.isUppercase == true, callee.dropFirst(name.count).hasPrefix(".") else { return name }
        let member = String(callee.dropFirst(name.count + 1).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return member.isEmpty ? "" : "\(name).\(member)"
    }

    /// The theme the activities showing the layout `name` get from a `setTheme(function(…))` in
    /// their own class or one they extend: `.chosen` when the function, looked up from each
    /// activity (its own override first, as Kotlin and Java dispatch it), returns only `R.style`
    /// literals; `.unread` with the call when it does not; `nil` when no such call is found.
    func themeChoice(ofLayout name: String) -> ThemeChoiceResult? {
        let classes = contentViewClasses(ofLayout: name)
        guard !classes.isEmpty, themes[Self.key(name)] == nil else { return nil }
        var fields: [String] = []
        var primary: String?
        var call: String?
        for shown in classes.sorted() {
            guard let themeCall = inheritedThemeCall(of: shown) else { return nil }
            let (setter, found) = (themeCall.function, themeCall.call)
            guard !setter.isEmpty else { return .unread(found) }
            call = call ?? found
            // A static helper of another class (`Utils.getThemeResId(this)`): no override applies.
            if let dot = setter.firstIndex(of: ".") {
                let owner = String(setter[..<dot])
                guard let returned = themeFunctions[owner]?[String(setter[setter.index(after: dot)...])], !returned.isEmpty else { return .unread(found) }
                if primary == nil { primary = returned.last }
                for field in returned where !fields.contains(field) { fields.append(field) }
                continue
            }
            // The activity itself and any class of the app that extends it (an override there wins).
            let concrete = [shown] + viewSuperclasses.keys.filter { extends($0, shown) }.sorted()
            for activity in concrete {
                guard let returned = inheritedFunction(setter, of: activity), !returned.isEmpty else { return .unread(found) }
                if activity == shown, primary == nil { primary = returned.last }
                for field in returned where !fields.contains(field) { fields.append(field) }
            }
        }
        guard let primary, let call else { return nil }
        return .chosen(AndroidThemeChoice(fields: fields.filter { $0 != primary } + [primary], call: call))
    }

    /// What ``themeChoice(ofLayout:)`` finds.
    enum ThemeChoiceResult: Sendable, Hashable {
        case chosen(AndroidThemeChoice)
        case unread(String)
    }

    /// The `setTheme(function(…))` of the class or the nearest class it extends (at most 8 deep):
    /// the function's name (empty when the call is no plain function call) and the call.
    private func inheritedThemeCall(of name: String) -> AndroidThemeCall? {
        var current = name
        for _ in 0..<8 {
            if let found = themeFunctionCalls[current] { return found }
            guard let parent = viewSuperclasses[current] else { return nil }
            current = parent
        }
        return nil
    }

    /// The `R.style` fields the function `name` returns, from the class's own declaration or the
    /// nearest class it extends that declares it; empty when that declaration returns anything
    /// but literals, `nil` when none is found.
    private func inheritedFunction(_ name: String, of type: String) -> [String]? {
        var current = type
        for _ in 0..<8 {
            if let fields = themeFunctions[current]?[name] { return fields }
            guard let parent = viewSuperclasses[current] else { return nil }
            current = parent
        }
        return nil
    }

    /// Functions that mention `R.style.` → the fields they return (empty when some result is not
    /// an `R.style` literal): Kotlin `fun f(…) = when {…}`, `fun f(…): Int { return … }`, and Java
    /// `int f(…) { if (…) return R.style.A; return R.style.B; }`, `return x ? R.style.A : R.style.B;`.
    static func styleFunctions(in code: [UInt8]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for start in occurrences(of: Array("R.style".utf8), in: code[...]) {
            guard let (name, body) = enclosingFunction(at: start, in: code), result[name] == nil else { continue }
            // A function that returns a style reads as `name(…)` in the `setTheme` argument.
            result[name] = styleResults(body.0, expression: body.1)
        }
        return result
    }

    /// The function declared around `index`: its name and its body (from after the parameters'
    /// closing parenthesis to the end of its block, or of an expression body's first line and
    /// the braces it opens).
    private static func enclosingFunction(at index: Int, in code: [UInt8]) -> (String, (ArraySlice<UInt8>, Bool))? {
        // Back to the nearest `name(…)` followed by `{`, `=` or `: Type`: a declaration header.
        var cursor = index
        while cursor > 0, index - cursor < 1500 {
            cursor -= 1
            guard code[cursor] == UInt8(ascii: "("), cursor > 0, isIdentifierByte(code[cursor - 1]) else { continue }
            var begin = cursor
            while begin > 0, isIdentifierByte(code[begin - 1]) { begin -= 1 }
            let name = String(decoding: code[begin..<cursor], as: UTF8.self)
            let before = String(decoding: code[max(0, begin - 40)..<begin], as: UTF8.self).split(whereSeparator: \.isWhitespace).last.map(String.init)
            // Kotlin `fun name(`, Java `int name(`; any other `x(` is a call inside the function.
            guard before == "fun" || before == "int" else { continue }
            guard let close = matching(from: cursor, in: code), close < index else { return nil }
            var after = close + 1
            while after < code.count, code[after] != UInt8(ascii: "{"), code[after] != UInt8(ascii: "="), after - close < 80 { after += 1 }
            guard after < code.count else { return nil }
            if code[after] == UInt8(ascii: "{") {
                guard let end = matching(from: after, in: code), end > index else { return nil }
                return (name, (code[(after + 1)..<end], false))
            }
            // An expression body: to the end of its line, or of the braces it opens there.
            var end = after + 1
            var depth = 0
            while end < code.count, end - after < 3000 {
                let byte = code[end]
                if byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "}") {
                    depth -= 1
                    if depth == 0 {
                        end += 1
                        break
                    }
                }
                if byte == UInt8(ascii: "\n"), depth == 0,
                    !String(decoding: code[(after + 1)..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces).isEmpty
                {
                    break
                }
                end += 1
            }
            guard end > index else { return nil }
            return (name, (code[(after + 1)..<end], true))
        }
        return nil
    }

    /// The index of the bracket that closes the one at `open` (`(`→`)`, `{`→`}`).
    private static func matching(from open: Int, in code: [UInt8]) -> Int? {
        let opening = code[open]
        let closing = opening == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
        var depth = 0
        for index in open..<min(code.count, open + 6000) {
            if code[index] == opening { depth += 1 }
            if code[index] == closing {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The `R.style` fields a function body gives as its results, in order; empty when one result
    /// is something else. A result follows `->`, `return`, `else`, an `if (…)` condition, a Java
    /// `?` or `:` in a `return`, or starts an expression body.
    static func styleResults(_ body: ArraySlice<UInt8>, expression: Bool) -> [String] {
        let text = String(decoding: body, as: UTF8.self)
        // A block body starts with a statement; an expression body with its result.
        var starts: [String.Index] = expression ? [text.startIndex] : []
        for marker in ["->", "return ", "else ", "else\n", "? ", ": "] {
            var range = text.startIndex..<text.endIndex
            while let found = text.range(of: marker, range: range) {
                starts.append(found.upperBound)
                range = found.upperBound..<text.endIndex
            }
        }
        // After `if (…)`: the branch taken when it holds.
        var range = text.startIndex..<text.endIndex
        while let found = text.range(of: "if (", range: range) {
            var depth = 1
            var index = found.upperBound
            while index < text.endIndex, depth > 0 {
                if text[index] == "(" { depth += 1 }
                if text[index] == ")" { depth -= 1 }
                index = text.index(after: index)
            }
            starts.append(index)
            range = index..<text.endIndex
        }
        var fields: [(String.Index, String)] = []
        for start in starts {
            let rest = text[start...].drop { $0.isWhitespace || $0 == "{" || $0 == "(" }
            // A nested `when`/`if`/`return`, or `else ->`: its own results follow markers of their own.
            if rest.isEmpty || ["when", "if", "return", "}", "else", "->"].contains(where: { rest.hasPrefix($0) }) { continue }
            // A Java `cond ? A : B`: its results follow the `?` and the `:`.
            let statement = rest.prefix { $0 != ";" && $0 != "\n" }
            if statement.contains("? "), statement.contains(": ") { continue }
            let result = rest.prefix { !$0.isWhitespace && $0 != ";" && $0 != "}" && $0 != ")" && $0 != ":" }
            guard result.hasPrefix("R.style."), result.dropFirst(8).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return [] }
            fields.append((start, String(result.dropFirst(8))))
        }
        return fields.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
