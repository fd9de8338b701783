import LegibleReporting
import LegibleScan
import SwiftSyntax

/// The `legible:` comments of one Swift file, SwiftLint's convention with Legible's names:
///
/// - `// legible:ignore-next-line text.fixed-size — reason` switches the rules named off for the
///   next line;
/// - `// legible:ignore text.shrinks — reason` switches them off for the declaration or statement
///   the comment stands before (all of its lines);
/// - rules are separated by commas or spaces; `all` (or `*`) names every rule; the reason follows
///   an em dash (`—`), an en dash, `--` or ` - `. A suppression without a reason still applies and
///   is itself a `scan.suppression-reason` note.
struct InlineSuppressions {
    struct Entry {
        var rules: [String]
        var reason: String?
        var location: Finding.Location
        var lines: ClosedRange<Int>
    }

    private(set) var entries: [Entry] = []

    init() {}

    init(tree: SourceFileSyntax, converter: SourceLocationConverter, path: String) {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position
            for piece in token.leadingTrivia {
                defer { offset += piece.sourceLength }
                guard case .lineComment(let text) = piece, text.contains("legible:ignore") else { continue }
                let location = converter.location(for: offset)
                guard let parsed = Self.parse(text) else { continue }
                let commentLine = location.line
                let lines: ClosedRange<Int>
                if parsed.nextLine {
                    lines = (commentLine + 1)...(commentLine + 1)
                } else {
                    lines = Self.statementLines(startingAt: token, converter: converter) ?? ((commentLine + 1)...(commentLine + 1))
                }
                entries.append(
                    Entry(
                        rules: parsed.rules, reason: parsed.reason,
                        location: Finding.Location(file: path, line: location.line, column: location.column), lines: lines))
            }
            // A trailing `// legible:ignore-next-line` after code on the same line works the same way.
            var trailingOffset = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                defer { trailingOffset += piece.sourceLength }
                guard case .lineComment(let text) = piece, text.contains("legible:ignore"), let parsed = Self.parse(text) else { continue }
                let location = converter.location(for: trailingOffset)
                let lines = parsed.nextLine ? (location.line + 1)...(location.line + 1) : location.line...location.line
                entries.append(
                    Entry(
                        rules: parsed.rules, reason: parsed.reason,
                        location: Finding.Location(file: path, line: location.line, column: location.column), lines: lines))
            }
        }
    }

    /// The lines of the outermost declaration or statement that `token` starts.
    private static func statementLines(startingAt token: TokenSyntax, converter: SourceLocationConverter) -> ClosedRange<Int>? {
        var node = Syntax(token)
        while let parent = node.parent, parent.firstToken(viewMode: .sourceAccurate)?.id == token.id,
            !parent.is(CodeBlockItemListSyntax.self), !parent.is(MemberBlockItemListSyntax.self), !parent.is(SourceFileSyntax.self)
        {
            node = parent
        }
        guard node.id != Syntax(token).id else { return nil }
        let start = node.startLocation(converter: converter, afterLeadingTrivia: true).line
        let end = node.endLocation(converter: converter, afterTrailingTrivia: false).line
        return start...max(start, end)
    }

    /// Reads one comment: `// legible:ignore-next-line a.b, c.d — reason`.
    static func parse(_ comment: String) -> (nextLine: Bool, rules: [String], reason: String?)? {
        var text = Substring(comment)
        while text.hasPrefix("/") { text = text.dropFirst() }
        text = text.drop { $0 == " " || $0 == "\t" }
        let nextLine: Bool
        if text.hasPrefix("legible:ignore-next-line") {
            nextLine = true
            text = text.dropFirst("legible:ignore-next-line".count)
        } else if text.hasPrefix("legible:ignore") {
            nextLine = false
            text = text.dropFirst("legible:ignore".count)
        } else {
            return nil
        }
        guard text.isEmpty || text.first == " " || text.first == "\t" else { return nil }
        var rulesPart = text
        var reason: String?
        for separator in [" — ", "—", " – ", " -- ", " - ", ": "] {
            if let range = text.range(of: separator) {
                rulesPart = text[..<range.lowerBound]
                let rest = text[range.upperBound...].trimmingSpaces
                reason = rest.isEmpty ? nil : String(rest)
                break
            }
        }
        let rules = rulesPart.split { $0 == "," || $0 == " " || $0 == "\t" }.map { $0 == "*" ? "all" : String($0) }
        guard !rules.isEmpty else { return nil }
        return (nextLine, rules, reason)
    }

    /// The suppressions whose lines meet `lines`, as the element's own; `attached` gains the
    /// indexes of the entries used.
    func covering(lines: ClosedRange<Int>, attached: inout Set<Int>) -> [ScanSuppression] {
        var result: [ScanSuppression] = []
        for (index, entry) in entries.enumerated() where entry.lines.overlaps(lines) {
            attached.insert(index)
            result += entry.rules.map { ScanSuppression(rule: $0 == "all" ? "*" : $0, reason: entry.reason, location: entry.location) }
        }
        return result
    }

    /// Whether a reader finding is switched off by a comment on its line.
    func suppresses(_ finding: Finding) -> Bool {
        guard finding.rule != ScanRules.suppressionWithoutReason.id, let line = finding.location?.line else { return false }
        return entries.contains { $0.lines.contains(line) && ($0.rules.contains(finding.rule) || $0.rules.contains("all")) }
    }

    /// A `scan.suppression-reason` note for each suppression that gives no reason and is on no
    /// element (the scan reports those of elements itself).
    func missingReasonFindings(attached: Set<Int>) -> [Finding] {
        entries.enumerated().filter { $0.element.reason == nil && !attached.contains($0.offset) }.map(\.element).map { entry in
            Finding(
                id: "legible:ignore \(entry.rules.joined(separator: ", "))", rule: ScanRules.suppressionWithoutReason.id,
                severity: ScanRules.suppressionWithoutReason.defaultSeverity,
                message:
                    "The suppression of \(entry.rules.joined(separator: ", ")) gives no reason; say why after the rule (`// legible:ignore \(entry.rules.first ?? "rule") — reason`).",
                location: entry.location)
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
