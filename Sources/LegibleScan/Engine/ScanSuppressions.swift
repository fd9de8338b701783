import LegibleCatalogs
import LegibleReporting

/// Applies the configuration to a scan's findings: rules switched off or re-graded, elements
/// the file itself suppresses (`tools:ignore`, `// legible:ignore`), and `ignore:` entries; a
/// suppression without a reason is itself a `scan.suppression-reason` note.
struct ScanSuppressions {
    let configuration: ScanConfiguration
    /// The `ignore:` entries by file and id, so a finding tries only the entries that can cover
    /// it: trying every entry on every finding took 110 s for 20,000 entries.
    private let index: IgnoreIndex

    init(configuration: ScanConfiguration) {
        self.configuration = configuration
        index = IgnoreIndex(configuration.ignores)
    }

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
            if !configuration.ignores.isEmpty, isIgnored(finding, element: record.element.map { elements[$0] }) {
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

    /// Whether an `ignore:` entry covers the finding: only the entries its file and id select are tried.
    private func isIgnored(_ finding: Finding, element: ScannedElement?) -> Bool {
        let id = element?.id ?? finding.id
        let ignores = configuration.ignores
        return index.candidates(
            file: finding.location?.file, relative: finding.location.map { ScanFileFinder.relative($0.file, to: configuration.baseDirectory) }, id: id
        )
        .contains { matches(ignores[$0], finding: finding, element: element) }
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

/// `ignore:` entries by the file they name (exactly, or a glob tried on every finding) and id.
private struct IgnoreIndex {
    private struct Key: Hashable {
        var file: String
        var id: String?
    }

    /// Entries whose file has no glob character, by file and id (`nil`: every element).
    private var literal: [Key: [Int]] = [:]
    /// Entries whose file is a glob, by id.
    private var globs: [String?: [Int]] = [:]

    init(_ ignores: [ScanIgnore]) {
        for (index, ignore) in ignores.enumerated() {
            if ignore.file.contains(where: { $0 == "*" || $0 == "?" || $0 == "\\" }) {
                globs[ignore.id, default: []].append(index)
            } else {
                literal[Key(file: ignore.file, id: ignore.id), default: []].append(index)
            }
        }
    }

    /// The entries that may cover a finding in `file` about `id`: the literal entries naming the
    /// path, its relative path or any end of it at a folder boundary, and every glob entry.
    func candidates(file: String?, relative: String?, id: String) -> [Int] {
        var result: [Int] = []
        func add(_ name: String) {
            result += literal[Key(file: name, id: id)] ?? []
            result += literal[Key(file: name, id: nil)] ?? []
        }
        if let file {
            var names: Set<String> = [file]
            if let relative { names.insert(relative) }
            var rest = Substring(file)
            while let slash = rest.firstIndex(of: "/") {
                rest = rest[rest.index(after: slash)...]
                names.insert(String(rest))
            }
            for name in names { add(name) }
        }
        result += globs[id] ?? []
        result += globs[nil] ?? []
        return result
    }
}
