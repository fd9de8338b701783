import Foundation
import LegibleTestSupport
import Testing

/// `legible type-scale`, checked against the HIG's Dynamic Type table and the Material 3 tokens.
@Suite("Command line: type-scale")
struct TypeScaleCommandTests {
    private struct Row: Decodable, Equatable {
        let style: String
        let category: String
        let size: Double
        let leading: Double
        let weight: String
    }

    @Test func jsonHasEveryStyleAndCategoryWithHIGNames() throws {
        let run = try legible(["type-scale", "--format", "json"])
        #expect(run.status == 0)
        let rows = try JSONDecoder().decode([Row].self, from: Data(run.stdout.utf8))
        #expect(rows.count == 132)
        #expect(rows.first == Row(style: "Large Title", category: "xSmall", size: 31, leading: 38, weight: "Regular"))
        // HIG: Body is 17 pt at Large; Headline is Semibold; Caption 2 at AX5 is 40/48.
        #expect(rows.contains(Row(style: "Body", category: "Large", size: 17, leading: 22, weight: "Regular")))
        #expect(rows.contains(Row(style: "Headline", category: "AX1", size: 28, leading: 34, weight: "Semibold")))
        #expect(rows.last == Row(style: "Caption 2", category: "AX5", size: 40, leading: 48, weight: "Regular"))
        #expect(rows.allSatisfy { $0.size >= 11 })
    }

    @Test func oneStyleAtOneCategoryFromAnySpelling() throws {
        for (style, category) in [("body", "AX3"), ("UIFontTextStyleBody", "accessibilityExtraLarge"), ("Body", "UICTContentSizeCategoryAccessibilityXL")] {
            let run = try legible(["type-scale", "--style", style, "--category", category, "--format", "json"])
            #expect(run.status == 0, "\(style) \(category): \(run.stderr)")
            let rows = try JSONDecoder().decode([Row].self, from: Data(run.stdout.utf8))
            #expect(rows == [Row(style: "Body", category: "AX3", size: 40, leading: 48, weight: "Regular")])
        }
    }

    @Test func textTableHasStylesAsRowsAndCategoriesAsColumns() throws {
        let run = try legible(["type-scale"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.hasPrefix("Style") })
        for category in ["xSmall", "Large", "xxxLarge", "AX1", "AX5"] {
            #expect(header.contains(category))
        }
        let body = try #require(lines.first { $0.hasPrefix("Body ") })
        #expect(body.contains("17/22") && body.contains("53/62"))
    }

    @Test func csvMatchesTheTablesFile() throws {
        let run = try legible(["type-scale", "--format", "csv"])
        #expect(run.status == 0)
        let published = try CSVTable.tables("dynamic-type-ios.csv")
        let printed = try CSVTable(text: run.stdout, file: "standard output")
        #expect(printed.header.prefix(5) == published.header.prefix(5))
        #expect(printed.records.map { $0.prefix(5) } == published.records.map { $0.prefix(5) })
    }

    @Test func materialScaleAndAndroidFontScale() throws {
        let run = try legible(["type-scale", "--platform", "material", "--style", "body-large", "--font-scale", "2", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        // Material 3: Body Large 16/24 sp, tracking 0.5; Android 14 at 2.0: 16 sp → 28 dp, 24 sp → 36 dp.
        #expect(run.stdout.contains("\"role\" : \"Body Large\""))
        #expect(run.stdout.contains("\"size\" : 16") && run.stdout.contains("\"lineHeight\" : 24"))
        #expect(run.stdout.contains("\"tracking\" : 0.5"))
        #expect(run.stdout.contains("\"sizeDP\" : 28") && run.stdout.contains("\"lineHeightDP\" : 36"))
    }

    @Test(arguments: [
        (["type-scale", "--style", "Title 4"], "Title 4"),
        (["type-scale", "--category", "huge"], "huge"),
        (["type-scale", "--platform", "material", "--category", "AX1"], "--category"),
        (["type-scale", "--font-scale", "2"], "--font-scale"),
        (["type-scale", "--platform", "material", "--font-scale=-1"], "-1"),
        (["type-scale", "--platform", "windows"], "windows"),
        (["type-scale", "--style", "Body Large"], "--platform material"),
    ])
    func badInputExitsTwoAndNamesIt(arguments: [String], named: String) throws {
        let run = try legible(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(named), "\(run.stderr)")
    }

    @Test func unknownCategoryListsTheValidOnes() throws {
        let run = try legible(["type-scale", "--category", "AX6"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("xSmall") && run.stderr.contains("AX5"))
    }
}
