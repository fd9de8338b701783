import Foundation
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// The HIG's own statements about Dynamic Type, and independent measurements of it.
@Suite("Dynamic Type")
struct DynamicTypeTests {
    @Test func bodyIs17PointsAtTheDefaultSize() {
        // HIG, Typography: "Body … 17 pt" at Large, the default.
        #expect(DynamicType.defaultCategory == .large)
        #expect(DynamicType.metrics(for: .body, category: .large) == TextStyleMetrics(size: 17, leading: 22, weight: .regular, emphasizedWeight: .semibold))
    }

    @Test func nothingIsSmallerThan11Points() {
        // HIG, "Ensuring legibility": iOS minimum 11 pt; Caption 1 and 2 keep 11 pt at xSmall–Medium.
        for style in TextStyle.allCases {
            for category in DynamicTypeCategory.allCases {
                #expect(DynamicType.metrics(for: style, category: category).size >= DynamicType.minimumSize)
            }
        }
        for category: DynamicTypeCategory in [.xSmall, .small, .medium] {
            #expect(DynamicType.metrics(for: .caption1, category: category).size == 11)
            #expect(DynamicType.metrics(for: .caption2, category: category).size == 11)
        }
    }

    @Test func sizesNeverShrinkAsTheCategoryGrows() {
        for style in TextStyle.allCases {
            let sizes = DynamicTypeCategory.allCases.map { DynamicType.metrics(for: style, category: $0).size }
            #expect(sizes == sizes.sorted(), "\(style)")
            let leadings = DynamicTypeCategory.allCases.map { DynamicType.metrics(for: style, category: $0).leading }
            #expect(zip(sizes, leadings).allSatisfy { $0 < $1 }, "\(style): leading exceeds size")
        }
    }

    @Test func bodySizesMatchChromiumsMeasurement() {
        // chromium ios/components/ui_util/dynamic_type_util.mm: preferredFontForTextStyle:Body sizes.
        let measured: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        #expect(DynamicTypeCategory.allCases.map { DynamicType.metrics(for: .body, category: $0).size } == measured)
    }

    @Test func onlyHeadlineIsSemibold() {
        for style in TextStyle.allCases {
            #expect(DynamicType.metrics(for: style, category: .large).weight == (style == .headline ? .semibold : .regular))
        }
        #expect(DynamicType.metrics(for: .largeTitle, category: .ax5).emphasizedWeight == .bold)
    }

    @Test func scaledFollowsTheStyleRatioAndCap() {
        // The example: 15 pt relative to Body at AX5 is 15 × 53/17, capped at 40.
        #expect(abs(DynamicType.scaled(15, style: .body, category: .ax5) - 15 * 53 / 17) < 1e-12)
        #expect(DynamicType.scaled(15, style: .body, category: .ax5, maximum: 40) == 40)
        #expect(DynamicType.scaled(15, style: .body, category: .large) == 15)
        // A style's own size scales to its table size.
        for style in TextStyle.allCases {
            let base = DynamicType.metrics(for: style, category: .large).size
            for category in DynamicTypeCategory.allCases {
                let published = DynamicType.metrics(for: style, category: category).size
                #expect(abs(DynamicType.scaled(base, style: style, category: category) - published) < 1e-9)
            }
        }
    }

    @Test func scaledIsCloseToUIFontMetricsAtStandardSizes() {
        // jaredsinclair.com (2024): UIFontMetrics(.body).scaledValue(for: 17) = 16.333 at Medium.
        // The documented approximation gives 16: within half a point, not equal.
        let scaled = DynamicType.scaled(17, style: .body, category: .medium)
        #expect(scaled == 16)
        #expect(abs(scaled - 16.333) < 0.5)
    }

    @Test
    func bodyRatiosMatchChromiumMultipliers() throws {
        // ios-content-size-multipliers.csv: Chromium's multipliers (Body ÷ 17, 2 decimals).
        let multipliers = try CSVTable.reference("ios-content-size-multipliers.csv")
        for row in multipliers.rows {
            let category = try DynamicTypeCategory(parsing: row["category"] ?? "")
            let ratio = DynamicType.scaled(1, style: .body, category: category)
            #expect(abs(ratio - (try number(row["chromium_multiplier"]))) <= 0.005 + 1e-9, "\(category)")
        }
    }
}
