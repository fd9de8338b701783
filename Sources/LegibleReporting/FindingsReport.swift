#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FindingsReport {
    /// The formats a ``FindingsReport`` renders.
    public enum Format: String, Sendable, Hashable, Codable, CaseIterable {
        /// Compiler-style lines (`file:line:column: error: …`), most severe first, with a summary.
        case text
        /// Pretty-printed JSON with sorted keys and a stable finding order; also the baseline format.
        /// Keys: `findings` (each `id`, `location` {`column`, `file`, `line`}, `message`, `rule`,
        /// `severity`), `summary` (`errors`, `notes`, `suppressed`, `warnings`), `tool`.
        case json
        /// SARIF 2.1.0 for code scanning.
        case sarif
        /// JUnit XML for CI test reports.
        case junit
        /// GitHub Actions workflow commands (`::error file=…,line=…::message`).
        case github
    }
}

/// The formats a ``FindingsReport`` renders; ``FindingsReport/Format`` is the name to use.
@available(*, deprecated, renamed: "FindingsReport.Format")
public typealias FindingsFormat = FindingsReport.Format

/// A finished set of findings ready to print: the findings a baseline left, how many it
/// suppressed, and the rules and tool that produced them.
///
/// Build the whole report, then write it: ``write(_:to:)`` streams every format to the output
/// in a stable order, one finding at a time, without building the document first, and cannot
/// fail, so bad input never leaves a half-printed report.
///
/// ```swift
/// var report = FindingsReport(findings: findings, rules: [overflowRule])
/// if let baselinePath {
///     report.applyBaseline(try Baseline(contentsOfFile: baselinePath))
/// }
/// var output = ""
/// report.write(.sarif, to: &output)
/// let failed = report.fails
/// ```
public struct FindingsReport: CheckReport, Hashable {
    /// The findings, in ``Finding/reportOrder(_:_:)``.
    public private(set) var findings: [Finding]
    /// How many findings a baseline suppressed.
    public var suppressedCount: Int
    /// Descriptions of the rules; rules that findings use but that are not listed here get a
    /// plain entry in SARIF.
    public var rules: [RuleDescriptor]
    /// The tool named in SARIF and JSON output.
    public var tool: ToolInfo
    /// Which findings are failures (JUnit `<failure>`, the summary).
    public var policy: FailurePolicy
    /// How JUnit output groups test cases into suites.
    public var junitGrouping: JUnitGrouping

    /// A report of `findings` (sorted into report order).
    public init(
        findings: [Finding], rules: [RuleDescriptor] = [], tool: ToolInfo = ToolInfo(),
        suppressedCount: Int = 0, policy: FailurePolicy = .errors, junitGrouping: JUnitGrouping = .byRule
    ) {
        // Sorted in place: a sorted copy would retain every finding's strings once more.
        var findings = findings
        findings.sort(by: Finding.reportOrder)
        self.findings = findings
        self.rules = rules
        self.tool = tool
        self.suppressedCount = suppressedCount
        self.policy = policy
        self.junitGrouping = junitGrouping
    }

    /// Removes the findings the baseline knows and counts them in ``suppressedCount``.
    public mutating func applyBaseline(_ baseline: Baseline) {
        let result = baseline.apply(to: findings)
        findings = result.kept
        suppressedCount += result.suppressed.count
    }

    /// How many findings there are of each severity.
    public func count(of severity: Severity) -> Int {
        findings.reduce(0) { $1.severity == severity ? $0 + 1 : $0 }
    }

    /// Whether the policy fails this report.
    public var fails: Bool { policy.fails(findings) }

    /// Writes the report in `format` to `output`, a finding at a time, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: the format.
    ///   - output: where the report goes.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        write(format, concurrency: ProcessInfo.processInfo.activeProcessorCount, to: &output)
    }

    /// Writes the report in `format` to `output`, with long runs of findings rendered on up to
    /// `concurrency` threads (the same bytes as on one).
    package func write<Output: TextOutputStream>(_ format: Format, concurrency: Int, to output: inout Output) {
        switch format {
        case .text: TextReporter.write(self, to: &output)
        case .json: JSONReporter.write(self, to: &output)
        case .sarif: SARIFReporter.write(self, concurrency: concurrency, to: &output)
        case .junit: JUnitReporter.write(self, concurrency: concurrency, to: &output)
        case .github: GitHubAnnotationsReporter.write(self, concurrency: concurrency, to: &output)
        }
    }

    /// The rule descriptions for every rule in use: the given ones in their order, then
    /// plain entries for rules only findings name, sorted.
    var effectiveRules: [RuleDescriptor] {
        let known = Set(rules.map(\.id))
        let extra = Set(findings.map(\.rule)).subtracting(known).sorted().map { id in
            RuleDescriptor(id: id, summary: id, help: id, defaultSeverity: .warning)
        }
        return rules + extra
    }

    /// Writes the text format's lines for the findings of `minimum` severity or above (most
    /// severe first), without the summary: a report that leaves notes out, then counts them.
    ///
    /// - Parameters:
    ///   - minimum: the least severity listed.
    ///   - output: where the lines go.
    package func writeTextLines<Output: TextOutputStream>(minimum: Severity, to output: inout Output) {
        TextReporter.writeLines(self, minimum: minimum, to: &output)
    }

    /// How many findings each rule has of each severity, by rule id: `text.fixed-size: 1 error,
    /// 8 warnings, 20 notes`, severities with none left out.
    package var ruleCountLines: [String] {
        var counts: [String: [Severity: Int]] = [:]
        for finding in findings { counts[finding.rule, default: [:]][finding.severity, default: 0] += 1 }
        return counts.keys.sorted().map { rule in
            let parts = [Severity.error, .warning, .note].compactMap { severity -> String? in
                guard let count = counts[rule]?[severity], count > 0 else { return nil }
                return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
            }
            return "\(rule): " + parts.joined(separator: ", ")
        }
    }

    /// "2 errors, 1 warning, 0 notes" plus the suppressed count when there is one.
    package var summaryLine: String {
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        var line = [plural(count(of: .error), "error"), plural(count(of: .warning), "warning"), plural(count(of: .note), "note")]
            .joined(separator: ", ")
        if suppressedCount > 0 {
            line += "; \(suppressedCount) suppressed by the baseline"
        }
        return line
    }
}
