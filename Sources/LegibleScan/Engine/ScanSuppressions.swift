import LegibleCatalogs
import LegibleReporting

/// Applies the configuration to a scan's findings: rules switched off or re-graded, elements
/// the file itself suppresses (`tools:ignore`, `// legible:ignore`), and `ignore:` entries; a
/// suppression without a reason is itself a `scan.suppression-reason` note.
struct ScanSuppressions {
    let configuration: ScanConfiguration

    func apply(to records: [ScanFindingRecord], elements: [ScannedElement]) -> (findings: [Finding], suppressedCount: Int) {
        var findings: [Finding] = []
        findings.reserveCapacity(records.count)
        var suppressed = 0
        // Elements are looked at in place: a copy of one retains each of its many fields (a copy
        // per finding took 0.2 s of a 9 s scan of 20,000 storyboards).
        for record in records {
            var finding = record.finding
            guard let severity = configuration.severity(of: finding.rule, given: finding.severity) else { continue }
            finding.severity = severity
            if let index = record.element, elements[index].suppressions.contains(where: { $0.rule == "*" || $0.rule == finding.rule }) {
                suppressed += 1
                continue
            }
            if !configuration.ignores.isEmpty,
                configuration.ignores.contains(where: { matches($0, finding: finding, element: record.element.map { elements[$0] }) })
            {
                suppressed += 1
                continue
            }
            findings.append(finding)
        }
        // Suppressions that give no reason, in the files and in legible.yaml.
        var reasonless: [Finding] = []
        for index in elements.indices where !elements[index].suppressions.isEmpty {
            for suppression in elements[index].suppressions where Self.isBlank(suppression.reason) {
                reasonless.append(
                    Finding(
                        id: elements[index].findingID, rule: ScanRules.suppressionWithoutReason.id,
                        severity: ScanRules.suppressionWithoutReason.defaultSeverity,
                        message: "the suppression of \(suppression.rule) gives no reason; say why after the rule id", location: suppression.location))
            }
        }
        for ignore in configuration.ignores where Self.isBlank(ignore.reason) {
            reasonless.append(
                Finding(
                    id: "\(ignore.file)\(ignore.id.map { " \($0)" } ?? "")", rule: ScanRules.suppressionWithoutReason.id,
                    severity: ScanRules.suppressionWithoutReason.defaultSeverity,
                    message: "the ignore entry for \(ignore.rule) gives no reason; add reason: to say why", location: ignore.location))
        }
        for var finding in reasonless {
            guard let severity = configuration.severity(of: finding.rule, given: finding.severity) else { continue }
            finding.severity = severity
            findings.append(finding)
        }
        return (findings, suppressed)
    }

    private static func isBlank(_ reason: String?) -> Bool {
        reason.map { $0.allSatisfy(\.isWhitespace) } ?? true
    }

    /// Whether an `ignore:` entry covers a finding: the rule (or `*`), the element's id (or
    /// any, when the entry gives none) and the file — the same path, the end of it at a folder
    /// boundary (`Main.storyboard` matches `App/Base.lproj/Main.storyboard`), or a glob
    /// matching the path relative to the configuration's folder.
    func matches(_ ignore: ScanIgnore, finding: Finding, element: ScannedElement?) -> Bool {
        guard ignore.rule == "*" || ignore.rule == finding.rule else { return false }
        if let id = ignore.id, id != (element?.id ?? finding.id) { return false }
        guard let file = finding.location?.file else { return false }
        if file == ignore.file || file.hasSuffix("/" + ignore.file) { return true }
        let relative = ScanFileFinder.relative(file, to: configuration.baseDirectory)
        return relative == ignore.file || KeyGlob.matches(pattern: ignore.file, key: relative)
    }
}
