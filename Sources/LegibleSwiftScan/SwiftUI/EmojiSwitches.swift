import Foundation
import LegibleScan
import SwiftSyntax

/// An enum's computed string property whose every case returns emoji (``EmojiText``), keyed
/// `Type.name` among ``EmojiProperties``: a `Text` of it shows a picture, as `Text("🍕")` does.
/// Loop 710182e2 `AbsorptionTimeSelection.swift:58`, `Text(absorptionTime.emoji).font(.system(size:
/// 25))`, where `var emoji: String { switch self { case .fast: return "🍭" … } }`
/// (CarbAbsorptionTime.swift:14-22), was a fixed-size warning (fresh-ios16c class 4).
///
/// By text, conservatively: the body is `switch self { … }` and nothing else, each clause is one
/// emoji-only string literal (with or without `return`), and the type is the last one declared
/// above it. A use is matched by its base's declared type (a parameter or a stored property of
/// the view), so another type's property of the same name is not taken for it.
enum EmojiSwitches {
    static func declared(inTexts texts: [String]) -> [String: String] {
        var found: [String: String] = [:]
        var conflicting: Set<String> = []
        guard let property = try? NSRegularExpression(pattern: #"(?m)^[ \t]*(?:(?:public|internal|private|fileprivate)\s+)*var\s+(\w+)\s*:\s*String\s*\{"#),
            let type = try? NSRegularExpression(pattern: #"\b(?:enum|struct|class|extension)\s+(\w+)"#)
        else { return [:] }
        for text in texts where SwiftPrePassTexts.contains(text, "switch self") {
            let string = text as NSString
            for match in property.matches(in: text, range: NSRange(location: 0, length: string.length)) {
                let open = match.range.location + match.range.length - 1
                guard let body = body(of: string, from: open), let value = emojiValue(ofSwitch: body),
                    let owner = type.matches(in: text, range: NSRange(location: 0, length: match.range.location)).last
                else { continue }
                let key = string.substring(with: owner.range(at: 1)) + "." + string.substring(with: match.range(at: 1))
                if found[key] != nil { conflicting.insert(key) }
                found[key] = value
            }
        }
        let switches = found.filter { !conflicting.contains($0.key) }
        return switches.merging(staticMembers(of: switches, inTexts: texts)) { own, _ in own }
    }

    /// `Type.member.property` for each `Type.property` of `switches` and each `static var member:
    /// Type?` (or `Type`, `let`) the type declares: `ReactionContent.defaultReaction?.emoji`, as
    /// GitHawk 36f6fa28 `SettingsViewController.swift:127` sets a storyboard label's text
    /// (`Settings.storyboard:186` was a contrast error and a fixed-size warning on one emoji;
    /// fresh-ios22c class 4). Keyed with `?` and `!` left out, as ``CodeTexts`` looks it up.
    static func staticMembers(of switches: [String: String], inTexts texts: [String]) -> [String: String] {
        let owners = Set(switches.keys.compactMap { $0.split(separator: ".").first.map(String.init) })
        guard !owners.isEmpty,
            let member = try? NSRegularExpression(pattern: #"\bstatic\s+(?:var|let)\s+(\w+)\s*:\s*(\w+)\??\s*[{=]"#),
            let type = try? NSRegularExpression(pattern: #"\b(?:enum|struct|class|extension)\s+(\w+)"#)
        else { return [:] }
        var found: [String: String] = [:]
        for text in texts where owners.contains(where: text.contains) {
            let string = text as NSString
            for match in member.matches(in: text, range: NSRange(location: 0, length: string.length)) {
                let declared = string.substring(with: match.range(at: 2))
                guard owners.contains(declared),
                    let owner = type.matches(in: text, range: NSRange(location: 0, length: match.range.location)).last,
                    string.substring(with: owner.range(at: 1)) == declared
                else { continue }
                let name = string.substring(with: match.range(at: 1))
                for (key, emoji) in switches where key.hasPrefix(declared + ".") {
                    found[declared + "." + name + key.dropFirst(declared.count)] = emoji
                }
            }
        }
        return found
    }

    /// The text between the `{` at `open` and its `}`; `nil` when it does not close.
    private static func body(of text: NSString, from open: Int) -> String? {
        var depth = 0
        for index in open..<text.length {
            switch text.character(at: index) {
            case 123: depth += 1
            case 125:
                depth -= 1
                if depth == 0 { return text.substring(with: NSRange(location: open + 1, length: index - open - 1)) }
            default: continue
            }
        }
        return nil
    }

    /// One of the values when `body` is `switch self { case …: return "🍭" … }` with every value
    /// emoji-only; `nil` otherwise.
    static func emojiValue(ofSwitch body: String) -> String? {
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("switch self"), trimmed.hasSuffix("}"), let open = trimmed.firstIndex(of: "{") else { return nil }
        guard trimmed[trimmed.index(trimmed.startIndex, offsetBy: 11)..<open].allSatisfy(\.isWhitespace) else { return nil }
        let clauses = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        guard let keyword = try? NSRegularExpression(pattern: #"\b(?:case|default)\b"#) else { return nil }
        let text = String(clauses) as NSString
        let starts = keyword.matches(in: String(clauses), range: NSRange(location: 0, length: text.length)).map(\.range.location)
        guard let first = starts.first, text.substring(to: first).allSatisfy(\.isWhitespace) else { return nil }
        var value: String?
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] : text.length
            let clause = text.substring(with: NSRange(location: start, length: end - start))
            // The pattern (`case .fast, .slow`) holds no literal; the value is one literal.
            guard let colon = clause.firstIndex(of: ":"), !clause[..<colon].contains("\"") else { return nil }
            var result = clause[clause.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            if result.hasPrefix("return ") { result = String(result.dropFirst(7)).trimmingCharacters(in: .whitespaces) }
            guard result.count >= 3, result.hasPrefix("\""), result.hasSuffix("\""),
                !result.dropFirst().dropLast().contains(where: { $0 == "\"" || $0 == "\\" }),
                EmojiText.isEmojiOnly(String(result.dropFirst().dropLast()))
            else { return nil }
            value = value ?? String(result.dropFirst().dropLast())
        }
        return value
    }

    /// The declared type of `base` where `node` is: a parameter of an enclosing function, or a
    /// stored property of the enclosing type (`self.` or not), when written as one name.
    static func typeName(of base: ExprSyntax, at node: some SyntaxProtocol) -> String? {
        let text = base.trimmedDescription
        let isMember = text.hasPrefix("self.")
        let name = isMember ? String(text.dropFirst(5)) : text
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        var current = node.parent
        while let ancestor = current {
            if !isMember, let function = ancestor.as(FunctionDeclSyntax.self) {
                for parameter in function.signature.parameterClause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                    return simpleType(parameter.type)
                }
            }
            if let members = ancestor.as(MemberBlockSyntax.self)?.members {
                for member in members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.trimmedDescription == name {
                        return binding.typeAnnotation.flatMap { simpleType($0.type) }
                    }
                }
                return nil
            }
            current = ancestor.parent
        }
        return nil
    }

    private static func simpleType(_ type: TypeSyntax) -> String? {
        type.as(IdentifierTypeSyntax.self).flatMap { $0.genericArgumentClause == nil ? $0.name.text : nil }
    }
}
