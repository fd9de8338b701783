import Foundation

/// A class lookup whose argument is a variable set once to string literals joined with nothing
/// between them: the one name those literals spell. blink 3e07c90f `KB/Native/Views/KBWebViewBase.m:95-104`
/// hides WebKit's private class from review so:
///
/// ```objc
/// NSString * clsName = [@[ @"W", @"K", @"C", @"ontent", @"View" ] componentsJoinedByString:@""];
/// Class cls = NSClassFromString(clsName);
/// ```
///
/// That lookup makes only `WKContentView`; read as making any class, it kept every class nothing
/// names judged (`CommandControl.swift:61`, in a class only comments name). Swift's
/// `["W", "K"].joined()` is read the same way; any other value (a format, a variable among the
/// items, a separator) leaves the lookup dynamic.
extension ClassLookups {
    /// `(name)` at the start of `rest`, where `text` sets `name` once to joined literals: the name they spell.
    static func joinedArgument(_ rest: Substring, in text: String) -> String? {
        var inner = rest.drop { $0 == " " }
        guard inner.first == "(" else { return nil }
        inner = inner.dropFirst().drop { $0 == " " }
        let name = inner.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = name.first, first.isLetter || first == "_", inner.dropFirst(name.count).drop(while: { $0 == " " }).first == ")" else { return nil }
        guard let value = onlyAssignment(of: name, in: text) else { return nil }
        // `[@[ … ] componentsJoinedByString:@""]` or `[ … ].joined()`.
        let items: Substring
        if value.hasPrefix("[@["), let close = value.range(of: "]", options: .backwards, range: value.startIndex..<value.endIndex) {
            let body = value[value.index(value.startIndex, offsetBy: 3)..<close.lowerBound]
            guard let end = body.range(of: "]", options: .backwards), body[end.upperBound...].filter({ !$0.isWhitespace }) == "componentsJoinedByString:@\"\""
            else { return nil }
            items = body[..<end.lowerBound]
        } else if value.hasPrefix("["), let end = value.range(of: "]", options: .backwards),
            [".joined()", ".joined(separator:\"\")"].contains(value[end.upperBound...].filter { !$0.isWhitespace })
        {
            items = value[value.index(after: value.startIndex)..<end.lowerBound]
        } else {
            return nil
        }
        return literals(in: items)
    }

    /// The value of the one `name = …` in `text`, up to its `;` or the end of its brackets, without `//` comments.
    private static func onlyAssignment(of name: Substring, in text: String) -> Substring? {
        var found: Substring?
        var search = text[...]
        while let range = search.range(of: name) {
            search = text[range.upperBound...]
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            if let before, before.isLetter || before.isNumber || before == "_" { continue }
            let after = search.drop { $0 == " " || $0 == "\t" }
            guard after.first == "=", after.dropFirst().first != "=" else { continue }
            if found != nil { return nil }
            found = after.dropFirst()
        }
        guard let start = found else { return nil }
        // To the `;` (Objective-C) or the end of the line after the brackets close (Swift).
        var depth = 0
        var value = ""
        var index = start.startIndex
        while index < start.endIndex {
            let character = start[index]
            if character == "/", start[start.index(after: index)...].first == "/" {
                while index < start.endIndex, start[index] != "\n" { index = start.index(after: index) }
                continue
            }
            if character == "\"" {
                // A literal whole, so that a `]` or `;` inside it ends nothing.
                var end = start.index(after: index)
                while end < start.endIndex, start[end] != "\"", start[end] != "\n" { end = start.index(after: end) }
                guard end < start.endIndex, start[end] == "\"" else { return nil }
                value += start[index...end]
                index = start.index(after: end)
                continue
            }
            if character == "[" || character == "(" { depth += 1 }
            if character == "]" || character == ")" { depth -= 1 }
            if character == ";" || (character == "\n" && depth == 0 && !value.allSatisfy(\.isWhitespace)) { break }
            value.append(character)
            index = start.index(after: index)
        }
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : Substring(trimmed)
    }

    /// The literals of `@"a", @"b",` (or `"a", "b"`) joined, `nil` when anything else is there.
    private static func literals(in items: Substring) -> String? {
        var result = ""
        var rest = items[...]
        var count = 0
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "," }
            if rest.isEmpty { break }
            if rest.first == "@" { rest = rest.dropFirst() }
            guard rest.first == "\"" else { return nil }
            rest = rest.dropFirst()
            guard let close = rest.firstIndex(of: "\"") else { return nil }
            let literal = rest[..<close]
            guard !literal.contains("\\") else { return nil }
            result += literal
            count += 1
            rest = rest[rest.index(after: close)...]
        }
        return count == 0 || result.isEmpty ? nil : result
    }
}
