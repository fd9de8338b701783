import Foundation

/// A `contrast.text` message that would pass the 200-character limit, made brief so the ratio and
/// the failing appearance stay in it (issue 33). SeriesGuide 72ea839fc
/// `fragment_shows_popular.xml:42` named its background as "… in the theme
/// Theme.SeriesGuide.Launch (assumed: code picks the theme at run time, setTheme(this,
/// getCustomTheme()) at BaseThemeActivity.kt:32): …", and the cut at 200 characters fell before
/// "is 1.06:1 in light". The whole message stays in the `fullMessage` property, the colour names
/// in `text` and `background`.
enum ContrastMessageFit {
    /// The message with the colour names made brief, step by step until it fits: first the theme
    /// assumption is "(theme assumed)" (a theme code picks, "(theme picked in code)"), then each
    /// name is only its value; `nil` when the message fits as it is.
    ///
    /// - Parameters:
    ///   - message: the whole message, which holds "`text` on `background`".
    ///   - text: the text colour's name as the message writes it.
    ///   - background: the background's name as the message writes it.
    static func fitted(_ message: String, text: String, background: String) -> String? {
        let limit = CodeSetPlaceholders.messageLimit
        let pair = "\(text) on \(background)"
        guard message.count > limit, let range = message.range(of: pair) else { return nil }
        var brief = message
        for shorten in [briefAssumptions, sourceDropped, valueOnly] {
            brief = message.replacingCharacters(in: range, with: "\(shorten(text)) on \(shorten(background))")
            if brief.count <= limit { return brief }
        }
        return brief.count < message.count ? brief : nil
    }

    /// The name with each parenthesis about a theme code picks made brief: "(assumed: code picks
    /// the theme at run time, setTheme(…) at X.kt:32)" → "(theme assumed)", "(picked by setTheme
    /// at …)" and "(or A, alike; picked by setTheme at …)" → "(theme picked in code)".
    static func briefAssumptions(_ name: String) -> String {
        var result = ""
        var rest = Substring(name)
        while let open = rest.range(of: " (") {
            result += rest[..<open.lowerBound]
            let inside = rest[open.upperBound...]
            // The parenthesis that closes this one (a setTheme call inside has its own).
            var depth = 1
            var close = inside.startIndex
            while close < inside.endIndex, depth > 0 {
                if inside[close] == "(" { depth += 1 }
                if inside[close] == ")" { depth -= 1 }
                if depth > 0 { close = inside.index(after: close) }
            }
            guard close < inside.endIndex else {
                result += rest[open.lowerBound...]
                return result
            }
            let body = inside[..<close]
            if body.hasPrefix("assumed: ") {
                result += " (theme assumed)"
            } else if body.contains("picked by setTheme") {
                result += " (theme picked in code)"
            } else {
                result += " (\(body))"
            }
            rest = inside[inside.index(after: close)...]
        }
        return result + rest
    }

    /// A one-word name with its value, less where the value comes from: "systemGray2 (#aeaeb2)"
    /// from "systemGray2 (Apple HIG: #aeaeb2)". GoMap `Changeset.storyboard:130` lost the name
    /// and kept half the parenthesis ("#aeaeb2) on #ffffff"); other names as ``briefAssumptions(_:)``.
    static func sourceDropped(_ name: String) -> String {
        let brief = briefAssumptions(name)
        guard let open = brief.range(of: " ("), brief.hasSuffix(")"), !brief[..<open.lowerBound].contains(" ") else { return brief }
        let inside = brief[open.upperBound..<brief.index(before: brief.endIndex)]
        guard let colon = inside.range(of: ": ", options: .backwards), !inside.contains("(") else { return brief }
        return "\(brief[..<open.lowerBound]) (\(inside[colon.upperBound...]))"
    }

    /// The name's value alone: what follows its last ": " (`#dcdcdc` from "#000000 at 16% over
    /// @color/sg_color_background in the theme T: #dcdcdc"), else the value in its last parentheses
    /// (``ContrastTextRule/compactName(_:)``), with "(theme assumed)" when the theme was.
    static func valueOnly(_ name: String) -> String {
        let brief = briefAssumptions(name)
        // The value in the last parentheses first: "systemGray2 (Apple HIG: #aeaeb2)" is "#aeaeb2", not "#aeaeb2)".
        let compact = ContrastTextRule.compactName(brief)
        let source = compact.contains(": ") ? compact : brief
        let value = ContrastTextRule.compactName(source.range(of: ": ", options: .backwards).map { String(source[$0.upperBound...]) } ?? source)
        let note = brief.contains("(theme assumed)") ? " (theme assumed)" : brief.contains("(theme picked in code)") ? " (theme picked in code)" : ""
        return value.hasSuffix(note) ? value : value + note
    }
}
