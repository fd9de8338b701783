import LegibleReporting

extension AuditReport {
    /// The formats `legible audit` prints.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// A readable table: overflowing labels first, grouped by key, then the largest fitting size
        /// of every key in every locale.
        case text
        /// Every label at every category, the verdicts and the findings, with sorted keys (see
        /// ``AuditReport/write(_:to:)`` for the order). Its `findings` make it a baseline file too.
        case json
        /// SARIF 2.1.0: each finding points to the catalog file, line and column of the text.
        case sarif
        /// JUnit XML: a test suite per rule, a test case per label.
        case junit
        /// GitHub Actions annotations (`::error file=…,line=…::…`).
        case github
        /// One self-contained HTML page (no script, nothing fetched): the largest fitting size of
        /// every key in every locale as a table shaded by reach, with a legend, then each
        /// overflowing label with its text (isolated in its direction, drawn from the bundled
        /// fonts) and its preview inline at the largest size that fits, the first that overflows
        /// and the largest (the first 200; `--preview` draws them all at every size as files).
        case html
    }
}

/// The formats an ``AuditReport`` renders; ``AuditReport/Format`` is the name to use.
@available(*, deprecated, renamed: "AuditReport.Format")
public typealias AuditFormat = AuditReport.Format

/// An audit result ready to print, with known findings taken out by a baseline.
///
/// The audit is finished before the report exists, so writing it cannot fail: ``write(_:to:)``
/// streams any format to the output a label at a time, in a stable order, without building the
/// whole document first.
///
/// ```swift
/// var report = AuditReport(result)
/// report.applyBaseline(try Baseline(contentsOfFile: "overflow-baseline.json"))
/// var output = ""
/// report.write(.text, to: &output)
/// exit(report.fails ? 1 : 0)
/// ```
public struct AuditReport: CheckReport {
    /// The audit.
    public let result: AuditResult
    /// The findings left after the baseline, with the audit's rules.
    public private(set) var findings: FindingsReport

    /// A report of every finding of `result`.
    public init(_ result: AuditResult) {
        self.result = result
        findings = FindingsReport(findings: result.findings, rules: AuditResult.rules, junitGrouping: .byRule)
    }

    /// Removes the findings a baseline accepts.
    public mutating func applyBaseline(_ baseline: Baseline) {
        findings.applyBaseline(baseline)
    }

    /// Whether an error is left: a label overflows at or below the fail-on category.
    public var fails: Bool { findings.fails }

    /// Writes the report in `format` to `output`, ending with a newline.
    ///
    /// The JSON document's keys, sorted at every level:
    ///
    /// - `findings`: the findings left after the baseline, in report order, each with `id`,
    ///   `location` (`column`, `file`, `line`), `message`, `rule`, `severity`.
    /// - `fits`: per key and locale (and Bold Text setting), in catalog order: `fitsUpTo` (a
    ///   category, or null for none), `key`, `locale`, `overflows`, `pseudo`; and `boldText`
    ///   when the audit measured any label with Bold Text on.
    /// - `labels`: every label in catalog order: `column`, `file`, `fitsUpTo`, `key`, `layout`
    ///   (`font`, `maxLines`, `size`, `style`, `tracking`, `weight`, `width`; `font`, `size` and
    ///   `style` only when set), `line`, `locale`, `measurements` (per category, smallest first:
    ///   `availableWidth`, `category`, `fits`, `lines`, `overflow`, `requiredWidth`, `size`;
    ///   widths rounded to 1/100 pt), `missingCharacters`, `needsReview`, `pseudo`, `source`,
    ///   `stale`, `state`, `text`, `variant` (`state` and `variant` null when absent); and, when
    ///   the audit measured any label with Bold Text on, `boldText` and `weight` (the weight
    ///   drawn, heavier than the layout's with Bold Text).
    /// - `summary`: `errors`, `labels`, `notes`, `overflowing`, `suppressed`, `warnings`.
    /// - `tool`: `name`.
    ///
    /// - Parameters:
    ///   - format: the format.
    ///   - output: where the report goes.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        switch format {
        case .text: AuditTextRenderer(report: self).write(to: &output)
        case .json: AuditJSONRenderer(report: self).write(to: &output)
        case .sarif: findings.write(.sarif, concurrency: result.options.concurrency, to: &output)
        case .junit: findings.write(.junit, concurrency: result.options.concurrency, to: &output)
        case .github: findings.write(.github, concurrency: result.options.concurrency, to: &output)
        case .html: AuditHTMLRenderer(report: self).write(to: &output)
        }
    }

    /// The labels whose overflow finding the baseline left, in catalog order.
    public var reportedOverflows: [LabelAudit] {
        reportedOverflowIndexes.map { result.labels[$0] }
    }

    /// The indexes in ``AuditResult/labels`` of ``reportedOverflows``.
    var reportedOverflowIndexes: [Int] {
        let overflowing = result.labels.indices.filter { result.labels[$0].firstOverflow != nil }
        // Only a baseline takes findings out.
        guard findings.suppressedCount > 0 else { return overflowing }
        let reported = Set(findings.findings.lazy.filter { $0.rule == AuditRule.overflow }.map(\.id))
        return overflowing.filter { reported.contains(result.labels[$0].findingID) }
    }
}
