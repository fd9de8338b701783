import Foundation
import LegibleScan
import SwiftSyntax

/// A monogram badge built in UIKit code: a label whose every text is one letter a name says it
/// is (`letterLabel.text = $0.capital`), added to a view the type gives a fill and rounded
/// corners and centred in it on both axes. It is drawn as a symbol, as an avatar's initials are,
/// which `text.fixed-size` makes a note (``ScannedBadge``), as it does for the badges of
/// Interface Builder and SwiftUI. Focus `ShortcutView.swift:40`, a 20 pt capital in a 36 pt
/// rounded tile (its size from a layout configuration the scan does not read), was a warning.
enum CodeMonograms {
    /// The last names of a value that is one letter: `$0.capital`, `user.initial`, `name.firstLetter`.
    private static let letterNames: Set<String> = ["capital", "initial", "initialLetter", "firstLetter", "firstCharacter", "monogram"]

    /// The badge of the label `receiver` (a local a property's closure builds, or a property of
    /// the type), `nil` unless every text code gives it is one letter and it sits centred in a
    /// filled, rounded view of the same type.
    static func badge(ofReceiver receiver: String, at node: Syntax, scan: SwiftFileScan) -> ScannedBadge? {
        let view = PropertyClosures.outlet(ofReceiver: receiver, at: node, scan: scan).map { String($0.split(separator: ".").last ?? "") } ?? receiver
        guard !view.isEmpty, view.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), let type = node.enclosingTypeDeclaration else { return nil }
        let code = type.description
        let name = NSRegularExpression.escapedPattern(for: view)
        // Every `view.text = …` is a value whose last name says it is one letter.
        let texts = matches(#"(?:\bself\.)?\b\#(name)\??\.text\s*=\s*([^\n;]+)"#, in: code)
        guard !texts.isEmpty,
            texts.allSatisfy({ value in
                // `preset.shortcode`, `DcUtils.getInitials(inputName: name)`: the last name, before any call.
                let trimmed = value.trimmingCharacters(in: .whitespaces)
                let last = String((trimmed.split(separator: "(").first ?? "").split(separator: ".").last ?? "")
                return letterNames.contains(last) || scan.facts.oneLetterMembers.contains(last)
            })
        else { return nil }
        // The view it is added to, which centres it and has a fill and rounded corners of its own.
        for parent in matches(#"\b(\w+)\.addSubview\((?:self\.)?\#(name)\)"#, in: code) {
            let host = NSRegularExpression.escapedPattern(for: parent)
            let centred = ["centerX", "centerY"].allSatisfy { axis in
                !matches(#"\b\#(name)\.\#(axis)Anchor\.constraint\(equalTo:\s*(?:self\.)?\#(host)\.\#(axis)Anchor\s*\)"#, in: code).isEmpty
            }
            let filled = matches(#"\b\#(host)\.backgroundColor\s*=\s*(\S+)"#, in: code).contains { !["nil", ".clear", "UIColor.clear"].contains($0) }
            let rounded = !matches(#"\b\#(host)\.layer\.cornerRadius\s*=\s*(\S+)"#, in: code).isEmpty
            guard centred, (filled && rounded) || isSmallPicture(parent, in: code) else { continue }
            return ScannedBadge(width: 0, height: 0, codeLetter: texts[0].trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// Whether `view` is an image view of the type sized 64 pt or less on both sides by constant
    /// anchors in the closure that makes it (`view.widthAnchor.constraint(equalToConstant: 31 * 1.5)`):
    /// a picture the letter is centred on, as in Interface Builder's picture badges. OnionBrowser
    /// 44edf9a8 `SecurityShield.swift:30-41`, the 46.5×58.5 pt shield behind the level's digit (:105-107).
    private static func isSmallPicture(_ view: String, in code: String) -> Bool {
        let name = NSRegularExpression.escapedPattern(for: view)
        guard let declaration = try? NSRegularExpression(pattern: #"\bvar\s+\#(name)\s*:\s*UIImageView\s*=\s*\{"#),
            let match = declaration.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)),
            let open = Range(match.range, in: code)?.upperBound, let closure = body(of: code, after: open)
        else { return false }
        let sides = ["width", "height"].map { side in
            matches(#"\.\#(side)Anchor\.constraint\(equalToConstant:\s*([^)]+)\)"#, in: closure).first.flatMap(points)
        }
        return sides.allSatisfy { side in side.map { $0 > 0 && $0 <= 64 } ?? false }
    }

    /// A number, or two joined by one operator (`31 * 1.5`).
    private static func points(_ written: String) -> Double? {
        let parts = written.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if parts.count == 1 { return Double(parts[0]) }
        guard parts.count == 3, let left = Double(parts[0]), let right = Double(parts[2]) else { return nil }
        switch parts[1] {
        case "*": return left * right
        case "/": return right == 0 ? nil : left / right
        case "+": return left + right
        case "-": return left - right
        default: return nil
        }
    }

    /// The text up to the `}` that closes the brace just before `start`.
    private static func body(of code: String, after start: String.Index) -> String? {
        var depth = 1
        var index = start
        while index < code.endIndex {
            if code[index] == "{" { depth += 1 }
            if code[index] == "}" {
                depth -= 1
                if depth == 0 { return String(code[start..<index]) }
            }
            index = code.index(after: index)
        }
        return nil
    }

    /// The dot the view `receiver` shows when every text its type gives it is that one dot
    /// literal (`readNotification.text = "•"`, Unwrap 44886cb3 `NewsTableViewCell.swift:50`) and
    /// the type gives it no attributed text: an indicator drawn with a glyph (``EmojiText/isDotGlyph(_:)``).
    static func dot(ofReceiver receiver: String, at node: Syntax) -> String? {
        guard receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), let type = node.enclosingTypeDeclaration else { return nil }
        let code = type.description
        let name = NSRegularExpression.escapedPattern(for: receiver)
        guard matches(#"\b\#(name)\??\.(?:attributedText|setText)\b"#, in: code).isEmpty else { return nil }
        let texts = matches(#"(?:\bself\.)?\b\#(name)\??\.text\s*=\s*([^\n;]+)"#, in: code).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = texts.first, first.count >= 3, first.hasPrefix("\""), first.hasSuffix("\""), texts.allSatisfy({ $0 == first }) else { return nil }
        let literal = String(first.dropFirst().dropLast())
        return EmojiText.isDotGlyph(literal) ? literal : nil
    }

    /// Whether the element's size is fixed, the only size the badge's note is about.
    static func hasFixedSize(_ element: ScannedElement) -> Bool {
        if element.fixedSizeConstant != nil { return true }
        if case .fixed? = element.font { return true }
        return false
    }

    /// The first capture of each match of `pattern` in `text`, or the match when it has none.
    private static func matches(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            // The whole match for a pattern without a group (the centring constraints).
            Range(match.range(at: match.numberOfRanges > 1 ? 1 : 0), in: text).map { String(text[$0]) }
        }
    }
}
