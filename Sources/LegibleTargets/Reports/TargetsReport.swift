import LegibleReporting

/// A screen's touch-target audit as a report: what `legible targets` prints.
///
/// ```swift
/// let screen = try Screen(contentsOfFile: "Examples/targets/checkout.json")
/// let report = TargetsReport(screen: screen, platform: .ios, policy: FailurePolicy(threshold: .warning))
/// print(report.rendered(as: .sarif), terminator: "")
/// if report.fails { … }
/// ```
///
/// ## Formats
/// - `text`: a line naming the screen, the platform and its minimum; one line per finding
///   (`error: close: hit area 24×24 pt is under … [target.size.ios]`), element by element; and
///   a summary.
/// - `json`: an array of the findings, element by element, each with `id`, `message`, `rule`
///   and `severity`.
/// - `sarif`, `junit`, `github`: the findings through LegibleReporting's reporters, like
///   `legible audit`: each points to the screen file, line and column of its element (when the
///   screen was read from a file), and SARIF describes every rule the audit checks with a link
///   to its guideline (``TargetRules``). JUnit has a test suite per rule and a test case per
///   element.
///
/// The report ``fails`` when a finding reaches the policy's threshold: errors by default,
/// warnings too with `FailurePolicy(threshold: .warning)` (the command line's `--strict`).
public struct TargetsReport: CheckReport, Hashable, Codable {
    /// The formats the report renders.
    public enum Format: String, CaseIterable, Sendable {
        /// Lines for people.
        case text
        /// The findings as an array.
        case json
        /// SARIF 2.1.0 for code scanning.
        case sarif
        /// JUnit XML for CI test reports.
        case junit
        /// GitHub Actions annotations.
        case github
    }

    /// The audit.
    public let audit: ScreenAudit
    /// Which findings fail the report.
    public let policy: FailurePolicy

    /// A report of an audit.
    ///
    /// - Parameters:
    ///   - audit: the audit.
    ///   - policy: which findings fail the report; errors by default.
    public init(audit: ScreenAudit, policy: FailurePolicy = .errors) {
        self.audit = audit
        self.policy = policy
    }

    /// Audits a screen.
    ///
    /// - Parameters:
    ///   - screen: the screen, in logical units or, with `density`, in device pixels.
    ///   - platform: whose minimum size applies.
    ///   - density: the pixel density of a screen measured in device pixels, converted to
    ///     logical units first; `nil` when it already is in logical units.
    ///   - policy: which findings fail the report; errors by default.
    public init(screen: Screen, platform: TargetPlatform, density: PixelDensity? = nil, policy: FailurePolicy = .errors) {
        let logical = density.map { screen.logical(fromPixels: $0) } ?? screen
        self.init(audit: ScreenAudit(screen: logical, platform: platform), policy: policy)
    }

    /// The findings with the audit's rules and the policy, as the SARIF, JUnit and GitHub
    /// formats print them.
    public var findingsReport: FindingsReport {
        FindingsReport(findings: audit.findings, rules: TargetRules.rules(for: audit.platform), policy: policy, junitGrouping: .byRule)
    }

    /// True when a finding reaches the policy's threshold.
    public var fails: Bool { policy.fails(audit.findings) }

    /// Writes the report in `format`, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: the format.
    ///   - output: where to write it.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        switch format {
        case .text: writeText(to: &output)
        case .json: output.write(SortedJSON.string(audit.findings.map(JSONFinding.init)) + "\n")
        case .sarif: output.write(findingsReport.rendered(as: .sarif))
        case .junit: output.write(findingsReport.rendered(as: .junit))
        case .github: output.write(findingsReport.rendered(as: .github))
        }
    }

    private func writeText<Output: TextOutputStream>(to output: inout Output) {
        let screen = audit.screen, platform = audit.platform
        let interactive = screen.elements.filter(\.isInteractive).count
        output.write(
            "\(screen.name ?? "Screen"): \(interactive) interactive of \(Self.count(screen.elements.count, "element")), "
                + "\(platform.guideline) minimum \(platform.minimum) \(platform.unit.symbol)\n")
        var counts: [Severity: Int] = [:]
        for finding in audit.findings {
            output.write("\(finding.severity.rawValue): \(finding.id): \(finding.message) [\(finding.rule)]\n")
            counts[finding.severity, default: 0] += 1
        }
        if audit.findings.isEmpty {
            output.write("no findings: \(Self.count(audit.targets.count, "target")) checked\n")
        } else {
            let summary = [Severity.error, .warning, .note].map { Self.count(counts[$0] ?? 0, $0.rawValue) }
            output.write(summary.joined(separator: ", ") + "\n")
        }
    }

    /// `1 element`, `2 elements`.
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// A finding as the JSON format gives it: without its location.
    private struct JSONFinding: Encodable {
        let id: String
        let message: String
        let rule: String
        let severity: Severity

        init(_ finding: Finding) {
            id = finding.id
            message = finding.message
            rule = finding.rule
            severity = finding.severity
        }
    }
}
