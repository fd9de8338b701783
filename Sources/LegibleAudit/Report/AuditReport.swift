import LegibleReporting

/// The formats `legible audit` prints.
public enum AuditFormat: String, Sendable, Hashable, CaseIterable {
    /// A readable table: overflowing labels first, grouped by key, then the largest fitting size
    /// of every key in every locale.
    case text
    /// Every label at every category, the verdicts and the findings, with sorted keys. Its
    /// `findings` make it a baseline file too.
    case json
    /// SARIF 2.1.0: each finding points to the catalog file, line and column of the text.
    case sarif
    /// JUnit XML: a test suite per rule, a test case per label.
    case junit
    /// GitHub Actions annotations (`::error file=…,line=…::…`).
    case github
}

/// An audit result ready to print, with known findings taken out by a baseline.
///
/// Build it, then print ``rendered(as:)`` once: nothing is printed half-way.
///
/// ```swift
/// var report = AuditReport(result)
/// report.applyBaseline(try Baseline(contentsOfFile: "overflow-baseline.json"))
/// print(report.rendered(as: .text), terminator: "")
/// exit(report.fails ? 1 : 0)
/// ```
public struct AuditReport: Sendable {
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

    /// The report in a format, ending with a newline.
    public func rendered(as format: AuditFormat) -> String {
        switch format {
        case .text: AuditTextRenderer(report: self).render()
        case .json: AuditJSONRenderer.render(self)
        case .sarif: findings.rendered(as: .sarif)
        case .junit: findings.rendered(as: .junit)
        case .github: findings.rendered(as: .github)
        }
    }

    /// The labels whose overflow finding the baseline left, in catalog order.
    public var reportedOverflows: [LabelAudit] {
        let reported = Set(findings.findings.filter { $0.rule == AuditRule.overflow }.map(\.id))
        return result.labels.filter { $0.firstOverflow != nil && reported.contains($0.findingID) }
    }
}
