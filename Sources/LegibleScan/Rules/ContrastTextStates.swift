import LegibleColor
import LegibleReporting

/// `contrast.text` for text whose colour a condition in the code chooses (`if (isSelected) A
/// else B`, a `when`, a function returning one): every branch is a state the user sees, so each
/// known colour is judged on the same background, and one finding names the state that fails
/// (the worst: highest severity, then lowest ratio) and any other failing states.
enum ContrastTextStates {
    @Sendable static func check(_ element: ScannedElement, _ context: ScanRuleContext) -> [Finding] {
        var failing: [(state: ScannedColorState, finding: Finding, lowest: Double)] = []
        var unresolved: Finding?
        for state in element.textColorStates {
            var shown = element
            if let background = state.background { shown.backgroundColor = background }
            // A run of attributed text in its own font needs the contrast of that size.
            if let font = state.font { shown.font = font }
            guard shown.backgroundColor != nil else { continue }
            switch ContrastTextRule.measure(state.color, shown, context) {
            case .unresolved(let finding):
                // A colour nothing defines is its own problem: said once, for the first such state.
                if unresolved == nil { unresolved = named(finding, state.phrase) }
            case .measured(let measurement):
                guard let finding = ContrastTextRule.finding(element, context, measurement) else { continue }
                failing.append((state, finding, measurement.failures.map(\.ratio).min() ?? 0))
            }
        }
        let ordered = failing.sorted { ($0.finding.severity, -$0.lowest) > ($1.finding.severity, -$1.lowest) }
        guard let worst = ordered.first else { return unresolved.map { [$0] } ?? [] }
        var finding = named(worst.finding, worst.state.phrase)
        let others = ordered.dropFirst()
        if !others.isEmpty {
            let listed = others.map { "\($0.state.phrase) (\(WCAG.formattedRatio($0.lowest)))" }
            finding.message += "; it also fails " + listed.joined(separator: ", ")
        }
        if !worst.state.condition.isEmpty { finding.setProperty("state", worst.state.condition) }
        if let calledFrom = worst.state.calledFrom { finding.setProperty("calledFrom", calledFrom.description) }
        if let backdrop = worst.state.backdrop { finding.setProperty("backdrop", backdrop) }
        finding.setProperty("failingStates", ordered.map(\.state.phrase).joined(separator: "; "))
        return [finding] + (unresolved.map { [$0] } ?? [])
    }

    /// `finding` with the state it is about named first.
    private static func named(_ finding: Finding, _ phrase: String) -> Finding {
        var named = finding
        named.message = phrase.isEmpty ? finding.message : "\(phrase): " + finding.message
        return named
    }
}
