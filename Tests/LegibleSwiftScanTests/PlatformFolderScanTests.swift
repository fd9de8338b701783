import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Examples/platform-app: the same 50×50 pt button in five targets, each judged with its
/// platform's HIG default control size (Accessibility): iPhone 44, its widget 44 (a widget folder
/// names no platform), Apple Watch 44, Vision Pro 60, Apple TV 66. Worked by hand: only the
/// visionOS and tvOS buttons fail, by 5 and 8 pt on each side.
@Suite struct PlatformFolderScanTests {
    static let example = packageRoot.appendingPathComponent("Examples/platform-app")

    @Test func theSameButtonPassesOnIPhoneAndWatchAndFailsOnVisionProAndTV() async throws {
        let report = try await ProjectScanner(paths: [Self.example.path], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        let findings = report.findings.findings
        let folders = findings.map { URL(fileURLWithPath: $0.location?.file ?? "").deletingLastPathComponent().lastPathComponent }
        #expect(folders.sorted() == ["PlatformApp tvOS", "PlatformApp visionOS"], "\(findings.map(\.message))")
        #expect(findings.allSatisfy { $0.rule == "target.small" && $0.severity == .error })
        let vision = try #require(findings.first { $0.location?.file.contains("visionOS") == true })
        #expect(vision.message.contains("under the Apple HIG (visionOS) minimum of 60×60 pt"))
        #expect(vision.message.contains("a visionOS file: its folder 'PlatformApp visionOS'"))
        #expect(vision.message.hasSuffix("grow it by 5 pt on every side"))
        #expect(findings.first { $0.location?.file.contains("tvOS") == true }?.message.hasSuffix("grow it by 8 pt on every side") == true)
        let tv = try #require(findings.first { $0.location?.file.contains("tvOS") == true })
        #expect(tv.message.contains("Apple HIG (tvOS) minimum of 66×66 pt"))
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
