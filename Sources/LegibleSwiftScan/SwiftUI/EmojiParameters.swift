import Foundation
import LegibleScan
import SwiftSyntax

/// A view's stored `let` string property, named for emoji, that every construction of the view
/// in the app fills with an emoji literal or a value named for emoji: a `Text` of it shows a
/// picture, as `Text("🙂")` does. ios-kMail `ReactionCell.swift:40`, `Text(emoji).font(.system(size:
/// 24))`, where `let emoji: String` (:27) is given `reaction.emoji` by its one caller
/// (`ReactionsList.swift:37`) and `"🙂"` by its preview (:49), was a fixed-size warning (fresh-ios20c).
///
/// A heuristic, by text and kept narrow: the property is named `emoji` or `…Emoji`, the view
/// declares no `init` of its own (so its memberwise initialiser's label is the property's name),
/// at least one `Type(` call exists, and every `Type(` call in the app passes `name:` a value that
/// is an emoji-only literal or whose last name is `emoji` or ends in `Emoji` (`reaction.emoji`,
/// `selectedEmoji`; not `emojiName`, which may be a word). Keyed `Type.name`; the value says what
/// the callers give, for the note.
enum EmojiParameters {
    static func declared(inTexts texts: [String]) -> [String: String] {
        guard let view = try? NSRegularExpression(pattern: #"\bstruct\s+(\w+)\s*:[^{]*\bView\b[^{]*\{"#),
            let property = try? NSRegularExpression(pattern: #"(?m)^\s*(?:(?:private|fileprivate|internal|public)\s+)?let\s+(emoji|\w+Emoji)\s*:\s*String\s*$"#)
        else { return [:] }
        var candidates: [(type: String, name: String)] = []
        for text in texts where SwiftPrePassTexts.contains(text, "moji") {
            let string = text as NSString
            for match in view.matches(in: text, range: NSRange(location: 0, length: string.length)) {
                guard let body = body(of: string, from: match.range.location + match.range.length - 1), !body.contains("init(") else { continue }
                let names = property.matches(in: body, range: NSRange(location: 0, length: (body as NSString).length)).map {
                    (body as NSString).substring(with: $0.range(at: 1))
                }
                candidates += names.map { (string.substring(with: match.range(at: 1)), $0) }
            }
        }
        var found: [String: String] = [:]
        for (type, name) in candidates {
            guard let values = values(passedTo: type, label: name, in: texts), !values.isEmpty else { continue }
            found[type + "." + name] = values.sorted().joined(separator: " or ") + " (every \(type)(\(name):))"
        }
        return found
    }

    /// The distinct values every `type(` call gives `label:`, as written; `nil` when one is neither
    /// emoji nor named for emoji, or a call does not give it.
    private static func values(passedTo type: String, label: String, in texts: [String]) -> [String]? {
        guard let call = try? NSRegularExpression(pattern: #"(?<![\w.])\#(type)\("#),
            let argument = try? NSRegularExpression(pattern: #"(?:^|[(,])\s*\#(label):\s*([^,)]+)"#)
        else { return nil }
        var values: [String] = []
        for text in texts where SwiftPrePassTexts.contains(text, type + "(") {
            let string = text as NSString
            for match in call.matches(in: text, range: NSRange(location: 0, length: string.length)) {
                guard let arguments = body(of: string, from: match.range.location + match.range.length - 1, open: 40, close: 41) else { return nil }
                let list = arguments as NSString
                guard let given = argument.firstMatch(in: arguments, range: NSRange(location: 0, length: list.length)) else { return nil }
                let value = list.substring(with: given.range(at: 1)).trimmingCharacters(in: .whitespacesAndNewlines)
                guard isEmoji(value) else { return nil }
                if !values.contains(value) { values.append(value) }
            }
        }
        return values
    }

    /// What the callers give the property `Text(emoji)` (or `Text(self.emoji)`) shows, when it is one of
    /// the view's emoji properties; `nil` otherwise.
    static func given(to text: FunctionCallExprSyntax, scan: SwiftFileScan) -> String? {
        guard !scan.facts.emojiParameters.isEmpty, text.arguments.count == 1, text.arguments.first?.label == nil,
            let argument = text.arguments.first?.expression
        else { return nil }
        var name: String?
        if let reference = argument.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
        if let member = argument.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" { name = member.declName.baseName.text }
        guard let name, let type = scan.enclosingTypeName(text) else { return nil }
        return scan.facts.emojiParameters[type + "." + name]
    }

    /// An emoji-only literal (`"🙂"`), or a value whose last name is `emoji` or ends in `Emoji`.
    static func isEmoji(_ value: String) -> Bool {
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 3 { return EmojiText.isEmojiOnly(String(value.dropFirst().dropLast())) }
        let name = value.filter { $0 != "?" && $0 != "!" }.split(separator: ".").last.map(String.init) ?? ""
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        return name == "emoji" || name.hasSuffix("Emoji")
    }

    /// The text between the bracket at `from` and its match; `nil` when it does not close.
    private static func body(of text: NSString, from start: Int, open: unichar = 123, close: unichar = 125) -> String? {
        var depth = 0
        for index in start..<text.length {
            let character = text.character(at: index)
            if character == open {
                depth += 1
            } else if character == close {
                depth -= 1
                if depth == 0 { return text.substring(with: NSRange(location: start + 1, length: index - start - 1)) }
            }
        }
        return nil
    }
}
