import LegibleReporting

/// The rules `legible rules` lists: every rule's id, default severity, whether it runs by
/// default, what it finds and the guideline it comes from.
///
/// ```swift
/// print(RuleListReport().rendered(as: .text))
/// ```
public struct RuleListReport: CheckReport, Hashable {
    /// The formats the list renders.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// One block per rule: `id  severity` then its summary and citation, indented.
        case text
        /// An array of objects: `id`, `name`, `defaultSeverity`, `enabledByDefault`, `summary`,
        /// `help`, `citation`, `helpURI`, `documentation`.
        case json
        /// `Documentation/Rules.md`: a section per rule, with its documentation and, for the
        /// scan's rules, the examples it must and must not fire on.
        case markdown
    }

    /// The rules listed, in registry order.
    public var rules: [RuleDescriptor]

    /// The list of `rules`, every registered rule by default.
    ///
    /// - Parameter rules: the rules to list.
    public init(rules: [RuleDescriptor] = LegibleRuleRegistry.all) {
        self.rules = rules
    }

    /// Listing rules never fails.
    public var fails: Bool { false }

    /// Writes the list in `format`.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        switch format {
        case .text: writeText(to: &output)
        case .json: writeJSON(to: &output)
        case .markdown: writeMarkdown(to: &output)
        }
    }

    private func writeText<Output: TextOutputStream>(to output: inout Output) {
        let width = rules.map(\.id.count).max() ?? 0
        for rule in rules {
            let padding = String(repeating: " ", count: max(1, width - rule.id.count + 2))
            let state = rule.isEnabledByDefault ? "" : " (off by default)"
            output.write("\(rule.id)\(padding)\(rule.defaultSeverity.rawValue)\(state)\n")
            output.write("    \(rule.summary)\n")
            if let citation = rule.citation { output.write("    Source: \(citation)\n") }
        }
        output.write("\(rules.count) rules. Switch one off or re-grade it in legible.yaml: `rules: { text.shrinks: note }`.\n")
    }

    private func writeJSON<Output: TextOutputStream>(to output: inout Output) {
        var json = JSONWriter()
        json.beginArray()
        for rule in rules {
            json.beginObject()
            json.field("citation", rule.citation)
            json.field("defaultSeverity", rule.defaultSeverity.rawValue)
            json.field("documentation", "Documentation/Rules.md#" + LegibleRuleRegistry.documentationAnchor(for: rule.id))
            json.field("enabledByDefault", rule.isEnabledByDefault)
            json.field("help", rule.help)
            json.field("helpURI", rule.helpURI)
            json.field("id", rule.id)
            json.field("name", rule.name)
            json.field("summary", rule.summary)
            json.endObject()
        }
        json.endArray()
        json.flush(to: &output)
        output.write("\n")
    }
}
