import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Examples/platform-project scanned: the platform of each file from Shelf.xcodeproj and the
/// watch-only package (its README's table), each finding worked out by hand from the HIG's
/// numbers: a fixed 15 pt font is Subheadline on iOS and Caption 1 (15 pt at Large) on watchOS;
/// a 50×50 pt button passes 44×44 on iOS and watchOS and fails 60×60 on visionOS by 5 pt a
/// side; a 40×40 pt button fails watchOS's 44×44 by 2 pt a side.
@Suite struct PlatformProjectScanTests {
    static let example = packageRoot.appendingPathComponent("Examples/platform-project").path

    private func scan(_ configuration: ScanConfiguration = ScanConfiguration()) async throws -> [Finding] {
        try await ProjectScanner(paths: [Self.example], configuration: configuration, readers: [SwiftSourceReader()]).scan().findings.findings
    }

    private func messages(_ findings: [Finding], rule: String, file: String) -> [String] {
        findings.filter { $0.rule == rule && $0.location?.file.hasSuffix("/" + file) == true }.map(\.message)
    }

    @Test func eachFileIsJudgedForItsTargetsPlatform() async throws {
        let findings = try await scan()
        #expect(!findings.contains { $0.rule == "scan.unreadable" })
        // iOS (target Shelf): as before, no platform named, whatever "Watch" in a comment says.
        let content = messages(findings, rule: "text.fixed-size", file: "Shelf/ContentView.swift")
        #expect(content.count == 1 && content[0].contains("use the Subheadline text style") && !content[0].contains("watchOS"))
        // watchOS (its target, in a folder whose name says nothing).
        let face = messages(findings, rule: "text.fixed-size", file: "Wrist/Face.swift")
        #expect(face.count == 1 && face[0].contains("(a watchOS file: its target 'Shelf Watch App')"))
        #expect(face.first?.contains("use watchOS's Caption 1 text style (15 pt Regular at Large)") == true)
        #expect(messages(findings, rule: "target.small", file: "Wrist/Face.swift").isEmpty)  // 50 ≥ 44
        // Out of the watch app by the exception set, and in no other target: no user sees it, so
        // what is judged of it is a note that says so.
        let preview = findings.filter { $0.rule == "text.fixed-size" && $0.location?.file.hasSuffix("/Wrist/Preview.swift") == true }
        #expect(preview.count == 1 && preview[0].severity == .note)
        #expect(preview.first?.message.hasPrefix("no target of Shelf.xcodeproj builds this file, so no user sees it") == true)
        // visionOS: the 50 pt button fails 60.
        let room = messages(findings, rule: "target.small", file: "Spatial/Room.swift")
        #expect(room.count == 1 && room[0].contains("Apple HIG (visionOS) minimum of 60×60 pt (a visionOS file: its target 'Shelf Spatial')"))
        #expect(room.first?.hasSuffix("grow it by 5 pt on every side") == true)
    }

    @Test func aWidgetIsJudgedWithIOSNumbersAndSaidToBeOne() async throws {
        let findings = try await scan()
        let glance = messages(findings, rule: "text.fixed-size", file: "Glance/GlanceView.swift")
        #expect(glance.count == 1 && glance[0].contains("(an iOS widget: its target 'ShelfGlanceExtension')") && glance[0].contains("Subheadline"))
        #expect(messages(findings, rule: "target.small", file: "Glance/GlanceView.swift").isEmpty)  // 50 ≥ 44
    }

    @Test func aFileInTwoTargetsIsJudgedForBothAndReportedOnce() async throws {
        let caption = messages(try await scan(), rule: "text.fixed-size", file: "Shelf/Shared/Caption.swift")
        // iOS first; watchOS's own advice differs, so it is named.
        #expect(caption.count == 1)
        #expect(caption.first?.contains("Subheadline") == true && caption.first?.hasSuffix("(also on watchOS)") == true)
    }

    @Test func anIfOSBlockIsJudgedForItsPlatform() async throws {
        let targets = messages(try await scan(), rule: "target.small", file: "Shelf/ContentView.swift")
        // The 50 pt button passes iOS; the 40 pt one in `#if os(watchOS)` fails watchOS's 44.
        #expect(targets.count == 1)
        #expect(targets.first?.contains("(a watchOS block: #if os(watchOS) at line 9)") == true)
        #expect(targets.first?.hasSuffix("grow it by 2 pt on every side") == true)
    }

    @Test func aWatchOnlyPackageIsWatchOS() async throws {
        let ring = messages(try await scan(), rule: "target.small", file: "Complications/Sources/Complications/Ring.swift")
        #expect(ring.count == 1 && ring[0].contains("Apple HIG (watchOS) minimum of 44×44 pt (a watchOS file: its package 'Complications')"))
    }

    @Test func legibleYAMLOverridesTheProject() async throws {
        var configuration = try ScanConfiguration(parsing: "scan:\n  platforms: { \"Spatial/*\": watchos }\n", file: "legible.yaml", isJSON: false)
        configuration.baseDirectory = Self.example
        let findings = try await scan(configuration)
        // The 50 pt button passes watchOS's 44: no finding where visionOS's 60 gave one.
        #expect(messages(findings, rule: "target.small", file: "Spatial/Room.swift").isEmpty)
        // An `#if os()` block is still its own platform's: the code compiles for nothing else.
        #expect(messages(findings, rule: "target.small", file: "Shelf/ContentView.swift").count == 1)
    }
}
