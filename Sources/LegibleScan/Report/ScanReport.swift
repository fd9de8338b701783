import LegibleAudit
import LegibleReporting
import LegibleTypeScale

/// What `legible scan` found: every finding at its element's file, line and column, the
/// elements read, and the labels audited for overflow (with the layout spec they make).
///
/// ```swift
/// var report = try await scanner.scan()
/// report.applyBaseline(try Baseline(contentsOfFile: "scan-baseline.json"))
/// print(report.rendered(as: .sarif), terminator: "")
/// if report.fails { … }   // an error-level finding
/// ```
public struct ScanReport: CheckReport {
    /// The formats the report renders.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// Compiler-style lines (`Main.storyboard:12:5: warning: … [text.fixed-size]`) and a summary.
        case text
        /// JSON (also the baseline format).
        case json
        /// SARIF 2.1.0 for code scanning.
        case sarif
        /// JUnit XML.
        case junit
        /// GitHub Actions annotations.
        case github
        /// One page: the findings by file and each overflowing label's preview.
        case html
        /// Compiler diagnostics as Xcode and `swift build` show them, the rule last:
        /// `View.swift:12:9: warning: the font is a fixed 17 pt … [text.fixed-size]`.
        case compiler
    }

    /// The findings left after the configuration and any baseline, with the rules described.
    public private(set) var findings: FindingsReport
    /// Findings suppressed by the files themselves or `ignore:` entries (a baseline's are
    /// counted in ``findings``).
    public let suppressedCount: Int
    /// Every element read, in file order.
    public let elements: [ScannedElement]
    /// The files found.
    public let files: ScanFileSet
    /// The labels audited for overflow.
    public let labels: [DerivedLabel]
    /// The overflow audit of each platform's labels.
    public let audits: [TextSizePlatform: AuditResult]
    /// Whether the text format lists notes (`legible scan --notes`). It lists errors and
    /// warnings either way and counts notes in its summary; every other format has every finding.
    public var listsNotes = false

    /// The rules a scan's findings use: the scan's and the audit's overflow rules.
    public static let rules: [RuleDescriptor] =
        ScanRules.descriptors + AuditResult.rules.filter { $0.id == AuditRule.overflow || $0.id == AuditRule.missingGlyphs }

    /// A report; ``ProjectScanner/scan()`` builds these.
    ///
    /// - Parameters:
    ///   - findings: the findings.
    ///   - suppressedCount: how many suppressions removed.
    ///   - elements: the elements read.
    ///   - files: the files found.
    ///   - labels: the labels audited.
    ///   - audits: each platform's audit.
    public init(
        findings: [Finding], suppressedCount: Int = 0, elements: [ScannedElement] = [], files: ScanFileSet = ScanFileSet(),
        labels: [DerivedLabel] = [], audits: [TextSizePlatform: AuditResult] = [:]
    ) {
        self.findings = FindingsReport(findings: findings, rules: Self.rules)
        self.suppressedCount = suppressedCount
        self.elements = elements
        self.files = files
        self.labels = labels
        self.audits = audits
    }

    /// Removes the findings a baseline knows.
    ///
    /// - Parameter baseline: an earlier `--format json` report's findings.
    public mutating func applyBaseline(_ baseline: Baseline) {
        findings.applyBaseline(baseline)
    }

    /// Whether any finding is an error.
    public var fails: Bool { findings.fails }

    /// Writes the report in `format`, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: the format.
    ///   - output: where it goes.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        switch format {
        case .text: writeText(to: &output)
        case .json: findings.write(.json, to: &output)
        case .sarif: findings.write(.sarif, to: &output)
        case .junit: findings.write(.junit, to: &output)
        case .github: findings.write(.github, to: &output)
        case .html: ScanHTMLRenderer(report: self).write(to: &output)
        case .compiler: writeCompilerDiagnostics(errorsAsWarnings: false, to: &output)
        }
    }

    /// `Scanned 3 files (41 elements); 12 labels audited for overflow; 2 findings suppressed.`
    public var summaryLine: String {
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        var line =
            "Scanned \(plural(files.interfaceFiles.count, "file")) (\(plural(elements.count, "element"))); "
            + "\(plural(Set(labels.map(\.elementIndex)).count, "label")) audited for overflow"
        if suppressedCount > 0 { line += "; \(plural(suppressedCount, "finding")) suppressed in the files or legible.yaml" }
        return line + "."
    }
}
