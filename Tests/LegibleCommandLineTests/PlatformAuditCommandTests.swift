import Foundation
import LegibleTestSupport
import Testing

/// `legible audit --platform watchos|tvos|macos|visionos`: the sizes a Body label is measured at
/// are the HIG's (Typography), typed in: watchOS 14, 15, 16, 17, 18, 19, 21, 22, 23 pt from
/// xSmall to AX3, tvOS 29, macOS 13.
@Suite("Command line: audit --platform for every Apple platform")
struct PlatformAuditCommandTests {
    private func sizes(_ platform: String) throws -> [Double] {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("legible-platform-\(UUID().uuidString).json")
        try Data(#"{"save": "Save changes"}"#.utf8).write(to: catalog)
        defer { try? FileManager.default.removeItem(at: catalog) }
        let run = try legible(["audit", catalog.path, "--width", "400", "--platform", platform, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let label = try #require((document["labels"] as? [[String: Any]])?.first)
        return try #require(label["measurements"] as? [[String: Any]]).compactMap { $0["size"] as? Double }
    }

    @Test func eachPlatformsBodySizes() throws {
        #expect(try sizes("watchos") == [14, 15, 16, 17, 18, 19, 21, 22, 23])
        #expect(try sizes("tvos") == [29])
        #expect(try sizes("macos") == [13])
        #expect(try sizes("ios").count == 12)
    }

    @Test func visionOSWantsPointsAndUnknownPlatformsAreNamed() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("legible-platform-\(UUID().uuidString).json")
        try Data(#"{"save": "Save changes"}"#.utf8).write(to: catalog)
        defer { try? FileManager.default.removeItem(at: catalog) }
        let vision = try legible(["audit", catalog.path, "--width", "400", "--platform", "visionos"])
        #expect(vision.status == 2)
        #expect(vision.stderr.contains("the HIG publishes no visionOS text style sizes"), "\(vision.stderr)")
        let points = try legible(["audit", catalog.path, "--width", "400", "--size", "17", "--platform", "visionos"])
        #expect(points.status == 0, "\(points.stderr)")
        let unknown = try legible(["audit", catalog.path, "--width", "400", "--platform", "wearos"])
        #expect(unknown.status == 2 && unknown.stderr.contains("ios, ipados, watchos, tvos, macos, visionos, android"), "\(unknown.stderr)")
    }
}
