import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// The whole scan (reader, the scan's rules, suppressions, configuration) over
/// Examples/swift-scan-plugin, against findings worked out by hand from its files.
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
                "SettingsFooter.swift:8:9 overflow.label error",
            ])
        #expect(report.suppressedCount == 1)
        // SettingsFooter: `settings.save` in Localizable.xcstrings beside it, Body, one line, 80 pt.
        // Widths from the fonts' own advances (fontTools: Σ hmtx advances of the default
        // instance / unitsPerEm × size, no kerning) plus the SF Pro tracking table's value after
        // each character but the last: German "Änderungen speichern" in Inter (below 20 pt) at
        // xSmall's 14 pt is 30136/2816 × 14 − 0.15 × 19 = 147.0 pt > 80: fits at no size.
        // English "Save" in Inter Display at AX2's 33 pt is 4416/2048 × 33 + 0.40 × 3 = 72.4 pt
        // ≤ 80 and at AX3's 40 pt 4416/2048 × 40 + 0.37 × 3 = 87.4 pt > 80 (HarfBuzz's kerning
        // takes about 1.6 pt off, far from the 7.4 pt that would make it fit): fits up to AX2.
        // One finding for the label, in German (it overflows first), with English's message too.
        let overflow = try #require(report.findings.findings.first { $0.rule == "overflow.label" })
        #expect(overflow.id.hasSuffix("settings.save [de]") && overflow.message.contains("fits at no size") && overflow.message.hasSuffix("(also in en)"))
        #expect(overflow.property("message [en]")?.contains("fits up to AX2") == true, "\(overflow)")
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
        #expect(lines.count == 7)
        // The error (target.small) is written as a warning for the build-tool plugin.
        #expect(lines.allSatisfy { $0.contains(": warning: ") && $0.hasSuffix("]") })
        // Most severe first: the error comes first.
        #expect(lines[0].contains("ProfileHeader.swift:20:13: warning: ") && lines[0].hasSuffix("[target.small]"))
    }
}
