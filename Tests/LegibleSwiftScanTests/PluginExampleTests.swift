import Foundation
import LegibleTestSupport
import Testing

/// Both plugins applied by Examples/swift-scan-plugin, through SwiftPM itself. Slow (SwiftPM
/// builds Legible again in a scratch folder of its own), so it runs only with
/// `LEGIBLE_SLOW_TESTS=1`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LEGIBLE_SLOW_TESTS"] != nil, "slow: set LEGIBLE_SLOW_TESTS=1"))
struct PluginExampleTests {
    static let example = packageRoot.appendingPathComponent("Examples/swift-scan-plugin")
    static let swift = URL(fileURLWithPath: "/usr/bin/env")

    @Test func buildPrintsEachFindingAsAWarningAndTheCommandPluginWritesSARIF() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("legible-plugin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let build = try runProcess(Self.swift, ["swift", "build", "--package-path", Self.example.path, "--scratch-path", scratch.path])
        #expect(build.status == 0, "\(build.stderr)")
        let output = build.stdout + build.stderr
        // The findings worked out by hand in ExampleScanTests, as compiler warnings with the rule last.
        for expected in [
            "ProfileHeader.swift:12:13: warning: ", "ProfileHeader.swift:17:13: warning: ", "ProfileHeader.swift:20:13: warning: ",
            "ProfileHeader.swift:29:10: warning: ", "CheckoutViewController.swift:11:9: warning: ", "CheckoutViewController.swift:13:9: warning: ",
        ] {
            #expect(output.contains(expected), "missing \(expected)")
        }
        #expect(output.contains("[target.small]") && output.contains("[text.clamped]"))
        // The suppressed brand name (line 27) is not reported.
        #expect(!output.contains("ProfileHeader.swift:27:"))

        let sarif = Self.example.appendingPathComponent("legible-test.sarif")
        defer { try? FileManager.default.removeItem(at: sarif) }
        let command = try runProcess(
            Self.swift,
            [
                "swift", "package", "--package-path", Self.example.path, "--scratch-path", scratch.path, "--allow-writing-to-package-directory",
                "legible", "scan", "--format", "sarif", "--output", sarif.path, "--force",
            ])
        // Exit 1: the example has an error-level finding (target.small) by design.
        #expect(command.status != 0)
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any]
        let runs = log?["runs"] as? [[String: Any]]
        let results = runs?.first?["results"] as? [[String: Any]] ?? []
        let rules = Set(results.compactMap { $0["ruleId"] as? String })
        #expect(rules == ["target.small", "text.clamped", "text.fixed-size", "text.not-live", "text.shrinks", "color.literal"])
    }
}
