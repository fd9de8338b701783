import Foundation
import LegibleCatalogs
import LegibleColor
import LegibleTypeScale
import PropertyBased
import Testing

/// Parse → format → parse: what Legible writes, it reads back as the same value.
@Suite("Round trips")
struct RoundTripProperties {
    @Test func hexFormReadsBackExactlyForEightBitColours() async {
        await propertyCheck(count: 1000, input: Generators.eightBitColor) { color throws in
            #expect(try SRGBColor(parsing: color.hex) == color)
        }
    }

    @Test func hexFormOfAnyColourReadsBackAsItself() async {
        await propertyCheck(count: 1000, input: Generators.color) { color throws in
            let hex = color.hex
            #expect(try SRGBColor(parsing: hex).hex == hex)
        }
    }

    /// Colours encode as hex strings: exact for 8-bit colours, the same hex form for any other.
    @Test func colourCodableRoundTrip() async {
        await propertyCheck(count: 500, input: Generators.eightBitColor, Generators.color) { exact, any throws in
            let decoded = try JSONDecoder().decode([SRGBColor].self, from: JSONEncoder().encode([exact, any]))
            #expect(decoded[0] == exact)
            #expect(decoded[1].hex == any.hex)
        }
    }

    /// Every tracking mode, with numbers of up to six decimals (what its spelling keeps).
    static let trackingMode = zip(Gen.int(in: 0...4), Gen.int(in: -100_000_000...100_000_000), Gen<TrackingTable>.case)
        .map { kind, micro, table -> TrackingMode in
            let number = Double(micro) / 1_000_000
            return [TrackingMode.none, .font, .fontTrack(number), .points(number), .hig(table)][kind]
        }

    @Test func trackingModeReadsBackFromItsSpelling() async {
        await propertyCheck(count: 500, input: Self.trackingMode) { mode throws in
            #expect(try TrackingMode(parsing: mode.description) == mode)
            #expect(try TrackingMode(parsing: mode.description.uppercased()) == mode)
            #expect(try JSONDecoder().decode([TrackingMode].self, from: JSONEncoder().encode([mode])) == [mode])
        }
    }

    @Test func fontWeightReadsBackFromItsName() async throws {
        let weights = Gen.int(in: 1_000...1_000_000).map { FontWeight(value: Double($0) / 1_000) }
        await propertyCheck(count: 500, input: weights) { weight throws in
            #expect(try FontWeight(parsing: weight.name) == weight)
            #expect(try JSONDecoder().decode([FontWeight].self, from: JSONEncoder().encode([weight])) == [weight])
        }
        for weight in FontWeight.standard {
            #expect(FontWeight(caseName: weight.caseName ?? "") == weight)
            #expect(try FontWeight(parsing: weight.caseName ?? "") == weight)
            #expect(FontWeight(uiKitRawValue: weight.uiKitRawValue) == weight)
        }
    }

    /// Every category and text style from each of its spellings, in any case.
    @Test func categoriesAndStylesReadBackFromEverySpelling() async {
        await propertyCheck(count: 200, input: Gen<DynamicTypeCategory>.case, Gen<TextStyle>.case, Gen.bool) { category, style, upper throws in
            func cased(_ text: String) -> String { upper ? text.uppercased() : text.lowercased() }
            for spelling in [category.rawValue, category.displayName, category.uiKitName, category.swiftUIName] {
                #expect(try DynamicTypeCategory(parsing: cased(spelling)) == category, "\(spelling)")
            }
            #expect(DynamicTypeCategory(uiKitName: category.uiKitName) == category)
            #expect(DynamicTypeCategory(uiKitRawValue: category.uiKitRawValue) == category)
            #expect(DynamicTypeCategory(swiftUIName: category.swiftUIName) == category)
            for spelling in [style.rawValue, style.displayName, style.uiKitName, style.swiftUIName] {
                #expect(try TextStyle(parsing: cased(spelling)) == style, "\(spelling)")
            }
            #expect(TextStyle(uiKitName: style.uiKitName) == style)
            #expect(TextStyle(uiKitRawValue: style.uiKitRawValue) == style)
            #expect(TextStyle(swiftUIName: style.swiftUIName) == style)
        }
    }

    @Test func lengthUnitsReadBackFromTheirSpelling() async {
        let units: [LengthUnit] =
            [.point, .applePixel(scale: 1), .applePixel(scale: 2), .applePixel(scale: 3), .dp, .sp, .cssPixel, .cssPoint]
            + AndroidDensity.allCases.map(LengthUnit.androidPixel)
        await propertyCheck(count: 100, input: Gen<LengthUnit?>.element(of: units)) { unit throws in
            #expect(try LengthUnit(parsing: unit!.description) == unit)
        }
    }

    /// A CSV catalog written by RFC 4180's rules (every field quoted, quotes doubled, line breaks
    /// kept) reads back as the same keys and texts.
    @Test func csvCatalogReadsBackWhatRFC4180Writes() async throws {
        let rows = zip(Generators.text(of: 1...8), Generators.text(of: 0...12)).array(of: 1...6)
        await propertyCheck(count: 300, input: rows) { rows throws in
            func quoted(_ field: String) -> String { "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
            // Keys made unique by their row number; a key of white space alone is no key.
            let written = rows.enumerated().map { index, row in ("\(index)" + row.0, row.1) }
            let csv = "key,text\r\n" + written.map { quoted($0.0) + "," + quoted($0.1) + "\r\n" }.joined()
            let catalog = try StringCatalog(data: Data(csv.utf8), file: "strings.csv", format: .csv, locale: "de")
            #expect(catalog.entries.map(\.key) == written.map(\.0))
            #expect(catalog.entries.map(\.text) == written.map(\.1))
        }
    }

    /// A JSON catalog written by Foundation's encoder reads back as the same keys and texts.
    @Test func jsonCatalogReadsBackWhatJSONEncoderWrites() async throws {
        let texts = zip(Generators.text(of: 1...8), Generators.text(of: 0...12)).array(of: 1...6)
        await propertyCheck(count: 300, input: texts) { pairs throws in
            let written = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
            let data = try JSONEncoder().encode(written)
            let catalog = try StringCatalog(data: data, file: "strings.json", format: .json, locale: "de")
            #expect(Dictionary(catalog.entries.map { ($0.key, $0.text) }, uniquingKeysWith: { first, _ in first }) == written)
            #expect(catalog.entries.count == written.count)
        }
    }
}
