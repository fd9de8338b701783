import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTypeScale
import Testing

/// `#if os(…)` blocks and WidgetKit files, as the Swift reader tells the scan about them.
@Suite struct PlatformConditionTests {
    /// The platform and condition of each element read from `source`, in file order.
    private func platforms(_ source: String) throws -> [String] {
        try scanSwift(source).elements.map { element in
            guard let source = element.sourcePlatform else { return "-" }
            return "\(source.platform?.rawValue ?? "?")\(source.isWidget ? " widget" : "")"
        }
    }

    @Test func anIfOSBlockNamesItsPlatform() throws {
        let source = """
            struct V: View {
                var body: some View {
                    Text("A").font(.system(size: 15))
                    #if os(watchOS)
                    Text("B").font(.system(size: 15))
                    #if BETA
                    Text("C").font(.system(size: 15))
                    #endif
                    #elseif os(visionOS)
                    Text("D").font(.system(size: 15))
                    #else
                    Text("E").font(.system(size: 15))
                    #endif
                }
            }
            """
        // B is watchOS; C, in a BETA block inside it, too; D visionOS; E (`#else`) every other platform.
        #expect(try platforms(source) == ["-", "watchos", "watchos", "visionos", "?"])
        #expect(try scanSwift(source).elements[4].sourcePlatform?.platforms == [.iOS, .tvOS, .macOS])
        let condition = try scanSwift(source).elements[1].sourcePlatform?.condition
        #expect(condition == "#if os(watchOS) at line 4")
    }

    @Test func aConditionOfSeveralPlatformsDecidesNothing() throws {
        let cases = ["#if canImport(UIKit)", "#if os(Linux)", "#if targetEnvironment(simulator)"]
        // (`#if os(iOS) || os(macOS)` names the platforms it allows: OredPlatformConditionTests; `#if
        // !os(watchOS)` every platform but the watch: FreshScanTwentyCTests.aNegatedOSCheckIsEveryOtherPlatform.)
        for condition in cases {
            let source = "\(condition)\nlet f = Font.system(size: 15)\n#endif\n"
            #expect(try platforms(source) == ["-"], "\(condition)")
        }
        // `&&` narrows to one platform.
        #expect(try platforms("#if os(tvOS) && BETA\nlet f = Font.system(size: 15)\n#endif\n") == ["tvos"])
    }

    @Test func aWidgetFileIsAWidgetsAndAnAppThatReloadsWidgetsIsNot() throws {
        let widget = """
            import SwiftUI
            import WidgetKit

            struct Glance: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "g", provider: P()) { _ in GlanceView() } }
            }
            struct GlanceView: View {
                var body: some View { Text("Now").font(.system(size: 15)) }
            }
            """
        #expect(try platforms(widget) == ["? widget"])
        let app = """
            import SwiftUI
            import WidgetKit

            // A Widget is reloaded when the settings change.
            struct Settings: View {
                var body: some View { Text("Saved").font(.system(size: 15)).onAppear { WidgetCenter.shared.reloadAllTimelines() } }
            }
            """
        #expect(try platforms(app) == ["-"])
        // The widget's words without the import: not a widget (a type of the app's own named Widget).
        #expect(try platforms("struct Row: View { var body: some View { Text(\"x\").font(.system(size: 15)) } } // : Widget") == ["-"])
    }

    @Test func theScanJudgesABlockForItsPlatform() {
        // A 40 pt button: passes nothing on iOS (44), so both fire, but tvOS's 66 needs 13 pt a side.
        var element = ScannedElement(kind: .button, id: "b", location: Finding.Location(file: "App/V.swift", line: 3), platform: .iOS)
        (element.width, element.height) = (40, 40)
        element.sourcePlatform = ScannedSourcePlatform(platform: .tvOS, condition: "#if os(tvOS) at line 2")
        let decisions = ScanPlatformMap().decisions(for: element)
        #expect(decisions == [ScanPlatformDecision(platform: .tvOS, source: .condition, name: "#if os(tvOS) at line 2")])
        // An Android element has no Apple platform.
        element.platform = .android
        #expect(ScanPlatformMap().decisions(for: element).isEmpty)
    }
}
