import Foundation
import LegibleTypeScale
import Testing

/// Every common spelling of styles, categories, families, roles and densities, and the errors.
@Suite("Parsing names")
struct NameParsingTests {
    // UIKit `UIContentSizeCategory` cases, SwiftUI `DynamicTypeSize` cases and the raw
    // `UICTContentSizeCategory…` values, in order xSmall … AX5 (Apple's documentation).
    static let uiKitCategories = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]
    static let swiftUICategories = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]
    static let rawCategories = [
        "UICTContentSizeCategoryXS", "UICTContentSizeCategoryS", "UICTContentSizeCategoryM", "UICTContentSizeCategoryL",
        "UICTContentSizeCategoryXL", "UICTContentSizeCategoryXXL", "UICTContentSizeCategoryXXXL",
        "UICTContentSizeCategoryAccessibilityM", "UICTContentSizeCategoryAccessibilityL",
        "UICTContentSizeCategoryAccessibilityXL", "UICTContentSizeCategoryAccessibilityXXL",
        "UICTContentSizeCategoryAccessibilityXXXL",
    ]

    @Test(arguments: [uiKitCategories, swiftUICategories, rawCategories])
    func categorySpellingsInOrder(spellings: [String]) throws {
        let parsed = try spellings.map { try DynamicTypeCategory(parsing: $0) }
        #expect(parsed == DynamicTypeCategory.allCases)
        let shouted = try spellings.map { try DynamicTypeCategory(parsing: $0.uppercased()) }
        #expect(shouted == DynamicTypeCategory.allCases)
    }

    @Test func categoryRoundTripsAndVariants() throws {
        for category in DynamicTypeCategory.allCases {
            #expect(try DynamicTypeCategory(parsing: category.displayName) == category)
            #expect(try DynamicTypeCategory(parsing: category.rawValue) == category)
            #expect(try DynamicTypeCategory(parsing: ".\(category.rawValue)") == category)
        }
        #expect(try DynamicTypeCategory(parsing: "AX5") == .ax5)
        #expect(try DynamicTypeCategory(parsing: "ax 3") == .ax3)
        #expect(try DynamicTypeCategory(parsing: "Large (default)") == .large)
        #expect(try DynamicTypeCategory(parsing: "extra-extra-extra-large") == .xxxLarge)
        #expect(try DynamicTypeCategory(parsing: "UIContentSizeCategoryAccessibilityExtraLarge") == .ax3)
        #expect(try DynamicTypeCategory(parsing: "XXXL") == .xxxLarge)
    }

    @Test func categoryOrder() {
        #expect(DynamicTypeCategory.allCases == DynamicTypeCategory.allCases.sorted())
        #expect(DynamicTypeCategory.xxxLarge < .ax1)
        #expect(!DynamicTypeCategory.xxxLarge.isAccessibilityCategory && DynamicTypeCategory.ax1.isAccessibilityCategory)
        #expect(
            DynamicTypeCategory.allCases.map(\.displayName) == [
                "xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5",
            ])
    }

    @Test func unknownCategoryListsTheValidOnes() {
        #expect {
            try DynamicTypeCategory(parsing: "huge")
        } throws: { error in
            let message = String(describing: error)
            return message.contains("\"huge\"") && message.contains("xSmall") && message.contains("AX5")
        }
        #expect(throws: TypeScaleError.self) { try DynamicTypeCategory(parsing: "") }
        #expect(throws: TypeScaleError.self) { try DynamicTypeCategory(parsing: "AX6") }
        #expect(throws: TypeScaleError.self) { try DynamicTypeCategory(parsing: "accessibility") }
    }

    @Test func styleSpellings() throws {
        let uiKit = ["largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1", "caption2"]
        let hig = ["Large Title", "Title 1", "Title 2", "Title 3", "Headline", "Body", "Callout", "Subhead", "Footnote", "Caption 1", "Caption 2"]
        let raw = uiKit.map { "UIFontTextStyle" + $0.prefix(1).uppercased() + $0.dropFirst() }
        let coreText = uiKit.map { "UICTFontTextStyle" + $0.prefix(1).uppercased() + $0.dropFirst() }
        for spellings in [uiKit, hig, raw, coreText] {
            #expect(try spellings.map { try TextStyle(parsing: $0) } == TextStyle.allCases)
        }
        for style in TextStyle.allCases {
            #expect(try TextStyle(parsing: style.displayName) == style)
            #expect(try TextStyle(parsing: style.displayName.uppercased()) == style)
        }
        // SwiftUI's Font.title and Font.caption are Title 1 and Caption 1.
        #expect(try TextStyle(parsing: "title") == .title1)
        #expect(try TextStyle(parsing: ".caption") == .caption1)
        #expect(try TextStyle(parsing: "title-2") == .title2)
        #expect(TextStyle.allCases.map(\.displayName).first == "Large Title")
        #expect(TextStyle.caption2.displayName == "Caption 2")
    }

    @Test func unknownStyleListsTheValidOnes() {
        #expect {
            try TextStyle(parsing: "Title 4")
        } throws: { error in
            let message = String(describing: error)
            return message.contains("\"Title 4\"") && message.contains("Large Title") && message.contains("Caption 2")
        }
    }

    @Test func familySpellings() throws {
        for table in TrackingTable.allCases {
            #expect(try TrackingTable(parsing: table.displayName) == table)
            #expect(try TrackingTable(parsing: table.rawValue) == table)
        }
        #expect(try TrackingTable(parsing: "sf-pro-rounded") == .sfProRounded)
        for legacy in ["SF Pro Text", "SF Pro Display", "SF UI Text", "SF UI Display", "legacy"] {
            #expect(try TrackingTable(parsing: legacy) == .sfLegacy)
        }
        #expect(throws: TypeScaleError.self) { try TrackingTable(parsing: "Helvetica") }
    }

    @Test func materialRoleSpellings() throws {
        for role in MaterialTypeRole.allCases {
            #expect(try MaterialTypeRole(parsing: role.displayName) == role)
            #expect(try MaterialTypeRole(parsing: role.rawValue) == role)
        }
        #expect(try MaterialTypeRole(parsing: "md.sys.typescale.body-large") == .bodyLarge)
        #expect(MaterialTypeRole.labelSmall.displayName == "Label Small")
        #expect(throws: TypeScaleError.self) { try MaterialTypeRole(parsing: "Body Huge") }
    }

    @Test func fontWeightNames() {
        #expect(
            [FontWeight.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black].map(\.value) == [
                100, 200, 300, 400, 500, 600, 700, 800, 900,
            ])
        #expect(FontWeight.semibold.name == "Semibold")
        #expect(FontWeight(value: 450).name == "450")
        #expect(FontWeight.bold > .regular)
    }
}

@Suite("Weights and tracking from flags and layout specs")
struct WeightAndTrackingParsingTests {
    @Test func weightSpellings() throws {
        #expect(try FontWeight(parsing: "Semibold") == .semibold)
        #expect(try FontWeight(parsing: "ultra-light") == .ultraLight)
        #expect(try FontWeight(parsing: "UIFontWeightBold") == .bold)
        #expect(try FontWeight(parsing: "650").value == 650)
        #expect(throws: TypeScaleError.self) { try FontWeight(parsing: "0") }
        #expect(throws: TypeScaleError.self) { try FontWeight(parsing: "0x258") }
        #expect(throws: TypeScaleError.self) { try FontWeight(parsing: "fat") }
    }

    @Test func trackingSpellings() throws {
        #expect(try TrackingMode(parsing: "HIG") == .hig(.sfPro))
        #expect(try TrackingMode(parsing: "0.5") == .points(0.5))
        #expect(try TrackingMode(parsing: "-100") == .points(-100))
        #expect(throws: TypeScaleError.self) { try TrackingMode(parsing: "101") }
        #expect(throws: TypeScaleError.self) { try TrackingMode(parsing: "0x10") }
        #expect(throws: TypeScaleError.self) { try TrackingMode(parsing: "inf") }
    }

    // Found by the round-trip property test: `description` writes another family's table as
    // hig:newYork, which init(parsing:) did not read back (only the Codable form did).
    @Test func trackingOfAnotherFamilyReadsBack() throws {
        for table in TrackingTable.allCases {
            #expect(try TrackingMode(parsing: TrackingMode.hig(table).description) == .hig(table))
        }
        #expect(try TrackingMode(parsing: "HIG:New York") == .hig(.newYork))
        #expect(throws: TypeScaleError.self) { try TrackingMode(parsing: "hig:comic sans") }
    }

    @Test func styleSpellingsAFlagMayUse() throws {
        #expect(try TextStyle(parsing: "Large Title") == .largeTitle)
        #expect(try TextStyle(parsing: "caption-2") == .caption2)
        #expect(try TextStyle(parsing: "caption") == .caption1)  // SwiftUI's name
        #expect(throws: TypeScaleError.self) { try TextStyle(parsing: "caption9") }
    }
}
