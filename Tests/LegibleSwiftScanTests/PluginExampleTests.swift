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

    /// The findings worked out by hand in ExampleScanTests, as compiler warnings with the rule last.
    static let expectedWarnings = [
        "ProfileHeader.swift:12:13: warning: ", "ProfileHeader.swift:17:13: warning: ", "ProfileHeader.swift:20:13: warning: ",
        "ProfileHeader.swift:29:10: warning: ", "CheckoutViewController.swift:11:9: warning: ", "CheckoutViewController.swift:13:9: warning: ",
        "SettingsFooter.swift:8:9: warning: ",
    ]

    /// The German title of `settings.save` (Localizable.xcstrings, beside the Swift files) in its
    /// 80 pt frame: "Änderungen speichern" is 20 characters; even at 0.3 em each (narrower than
    /// any Inter letter but i, l and the space) it is 84 pt at xSmall's 14 pt, so it fits at no
    /// size. Read only when the target's catalog is read with the Swift file.
    static func hasGermanOverflow(_ output: String) -> Bool {
        output.split(separator: "\n").contains { line in
            line.contains("SettingsFooter.swift:8:9: ") && line.contains("\"Änderungen speichern\"") && line.contains("fits at no size")
                && line.hasSuffix("[overflow.label]")
        }
    }

    @Test func buildPrintsEachFindingAsAWarningOnEveryBuild() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("legible-plugin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // The third build changes nothing (the second still compiles some of Legible's host
        // modules again): SwiftPM skips every command that is up to date, and the warnings must
        // still be there (Xcode and CI show the last build's).
        for build in ["first", "second", "no-change"] {
            let run = try runProcess(Self.swift, ["swift", "build", "--package-path", Self.example.path, "--scratch-path", scratch.path])
            #expect(run.status == 0, "\(run.stderr)")
            let output = run.stdout + run.stderr
            for expected in Self.expectedWarnings {
                #expect(output.contains(expected), "\(build) build: missing \(expected)\n\(output)")
            }
            #expect(output.contains("[target.small]") && output.contains("[text.clamped]"))
            #expect(Self.hasGermanOverflow(output), "\(build) build: the catalog's German overflow\n\(output)")
            // The suppressed brand name (line 27) is not reported.
            #expect(!output.contains("ProfileHeader.swift:27:"))
            // Nothing of Legible's own code (its plugins' deprecations) reaches the user's build.
            #expect(!output.contains("LegibleCommand.swift:") && !output.contains("LegibleBuild.swift:"), "\(output)")
        }

        // The command plugin, printing only: no permission asked, the same findings, paths
        // relative to the package with --target as without.
        for targetArguments in [[], ["--target", "Screens"]] {
            let command = try runProcess(
                Self.swift,
                ["swift", "package", "--package-path", Self.example.path, "--scratch-path", scratch.path, "legible", "scan"] + targetArguments)
            let output = command.stdout + command.stderr
            #expect(!output.contains("permission"), "\(output)")
            #expect(!output.contains("LegibleCommand.swift:"), "the plugin's own code should compile without warnings: \(output)")
            #expect(output.contains("Sources/Screens/ProfileHeader.swift:12:13"), "\(output)")
            #expect(!output.contains(Self.example.path + "/Sources"), "paths relative to the package: \(output)")
            #expect(output.contains("settings.save [de]: \"Änderungen speichern\"") && output.contains("fits at no size"), "\(output)")
        }

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
        #expect(rules == ["target.small", "text.clamped", "text.fixed-size", "text.not-live", "text.shrinks", "color.literal", "overflow.label"])
    }
}
