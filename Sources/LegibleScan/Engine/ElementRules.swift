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
            let judged = element.judged(for: decisions.first)
            var findings: [Finding] = []
            for check in checks { findings += check(judged, pass) }
            return findings
        }
        var findings: [Finding] = []
        for check in checks {
            var fired: [Finding] = []
            var alsoOn: [String] = []
            for decision in decisions {
                var pass = context
                pass.judgedPlatform = decision
                let found = check(element.judged(for: decision), pass)
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
    /// The element as `decision`'s platform sees it: an iOS list row's colour
    /// (``listRowBackdrop``) is no other platform's row, so there the text's contrast is not
    /// judged, as when the reader knows no backdrop. Home Assistant d722d781
    /// `ComplicationListView.swift:85`, an iPhone app's settings screen in an `AppleWatch`
    /// folder, was not measured while the reader went by the folder's name.
    /// A Mac list row is white in light as an iOS grouped row is (iina 3e7e879c
    /// `JavascriptDevTool.swift:319`, `systemGreen` on it, fails on both), so the Mac keeps it.
    func judged(for decision: ScanPlatformDecision?) -> ScannedElement {
        guard listRowBackdrop, let platform = decision?.platform, platform != .iOS, platform != .iPadOS, platform != .macOS else { return self }
        var element = self
        (element.textColor, element.backgroundColor, element.listRowBackdrop) = (nil, nil, false)
        return element
    }

    /// The id findings about the element use: its id, with the layout folder's qualifiers.
    var findingID: String {
        qualifiers.isEmpty ? id : "\(id) [\(qualifiers.joined(separator: "-"))]"
    }
}
