import Foundation
import LegibleTestSupport
import Testing

@testable import LegibleTypeScale

/// Bold Text against `Tables/ios-bold-text-weights.csv`, cell by cell, and resolved text styles
/// against the HIG's Dynamic Type, emphasized-weight and tracking tables.
@Suite("Bold Text and resolved text styles")
struct BoldTextTests {
    @Test func boldTextTableEveryCell() throws {
        let rows = try CSVTable.tables("ios-bold-text-weights.csv").rows
        #expect(rows.count == FontWeight.standard.count)
        #expect(FontWeight.publishedStandardWeights.count == rows.count)
        for (row, generated) in zip(rows, FontWeight.publishedStandardWeights) {
            let weight = try FontWeight(parsing: row["weight"] ?? "")
            #expect(generated.weight == weight)
            #expect(weight.name == row["weight"])
            #expect(weight.caseName == row["case_name"])
            #expect(weight.value == (try number(row["css_weight"])))
            #expect(generated.uiKitRawValue == (try number(row["uikit_weight"])), "\(weight.name)")
            #expect(weight.withBoldText.name == row["bold_text_weight"], "\(weight.name)")
            #expect(generated.boldText.name == row["bold_text_weight"])
            #expect(weight.applying(.bold).name == row["bold_text_weight"])
            #expect(weight.applying(.regular) == weight)
        }
    }

    @Test func boldTextNeverMakesTextLighterAndKeepsTheOrder() {
        var previous = FontWeight(value: 1).withBoldText
        for value in stride(from: 1.0, through: 1000, by: 0.5) {
            let weight = FontWeight(value: value)
            let bold = weight.withBoldText
            #expect(bold >= weight, "\(value)")
            #expect(bold >= previous, "\(value)")
            previous = bold
        }
    }

    @Test func weightsBetweenTheStandardOnesMapAsTheOneBelow() {
        // CoreText looks the weight up with the standard weight at or below it.
        #expect(FontWeight(value: 650).withBoldText == .heavy)
        #expect(FontWeight(value: 450).withBoldText == .semibold)
        #expect(FontWeight(value: 350).withBoldText == .regular)
        #expect(FontWeight(value: 50).withBoldText == .thin)
        #expect(FontWeight(value: 950).withBoldText == FontWeight(value: 950))
    }

    @Test func legibilityWeightSpellings() throws {
        for (text, expected) in [
            ("bold", TextLegibilityWeight.bold), ("On", .bold), ("true", .bold), ("UILegibilityWeightBold", .bold),
            ("LegibilityWeight.bold", .bold), ("regular", .regular), ("off", .regular), ("false", .regular),
        ] {
            #expect(try TextLegibilityWeight(parsing: text) == expected, "\(text)")
        }
        #expect(throws: TypeScaleError.self) { try TextLegibilityWeight(parsing: "heavy") }
        #expect(TextLegibilityWeight(boldText: true).isBoldText && !TextLegibilityWeight(boldText: false).isBoldText)
        // UILegibilityWeight and SwiftUI's LegibilityWeight name their cases regular and bold.
        #expect(TextLegibilityWeight(rawValue: "bold") == .bold && TextLegibilityWeight(rawValue: "unspecified") == nil)
    }

    // MARK: Resolved text styles

    @Test func bodyAtAX3WithBoldText() {
        // HIG: Body at AX3 is 40 pt on 48 pt, Regular; SF Pro at 40 pt tracks 10/1000 em = 0.37 pt.
        let body = ResolvedTextStyle(.body, category: .ax3, legibilityWeight: .bold)
        #expect(body.size == 40 && body.leading == 48)
        #expect(body.designWeight == .regular && body.weight == .semibold)
        #expect(body.tracking == Tracking(perMille: 10, points: 0.37))
    }

    @Test(arguments: TextLegibilityWeight.allCases)
    func everyStyleAtEveryCategoryEqualsTheTables(_ legibility: TextLegibilityWeight) throws {
        let sizes = try CSVTable.tables("dynamic-type-ios.csv").rows
        let emphasized = Dictionary(
            uniqueKeysWithValues: try CSVTable.tables("ios-emphasized-weights.csv").rows.map { ($0["style"] ?? "", $0["emphasized_weight"] ?? "") })
        let boldText = Dictionary(
            uniqueKeysWithValues: try CSVTable.tables("ios-bold-text-weights.csv").rows.map { ($0["weight"] ?? "", $0["bold_text_weight"] ?? "") })
        let tracking = Dictionary(
            uniqueKeysWithValues: try CSVTable.tables("tracking-sf-pro.csv").rows.filter { $0["family"] == "SF Pro" }
                .map { (try number($0["size_pt"]), Tracking(perMille: try number($0["tracking_1000em"]), points: try number($0["tracking_pt"]))) })
        var checkedTracking = 0
        for row in sizes {
            let style = try TextStyle(parsing: row["style"] ?? "")
            let category = try DynamicTypeCategory(parsing: row["category"] ?? "")
            let drawn: (String) -> String? = { legibility.isBoldText ? boldText[$0] : $0 }
            for (choice, designName) in [(ResolvedTextStyle.Weight.standard, row["weight"] ?? ""), (.emphasized, emphasized[row["style"] ?? ""] ?? "")] {
                let resolved = ResolvedTextStyle(style, category: category, weight: choice, legibilityWeight: legibility)
                #expect(resolved.size == (try number(row["size_pt"])))
                #expect(resolved.leading == (try number(row["leading_pt"])))
                #expect(resolved.designWeight.name == designName, "\(style) \(category) \(choice)")
                #expect(resolved.weight.name == drawn(designName), "\(style) \(category) \(choice) \(legibility)")
                if let published = tracking[resolved.size] {
                    #expect(resolved.tracking == published, "\(style) \(category)")
                    checkedTracking += 1
                } else {
                    #expect(resolved.tracking == TrackingTable.sfPro.tracking(atSize: resolved.size))
                }
            }
        }
        #expect(checkedTracking > sizes.count, "most sizes are rows of the SF Pro table")
    }

    @Test func customWeightsAndOtherFamilies() throws {
        let button = ResolvedTextStyle(.body, category: .xxxLarge, weight: .custom(.medium), legibilityWeight: .bold, trackingTable: .newYork)
        #expect(button.designWeight == .medium && button.weight == .bold)
        #expect(button.size == 23)
        // The HIG's New York row at 23 pt.
        let row = try #require(try CSVTable.tables("tracking-sf-pro.csv").rows.first { $0["family"] == "New York" && $0["size_pt"] == "23" })
        #expect(button.tracking == Tracking(perMille: try number(row["tracking_1000em"]), points: try number(row["tracking_pt"])))
        let decoded = try JSONDecoder().decode(ResolvedTextStyle.self, from: try JSONEncoder().encode(button))
        #expect(decoded == button)
    }
}
