import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Examples/platform-app: the same 50×50 pt button and fixed 15 pt caption in six targets, each
/// judged with its platform's HIG numbers. Buttons, against the default control size
/// (Accessibility): iPhone 44, its widget 44 (a widget folder names no platform), Apple Watch 44,
/// Mac 28 pass; Vision Pro 60 and Apple TV 66 fail, by 5 and 8 pt on each side. Captions, worked
/// by hand from the Typography tables: iPhone and widget Subheadline (15 pt), watchOS Caption 1
/// (15 pt at Large), tvOS Caption 2 (23 pt, its smallest, and 15 pt is under tvOS's 23 pt
/// minimum), visionOS no published size; macOS has no Dynamic Type and 15 pt is over its 10 pt
/// minimum, so nothing.
@Suite struct PlatformFolderScanTests {
    static let example = packageRoot.appendingPathComponent("Examples/platform-app")

    private func scan() async throws -> [Finding] {
        try await ProjectScanner(paths: [Self.example.path], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan().findings.findings
    }

    private func folder(_ finding: Finding) -> String {
        URL(fileURLWithPath: finding.location?.file ?? "").deletingLastPathComponent().lastPathComponent
    }

    @Test func theSameButtonPassesOnIPhoneAndWatchAndFailsOnVisionProAndTV() async throws {
        let findings = try await scan().filter { $0.rule == "target.small" }
        #expect(findings.map(folder).sorted() == ["PlatformApp tvOS", "PlatformApp visionOS"], "\(findings.map(\.message))")
        #expect(findings.allSatisfy { $0.severity == .error })
        let vision = try #require(findings.first { folder($0) == "PlatformApp visionOS" })
        #expect(vision.message.contains("under the Apple HIG (visionOS) minimum of 60×60 pt"))
        #expect(vision.message.contains("a visionOS file: its folder 'PlatformApp visionOS'"))
        #expect(vision.message.hasSuffix("grow it by 5 pt on every side"))
        let tv = try #require(findings.first { folder($0) == "PlatformApp tvOS" })
        #expect(tv.message.contains("Apple HIG (tvOS) minimum of 66×66 pt"))
        #expect(tv.message.hasSuffix("grow it by 8 pt on every side"))
    }

    @Test func theSameFixedFifteenPointFontGetsEachPlatformsNearestStyle() async throws {
        let findings = try await scan().filter { $0.rule == "text.fixed-size" }
        let byFolder = Dictionary(grouping: findings, by: folder).mapValues { $0.map(\.message) }
        #expect(byFolder.keys.sorted() == ["PlatformApp", "PlatformApp Watch App", "PlatformApp tvOS", "PlatformApp visionOS", "PlatformAppWidget"])
        #expect(byFolder["PlatformApp"]?.first?.contains("use the Subheadline text style (15 pt Regular") == true)
        #expect(byFolder["PlatformAppWidget"] == byFolder["PlatformApp"])
        #expect(byFolder["PlatformApp Watch App"]?.first?.contains("use watchOS's Caption 1 text style (15 pt Regular at Large)") == true)
        let tv = try #require(byFolder["PlatformApp tvOS"]?.first)
        #expect(tv.contains("use tvOS's Caption 2 text style (23 pt Medium)") && tv.hasSuffix("under tvOS's minimum text size of 23 pt"))
        #expect(byFolder["PlatformApp visionOS"]?.first?.contains("the HIG publishes no visionOS sizes") == true)
        #expect(byFolder["PlatformApp macOS"] == nil)  // no Dynamic Type on macOS, and 15 pt is over its 10 pt minimum
    }

    @Test func foldersNameThePlatform() {
        let cases: [(String, String?)] = [
            ("App/ContentView.swift", nil),
            ("App Watch App/ContentView.swift", "watchos"),
            ("App WatchKit Extension/Views/Row.swift", "watchos"),
            ("App Watch App/Widgets/Complication.swift", "watchos"),
            ("AppWidget/Widget.swift", nil),  // a widget on its own is iOS's
            ("Stopwatch/Timer.swift", nil),  // "watch" in lower case is not a watch app
            ("App visionOS/Immersive.swift", "visionos"),
            ("App tvOS/Shelf.swift", "tvos"),
            ("App macOS/Window.swift", "macos"),
            ("Watch App/App visionOS/View.swift", "visionos"),  // the innermost folder decides
            ("WatchFace.swift", nil),  // the file's own name is not a folder
        ]
        for (path, expected) in cases {
            #expect(ScanPlatformConvention.applePlatform(forPath: path)?.platform.rawValue == expected, "\(path)")
        }
    }
}
