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
        androidAppearances: [ColorAppearance] = [.light, .dark]
    ) {
        context = ScanRuleContext(
            resources: resources, configuration: configuration, level: level, appearances: appearances, androidAppearances: androidAppearances)
    }

    func findings(for element: ScannedElement) -> [Finding] {
        var findings: [Finding] = []
        for check in checks { findings += check(element, context) }
        return findings
    }
}

extension ScannedElement {
    /// The id findings about the element use: its id, with the layout folder's qualifiers.
    var findingID: String {
        qualifiers.isEmpty ? id : "\(id) [\(qualifiers.joined(separator: "-"))]"
    }
}
