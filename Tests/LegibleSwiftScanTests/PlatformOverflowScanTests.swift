import Foundation
import LegibleCore
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// The overflow audit and the text rules on each Apple platform's files, told apart by their
/// folders. Widths worked by hand: "Save changes" is 6.595 em in the bundled Inter at weight 400
/// (hb-shape / uharfbuzz 0.57, 13,507 units of 2048), so about 6.6 pt per point of size, give
/// or take the HIG's tracking (under half a point a character) and Inter Display above 20 pt.
/// In a 120 pt frame: watchOS Body is 16 pt at Large (≈ 106 pt, fits) and 23 pt at AX3
/// (≈ 152 pt, overflows), tvOS Body 29 pt (≈ 191 pt, overflows at its one size), macOS Body
/// 13 pt (≈ 86 pt, fits). In a 220 pt frame the watch's largest, 23 pt, fits, while iOS's
/// Body reaches 53 pt at AX5 (≈ 350 pt): only the iPhone file overflows.
@Suite struct PlatformOverflowScanTests {
    static func text(_ width: Int) -> String {
        """
        import SwiftUI
        struct Title: View {
            var body: some View {
                Text("Save changes").font(.body).lineLimit(1).frame(width: \(width))
            }
        }
        """
    }

    private func scan(_ files: [String: String], configuration: ScanConfiguration = ScanConfiguration()) async throws -> [Finding] {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-platforms-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in files {
            let path = (folder as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return try await ProjectScanner(paths: [folder], configuration: configuration, readers: [SwiftSourceReader()]).scan().findings.findings
    }

    private func folder(_ finding: Finding) -> String {
        URL(fileURLWithPath: finding.location?.file ?? "").deletingLastPathComponent().lastPathComponent
    }

    @Test func a120PointLabelOverflowsOnTheWatchAndTVButNotTheMac() async throws {
        let findings = try await scan([
            "App Watch App/Title.swift": Self.text(120), "App tvOS/Title.swift": Self.text(120), "App macOS/Title.swift": Self.text(120),
        ]).filter { $0.rule == "overflow.label" }
        #expect(findings.map(folder).sorted() == ["App Watch App", "App tvOS"], "\(findings.map(\.message))")
        let watch = try #require(findings.first { folder($0) == "App Watch App" })
        #expect(watch.message.contains("(a watchOS file: its folder 'App Watch App')"))
        // Measured on watchOS's categories only: none past AX3, no Medium.
        #expect(!watch.message.contains("AX4") && !watch.message.contains("AX5") && !watch.message.contains("Medium"))
        let tv = try #require(findings.first { folder($0) == "App tvOS" })
        #expect(tv.message.contains("29 pt") && tv.message.contains("a tvOS file"))
    }

    @Test func a220PointLabelOverflowsOnlyOnTheIPhone() async throws {
        let findings = try await scan(["App/Title.swift": Self.text(220), "App Watch App/Title.swift": Self.text(220)])
            .filter { $0.rule == "overflow.label" }
        #expect(findings.map(folder) == ["App"], "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("watchOS") == false)  // an iOS finding reads as before
    }

    @Test func liveTextStylesAndShrinkingAreNotJudgedOnTheMac() async throws {
        let uikit = """
            import UIKit
            final class Cell: UITableViewCell {
                let title = UILabel()
                func setUp() {
                    title.font = UIFont.preferredFont(forTextStyle: .body)
                    title.adjustsFontSizeToFitWidth = true
                    title.minimumScaleFactor = 0.5
                }
            }
            """
        let findings = try await scan(["App/Cell.swift": uikit, "App macOS/Cell.swift": uikit, "App tvOS/Cell.swift": uikit])
        for rule in ["text.not-live", "text.shrinks"] {
            let fired = findings.filter { $0.rule == rule }
            #expect(fired.map(folder).sorted() == ["App", "App tvOS"], "\(rule): \(fired.map(\.message))")
            #expect(fired.first { folder($0) == "App tvOS" }?.message.contains("(a tvOS file: its folder 'App tvOS')") == true)
        }
    }

    @Test func contrastUsesThePlatformsTextStyleSize() async throws {
        // #949494-grey (0.5804) on white is 3.03:1 (relative luminance 0.2962, worked by hand):
        // under 4.5:1 for iOS's 17 pt Body, over 3:1 for tvOS's 29 pt Body, which is large text.
        let source = """
            import SwiftUI
            struct Caption: View {
                var body: some View {
                    Text("Now playing").font(.body).foregroundColor(Color(red: 0.5804, green: 0.5804, blue: 0.5804)).background(Color.white)
                }
            }
            """
        let findings = try await scan(["App/Caption.swift": source, "App tvOS/Caption.swift": source]).filter { $0.rule == "contrast.text" }
        #expect(findings.map(folder) == ["App"], "\(findings.map(\.message))")
    }

    @Test func screensPerPlatformComeFromTheTableOrLegibleYAML() throws {
        // HIG Layout (watchOS): 324×394, 352×430, 368×448, 396×484 px at @2x.
        #expect(AppleScreens.defaultWidths(for: .watchOS) == [162, 176, 184, 198])
        #expect(AppleScreens.defaultWidths(for: .tvOS) == [1920])
        #expect(AppleScreens.defaultWidths(for: .macOS).isEmpty)  // a Mac window has no one size
        var configuration = ScanConfiguration()
        configuration.appleScreenWidths[.watchOS] = [205, 136]
        #expect(configuration.screenWidths(on: .watchOS) == [136, 205])
        #expect(configuration.screenWidths(on: .tvOS) == [1920])
    }

    @Test func theScreensTableEveryCell() throws {
        let table = try CSVTable.tables("apple-screen-widths.csv")
        #expect(table.records.count == AppleScreens.all.count)
        for (row, screen) in zip(table.rows, AppleScreens.all) {
            #expect(row["platform"] == screen.platform.rawValue && row["screen"] == screen.name)
            #expect(try number(row["width_pt"]) == screen.width && number(row["height_pt"]) == screen.height)
            #expect((row["audited_by_default"] == "yes") == screen.isAuditedByDefault)
            #expect(row["last_ios"].flatMap { Int($0) } == screen.lastIOSVersion)
        }
    }

    @Test func screensAreReadFromLegibleYAML() throws {
        let configuration = try ScanConfiguration(parsing: "scan:\n  screens:\n    watchos: [205]\n    macos: 800\n", file: "legible.yaml", isJSON: false)
        #expect(configuration.screenWidths(on: .watchOS) == [205])
        #expect(configuration.screenWidths(on: .macOS) == [800])
        #expect(throws: SourceFileError.self) { try ScanConfiguration(parsing: "scan:\n  screens:\n    wearos: [200]\n", file: "legible.yaml", isJSON: false) }
    }
}
