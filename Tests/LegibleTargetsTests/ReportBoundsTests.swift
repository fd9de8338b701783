import LegibleReporting
import LegibleTargets
import Testing

/// A pathological screen (thousands of elements on one spot) gives a report of bounded size
/// that still says how many it left out.
@Suite("Bounded reports for pathological screens")
struct ReportBoundsTests {
    private func pile(_ count: Int, side: Double) -> Screen {
        Screen(elements: (0..<count).map { ScreenElement(id: "b\($0)", frame: TargetRect(x: 0, y: 0, width: side, height: side)) })
    }

    @Test func overlapsAreListedUpToTenAndTheRestCounted() {
        let audit = ScreenAudit(screen: pile(300, side: 44), platform: .ios)
        let first = audit.findings.filter { $0.id == "b0" }
        #expect(first.count == 11)
        #expect(first[0].message == "hit area overlaps 'b1' by 44×44 pt; a tap there reaches only one of them")
        #expect(first[9].message.contains("'b10'"))
        #expect(first[10].message == "hit area also overlaps 289 more later hit areas; a report lists 10 overlaps per element")
        // The last elements overlap fewer later ones than the listing limit: nothing is counted.
        #expect(audit.findings.filter { $0.id == "b295" }.count == 4)
        #expect(audit.findings.filter { $0.id == "b289" }.count == 10)
        #expect(audit.findings.filter { $0.id == "b288" }.last?.message.contains("also overlaps 1 more later hit area;") == true)
        #expect(audit.findings.count == 289 * 11 + (0...10).reduce(0, +))
    }

    @Test func countingStopsAtItsLimitAndSaysAtLeast() {
        let audit = ScreenAudit(screen: pile(1_200, side: 44), platform: .ios)
        let summary = audit.findings.filter { $0.id == "b0" }.last
        #expect(summary?.message == "hit area also overlaps at least 990 more later hit areas; a report lists 10 overlaps per element and counts up to 1000")
        #expect(audit.findings.filter { $0.id == "b199" }.last?.message.contains("also overlaps 990 more later hit areas;") == true)
        #expect(audit.findings.count <= 1_200 * (ScreenAudit.overlapsListedPerElement + 1))
    }

    @Test func spacingMessagesNameTenAndCountTheRest() throws {
        let audit = ScreenAudit(screen: pile(30, side: 10), platform: .wcagAA)
        let first = try #require(audit.findings.first { $0.id == "b0" && $0.rule == "target.size.wcag-aa" })
        #expect(first.message.contains("intersects 'b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8', 'b9', 'b10' and 19 others; grow it"))
        let spacing = try #require(ScreenAudit(screen: pile(30, side: 10), platform: .ios).findings.first { $0.rule == "target.spacing" })
        #expect(spacing.message.hasSuffix("'b10' and 19 others, so it fails WCAG 2.5.8 (AA) too"))
    }

    @Test func spacingMessagesPastTheKeptConflictsSayAtLeast() throws {
        let audit = ScreenAudit(screen: pile(ScreenAudit.conflictsKeptPerTarget + 20, side: 10), platform: .ios)
        let spacing = try #require(audit.findings.first { $0.rule == "target.spacing" })
        #expect(spacing.message.contains("'b10' and at least 90 others, so it fails"))
    }

    @Test func tabBarsAreCheckedFromTheirTabSize() {
        let bar = ScreenElement(id: "tabs", frame: TargetRect(x: 0, y: 0, width: 390, height: 30), role: .tabBar(tabCount: 1_000))
        #expect(bar.targetCount == 1_000)
        #expect(bar.targetSize == TargetSize(width: 0.39, height: 30))
        let findings = ScreenAudit(screen: Screen(elements: [bar]), platform: .ios).findings
        #expect(findings.map(\.rule) == ["target.size.ios", "target.tabbar.width", "target.tabbar.count", "target.spacing"])
        #expect(findings[0].message.hasPrefix("each of its 1000 tabs is 30 pt tall"))
        // Each tab's circle meets its neighbours: ten are named, the others counted.
        #expect(findings[3].message.contains("'tabs.tab2', 'tabs.tab3'"))
        #expect(findings[3].message.contains("and at least"))
    }
}
