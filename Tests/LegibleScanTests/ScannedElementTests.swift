import LegibleReporting
import LegibleScan
import Testing

@Suite struct ScannedElementTests {
    @Test func interactiveKindsAreTheOnesATargetRuleJudges() {
        let interactive = ScannedElement.Kind.allCases.filter(\.isInteractive).map(\.rawValue)
        #expect(interactive == ["button", "textField", "toggle", "stepper", "segmentedControl", "slider", "tappable"])
        #expect(!ScannedElement.Kind.label.isInteractive)
        #expect(!ScannedElement.Kind.container.showsText)
    }

    @Test func scanRuleIdsAreUnique() {
        let ids = ScanRules.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ScanRules.colorLiteral.isEnabledByDefault == false)
    }
}
