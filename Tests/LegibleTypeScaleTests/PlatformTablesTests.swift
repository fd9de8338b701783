import Foundation
import LegibleTestSupport
import Testing

@testable import LegibleTypeScale

/// watchOS, tvOS and macOS type scales and every platform's text sizes: against rows of the HIG's
/// tables typed in here by hand (Typography, revision of December 16, 2025; Accessibility), and
/// every cell of the Swift data against Tables/*.csv.
@Suite("Apple platforms' type scales")
struct PlatformTablesTests {
    /// (style, size, leading, weight, emphasized weight), typed from the HIG's tables.
    typealias Row = (PlatformTextStyle, Double, Double, FontWeight, FontWeight)

    /// HIG › Typography › watchOS Dynamic Type sizes › "Large (default 40mm/41mm/42mm)".
    static let watchLarge: [Row] = [
        (.largeTitle, 36, 38.5, .regular, .bold), (.title1, 34, 36.5, .regular, .semibold), (.title2, 27, 30.5, .regular, .semibold),
        (.title3, 19, 21.5, .regular, .semibold), (.headline, 16, 18.5, .semibold, .semibold), (.body, 16, 18.5, .regular, .semibold),
        (.caption1, 15, 17.5, .regular, .semibold), (.caption2, 14, 16.5, .regular, .semibold), (.footnote1, 13, 15.5, .regular, .semibold),
        (.footnote2, 12, 14.5, .regular, .semibold),
    ]

    /// HIG › Typography › tvOS built-in text styles.
    static let tvOS: [Row] = [
        (.title1, 76, 96, .medium, .bold), (.title2, 57, 66, .medium, .bold), (.title3, 48, 56, .medium, .bold), (.headline, 38, 46, .medium, .bold),
        (.subtitle1, 38, 46, .regular, .medium), (.callout, 31, 38, .medium, .bold), (.body, 29, 36, .medium, .bold), (.caption1, 25, 32, .medium, .bold),
        (.caption2, 23, 30, .medium, .bold),
    ]

    /// HIG › Typography › macOS built-in text styles ("Line height").
    static let macOS: [Row] = [
        (.largeTitle, 26, 32, .regular, .bold), (.title1, 22, 26, .regular, .bold), (.title2, 17, 22, .regular, .bold), (.title3, 15, 20, .regular, .semibold),
        (.headline, 13, 16, .bold, .heavy), (.body, 13, 16, .regular, .semibold), (.callout, 12, 15, .regular, .semibold),
        (.subheadline, 11, 14, .regular, .semibold), (.footnote, 10, 13, .regular, .semibold), (.caption1, 10, 13, .regular, .medium),
        (.caption2, 10, 13, .medium, .semibold),
    ]

    private func expect(_ rows: [Row], category: DynamicTypeCategory?, on platform: ApplePlatform) {
        for (style, size, leading, weight, emphasized) in rows {
            let metrics = DynamicType.metrics(for: style, category: category, on: platform)
            #expect(metrics == TextStyleMetrics(size: size, leading: leading, weight: weight, emphasizedWeight: emphasized), "\(platform) \(style)")
        }
    }

    @Test func watchOSDefaultColumnIsTheHIGs() {
        expect(Self.watchLarge, category: .large, on: .watchOS)
        expect(Self.watchLarge, category: nil, on: .watchOS)  // Large when no category is given
        #expect(ApplePlatform.watchOS.textStyles == Self.watchLarge.map(\.0))
    }

    @Test func watchOSOtherColumnsSpotChecked() {
        // HIG: xSmall Footnote 2 10/12.5; Small Body 15/17.5; xLarge Title 1 38/40.5; xxLarge Caption 2
        // 15/18.5; AX1 Title 2 34/41; AX2 Footnote 2 16/17.5; AX3 Large Title 46/48.5, Title 1 44/47.
        let cells: [(PlatformTextStyle, DynamicTypeCategory, Double, Double)] = [
            (.footnote2, .xSmall, 10, 12.5), (.body, .small, 15, 17.5), (.title1, .xLarge, 38, 40.5), (.caption2, .xxLarge, 15, 18.5),
            (.title3, .xxxLarge, 22, 24.5), (.title2, .ax1, 34, 41), (.footnote2, .ax2, 16, 17.5), (.largeTitle, .ax3, 46, 48.5), (.title1, .ax3, 44, 47),
        ]
        for (style, category, size, leading) in cells {
            let metrics = DynamicType.metrics(for: style, category: category, on: .watchOS)
            #expect(metrics?.size == size && metrics?.leading == leading, "\(style) \(category)")
        }
        #expect(ApplePlatform.watchOS.contentSizeCategories == [.xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge, .ax1, .ax2, .ax3])
    }

    @Test func tvOSAndMacOSHaveOneSizeSet() {
        expect(Self.tvOS, category: nil, on: .tvOS)
        expect(Self.macOS, category: nil, on: .macOS)
        #expect(ApplePlatform.tvOS.textStyles == Self.tvOS.map(\.0))
        #expect(ApplePlatform.macOS.textStyles == Self.macOS.map(\.0))
        #expect(!ApplePlatform.macOS.supportsDynamicType)
        #expect(ApplePlatform.tvOS.supportsDynamicType)
    }

    @Test func whatTheHIGDoesNotPublishIsNil() {
        #expect(DynamicType.metrics(for: .body, category: .medium, on: .watchOS) == nil)  // no Medium on watchOS
        #expect(DynamicType.metrics(for: .body, category: .ax4, on: .watchOS) == nil)
        #expect(DynamicType.metrics(for: .callout, on: .watchOS) == nil)
        #expect(DynamicType.metrics(for: .footnote, on: .watchOS) == nil)  // Footnote 1 and 2 only
        #expect(DynamicType.metrics(for: .body, category: .large, on: .tvOS) == nil)  // one size set
        #expect(DynamicType.metrics(for: .largeTitle, on: .tvOS) == nil)
        #expect(DynamicType.metrics(for: .body, on: .visionOS) == nil)
        #expect(ApplePlatform.visionOS.textStyles.isEmpty && !ApplePlatform.visionOS.publishesTextStyleSizes)
        #expect(DynamicType.metrics(for: .footnote1, on: .iOS) == nil)
        #expect(ApplePlatform.defaultWatchCategory(caseSize: 46) == nil)
    }

    @Test func iOSAndIPadOSAreTheIOSTable() {
        for platform in [ApplePlatform.iOS, .iPadOS] {
            for style in TextStyle.allCases {
                for category in DynamicTypeCategory.allCases {
                    #expect(DynamicType.metrics(for: style, category: category, on: platform) == DynamicType.metrics(for: style, category: category))
                    #expect(
                        DynamicType.scaled(15, style: PlatformTextStyle(style), category: category, on: platform)
                            == DynamicType.scaled(15, style: style, category: category))
                }
            }
        }
    }

    @Test func textSizesAreTheHIGs() {
        // HIG › Accessibility and Typography › "Ensuring legibility": default and minimum sizes.
        let published: [(ApplePlatform, Double, Double)] = [
            (.iOS, 17, 11), (.iPadOS, 17, 11), (.macOS, 13, 10), (.tvOS, 29, 23), (.visionOS, 17, 12), (.watchOS, 16, 12),
        ]
        for (platform, defaultSize, minimum) in published {
            #expect(platform.defaultTextSize == defaultSize && platform.minimumTextSize == minimum, "\(platform)")
        }
        // "at least 200 percent (or 140 percent in watchOS apps)".
        #expect(ApplePlatform.watchOS.largerTextPercent == 140 && ApplePlatform.iOS.largerTextPercent == 200)
        #expect(ApplePlatform.watchOS.systemFontFamily == "SF Compact" && ApplePlatform.watchOS.trackingTable == .sfCompact)
        #expect(ApplePlatform.defaultWatchCategory(caseSize: 38) == .small)
        #expect(ApplePlatform.defaultWatchCategory(caseSize: 41) == .large)
        #expect(ApplePlatform.defaultWatchCategory(caseSize: 49) == .xLarge)
    }

    @Test func aFifteenPointFontsNearestStyleOnEachPlatform() {
        // Worked by hand from the tables above: iOS Subheadline 15, watchOS Caption 1 15 (Large),
        // macOS Title 3 15, tvOS's smallest, Caption 2 23; visionOS has no table.
        #expect(DynamicType.nearestStyle(toSize: 15, on: .iOS) == .subheadline)
        #expect(DynamicType.nearestStyle(toSize: 15, on: .watchOS) == .caption1)
        #expect(DynamicType.nearestStyle(toSize: 15, on: .macOS) == .title3)
        #expect(DynamicType.nearestStyle(toSize: 15, on: .tvOS) == .caption2)
        #expect(DynamicType.nearestStyle(toSize: 15, on: .visionOS) == nil)
        // watchOS Headline and Body are both 16 pt at Large: the weight chooses (Semibold, Regular).
        #expect(DynamicType.nearestStyle(toSize: 16, weight: .regular, on: .watchOS) == .body)
        #expect(DynamicType.nearestStyle(toSize: 16, weight: .semibold, on: .watchOS) == .headline)
        // macOS 13.5 pt: Headline (Bold) and Body (Regular) are both 13, half a point away; without a
        // weight the HIG's order keeps Headline, with Regular it is Body. 14 pt is a tie of 13 and
        // 15 (Title 3), and the larger wins.
        #expect(DynamicType.nearestStyle(toSize: 13.5, on: .macOS) == .headline)
        #expect(DynamicType.nearestStyle(toSize: 13.5, weight: .regular, on: .macOS) == .body)
        #expect(DynamicType.nearestStyle(toSize: 14, on: .macOS) == .title3)
    }

    @Test func watchOSScalesAlongItsOwnColumn() {
        #expect(DynamicType.scaled(16, style: .body, category: .ax3, on: .watchOS) == 23)  // 16 × 23/16
        #expect(DynamicType.scaled(12, style: .footnote2, category: .xSmall, on: .watchOS) == 10)
        #expect(DynamicType.scaled(16, style: .body, category: .ax3, on: .watchOS, maximum: 20) == 20)
        #expect(DynamicType.scaled(16, style: .body, category: .ax5, on: .watchOS) == nil)
        #expect(DynamicType.scaled(16, style: .body, category: .large, on: .tvOS) == nil)
    }

    @Test func namesParse() throws {
        #expect(try PlatformTextStyle(parsing: "Footnote 1") == .footnote1)
        #expect(try PlatformTextStyle(parsing: "subtitle-1") == .subtitle1)
        #expect(try PlatformTextStyle(parsing: "UIFontTextStyleCaption2") == .caption2)
        for style in TextStyle.allCases { #expect(PlatformTextStyle(style).textStyle == style) }
        #expect(PlatformTextStyle.footnote2.textStyle == nil)
        #expect(throws: TypeScaleError.self) { try PlatformTextStyle(parsing: "footnote 3") }
        #expect(try ApplePlatform(parsing: "watchOS") == .watchOS)
        #expect(try ApplePlatform(parsing: "Vision Pro") == .visionOS)
        #expect(try ApplePlatform(parsing: "ipados") == .iPadOS)
        #expect(throws: TypeScaleError.self) { try ApplePlatform(parsing: "android") }
    }

    // MARK: Tables/

    @Test func platformTextStylesEveryCell() throws {
        let table = try CSVTable.tables("text-styles-watchos-tvos-macos.csv")
        var counts: [ApplePlatform: Int] = [:]
        for row in table.rows {
            let platform = try ApplePlatform(parsing: row["platform"] ?? "")
            let style = try PlatformTextStyle(parsing: row["style"] ?? "")
            let cell = row["category"] ?? ""
            let category = cell.isEmpty ? nil : try DynamicTypeCategory(parsing: cell)
            counts[platform, default: 0] += 1
            let metrics = DynamicType.metrics(for: style, category: category, on: platform)
            #expect(metrics?.size == (try number(row["size_pt"])), "\(platform) \(style) \(cell)")
            #expect(metrics?.leading == (try number(row["leading_pt"])), "\(platform) \(style) \(cell)")
            #expect(metrics?.weight.name == row["weight"] && metrics?.emphasizedWeight.name == row["emphasized_weight"], "\(platform) \(style)")
            #expect(style.displayName == row["style"])
        }
        for platform in [ApplePlatform.watchOS, .tvOS, .macOS] {
            let cells = platform.textStyles.count * max(1, platform.contentSizeCategories.count)
            #expect(counts[platform] == cells, "nothing in the Swift table beyond the CSV rows: \(platform)")
        }
        #expect(Set(counts.keys) == [.watchOS, .tvOS, .macOS])
    }

    @Test func textSizesEveryCell() throws {
        let table = try CSVTable.tables("text-sizes-apple-platforms.csv")
        // Every platform once, in the HIG's order (iOS and iPadOS, then alphabetical).
        #expect(table.rows.map { $0["platform"] ?? "" } == ["ios", "ipados", "macos", "tvos", "visionos", "watchos"])
        #expect(Set(table.rows.map { $0["platform"] ?? "" }) == Set(ApplePlatform.allCases.map(\.rawValue)))
        for row in table.rows {
            let platform = try ApplePlatform(parsing: row["platform"] ?? "")
            #expect(platform.defaultTextSize == (try number(row["default_size_pt"])))
            #expect(platform.minimumTextSize == (try number(row["minimum_size_pt"])))
            #expect(platform.largerTextPercent == (try number(row["enlarge_text_to_percent"])))
            #expect(platform.systemFontFamily == row["system_font"])
            #expect(platform.supportsDynamicType == (row["dynamic_type"] == "yes"))
            #expect(platform.publishesTextStyleSizes == !(row["published_text_styles"] ?? "").isEmpty)
        }
        let watch = try CSVTable.tables("watchos-default-categories.csv")
        for row in watch.rows {
            let size = Int(try number(row["case_size_mm"]))
            #expect(ApplePlatform.defaultWatchCategory(caseSize: size) == (try DynamicTypeCategory(parsing: row["default_category"] ?? "")))
        }
        #expect(watch.rows.count == PublishedPlatformTables.watchOSDefaultCategories.count)
    }
}
