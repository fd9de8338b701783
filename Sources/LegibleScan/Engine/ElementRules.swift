import LegibleColor
import LegibleReporting
import LegibleTokens

/// The rules that judge one element on its own, run on every element: each ``ScanRule`` with a
/// check (``ScanRules/elementRules``). (`overflow.label` needs every label at once:
/// ``ScanOverflowAudit``.)
struct ElementRules {
    let context: ScanRuleContext
    private let checks = ScanRules.elementRules.compactMap(\.check)

    init(
        resources: ScanResources, configuration: ScanConfiguration, level: WCAGLevel, appearances: [ColorAppearance],
        androidAppearances: [ColorAppearance] = [.light, .dark], platforms: ScanPlatformMap = ScanPlatformMap()
    ) {
        context = ScanRuleContext(
            resources: resources, configuration: configuration, level: level, appearances: appearances, androidAppearances: androidAppearances,
            platforms: platforms)
    }

    /// The findings about an element. One built for several platforms (a file in an iPhone app
    /// and its watch app) is judged for each, and each rule reports once: the findings of the
    /// first platform it fires on (iOS first), the others named after them ("also on watchOS").
    func findings(for element: ScannedElement) -> [Finding] {
        let decisions = context.platforms.decisions(for: element)
        guard decisions.count > 1 else {
            var pass = context
            pass.judgedPlatform = decisions.first
            var findings: [Finding] = []
            for check in checks { findings += check(element, pass) }
            return findings
        }
        var findings: [Finding] = []
        for check in checks {
            var fired: [Finding] = []
            var alsoOn: [String] = []
            for decision in decisions {
                var pass = context
                pass.judgedPlatform = decision
                let found = check(element, pass)
                if fired.isEmpty {
                    fired = found
                } else if !found.isEmpty, !found.allSatisfy({ finding in fired.contains { $0.message == finding.message } }) {
                    alsoOn.append(decision.platform.displayName + (decision.isWidget ? " widgets" : ""))
                }
            }
            if !alsoOn.isEmpty {
                for index in fired.indices { fired[index].message += " (also on \(alsoOn.joined(separator: ", ")))" }
            }
            findings += fired
        }
        return findings
    }
}

extension ScannedElement {
    /// The id findings about the element use: its id, with the layout folder's qualifiers.
    var findingID: String {
        qualifiers.isEmpty ? id : "\(id) [\(qualifiers.joined(separator: "-"))]"
    }
}
