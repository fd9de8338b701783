import LegibleReporting

/// One `legible:` suppression comment, read the same way in every language the scan reads
/// (SwiftLint's convention with Legible's names):
///
/// - `// legible:ignore-next-line text.fixed-size — reason` switches the rules named off for the
///   next line;
/// - `// legible:ignore text.shrinks — reason` switches them off for what the comment stands
///   before (the reader decides the lines);
/// - rules are separated by commas or spaces; `all` (or `*`) names every rule; the reason follows
///   an em dash (`—`), an en dash, `--`, ` - ` or `: `. A suppression without a reason still
///   applies and is itself a `scan.suppression-reason` note.
///
/// ```swift
/// let comment = SuppressionComment(parsing: "// legible:ignore-next-line a.b, c.d — why")
/// comment?.rules   // ["a.b", "c.d"]
/// ```
package struct SuppressionComment: Sendable, Hashable {
    /// Whether it is `legible:ignore-next-line` (else `legible:ignore`).
    package var nextLine: Bool
    /// The rules named, `all` for every rule.
    package var rules: [String]
    /// The reason written after the rules, `nil` when there is none.
    package var reason: String?

    /// Reads one comment's text, slashes included; `nil` when it is no suppression.
    ///
    /// - Parameters:
    ///   - comment: the comment as written (`// legible:ignore …`).
    ///   - blockComment: also take off a block comment's marks (`/* … */`, a KDoc line's `*`),
    ///     as the Kotlin reader's comments keep them.
    package init?(parsing comment: String, blockComment: Bool = false) {
        var text = Substring(comment)
        while text.hasPrefix("/") || (blockComment && text.hasPrefix("*")) { text = text.dropFirst() }
        text = text.drop { $0 == " " || $0 == "\t" }
        if blockComment && text.hasSuffix("*/") { text = text.dropLast(2) }
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
        for separator in [" — ", "—", " – ", " -- ", " - ", ": "] {
            if let range = text.range(of: separator) {
                rulesPart = text[..<range.lowerBound]
                let rest = Self.trimmingSpaces(text[range.upperBound...])
                reason = rest.isEmpty ? nil : String(rest)
                break
            }
        }
        rules = rulesPart.split { $0 == "," || $0 == " " || $0 == "\t" }.map { $0 == "*" ? "all" : String($0) }
        guard !rules.isEmpty else { return nil }
    }

    private static func trimmingSpaces(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}

/// The suppressions a reader found in one file, each with the lines it covers: what the Swift
/// and Kotlin readers share once each has decided, by its own syntax, which lines a comment or
/// annotation covers.
package struct SuppressionList: Sendable {
    /// One suppression and the lines it covers.
    package struct Entry: Sendable, Hashable {
        /// The rules switched off, `all` for every rule.
        package var rules: [String]
        /// Why, `nil` when not said.
        package var reason: String?
        /// Where the comment or annotation is.
        package var location: Finding.Location
        /// The lines switched off.
        package var lines: ClosedRange<Int>

        package init(rules: [String], reason: String?, location: Finding.Location, lines: ClosedRange<Int>) {
            self.rules = rules
            self.reason = reason
            self.location = location
            self.lines = lines
        }

        /// The entry of `comment` at `location` covering `lines`.
        package init(_ comment: SuppressionComment, location: Finding.Location, lines: ClosedRange<Int>) {
            self.init(rules: comment.rules, reason: comment.reason, location: location, lines: lines)
        }
    }

    /// The suppressions, in the order found.
    package var entries: [Entry] = []

    package init() {}

    /// The suppressions whose lines meet `lines`, as the element's own; `attached` gains the
    /// indexes of the entries used.
    package func covering(lines: ClosedRange<Int>, attached: inout Set<Int>) -> [ScanSuppression] {
        var result: [ScanSuppression] = []
        for (index, entry) in entries.enumerated() where entry.lines.overlaps(lines) {
            attached.insert(index)
            result += entry.rules.map { ScanSuppression(rule: $0 == "all" ? "*" : $0, reason: entry.reason, location: entry.location) }
        }
        return result
    }

    /// Whether a reader finding is switched off by a suppression covering its line.
    package func suppresses(_ finding: Finding) -> Bool {
        guard finding.rule != ScanRules.suppressionWithoutReason.id, let line = finding.location?.line else { return false }
        return entries.contains { $0.lines.contains(line) && ($0.rules.contains(finding.rule) || $0.rules.contains("all")) }
    }

    /// A `scan.suppression-reason` note for each suppression that gives no reason and is on no
    /// element (the scan reports those of elements itself).
    package func missingReasonFindings(attached: Set<Int>) -> [Finding] {
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
