import Foundation
import LegibleTestSupport
import Testing

/// `legible audit --platform android` on Examples/android-overflow (expected widths: hb-shape with
/// Roboto, see Tests/LegibleAuditTests/AndroidAuditTests.swift and the sample's README).
struct AndroidAuditCommandTests {
    static let catalogs = ["values", "values-de", "values-ru", "values-ar"].map { "Examples/android-overflow/res/\($0)/strings.xml" }
    static let sample = ["audit"] + catalogs + ["--layout", "Examples/android-overflow/layout.yaml"]

    @Test func sampleSaysUpToWhichFontScaleEachStringFits() throws {
        let run = try legible(Self.sample)
        #expect(run.status == 1)
        let lines = run.stdout.components(separatedBy: "\n")
        #expect(lines.contains("notification_settings_button  (Android 14, Label Large 14 sp, Medium, 280 dp wide, 1 line)"))
        #expect(lines.contains("  de  error: fits up to 1.15x"))
        // 34335/2048 × 18.8 + 0.13 × 36: Android 14 spaces all 36 characters, the line's ends included.
        #expect(lines.contains { $0.hasPrefix("    1.3x        18.8  319.9    280      2      39.9") })
        #expect(lines.contains("  notification_settings         all  1.15x  1.8x  all"))
        #expect(lines.contains("  notification_settings_button  all  1.15x  1.5x  all"))
        #expect(run.stdout.hasSuffix("8 labels at 7 sizes: 4 overflow; 4 errors, 0 warnings, 0 notes\n"))
    }

    /// `--android-version 15` drops the spacing at the line's ends (n − 1 spacings): 34335/2048 ×
    /// 18.8 + 0.13 × 35 = 319.7 dp; the report says which release it modelled.
    @Test func androidVersionFifteen() throws {
        let run = try legible(Self.sample + ["--android-version", "15"])
        #expect(run.status == 1)
        let lines = run.stdout.components(separatedBy: "\n")
        #expect(lines.contains("notification_settings_button  (Android 15, Label Large 14 sp, Medium, 280 dp wide, 1 line)"))
        #expect(lines.contains { $0.hasPrefix("    1.3x        18.8  319.7    280      2      39.7") })
        let ios = try legible(AuditCommandTests.sample + ["--android-version", "15"])
        #expect(ios.status == 2)
        #expect(ios.stderr.contains("--android-version is for Android layouts"))
        let bad = try legible(Self.sample + ["--android-version", "13"])
        #expect(bad.status == 2)
    }

    @Test func platformFlagAndQuickModeWithARole() throws {
        let run = try legible(["audit"] + Self.catalogs + ["--platform", "android", "--role", "labelLarge", "--width", "280", "--fail-on", "1.3x"])
        #expect(run.status == 1)
        // German overflows from 1.3x (an error), Russian only from 1.8x (a warning).
        #expect(run.stdout.contains("  de  error: fits up to 1.15x"))
        #expect(run.stdout.contains("  ru  warning: fits up to 1.5x"))
    }

    @Test func sarifAndGitHubPointIntoStringsXML() throws {
        let sarif = try legible(Self.sample + ["--format", "sarif"])
        #expect(sarif.status == 1)
        let fixtures = packageRoot.appendingPathComponent("Tests/LegibleReportingTests/Fixtures")
        let scratch = try AuditCommandTests.Scratch()
        let validator = Process()
        validator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        validator.arguments = [
            "python3", fixtures.appendingPathComponent("validate_sarif.py").path,
            fixtures.appendingPathComponent("sarif-schema-2.1.0.json").path, try scratch.write("audit.sarif", sarif.stdout),
        ]
        try validator.run()
        validator.waitUntilExit()
        #expect(validator.terminationStatus == 0)
        #expect(sarif.stdout.contains("\"uri\" : \"Examples/android-overflow/res/values-de/strings.xml\""))
        #expect(sarif.stdout.contains("overflows from 1.3x (Android 14, Label Large 18.8 dp): needs 319.9 dp, 280 dp available; fits up to 1.15x"))
        let github = try legible(Self.sample + ["--format", "github"])
        #expect(github.stdout.contains("::error file=Examples/android-overflow/res/values-ru/strings.xml,line=6,col=49,"))
        let json = try legible(Self.sample + ["--format", "json"])
        #expect(json.stdout.contains("\"fitsUpTo\" : \"1.15x\""))
        #expect(json.stdout.contains("\"fontScale\" : 1.15"))
        #expect(json.stdout.contains("\"androidVersion\" : 14"))
        let junit = try legible(Self.sample + ["--format", "junit"])
        #expect(junit.status == 1 && junit.stdout.contains("fits up to 1.5x"))
    }

    @Test(arguments: [
        (["--platform", "android", "--width", "200", "--fail-on", "AX5"], "Android font scale \"AX5\""),
        (["--platform", "windows", "--width", "200"], "platform \"windows\": expected one of ios, ipados, watchos, tvos, macos, visionos, android"),
        (["--role", "labelLarge", "--width", "200"], "--role labelLarge is a Material 3 type role; give it with --platform android"),
        (["--platform", "android", "--width", "200", "--style", "body"], "--style body is an iOS text style; on Android give --role"),
        (["--platform", "android", "--width", "200", "--bold-text", "both"], "Bold Text is iOS's setting"),
    ])
    func badAndroidInputExitsTwo(arguments: [String], message: String) throws {
        let run = try legible(["audit"] + Self.catalogs + arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }
}
