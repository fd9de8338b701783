import Foundation
import Testing
import LegibleTypeScale

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
        let parsed = try spellings.map { try ContentSizeCategory(parsing: $0) }
        #expect(parsed == ContentSizeCategory.allCases)
        let shouted = try spellings.map { try ContentSizeCategory(parsing: $0.uppercased()) }
        #expect(shouted == ContentSizeCategory.allCases)
    }

    @Test func categoryRoundTripsAndVariants() throws {
        for category in ContentSizeCategory.allCases {
            #expect(try ContentSizeCategory(parsing: category.displayName) == category)
            #expect(try ContentSizeCategory(parsing: category.rawValue) == category)
            #expect(try ContentSizeCategory(parsing: ".\(category.rawValue)") == category)
        }
        #expect(try ContentSizeCategory(parsing: "AX5") == .ax5)
        #expect(try ContentSizeCategory(parsing: "ax 3") == .ax3)
        #expect(try ContentSizeCategory(parsing: "Large (default)") == .large)
        #expect(try ContentSizeCategory(parsing: "extra-extra-extra-large") == .xxxLarge)
        #expect(try ContentSizeCategory(parsing: "UIContentSizeCategoryAccessibilityExtraLarge") == .ax3)
        #expect(try ContentSizeCategory(parsing: "XXXL") == .xxxLarge)
    }

    @Test func categoryOrder() {
        #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted())
        #expect(ContentSizeCategory.xxxLarge < .ax1)
        #expect(!ContentSizeCategory.xxxLarge.isAccessibilityCategory && ContentSizeCategory.ax1.isAccessibilityCategory)
        #expect(ContentSizeCategory.allCases.map(\.displayName) == [
            "xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5",
        ])
    }

    @Test func unknownCategoryListsTheValidOnes() {
        #expect {
            try ContentSizeCategory(parsing: "huge")
        } throws: { error in
            let message = String(describing: error)
            return message.contains("\"huge\"") && message.contains("xSmall") && message.contains("AX5")
        }
        #expect(throws: TypeScaleError.self) { try ContentSizeCategory(parsing: "") }
        #expect(throws: TypeScaleError.self) { try ContentSizeCategory(parsing: "AX6") }
        #expect(throws: TypeScaleError.self) { try ContentSizeCategory(parsing: "accessibility") }
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
        #expect([FontWeight.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black].map(\.value) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(FontWeight.semibold.name == "Semibold")
        #expect(FontWeight(value: 450).name == "450")
        #expect(FontWeight.bold > .regular)
    }
}
