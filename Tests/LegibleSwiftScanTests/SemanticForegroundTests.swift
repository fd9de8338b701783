import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Issue 33, class 7: SwiftUI's `.primary` and `.secondary` (UIKit's `label` and
/// `secondaryLabel`) on a hard-coded white or black background are measured in the appearance
/// they fail in — the commonest dark-mode bug — and pass on the system's own backgrounds.
@Suite struct SemanticForegroundTests {
    @Test func primaryOnHardCodedWhiteFailsInDarkOnly() async throws {
        let source = """
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("Total").foregroundStyle(.primary).background(Color.white)
                        Text("Note").foregroundStyle(.secondary).background(Color.black)
                        Text("Fine").foregroundStyle(.primary).background(Color(.systemBackground))
                        Text("Grouped").foregroundStyle(.primary).background(Color(uiColor: .secondarySystemGroupedBackground))
                    }
                }
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-semantic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan()
        let contrast = report.findings.findings.filter { $0.rule == "contrast.text" }
        #expect(contrast.compactMap(\.location?.line) == [4, 5])
        // White (label in dark) on white: 1:1, in dark alone; black on white passes in light.
        let primary = try #require(contrast.first { $0.location?.line == 4 }?.message)
        #expect(primary.hasPrefix("label (#ffffff) on #ffffff is 1") && primary.contains(" in dark") && !primary.contains("in light"))
        // #3C3C43 at 60% over black is #242428: far under 4.5:1 in light; #EBEBF5 at 60% over black passes in dark.
        let composite = IndependentWCAG.composite([60.0 / 255, 60.0 / 255, 67.0 / 255, 0.6], over: [0, 0, 0])
        #expect(IndependentWCAG.ratio(luminance: IndependentWCAG.luminance(composite[0], composite[1], composite[2]), 0) < 1.5)
        let secondary = try #require(contrast.first { $0.location?.line == 5 }?.message)
        #expect(secondary.hasPrefix("secondaryLabel (#3c3c43 at 60%) on #000000 is 1.") && secondary.contains(" in light") && !secondary.contains("in dark"))
    }
}
