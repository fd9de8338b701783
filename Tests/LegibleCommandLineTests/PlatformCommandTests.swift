import Foundation
import LegibleTestSupport
import Testing

/// `--platform` on type-scale, scale, tracking, target and targets: expected values typed from the
/// HIG (Typography, Dec 16, 2025; Accessibility › Mobility), not from Legible's tables.
@Suite("Command line: --platform for every Apple platform")
struct PlatformCommandTests {
    private func objects(_ run: ProcessRun) throws -> [[String: Any]] {
        try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    }

    @Test func watchOSTypeScale() throws {
        let run = try legible(["type-scale", "--platform", "watchos", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = try objects(run)
        #expect(rows.count == 90)
        // HIG, watchOS "Large (default 40mm/41mm/42mm)": Footnote 2 Regular 12/14.5; AX2 Footnote 2 16/17.5.
        let footnote2 = rows.filter { $0["style"] as? String == "Footnote 2" }
        let large = try #require(footnote2.first { $0["category"] as? String == "Large" })
        #expect(large["size"] as? Double == 12 && large["leading"] as? Double == 14.5 && large["weight"] as? String == "Regular")
        #expect(footnote2.first { $0["category"] as? String == "AX2" }?["leading"] as? Double == 17.5)
        #expect(!rows.contains { $0["category"] as? String == "Medium" || $0["style"] as? String == "Callout" })
    }

    @Test func watchOSCSVIsTheTablesRows() throws {
        let run = try legible(["type-scale", "--platform", "watchos", "--format", "csv"])
        let printed = try CSVTable(text: run.stdout, file: "standard output")
        let published = try CSVTable.tables("text-styles-watchos-tvos-macos.csv")
        #expect(printed.header == published.header)
        // The same 90 rows; the table lists them category by category, the report style by style.
        let watch = published.records.filter { $0.first == "watchOS" }
        #expect(printed.records.count == watch.count)
        #expect(Set(printed.records) == Set(watch))
    }

    @Test func tvOSAndMacOSOneSizeSet() throws {
        let tv = try objects(try legible(["type-scale", "--platform", "tvos", "--style", "Caption 2", "--format", "json"]))
        // HIG, tvOS built-in text styles: Caption 2 Medium 23/30, emphasized Bold.
        #expect(tv.count == 1 && tv[0]["size"] as? Double == 23 && tv[0]["leading"] as? Double == 30 && tv[0]["emphasizedWeight"] as? String == "Bold")
        let mac = try legible(["type-scale", "--platform", "macos"])
        #expect(mac.status == 0 && mac.stdout.contains("no Dynamic Type"))
        #expect(mac.stdout.contains("Large Title") && !mac.stdout.contains("Footnote 1"))
    }

    @Test(arguments: [
        (["type-scale", "--platform", "visionos"], "publishes no text style sizes for visionOS"),
        (["type-scale", "--platform", "tvos", "--category", "Large"], "one size per text style"),
        (["type-scale", "--platform", "watchos", "--category", "AX5"], "AX5"),
        (["type-scale", "--platform", "watchos", "--style", "Callout"], "Callout"),
        (["scale", "16", "--platform", "tvos"], "tvOS"),
        (["scale", "16", "--platform", "watchos", "--category", "Medium"], "Medium"),
        (["scale", "16", "--platform", "android"], "--platform android"),
        (["target", "44", "--platform", "windows"], "windows"),
    ])
    func whatAPlatformLacksIsBadInput(arguments: [String], named: String) throws {
        let run = try legible(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(named), "\(run.stderr)")
    }

    @Test func androidIsMaterial() throws {
        #expect(try legible(["type-scale", "--platform", "android"]).stdout == (try legible(["type-scale", "--platform", "material"])).stdout)
    }

    @Test func iPadOSIsIOS() throws {
        #expect(try legible(["type-scale", "--platform", "ipados", "--format", "csv"]).stdout == (try legible(["type-scale", "--format", "csv"])).stdout)
        #expect(try legible(["target", "44x44", "--platform", "ipados"]).status == 0)
    }

    @Test func watchOSScaleFollowsItsBodyColumn() throws {
        let rows = try objects(try legible(["scale", "16", "--platform", "watchos", "--format", "json"]))
        // HIG watchOS Body: 14, 15, 16, 17, 18, 19, 21, 22, 23 from xSmall to AX3; 16 pt is Body at Large.
        #expect(rows.map { $0["scaled"] as? Double } == [14, 15, 16, 17, 18, 19, 21, 22, 23])
    }

    @Test func watchOSTrackingIsSFCompact() throws {
        let run = try legible(["tracking", "17", "--platform", "watchos"])
        // HIG, SF Compact: 17 pt → −4/1000 em, −0.07 pt (SF Pro: −26, −0.43).
        #expect(run.status == 0 && run.stdout.contains("SF Compact") && run.stdout.contains("-0.07"), "\(run.stdout)")
        #expect(try legible(["tracking", "17", "--platform", "watchos", "--family", "SF Pro"]).stdout.contains("-0.43"))
    }

    @Test func aFiftyPointButtonOnEachPlatform() throws {
        // HIG default control sizes: iOS and watchOS 44, macOS 28 pass 50×50; visionOS 60 and tvOS 66 do not.
        for platform in ["ios", "watchos", "macos"] {
            #expect(try legible(["target", "50x50", "--platform", platform]).status == 0, "\(platform)")
        }
        let vision = try legible(["target", "50x50", "--platform", "visionos", "--format", "json"])
        #expect(vision.status == 1)
        let report = try #require(JSONSerialization.jsonObject(with: Data(vision.stdout.utf8)) as? [String: Any])
        #expect(report["minimum"] as? [String: Double] == ["width": 60, "height": 60])
        #expect(report["expansion"] as? [String: Double] == ["top": 5, "left": 5, "bottom": 5, "right": 5])
        #expect(try legible(["target", "50x50", "--platform", "tvos"]).status == 1)
    }

    @Test func targetsOnVisionOSNamesItsRule() throws {
        let screen = #"{"elements": [{"id": "play", "frame": {"x": 0, "y": 0, "width": 50, "height": 50}}]}"#
        let vision = try legible(["targets", "-", "--platform", "visionos", "--format", "json"], input: screen)
        #expect(vision.status == 1)
        #expect(vision.stdout.contains("target.size.visionos"))
        let watch = try legible(["targets", "-", "--platform", "watchos", "--format", "json"], input: screen)
        #expect(watch.status == 0, "\(watch.stdout)")
    }

    @Test func watchOSMeasureUsesItsTableAndNamesTheFallbackFont() throws {
        let run = try legible(["measure", "Start workout", "--platform", "watchos", "--style", "Footnote 1", "--category", "AX3", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        // HIG watchOS Footnote 1 at AX3: 18 pt; SF Compact at 18 pt: -8/1000 em = -0.14 pt.
        #expect(report["size"] as? Double == 18 && report["tracking"] as? Double == -0.14)
        #expect(run.stderr.contains("SF Compact") && run.stderr.contains("Inter"))
        let tv = try legible(["measure", "Play", "--platform", "tvos", "--format", "json"])
        #expect(tv.stderr.isEmpty)
        #expect((try #require(JSONSerialization.jsonObject(with: Data(tv.stdout.utf8)) as? [String: Any]))["size"] as? Double == 29)
        for arguments in [
            ["--platform", "watchos", "--style", "callout"], ["--platform", "visionos", "--style", "body"], ["--platform", "macos", "--category", "AX1"],
        ] {
            let refused = try legible(["measure", "x"] + arguments)
            #expect(refused.status == 2, "\(arguments)")
        }
    }
}
