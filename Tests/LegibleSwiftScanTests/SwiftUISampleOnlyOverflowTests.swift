import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issues 33 and 34 on iOS: a SwiftUI text's catalog string with an argument is measured with the
/// audit's sample ("Alexandra" for `%@`); when only the sample makes it overflow the finding is at
/// most a warning that says so, and when the text around the argument overflows it stays an error.
///
/// Each text is a fixed 17 pt (the same at every category), one line. Inter's advances, 2,816 units
/// per em, from `hb-shape --features=-liga,-clig --variations=wght=400 Fonts/Inter/Inter-roman.var.ttf
/// TEXT`, × 17 / 2816, less SF Pro's −0.43 pt tracking at 17 pt between characters:
///
///     "Share "                       8480 →  51.19 − 0.43 × 5  =  49.0 pt
///     "Share Alexandra"             21792 → 131.56 − 0.43 × 14 = 125.5 pt
///     "Share this document with "   34788 → 210.01 − 0.43 × 24 = 199.7 pt
@Suite struct SwiftUISampleOnlyOverflowTests {
    static let code = """
        struct ShareView: View {
            var body: some View {
                VStack {
                    Text("share.file").font(.system(size: 17)).lineLimit(1).frame(width: 100)
                    Text("share.long").font(.system(size: 17)).lineLimit(1).frame(width: 100)
                    Text("share.file").font(.system(size: 17)).lineLimit(1).frame(width: 140)
                }
            }
        }
        """

    static let strings = #""share.file" = "Share %@";"# + "\n" + #""share.long" = "Share this document with %@";"#

    /// The overflow findings, by the line of their text.
    static func overflows() async throws -> [Int: Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-sample-only-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in ["App/ShareView.swift": code, "App/en.lproj/Localizable.strings": strings] {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let report = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan()
        let overflow = report.findings.findings.filter { $0.rule == "overflow.label" }
        return Dictionary(overflow.map { ($0.location?.line ?? 0, $0) }) { first, _ in first }
    }

    @Test func onlyTheSampleOverflowingIsAWarningThatNamesIt() async throws {
        let findings = try await Self.overflows()
        // "Share Alexandra" needs 125.5 pt of 100 (25% more: no near miss); "Share " needs 49.
        let share = try #require(findings[4], "\(findings.keys.sorted())")
        #expect(share.severity == .warning)
        #expect(share.message.contains("\"Share Alexandra\" overflows"), "\(share.message)")
        #expect(share.message.contains(#"(only with the sample argument "Alexandra", 9 characters)"#), "\(share.message)")
        #expect(share.property("sampleArguments") == #"%@ = "Alexandra""#)
        #expect(share.property("sampleOnly") != nil)
    }

    @Test func theTextAroundTheSampleOverflowingStaysAnError() async throws {
        let findings = try await Self.overflows()
        // "Share this document with " alone needs 199.7 pt of 100.
        let long = try #require(findings[5], "\(findings.keys.sorted())")
        #expect(long.severity == .error)
        #expect(long.message.contains("(sample arguments)"), "\(long.message)")
        #expect(!long.message.contains("only with the sample"), "\(long.message)")
        // "Share Alexandra", 125.5 pt, fits 140.
        #expect(findings[6] == nil)
    }
}
