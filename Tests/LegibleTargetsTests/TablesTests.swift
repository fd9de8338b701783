import Foundation
import LegibleTargets
import LegibleTestSupport
import Testing

/// The minimums and densities in the Swift code against `Tables/`, cell by cell.
@Suite("Tables/touch-targets.csv and Tables/pixel-densities.csv")
struct TablesTests {
    @Test func minimumsMatchTheTable() throws {
        let rows = try CSVTable.tables("touch-targets.csv").rows
        #expect(rows.map { $0["platform"] } == TargetPlatform.allCases.map(\.rawValue))
        for row in rows {
            let platform = try TargetPlatform(parsing: row["platform"] ?? "")
            #expect(row["guideline"] == platform.guideline)
            #expect(Double(row["minimum_width"] ?? "") == platform.minimum.width, "\(platform)")
            #expect(Double(row["minimum_height"] ?? "") == platform.minimum.height, "\(platform)")
            #expect(row["unit"] == platform.unit.symbol)
            #expect(row["spacing_exception"] == (platform.hasSpacingException ? "yes" : "no"))
            let smallest = platform.smallestControlSize
            #expect(row["smallest_control_width"] == smallest.map { String(Int($0.width)) } ?? "", "\(platform)")
            #expect(row["smallest_control_height"] == smallest.map { String(Int($0.height)) } ?? "", "\(platform)")
            #expect(!(row["source"] ?? "").isEmpty)
        }
    }

    @Test func densitiesMatchTheTable() throws {
        let rows = try CSVTable.tables("pixel-densities.csv").rows
        let densities = PixelDensity.iosScales + PixelDensity.androidDensities
        #expect(rows.map { $0["name"] } == densities.map(\.name))
        for (row, density) in zip(rows, densities) {
            #expect(row["platform"] == (PixelDensity.iosScales.contains(density) ? "ios" : "android"))
            #expect(Double(row["pixels_per_unit"] ?? "") == density.pixelsPerUnit, "\(density)")
            #expect(Int(row["dots_per_inch"] ?? "") == density.dotsPerInch, "\(density)")
            // Android defines the ratio as dpi ÷ 160 (DisplayMetrics.density).
            if let dpi = density.dotsPerInch { #expect(Double(dpi) / 160 == density.pixelsPerUnit) }
        }
    }
}
