import Foundation
import LegibleReporting
import Testing

@testable import LegibleTypeScale

/// `legible type-scale --platform` and `legible scale --platform` as reports.
@Suite("Type-scale reports of other Apple platforms")
struct PlatformReportTests {
    @Test func watchOSTableHasNinetyCells() throws {
        let report = try TypeScaleReport(platform: .watchOS)
        #expect(report.platformRows.count == 10 * 9)
        #expect(report.platform == .ios && report.applePlatform == .watchOS)
        let footnote2 = try TypeScaleReport(platform: .watchOS, styles: [.footnote2])
        // HIG, Footnote 2 from xSmall to AX3.
        #expect(footnote2.platformRows.map(\.metrics.size) == [10, 11, 12, 13, 14, 15, 15, 16, 17])
    }

    @Test func jsonKeepsTheIOSFieldsAndNamesThePlatform() throws {
        let report = try TypeScaleReport(platform: .tvOS, styles: [.body])
        let json = report.rendered(as: .json)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(rows.count == 1)
        let keys = Set(rows[0].keys)
        #expect(keys == ["platform", "style", "category", "size", "leading", "weight", "weightValue", "emphasizedWeight"])
        #expect(rows[0]["size"] as? Double == 29 && rows[0]["weight"] as? String == "Medium" && rows[0]["platform"] as? String == "tvos")
        #expect(rows[0]["category"] is NSNull)
    }

    @Test func csvIsTheTablesForm() throws {
        let csv = try TypeScaleReport(platform: .macOS, styles: [.headline]).rendered(as: .csv)
        #expect(csv == "platform,style,category,size_pt,leading_pt,weight,emphasized_weight\nmacOS,Headline,,13,16,Bold,Heavy\n")
    }

    @Test func textNamesThePlatform() throws {
        let text = try TypeScaleReport(platform: .watchOS, categories: [.large]).rendered(as: .text)
        #expect(text.hasPrefix("Dynamic Type, watchOS (HIG), points, at Large"))
        #expect(text.contains("Footnote 2"))
        let mac = try TypeScaleReport(platform: .macOS).rendered(as: .text)
        #expect(mac.hasPrefix("macOS text styles (HIG), points: one size per style, no Dynamic Type"))
    }

    @Test func iOSAndIPadOSReportsAreTodays() throws {
        let today = TypeScaleReport().rendered(as: .json)
        #expect(try TypeScaleReport(platform: .iOS).rendered(as: .json) == today)
        #expect(try TypeScaleReport(platform: .iPadOS).rendered(as: .json) == today)
    }

    @Test func whatThePlatformLacksIsRefused() {
        #expect(throws: TypeScaleError.self) { try TypeScaleReport(platform: .visionOS) }
        #expect(throws: TypeScaleError.self) { try TypeScaleReport(platform: .watchOS, styles: [.callout]) }
        #expect(throws: TypeScaleError.self) { try TypeScaleReport(platform: .watchOS, categories: [.ax5]) }
        #expect(throws: TypeScaleError.self) { try TypeScaleReport(platform: .tvOS, categories: [.large]) }
        #expect(throws: TypeScaleError.self) { try TypeScaleReport(platform: .iOS, styles: [.footnote1]) }
        do {
            _ = try TypeScaleReport(platform: .visionOS)
        } catch {
            #expect(error.description.contains("publishes no text style sizes for visionOS"))
            #expect(error.description.contains("minimum 12 pt"))
        }
    }

    @Test func scaledOnWatchOS() throws {
        let report = try ScaledSizeReport(size: 16, style: .body, platform: .watchOS)
        #expect(report.rows.map(\.category) == ApplePlatform.watchOS.contentSizeCategories)
        // Body on watchOS: 14, 15, 16, 17, 18, 19, 21, 22, 23 (HIG); 16 pt at Large follows it exactly.
        #expect(report.rows.map(\.scaled) == [14, 15, 16, 17, 18, 19, 21, 22, 23])
        #expect(report.rendered(as: .text).hasPrefix("16 pt at Large, scaled with Body on watchOS"))
        #expect(throws: TypeScaleError.self) { try ScaledSizeReport(size: 16, style: .callout, platform: .watchOS) }
        #expect(throws: TypeScaleError.self) { try ScaledSizeReport(size: 16, categories: [.medium], platform: .watchOS) }
        #expect(throws: TypeScaleError.self) { try ScaledSizeReport(size: 16, platform: .tvOS) }
        #expect(try ScaledSizeReport(size: 15, maximum: 40).rows.count == 12)
    }
}
