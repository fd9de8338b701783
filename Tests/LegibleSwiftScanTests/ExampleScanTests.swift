import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// The whole scan (reader, the scan's rules, suppressions, configuration) over
/// Examples/swift-scan-plugin, against findings worked out by hand from its two files.
@Suite struct ExampleScanTests {
    static let example = packageRoot.appendingPathComponent("Examples/swift-scan-plugin")

    private func scan(configuration: ScanConfiguration = ScanConfiguration()) async throws -> ScanReport {
        let sources = Self.example.appendingPathComponent("Sources").path
        return try await ProjectScanner(paths: [sources], configuration: configuration, readers: [SwiftSourceReader()]).scan()
    }

    /// `file:line:column rule` of each finding, sorted.
    private func summary(_ report: ScanReport) -> [String] {
        report.findings.findings.map { finding in
            let location = finding.location!
            let file = location.file.split(separator: "/").last!
            return "\(file):\(location.line!):\(location.column!) \(finding.rule) \(finding.severity.rawValue)"
        }.sorted()
    }

    @Test func findingsOfTheExample() async throws {
        let report = try await scan()
        // ProfileHeader: 22 pt bold title (line 12), a badge that shrinks (17), a 24×24 icon
        // button (20), the stack clamped at xxxLarge (29; `.dynamicTypeSize` is at column 10);
        // the brand name on line 27 is suppressed with a reason.
        // CheckoutViewController: a 17 pt semibold label (11), a Footnote style without
        // adjustsFontForContentSizeCategory (13). Its adjustsFontSizeToFitWidth (12) has no
        // minimumScaleFactor, whose default 0 means "doesn't scale the text down" (Apple's
        // UILabel.minimumScaleFactor page): it does not shrink (issue 33). Its #999999 text colour has no
        // background of its own, so no contrast is judged; the literal grey on line 14 is
        // color.literal, off by default.
        #expect(
            summary(report) == [
                "CheckoutViewController.swift:11:9 text.fixed-size warning",
                "CheckoutViewController.swift:13:9 text.not-live warning",
                "ProfileHeader.swift:12:13 text.fixed-size warning",
                "ProfileHeader.swift:17:13 text.shrinks warning",
                "ProfileHeader.swift:20:13 target.small error",
                "ProfileHeader.swift:29:10 text.clamped warning",
            ])
        #expect(report.suppressedCount == 1)
        let messages = report.findings.findings.map(\.message)
        // HIG table at Large: Title 2 is 22 pt, Headline 17 pt Semibold.
        #expect(messages.contains { $0.contains("Title 2") })
        #expect(messages.contains { $0.contains("Headline") })
        #expect(messages.contains { $0.contains("AX1–AX5") })
    }

    @Test func colorLiteralWhenSwitchedOn() async throws {
        var configuration = ScanConfiguration()
        configuration.rules["color.literal"] = .some(.note)
        let literals = summary(try await scan(configuration: configuration)).filter { $0.contains("color.literal") }
        #expect(literals == ["CheckoutViewController.swift:14:31 color.literal note"])
    }

    @Test func compilerDiagnosticsPutTheRuleLast() async throws {
        var text = ""
        try await scan().writeCompilerDiagnostics(errorsAsWarnings: true, to: &text)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 6)
        // The error (target.small) is written as a warning for the build-tool plugin.
        #expect(lines.allSatisfy { $0.contains(": warning: ") && $0.hasSuffix("]") })
        // Most severe first: the error comes first.
        #expect(lines[0].contains("ProfileHeader.swift:20:13: warning: ") && lines[0].hasSuffix("[target.small]"))
    }
}
