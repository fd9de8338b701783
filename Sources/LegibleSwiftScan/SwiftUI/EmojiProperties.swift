import Foundation
import LegibleScan

/// The app's string properties whose one value is emoji (``EmojiText``), from every Swift file
/// before any is scanned: a `Text` of one shows a picture, as `Text("👍")` does. Jami a8d4bcb1
/// `MessagePanelView.swift:236`, `Text(model.defaultEmoji).font(.system(size: 26))`, with
/// `@Published var defaultEmoji = "👍"` at `MessagePanelVM.swift:26`, the send button's emoji,
/// was a fixed-size warning (fresh-ios13b D3).
///
/// By text, conservatively: the name is declared once in the whole app (`let` or `var`, with an
/// emoji-only string literal as its value), and nothing else assigns it (`name =`, `name +=`),
/// binds it (`$name`, which a text field may edit) or declares another of the name.
enum EmojiProperties {
    static func declared(inTexts texts: [String]) -> [String: String] {
        var candidates: [String: String] = [:]
        var excluded: Set<String> = []
        for text in texts where SwiftPrePassTexts.contains(text, "= \"") {
            // Emoji are never ASCII: only such lines are matched.
            for line in text.split(separator: "\n") where line.contains("= \"") && line.utf8.contains(where: { $0 >= 0x80 }) {
                guard let (name, value) = declaration(in: line), EmojiText.isEmojiOnly(value) else { continue }
                if candidates[name] != nil { excluded.insert(name) }
                candidates[name] = value
            }
        }
        guard !candidates.isEmpty else { return [:] }
        for name in candidates.keys where !excluded.contains(name) {
            var declarations = 0
            var assignments = 0
            for text in texts where SwiftPrePassTexts.contains(text, name) {
                declarations += occurrences(of: "(let|var)\\s+\(name)\\b", in: text)
                assignments += occurrences(of: "\\b\(name)\\s*(=[^=]|\\+=)", in: text)
                if text.contains("$\(name)") { assignments += 2 }
            }
            // The declaration is one of each.
            if declarations != 1 || assignments != 1 { excluded.insert(name) }
        }
        return candidates.filter { !excluded.contains($0.key) }
    }

    /// `[@Published] [private] var name[: String] = "literal"` alone on its line.
    private static func declaration(in line: Substring) -> (String, String)? {
        let pattern =
            #"^\s*(?:@\w+\s+)*(?:(?:private|fileprivate|internal|public|static)(?:\(set\))?\s+)*(?:let|var)\s+(\w+)\s*(?::\s*String\s*)?=\s*"([^"\\]+)"\s*$"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        let text = String(line)
        guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), match.numberOfRanges == 3,
            let name = Range(match.range(at: 1), in: text), let value = Range(match.range(at: 2), in: text)
        else { return nil }
        return (String(text[name]), String(text[value]))
    }

    private static func occurrences(of pattern: String, in text: String) -> Int {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return 2 }
        return regex.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
    }
}
