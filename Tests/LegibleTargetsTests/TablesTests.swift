import Foundation
import LegibleTargets
import Testing

/// The minimums and densities in the Swift code against `Tables/`, cell by cell.
@Suite("Tables/touch-targets.csv and Tables/pixel-densities.csv")
struct TablesTests {
    private static let tables = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tables")

    /// Rows of a CSV file as dictionaries by header; handles double-quoted fields.
    private static func rows(_ name: String) throws -> [[String: String]] {
        let text = try String(contentsOf: tables.appendingPathComponent(name), encoding: .utf8)
        let records = text.split(separator: "\n").map { line -> [String] in
            var fields: [String] = [], field = "", quoted = false
            for character in line {
                switch character {
                case "\"": quoted.toggle()
                case "," where !quoted: fields.append(field); field = ""
                default: field.append(character)
                }
            }
            fields.append(field)
            return fields
        }
        guard let header = records.first else { return [] }
        return records.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
    }

    @Test func minimumsMatchTheTable() throws {
        let rows = try Self.rows("touch-targets.csv")
        #expect(rows.map { $0["platform"] } == TargetPlatform.allCases.map(\.rawValue))
        for row in rows {
            let platform = try #require(TargetPlatform(parsing: row["platform"] ?? ""))
            #expect(row["guideline"] == platform.guideline)
            #expect(Double(row["minimum_width"] ?? "") == platform.minimum.width, "\(platform)")
            #expect(Double(row["minimum_height"] ?? "") == platform.minimum.height, "\(platform)")
            #expect(row["unit"] == platform.unit.symbol)
            #expect(row["spacing_exception"] == (platform.hasSpacingException ? "yes" : "no"))
            #expect(!(row["source"] ?? "").isEmpty)
        }
    }

    @Test func densitiesMatchTheTable() throws {
        let rows = try Self.rows("pixel-densities.csv")
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
