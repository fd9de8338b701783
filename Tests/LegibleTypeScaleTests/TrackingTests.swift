import Foundation
import LegibleTestSupport
import LegibleTypeScale
import Testing

@Suite("Tracking")
struct TrackingTests {
    @Test func publishedRowsAsTheHIGListsThem() {
        // HIG tracking table, SF Pro: 28 pt → 14/1000 em, 0.38 pt; 17 pt → −26, −0.43 pt.
        #expect(TrackingTable.sfPro.tracking(atSize: 28) == Tracking(perMille: 14, points: 0.38))
        #expect(TrackingTable.sfPro.tracking(atSize: 17) == Tracking(perMille: -26, points: -0.43))
        // New York 260 pt, the largest listed: −18, −4.57 pt.
        #expect(TrackingTable.newYork.tracking(atSize: 260) == Tracking(perMille: -18, points: -4.57))
    }

    @Test func betweenRowsInterpolatesBothUnitsLinearly() {
        // SF Pro lists 54 pt (6, 0.32) and 56 pt (6, 0.30), not 55 pt.
        let lookup = TrackingTable.sfPro.lookUpTracking(atSize: 55)
        #expect(lookup.basis == .interpolated(lowerSize: 54, upperSize: 56))
        #expect(lookup.tracking.perMille == 6)
        #expect(abs(lookup.tracking.points - 0.31) < 1e-12)
        // 17.5 pt: halfway between 17 (−26, −0.43) and 18 (−25, −0.44).
        let half = TrackingTable.sfPro.tracking(atSize: 17.5)
        #expect(abs(half.perMille - -25.5) < 1e-12 && abs(half.points - -0.435) < 1e-12)
    }

    @Test func pastTheEndsKeepsTheEndRowsEmValue() {
        let large = TrackingTable.newYork.lookUpTracking(atSize: 300)
        #expect(large.basis == .clampedToLastRow(size: 260))
        #expect(large.tracking.perMille == -18 && abs(large.tracking.points - -5.4) < 1e-12)
        let small = TrackingTable.sfPro.lookUpTracking(atSize: 4)
        #expect(small.basis == .clampedToFirstRow(size: 6))
        #expect(small.tracking.perMille == 41 && abs(small.tracking.points - 0.164) < 1e-12)
        #expect(TrackingTable.sfPro.tracking(atSize: 200) == Tracking(perMille: 0, points: 0))
    }

    @Test func legacySwitchesFromTextToDisplayAt20Points() {
        // Older HIG: SF Pro Text at 19 pt and below, SF Pro Display at 20 pt and above.
        #expect(TrackingTable.sfLegacy.tracking(atSize: 19).perMille == -26)
        #expect(TrackingTable.sfLegacy.tracking(atSize: 19.5).perMille == -26)
        #expect(TrackingTable.sfLegacy.tracking(atSize: 20).perMille == 19)
        // The current variable SF Pro is negative there (SOURCES.md: 20 pt +19 vs −23).
        #expect(TrackingTable.sfPro.tracking(atSize: 20).perMille == -23)
        // SF Compact jumps from −12 (19 pt, Text) to 0 (20 pt, Display) without a ramp between.
        #expect(TrackingTable.sfCompact.tracking(atSize: 19.9).perMille == -12)
        #expect(TrackingTable.sfCompact.tracking(atSize: 20).perMille == 0)
    }

    @Test func legacyGapsHoldTheListedValueBelow() {
        let gap = TrackingTable.sfLegacy.lookUpTracking(atSize: 28)
        #expect(gap.basis == .heldFromRow(size: 27))
        #expect(gap.tracking.perMille == 13)
        // Past the last Display row (69 pt, 2/1000 em) the value is held.
        #expect(TrackingTable.sfLegacy.lookUpTracking(atSize: 80).basis == .clampedToLastRow(size: 69))
    }

    @Test func legacyMatchesIndependentCopiesOfTheOldHIG() {
        // kalidrout/discord-native and Budgetim/budgetim-app letter spacing for the default sizes
        // of the 11 styles (SOURCES.md), in points rounded to 2 decimals.
        let published: [(size: Double, points: Double)] = [
            (34, 0.37), (28, 0.36), (22, 0.35), (20, 0.38), (17, -0.41), (16, -0.32), (15, -0.24), (13, -0.08), (12, 0), (11, 0.07),
        ]
        for (size, points) in published {
            let tracking = TrackingTable.sfLegacy.tracking(atSize: size)
            #expect(abs(tracking.points - points) <= 0.005 + 1e-9, "\(size) pt: \(tracking.points)")
        }
    }

    @Test
    func legacyTextRowsMatchTheTrackingChart() throws {
        // Matthew Buchanan's chart (tracking_pt_chart): Text rows equal size × em ÷ 1000, except
        // 11 pt (0.06 vs 0.066); 7 pt is not in the em source.
        let chart = try CSVTable.tables("tracking-sf-legacy-text-display.csv")
        for row in chart.rows where (try number(row["size_pt"])) < 20 && row["tracking_1000em"] != "" {
            let size = try number(row["size_pt"])
            let tolerance = size == 11 ? 0.007 : 0.005  // the chart rounds some rows (19 pt: −0.49 for −0.494)
            #expect(abs(TrackingTable.sfLegacy.tracking(atSize: size).points - (try number(row["tracking_pt_chart"]))) <= tolerance, "\(size) pt")
        }
    }

    @Test func pointsAreCloseToSizeTimesEm() {
        // The HIG rounds the em column, so its points differ from size × em ÷ 1000; by at most
        // 0.2 pt in every table (largest: New York 220 pt, −3.96 computed vs −3.76 listed).
        for table in TrackingTable.allCases {
            for size in stride(from: 6.0, through: 260, by: 0.5) {
                let tracking = table.tracking(atSize: size)
                #expect(abs(tracking.points - size * tracking.perMille / 1000) <= 0.21, "\(table) \(size)")
            }
        }
    }
}
