import Foundation
import LegibleAudit
import LegibleCatalogs
import LegibleCore
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// One label audited on each Apple platform (`platform:` in the spec, `legible audit --platform`).
/// Expected widths from hb-shape, not from Legible: "Save changes" in the bundled Roboto Regular
/// is 12626 units of 2048 (`hb-shape Fonts/Roboto/Roboto-Regular.ttf "Save changes"`, also
/// uharfbuzz 0.57), so with no tracking it needs 12626 / 2048 × size points. Body's sizes are
/// the HIG's (Typography, "Specifications"), typed in here: iOS 17 at Large, 19 at xLarge;
/// watchOS 14, 15, 16, 17, 18, 19, 21, 22, 23 at xSmall, Small, Large … AX3 (no Medium, nothing
/// past AX3); tvOS 29 and macOS 13, one size each.
@Suite struct ApplePlatformAuditTests {
    static let units = 12626.0 / 2048

    static func audit(platform: String, width: Double = 110) async throws -> LabelAudit {
        let font = packageRoot.appendingPathComponent("Fonts/Roboto/Roboto-Regular.ttf").path
        let yaml = """
            platform: \(platform)
            default: { style: body, width: \(width), maxLines: 1, tracking: none, font: "\(font)" }
            """
        let spec = try LayoutSpec(text: yaml, file: "layout.yaml", isJSON: false)
        let result = try await OverflowAuditor(spec: spec, options: AuditOptions(concurrency: 1)).audit([try catalog(#"{"save": "Save changes"}"#)])
        return try #require(result.label("save", "en"))
    }

    @Test func watchOSMeasuresItsNineCategoriesWithItsOwnSizes() async throws {
        let label = try await Self.audit(platform: "watchos")
        let categories: [DynamicTypeCategory] = [.xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge, .ax1, .ax2, .ax3]
        #expect(label.measurements.map(\.step) == categories.map(TextSizeStep.category))
        #expect(label.measurements.map(\.size) == [14, 15, 16, 17, 18, 19, 21, 22, 23])
        for measurement in label.measurements {
            #expect(abs(measurement.requiredWidth - Self.units * measurement.size) < 0.01)
        }
        // 17 pt needs 104.8 pt, 18 pt 111.0: the 110 pt label fits up to xLarge on a watch…
        #expect(label.fitsUpTo == .xLarge)
    }

    @Test func theSameLabelOnIOSTVAndMac() async throws {
        // …and up to Large on iOS (19 pt at xLarge needs 117.1 pt).
        let iOS = try await Self.audit(platform: "ios")
        #expect(iOS.measurements.count == 12)
        #expect(iOS.fitsUpTo == .large)
        // tvOS: its one Body size, 29 pt, needs 178.8 pt: it overflows at its only step.
        let tv = try await Self.audit(platform: "tvos")
        #expect(tv.measurements.map(\.size) == [29])
        #expect(tv.firstOverflow?.step == .category(.large))
        // macOS: 13 pt needs 80.1 pt.
        let mac = try await Self.audit(platform: "macOS")
        #expect(mac.measurements.map(\.size) == [13])
        #expect(mac.firstOverflow == nil)
        // iPadOS is iOS's table.
        let iPad = try await Self.audit(platform: "ipados")
        #expect(iPad.measurements.map(\.size) == iOS.measurements.map(\.size))
    }

    @Test func aStyleThePlatformLacksIsAnErrorAtItsEntry() throws {
        let cases: [(String, String, String)] = [
            ("watchos", "callout", "which watchOS does not have"),  // watchOS has no Callout
            ("visionos", "body", "the HIG publishes no visionOS text style sizes"),
            ("tvos", "largeTitle", "which tvOS does not have"),  // tvOS starts at Title 1
        ]
        for (platform, style, message) in cases {
            let yaml = "platform: \(platform)\nlabels:\n  - { match: \"*\", style: \(style), width: 100 }\n"
            #expect {
                _ = try LayoutSpec(text: yaml, file: "layout.yaml", isJSON: false)
            } throws: { error in
                guard let error = error as? SourceFileError else { return false }
                return error.message.contains(message) && error.position?.line == 3
            }
        }
        // Points are measured anywhere; visionOS's text styles are not.
        #expect((try? LayoutSpec(text: "platform: visionos\ndefault: { size: 17, width: 100 }", file: "l.yaml", isJSON: false)) != nil)
        #expect(throws: SourceFileError.self) { try LayoutSpec(text: "platform: visionos\ndefault: { width: 100 }", file: "l.yaml", isJSON: false) }
        #expect(throws: SourceFileError.self) { try LayoutSpec(text: "platform: wearos", file: "l.yaml", isJSON: false) }
    }

    @Test func platformNames() throws {
        #expect(try LayoutPlatform(parsing: "watchOS") == LayoutPlatform(textSizes: .iOS, apple: .watchOS))
        #expect(try LayoutPlatform(parsing: "Apple TV").apple == .tvOS)
        #expect(try LayoutPlatform(parsing: "iPadOS").apple == nil)  // iOS's tables
        #expect(try LayoutPlatform(parsing: "android") == LayoutPlatform(textSizes: .android))
        #expect(throws: TypeScaleError.self) { try LayoutPlatform(parsing: "tizen") }
    }

    @Test func aWatchSpecTakesSFCompactsTrackingAndMacsHeadlineIsBold() throws {
        let watch = try LayoutSpec(text: "platform: watchos\ndefault: { width: 100 }", file: "l.yaml", isJSON: false)
        #expect(watch.layout(forKey: "k")?.tracking == .hig(.sfCompact))
        let mac = try LayoutSpec(text: "platform: macos\ndefault: { style: headline, width: 100 }", file: "l.yaml", isJSON: false)
        #expect(mac.layout(forKey: "k")?.weight == .bold)  // HIG macOS: Headline 13 pt Bold
        let iOS = try LayoutSpec(text: "default: { style: headline, width: 100 }", file: "l.yaml", isJSON: false)
        #expect(iOS.layout(forKey: "k")?.weight == .semibold)
        #expect(iOS.layout(forKey: "k")?.tracking == .hig(.sfPro))
    }
}
