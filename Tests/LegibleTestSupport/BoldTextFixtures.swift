import Foundation

/// hb-shape's advances for Bold Text tests (Tests/LegibleShapingTests/Fixtures/bold-text-fixtures.json,
/// written by the committed make-bold-text-fixtures.py), and the Bold Text weights of
/// `Tables/ios-bold-text-weights.csv`, read straight from the table.
package enum BoldTextFixtures {
    package struct Advance: Decodable, Sendable {
        package let font: String
        package let variations: String
        package let text: String
        package let unitsPerEm: Int
        package let advance: Int
    }

    private struct File: Decodable {
        let fixtures: [Advance]
    }

    package static let advances: [Advance] = {
        let url = Fixtures("LegibleShapingTests").url("bold-text-fixtures.json")
        guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(File.self, from: data) else { return [] }
        return file.fixtures
    }()

    /// hb-shape's width in points of `text` in `font` (a path under the package root) with the
    /// `variations` hb-shape was given (`wght=600`, or empty), at `size` points; `nil` when the
    /// fixtures have no such case.
    package static func width(_ text: String, font: String, variations: String, size: Double) -> Double? {
        advances.first { $0.text == text && $0.font == font && $0.variations == variations }
            .map { Double($0.advance) / Double($0.unitsPerEm) * size }
    }

    /// The CSS weight iOS draws `weight` (a CSS weight: 100, 400…) at with Bold Text on, from
    /// the table's `css_weight` and `bold_text_weight` columns.
    package static func boldTextWeight(of weight: Int) throws -> Int {
        let rows = try CSVTable.tables("ios-bold-text-weights.csv").rows
        guard let row = rows.first(where: { $0["css_weight"] == String(weight) }),
            let target = rows.first(where: { $0["weight"] == row["bold_text_weight"] }),
            let value = target["css_weight"].flatMap({ Int($0) })
        else { throw CocoaError(.fileReadCorruptFile) }
        return value
    }
}
