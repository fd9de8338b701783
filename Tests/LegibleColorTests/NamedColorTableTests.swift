import LegibleTestSupport
import Testing

@testable import LegibleColor

@Suite("CSS named colours")
struct NamedColorTableTests {
    @Test func swiftTableEqualsTablesFileInEveryCell() throws {
        let file = try CSVTable.tables("css-named-colors.csv")
        #expect(file.header == ["name", "hex"])
        #expect(file.rows.count == 148)
        #expect(CSSNamedColors.table.count == file.rows.count)
        for row in file.rows {
            let name = try #require(row["name"])
            let color = try #require(CSSNamedColors.color(named: name), "\(name) missing from the Swift table")
            #expect(color.hex == row["hex"], "\(name)")
            #expect(try SRGBColor(parsing: name.uppercased()).hex == row["hex"], "\(name) parsed case-insensitively")
        }
    }

    // Spot checks against CSS Color 4 §6.1 as published (independent of the Tables/ transcription).
    @Test(arguments: [
        ("rebeccapurple", "#663399"), ("aliceblue", "#f0f8ff"), ("yellowgreen", "#9acd32"), ("grey", "#808080"),
        ("darkslategrey", "#2f4f4f"), ("lightgoldenrodyellow", "#fafad2"), ("fuchsia", "#ff00ff"), ("navy", "#000080"),
    ])
    func publishedValues(name: String, hex: String) throws {
        #expect(try SRGBColor(parsing: name).hex == hex)
    }
}
