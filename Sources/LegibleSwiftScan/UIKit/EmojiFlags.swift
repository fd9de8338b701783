import Foundation
import LegibleReporting
import LegibleScan
import SwiftSyntax

/// The app's Bool properties and parameters that are true only when a text is only emoji
/// (``SwiftSourceReader/prepared(forFiles:)``), with the call they come from. A fixed font set
/// only under one (``isSetOnlyForEmoji(_:flags:)``) sizes emoji, which are drawn as pictures: a
/// note, as `Text("🎉")` is (Rules.md, text that is only emoji).
///
/// Element X 5d0343c4 `Timeline/View/TimelineItemViews/FormattedBodyText.swift:32-34`,
/// `if boostFontSize, … { adjustedAttributedString[range].font = UIFont.systemFont(ofSize: 48.0) }`,
/// was a `text.fixed-size` warning advising Large Title (34 pt, smaller than the 48 pt emoji):
/// `boostFontSize` is only ever given `timelineItem.shouldBoost` (`TextRoomTimelineView.swift:32`
/// and five more), and `shouldBoost` is `item.lazyProvider.containsOnlyEmojis()`
/// (`Services/Timeline/TimelineItemProxy.swift:152-154`; fresh iOS judge 14b, D5).
///
/// A flag is a `var name: Bool { … }` whose getter, or a `let`/`var name = …` whose value, calls
/// a function named `…OnlyEmoji…`; or an argument label every use of which (outside the
/// declarations' `label: Bool`) passes such a flag or `false`.
enum EmojiFlags {
    static func flags(inTexts texts: [String]) -> [String: String] {
        var flags: [String: String] = [:]
        // Bytes first (ASCII letters in either case): the case-blind search went through every text.
        for text in texts
        where SwiftPrePassTexts.containsIgnoringASCIICase(text, "onlyemoji") && text.range(of: "onlyemoji", options: .caseInsensitive) != nil {
            for match in matches(#"(?:var|let)\s+(\w+)\s*(?::\s*Bool\s*)?(?:\{([^{}]*)\}|=([^\n]*))"#, in: text) {
                let body = match[2] ?? match[3] ?? ""
                guard let call = matches(#"(\w*[Oo]nly[Ee]moji\w*)\s*\("#, in: body).first?[1], let name = match[1] else { continue }
                flags[name] = "\(call)()"
            }
        }
        guard !flags.isEmpty else { return [:] }
        // Labels fed only flags, a level at a time (`shouldBoost` → `boostFontSize`).
        for _ in 0..<2 {
            var candidates: [String: (source: String, allFlags: Bool)] = [:]
            for text in texts where flags.keys.contains(where: { SwiftPrePassTexts.contains(text, $0) }) {
                for match in matches(#"\b(\w+)\s*:\s*([A-Za-z_][\w.?]*)\s*[,)]"#, in: text) {
                    guard let label = match[1], let value = match[2], flags[label] == nil,
                        let last = value.split(separator: ".").last.map(String.init), let source = flags[last]
                    else { continue }
                    candidates[label] = (source, true)
                }
            }
            guard !candidates.isEmpty else { break }
            for text in texts {
                for (label, candidate) in candidates where candidate.allFlags && SwiftPrePassTexts.contains(text, label) {
                    for match in matches(#"[^\n]*\b\#(label)\s*:\s*([^,)\n]+)[^\n]*"#, in: text) {
                        let value = (match[1] ?? "").trimmingCharacters(in: .whitespaces)
                        // `FormattedBodyText(text: "❤️", boostFontSize: true)` (Element X's preview,
                        // `FormattedBodyText.swift:210`): set for a text that is only emoji.
                        if value == "true", emojiLiteral(onLine: match[0] ?? "") { continue }
                        let last = value.split(separator: ".").last.map(String.init) ?? value
                        // `boostFontSize: boostFontSize` forwards the parameter of the same name
                        // (Element X `FormattedBodyText.swift:50`, `init(text:…)` calling the other init).
                        if flags[last] != nil || value == "false" || value == label || value.first?.isUppercase == true { continue }
                        candidates[label]?.allFlags = false
                    }
                }
            }
            for (label, candidate) in candidates where candidate.allFlags { flags[label] = candidate.source }
        }
        return flags
    }

    /// The flag and its source when `node` is in the body (not the `else`) of an `if` whose
    /// condition names one of `flags` (`if boostFontSize, let range = …`).
    static func isSetOnlyForEmoji(_ node: some SyntaxProtocol, flags: [String: String]) -> (flag: String, source: String)? {
        guard !flags.isEmpty else { return nil }
        var current = Syntax(node)
        while let parent = current.parent {
            if let branch = parent.as(IfExprSyntax.self), branch.body.id == current.id {
                for condition in branch.conditions {
                    guard let name = condition.condition.as(ExprSyntax.self)?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                        let source = flags[name]
                    else { continue }
                    return (name, source)
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// Whether `value`, set as a font at `node`, is a fixed font set only under an emoji flag:
    /// then the note is added to the file's findings and the font is not given to the view.
    static func notedEmojiFont(_ value: ExprSyntax, at node: some SyntaxProtocol, scan: SwiftFileScan) -> Bool {
        guard !scan.facts.emojiFlags.isEmpty, let (flag, source) = isSetOnlyForEmoji(node, flags: scan.facts.emojiFlags),
            case .fixed(let size, _, _, _) = scan.fonts(implicitly: "UIFont").read(value)?.font
        else { return false }
        let points = size.rounded() == size ? String(Int(size)) : String(size)
        scan.findings.append(
            Finding(
                id: scan.elementID(node), rule: ScanRules.textFixedSize.id, severity: .note,
                message:
                    "the font is a fixed \(points) pt, set only when \(flag) is true, which follows \(source): the text is then only emoji, drawn as pictures, as a symbol is, not as text a person reads",
                location: scan.location(of: node)))
        return true
    }

    /// Whether `line` holds a string literal that is only emoji (``EmojiText/isEmojiOnly(_:)``).
    private static func emojiLiteral(onLine line: String) -> Bool {
        matches(#""([^"\\]+)""#, in: line).contains { $0[1].map(EmojiText.isEmojiOnly) ?? false }
    }

    /// The capture groups of every match of `pattern` in `text` (index 0 the whole match).
    private static func matches(_ pattern: String, in text: String) -> [[String?]] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let whole = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: whole).map { match in
            (0..<match.numberOfRanges).map { index in Range(match.range(at: index), in: text).map { String(text[$0]) } }
        }
    }
}
