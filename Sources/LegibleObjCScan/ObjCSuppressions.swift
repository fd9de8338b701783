import LegibleReporting
import LegibleScan

/// The suppressions of one Objective-C file, written as in Swift:
///
/// - `// legible:ignore-next-line text.fixed-size — reason` switches the rules named off for the
///   next line (after code on the same line, for the line after it);
/// - `// legible:ignore text.shrinks — reason` on a line of its own switches them off for the
///   statement that starts after the comment (all of its lines); after code, for that line.
///
/// Rules are separated by commas or spaces; `all` (or `*`) names every rule. A suppression
/// without a reason still applies and is itself a `scan.suppression-reason` note.
struct ObjCSuppressions {
    struct Entry {
        var rules: [String]
        var reason: String?
        var location: Finding.Location
        var lines: ClosedRange<Int>
    }

    private(set) var entries: [Entry] = []

    init(file: ObjCFile, path: String) {
        let starts = file.statements.map { ($0.firstLine, $0.lastLine) }
        for comment in file.comments where comment.text.contains("legible:ignore") {
            guard let parsed = Self.parse(comment.text) else { continue }
            let location = Finding.Location(file: path, line: comment.line, column: comment.column)
            var lines = (comment.line + 1)...(comment.line + 1)
            if !parsed.nextLine {
                if comment.trailsCode {
                    lines = comment.line...comment.line
                } else if let next = starts.first(where: { $0.0 > comment.line }) {
                    lines = next.0...max(next.0, next.1)
                }
            }
            entries.append(Entry(rules: parsed.rules, reason: parsed.reason, location: location, lines: lines))
        }
    }

    /// Reads one comment: `// legible:ignore-next-line a.b, c.d — reason`.
    static func parse(_ comment: String) -> (nextLine: Bool, rules: [String], reason: String?)? {
        var text = Substring(comment)
        while text.hasPrefix("/") || text.hasPrefix("*") { text = text.dropFirst() }
        text = text.drop { $0 == " " || $0 == "\t" }
        if text.hasSuffix("*/") { text = text.dropLast(2) }
        let nextLine = text.hasPrefix("legible:ignore-next-line")
        guard text.hasPrefix("legible:ignore") else { return nil }
        text = text.dropFirst(nextLine ? "legible:ignore-next-line".count : "legible:ignore".count)
        guard text.isEmpty || text.first == " " || text.first == "\t" else { return nil }
        var rulesPart = text
        var reason: String?
        for separator in [" — ", "—", " – ", " -- ", " - ", ": "] {
            if let range = text.range(of: separator) {
                rulesPart = text[..<range.lowerBound]
                let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\t" }
                let trimmed = String(rest).trimmingTrailingSpaces
                reason = trimmed.isEmpty ? nil : trimmed
                break
            }
        }
        let rules = rulesPart.split { $0 == "," || $0 == " " || $0 == "\t" }.map { $0 == "*" ? "all" : String($0) }
        guard !rules.isEmpty else { return nil }
        return (nextLine, rules, reason)
    }

    /// The suppressions whose lines meet `lines`; `attached` gains the indexes of the entries used.
    func covering(lines: ClosedRange<Int>, attached: inout Set<Int>) -> [ScanSuppression] {
        var result: [ScanSuppression] = []
        for (index, entry) in entries.enumerated() where entry.lines.overlaps(lines) {
            attached.insert(index)
            result += entry.rules.map { ScanSuppression(rule: $0 == "all" ? "*" : $0, reason: entry.reason, location: entry.location) }
        }
        return result
    }

    /// A `scan.suppression-reason` note for each suppression that gives no reason and is on no element.
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

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while let last = text.last, last == " " || last == "\t" || last == "*" || last == "/" { text = text.dropLast() }
        return String(text)
    }
}
