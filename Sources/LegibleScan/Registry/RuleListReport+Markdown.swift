import LegibleReporting

extension RuleListReport {
    /// Documentation/Rules.md: every rule's section — its anchor, severity, documentation,
    /// source and, for the scan's rules, the examples it must and must not fire on — under its
    /// check's heading. The file is generated from the rules; a test keeps it current.
    func writeMarkdown<Output: TextOutputStream>(to output: inout Output) {
        output.write(Self.markdownIntroduction)
        for group in LegibleRuleRegistry.groups {
            let rules = group.rules.filter { rule in self.rules.contains { $0.id == rule.id } }
            guard !rules.isEmpty else { continue }
            output.write("\n## \(group.title)\n\n\(group.introduction)\n")
            for rule in rules { writeSection(rule, to: &output) }
        }
    }

    private func writeSection<Output: TextOutputStream>(_ rule: RuleDescriptor, to output: inout Output) {
        output.write("\n<a id=\"\(LegibleRuleRegistry.documentationAnchor(for: rule.id))\"></a>\n\n### \(rule.id)\n\n")
        let severity = rule.defaultSeverity.rawValue.prefix(1).uppercased() + rule.defaultSeverity.rawValue.dropFirst()
        let state = rule.isEnabledByDefault ? "" : ", off by default"
        output.write("**\(severity)\(state).** \(rule.documentation ?? rule.summary)\n")
        if let citation = rule.citation { output.write("\nSource: \(citation).\n") }
        guard let examples = ScanRules.rule(id: rule.id)?.examples, !examples.isEmpty else { return }
        for (expectation, heading) in [(ScanRuleExample.Expectation.fires, "Fires on"), (.doesNotFire, "Does not fire on")] {
            let chosen = examples.filter { $0.expectation == expectation }
            guard !chosen.isEmpty else { continue }
            output.write("\n\(heading):\n")
            for example in chosen {
                let language =
                    switch example.kind {
                    case .swift: "swift"
                    case .compose: "kotlin"
                    case .objectiveC: "objc"
                    case .storyboard, .androidLayout: "xml"
                    }
                output.write("\n```\(language)\n\(example.source)\n```\n")
            }
        }
    }

    static let markdownIntroduction = """
        <!-- Generated from the rules' own descriptors (`legible rules --format markdown`, `make generate`); do not edit. -->
        # Legible's rules

        Every finding Legible reports names one of these rules. `legible rules` lists them (text or
        `--format json`, whose `documentation` field links to the sections below); a rule's id is what
        SARIF calls `ruleId`, what `--baseline` files record, and what `legible.yaml`'s `scan: rules:`
        switches off or re-grades:

        ```yaml
        scan:
          rules:
            text.shrinks: note     # off | note | warning | error
            color.literal: warning # off by default; this switches it on
        ```

        Each section's anchor is the rule id with dots as dashes (`text.fixed-size` → `#text-fixed-size`),
        set explicitly before its heading (GitHub's own heading anchors drop the dots). This page is
        generated from the rules themselves: each scan rule's documentation and examples live in its
        own file in `Sources/LegibleScan/Rules/`, and its examples run as tests.

        """
}
