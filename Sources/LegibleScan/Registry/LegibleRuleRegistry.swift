import LegibleAudit
import LegibleDesignCheck
import LegibleReporting
import LegibleTargets

/// Every rule Legible reports, from every check, by id: the one list `legible rules` prints,
/// `legible.yaml` `rules:` entries are checked against, SARIF describes, and
/// `Documentation/Rules.md` is generated from.
///
/// The descriptors live beside the checks that report them (`ScanRules`, each scan rule in a
/// file of its own; `AuditResult.rules`, `DesignCheckReport.rules`, `TargetRules`); this registry
/// gathers them, so a rule id is defined once and a new check's rules appear here by being added
/// to one list.
///
/// ```swift
/// LegibleRuleRegistry.descriptor(id: "text.fixed-size")?.defaultSeverity   // .warning
/// LegibleRuleRegistry.all.count                                             // every rule, each id once
/// ```
public enum LegibleRuleRegistry {
    /// The rules of one command, under the heading Rules.md gives them.
    public struct RuleGroup: Sendable {
        /// The heading: the command and what it checks.
        public let title: String
        /// A paragraph under the heading.
        public let introduction: String
        /// The command's rules, each id once.
        public let rules: [RuleDescriptor]
    }

    /// Every command's rules: the scan's, the audit's, the design check's and the screen audit's.
    public static let groups: [RuleGroup] = {
        var seen = Set<String>()
        func once(_ rules: [RuleDescriptor]) -> [RuleDescriptor] { rules.filter { seen.insert($0.id).inserted } }
        return [
            RuleGroup(
                title: "`legible scan`: the app's own screens",
                introduction: "What the scan reads and how it decides each rule is in [Scan.md](Scan.md).",
                rules: once(ScanRules.descriptors)),
            RuleGroup(
                title: "`legible audit` (and `legible scan`'s labels)",
                introduction: "The label-overflow audit; `legible scan` audits the labels whose width it knows with the same engine.",
                rules: once(AuditResult.rules)),
            RuleGroup(
                title: "`legible check`: a design system's colours",
                introduction: "The pairs and palettes `legible.yaml` declares, in every appearance.",
                rules: once(DesignCheckReport.rules)),
            RuleGroup(
                title: "`legible targets`: a screen's touch targets",
                introduction: "A screen's hit areas (`legible targets`), judged by the platform's guideline.",
                rules: once(TargetPlatform.allCases.flatMap(TargetRules.rules(for:)))),
        ]
    }()

    /// Every rule, grouped by check (scan, audit, design check, targets), each id once.
    public static let all: [RuleDescriptor] = groups.flatMap(\.rules)

    /// The rule with `id`, `nil` when no check reports it.
    ///
    /// - Parameter id: a rule id such as `overflow.label`.
    public static func descriptor(id: String) -> RuleDescriptor? {
        all.first { $0.id == id }
    }

    /// The anchor of a rule's section in `Documentation/Rules.md`: its id with dots as dashes
    /// (`text.fixed-size` → `text-fixed-size`).
    ///
    /// - Parameter id: a rule id.
    public static func documentationAnchor(for id: String) -> String {
        String(id.map { $0 == "." ? "-" : $0 })
    }
}
