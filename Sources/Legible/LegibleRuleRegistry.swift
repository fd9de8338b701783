import LegibleAudit
import LegibleDesignCheck
import LegibleReporting
import LegibleTargets

/// Every rule Legible reports, from every check, by id: the one list `legible rules` prints,
/// `legible.yaml` `rules:` entries are checked against, and SARIF describes.
///
/// The descriptors live beside the checks that report them (`AuditResult.rules`,
/// `DesignCheckReport.rules`, `TargetRules`, `ScanRules`); this registry gathers them, so a
/// rule id is defined once and a new check's rules appear here by being added to one list.
///
/// ```swift
/// LegibleRuleRegistry.descriptor(id: "text.fixed-size")?.defaultSeverity   // .warning
/// LegibleRuleRegistry.all.count                                             // every rule, each id once
/// ```
public enum LegibleRuleRegistry {
    /// Every rule, grouped by check (scan, audit, design check, targets), each id once.
    public static let all: [RuleDescriptor] = {
        let targets = TargetPlatform.allCases.flatMap(TargetRules.rules(for:))
        var seen = Set<String>()
        return (ScanRules.all + AuditResult.rules + DesignCheckReport.rules + targets).filter { seen.insert($0.id).inserted }
    }()

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
