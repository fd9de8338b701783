import Foundation
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// The UIKit and SwiftUI names against published tables: the two name tables in
/// `Tests/Reference/SOURCES.md`, the text-style raw values UIKit returns, and
/// `Tables/ios-bold-text-weights.csv` for `UIFont.Weight`.
@Suite("Bridges: UIKit raw values and SwiftUI case names")
struct AppleNameTests {
    /// The rows of the Markdown table whose header starts with `header` in SOURCES.md, as cells.
    private func sourcesTable(startingWith header: String) throws -> [[String]] {
        let text = try String(contentsOf: ReferenceData.url("SOURCES.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix(header) }, "SOURCES.md has the table \(header)")
        return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// The name inside the first backticks of a cell, without its leading dot: "`.title2` (iOS 14+)" → "title2".
    private func codeName(_ cell: String) -> String {
        let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
        let name = parts.count > 1 ? parts[1] : Substring(cell)
        return String(name.hasPrefix(".") ? name.dropFirst() : name)
    }

    @Test
    func categoriesEqualSourcesTable() throws {
        let rows = try sourcesTable(startingWith: "| CSV category |")
        #expect(rows.count == DynamicTypeCategory.allCases.count)
        for cells in rows {
            let category = try DynamicTypeCategory(parsing: cells[0])
            let (uiKit, raw, swiftUI) = (codeName(cells[1]), cells[2], codeName(cells[3]))
            #expect(category.uiKitName == uiKit, "\(category)")
            #expect(category.uiKitRawValue == raw, "\(category)")
            #expect(category.swiftUIName == swiftUI, "\(category)")
            #expect(DynamicTypeCategory(uiKitName: uiKit) == category)
            #expect(DynamicTypeCategory(uiKitRawValue: raw) == category)
            #expect(DynamicTypeCategory(swiftUIName: swiftUI) == category)
            // SwiftUI's ContentSizeCategory uses UIKit's case names.
            #expect(DynamicTypeCategory(swiftUIName: "ContentSizeCategory." + uiKit) == category)
        }
    }

    @Test
    func textStylesEqualSourcesTable() throws {
        let rows = try sourcesTable(startingWith: "| CSV style |")
        #expect(rows.count == TextStyle.allCases.count)
        for cells in rows {
            let style = try TextStyle(parsing: cells[0])
            let (uiKit, swiftUI) = (codeName(cells[2]), codeName(cells[3]))
            #expect(style.uiKitName == uiKit, "\(style)")
            #expect(style.swiftUIName == swiftUI, "\(style)")
            #expect(TextStyle(uiKitName: uiKit) == style)
            #expect(TextStyle(swiftUIName: swiftUI) == style)
        }
    }

    @Test func textStyleRawValuesAreUIKits() throws {
        // UIFont.TextStyle.rawValue as the iOS 13.3 simulator returns it (temoki/UIKit_DynamicType
        // README, the source SOURCES.md names for the raw names).
        let published: [(TextStyle, String)] = [
            (.largeTitle, "UICTFontTextStyleTitle0"), (.title1, "UICTFontTextStyleTitle1"), (.title2, "UICTFontTextStyleTitle2"),
            (.title3, "UICTFontTextStyleTitle3"), (.headline, "UICTFontTextStyleHeadline"), (.subheadline, "UICTFontTextStyleSubhead"),
            (.body, "UICTFontTextStyleBody"), (.callout, "UICTFontTextStyleCallout"), (.footnote, "UICTFontTextStyleFootnote"),
            (.caption1, "UICTFontTextStyleCaption1"), (.caption2, "UICTFontTextStyleCaption2"),
        ]
        #expect(published.count == TextStyle.allCases.count)
        for (style, raw) in published {
            #expect(style.uiKitRawValue == raw)
            #expect(TextStyle(uiKitRawValue: raw) == style)
            // The library's lenient parser reads the raw value and the Objective-C constant too.
            #expect(try TextStyle(parsing: raw) == style)
            #expect(try TextStyle(parsing: "UIFontTextStyle" + style.uiKitName.prefix(1).uppercased() + style.uiKitName.dropFirst()) == style)
        }
    }

    @Test func fontWeightsEqualTheTable() throws {
        for row in try CSVTable.tables("ios-bold-text-weights.csv").rows {
            let weight = try FontWeight(parsing: row["weight"] ?? "")
            let caseName = row["case_name"] ?? ""
            let raw = try number(row["uikit_weight"])
            #expect(FontWeight(caseName: caseName) == weight)
            #expect(FontWeight(caseName: "." + caseName) == weight && FontWeight(caseName: "Font.Weight." + caseName) == weight)
            #expect(weight.uiKitRawValue == raw)
            #expect(FontWeight(uiKitRawValue: raw) == weight)
            // UIKit keeps the constants at Float precision: NSFontWeightSemibold is 0.30000001192092896.
            #expect(FontWeight(uiKitRawValue: Double(Float(raw))) == weight)
        }
    }

    @Test func rawWeightsBetweenTheStandardOnesAreLinear() {
        #expect(abs(FontWeight(value: 650).uiKitRawValue - 0.35) < 1e-12)
        #expect(abs(FontWeight(uiKitRawValue: 0.35).value - 650) < 1e-9)
        #expect(FontWeight(uiKitRawValue: -1) == .ultraLight && FontWeight(uiKitRawValue: 1) == .black)
        #expect(FontWeight(uiKitRawValue: .nan) == .regular)
        for value in stride(from: 100.0, through: 900, by: 25) {
            let weight = FontWeight(value: value)
            #expect(abs(FontWeight(uiKitRawValue: weight.uiKitRawValue).value - value) < 1e-9, "\(value)")
        }
    }

    @Test func namesFromCodeAreMatchedExactly() {
        #expect(DynamicTypeCategory(swiftUIName: "DynamicTypeSize.accessibility3") == .ax3)
        #expect(DynamicTypeCategory(swiftUIName: ".accessibility3") == .ax3)
        #expect(DynamicTypeCategory(uiKitName: "UIContentSizeCategory.accessibilityLarge") == .ax2)
        #expect(TextStyle(swiftUIName: "Font.TextStyle.title2") == .title2)
        #expect(TextStyle(uiKitName: ".caption1") == .caption1)
        #expect(DynamicTypeCategory(swiftUIName: "Accessibility3") == nil, "Swift names are case-sensitive")
        #expect(DynamicTypeCategory(uiKitName: "accessibility3") == nil, "a DynamicTypeSize name is not a UIKit name")
        #expect(DynamicTypeCategory(uiKitRawValue: "_UICTContentSizeCategoryUnspecified") == nil)
        #expect(TextStyle(swiftUIName: "title1") == nil, "SwiftUI calls Title 1 .title")
        #expect(TextStyle(uiKitRawValue: "UICTFontTextStyleExtraLargeTitle") == nil)
        #expect(FontWeight(caseName: "Semibold") == nil)
    }
}
