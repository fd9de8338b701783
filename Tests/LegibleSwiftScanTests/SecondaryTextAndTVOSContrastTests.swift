import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Issue 33, the debatable `contrast.text` findings of the last sample made clearly right:
/// Apple's `secondaryLabel` (a design choice that misses only 4.5:1) is a warning that says whose
/// colour it is, and a tvOS text style the HIG's table leaves out is held to tvOS's smallest
/// published size (23 pt, large text), not to iOS's.
@Suite struct SecondaryTextAndTVOSContrastTests {
    /// The `contrast.text` findings of `files` (relative path → source) scanned as one project.
    private func contrast(_ files: [String: String]) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-secondary-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, source) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: url, atomically: true, encoding: .utf8)
        }
        let report = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "contrast.text" }
    }

    @Test func secondaryLabelOnWhiteIsAWarningNamingApplesColour() async throws {
        // #3C3C43 at 60% over white is #8A8A8E: 3.43:1 by hand, under 4.5:1 and over 3:1.
        let shown = IndependentWCAG.composite([60.0 / 255, 60.0 / 255, 67.0 / 255, 0.6], over: [1, 1, 1])
        let ratio = IndependentWCAG.ratio(luminance: IndependentWCAG.luminance(shown[0], shown[1], shown[2]), 1)
        #expect(ratio > 3 && ratio < 4.5)
        let source = """
            struct Row: View {
                var body: some View {
                    Text("Updated").font(.body).foregroundStyle(.secondary).background(Color(.systemBackground))
                }
            }
            """
        let found = try await contrast(["Row.swift": source])
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("is 3.43:1 in light") && finding.message.hasSuffix("Apple's own secondary-text colour"))
        #expect(finding.message.count <= 200)
        #expect(finding.properties.contains { $0.key == "applesColor" })
    }

    @Test func fainterOrOwnColoursStayErrors() async throws {
        // tertiaryLabel is #3C3C43 at 30% (1.7:1 on white); #999999 on white is 2.85:1; secondaryLabel
        // on a hard-coded white is #EBEBF5 at 60% over white in dark, 1.1:1: all errors.
        let source = """
            struct Row: View {
                var body: some View {
                    VStack {
                        Text("Saved at 12h13").font(.body).foregroundStyle(Color(uiColor: .tertiaryLabel)).background(Color(.systemBackground))
                        Text("Own").font(.body).foregroundColor(Color(red: 0.6, green: 0.6, blue: 0.6)).background(Color.white)
                        Text("Dark").font(.body).foregroundStyle(.secondary).background(Color.white)
                    }
                }
            }
            """
        let found = try await contrast(["Row.swift": source])
        #expect(found.compactMap(\.location?.line) == [4, 5, 6])
        #expect(found.allSatisfy { $0.severity == .error && !$0.message.contains("Apple's own") })
    }

    @Test func tvOSSubheadlineIsLargeTextAndIOSSubheadlineIsNot() async throws {
        // White on #808080 is 3.95:1 by hand: under 4.5:1 (iOS's 15 pt Subheadline), over 3:1
        // (tvOS: every published style is 23 pt or more; Subheadline is not published).
        let ratio = IndependentWCAG.ratio("#ffffff", "#808080")
        #expect(ratio > 3 && ratio < 4.5)
        let source = """
            struct Live: View {
                var body: some View {
                    Text("LIVE").font(.subheadline).foregroundColor(Color.white).background(Color(red: 0.5019608, green: 0.5019608, blue: 0.5019608))
                }
            }
            """
        let found = try await contrast(["App/Live.swift": source, "App tvOS/Live.swift": source])
        #expect(found.count == 1)
        #expect(found.first?.location?.file.hasSuffix("App/Live.swift") == true)
    }
}
