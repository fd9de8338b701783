import LegibleColor
import LegibleTestSupport
import LegibleTokens
import Testing

/// `AppleSystemColor.all` against `Tables/apple-system-colors.csv`, cell by cell.
@Suite("Apple system colours table")
struct SystemColorTableTests {
    @Test func swiftDataEqualsTheTableInEveryCell() throws {
        let rows = try CSVTable.tables("apple-system-colors.csv").rows
        #expect(rows.count == AppleSystemColor.all.count * 4)
        for row in rows {
            let name = try #require(row["name"])
            let system = try #require(AppleSystemColor.named(name), "\(name) is in the table but not in the Swift data")
            #expect(system.higName == row["hig_name"])
            let appearance = try #require(ColorAppearance(rawValue: row["appearance"]!))
            let color = system.color(in: appearance)
            let (red, green, blue) = (try number(row["red"]), try number(row["green"]), try number(row["blue"]))
            #expect(color == SRGBColor(red: red / 255, green: green / 255, blue: blue / 255), "\(name) \(appearance)")
            // The hex column says the same as red, green and blue.
            #expect(row["hex"] == SRGBColor(red8: UInt8(red), green8: UInt8(green), blue8: UInt8(blue)).hex, "\(name) \(appearance)")
        }
        #expect(Set(rows.map { $0["name"]! }) == Set(AppleSystemColor.all.map(\.name)))
    }

    @Test func namesAsUIKitAssetCatalogsAndTheHIGSpellThem() {
        #expect(AppleSystemColor.named("systemBlue")?.higName == "Blue")
        #expect(AppleSystemColor.named("systemGray2Color")?.higName == "Gray (2)")
        #expect(AppleSystemColor.named("Gray (6)")?.name == "systemGray6")
        #expect(AppleSystemColor.named("labelColor") == nil)
        // Spot checks against the HIG's published R-G-B text, transcribed here.
        #expect(AppleSystemColor.named("systemRed")?.color(in: .lightIncreasedContrast) == SRGBColor(red8: 233, green8: 21, blue8: 45))
        #expect(AppleSystemColor.named("systemGray")?.color(in: .dark) == SRGBColor(red8: 142, green8: 142, blue8: 147))
    }
}
