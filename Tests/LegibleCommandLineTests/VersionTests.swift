import Foundation
import LegibleCore
import LegibleReporting
import LegibleTestSupport
import Testing

/// One version, written once (`LegibleVersion.current`): `legible --version`, every report's tool
/// information and the newest release of CHANGELOG.md say the same.
@Suite("Version")
struct VersionTests {
    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func versionIsSemanticVersioning() {
        let parts = LegibleVersion.current.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, "\(LegibleVersion.current)")
    }

    @Test func commandPrintsTheVersion() throws {
        let run = try legible(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == LegibleVersion.current + "\n")
    }

    @Test func sarifDriverNamesTheVersion() throws {
        let run = try legible(["targets", "Examples/targets/checkout.json", "--format", "sarif"])
        let runs = try #require(try object(run.stdout)["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "legible")
        #expect(driver["version"] as? String == LegibleVersion.current)
    }

    @Test func jsonReportNamesTheVersion() throws {
        let run = try legible(AuditCommandTests.sample + ["--format", "json"])
        let tool = try #require(try object(run.stdout)["tool"] as? [String: Any])
        #expect(tool["version"] as? String == LegibleVersion.current)
    }

    /// CHANGELOG.md's newest release heading (`## [0.1.0] - …`, after `## [Unreleased]`).
    @Test func changelogsNewestReleaseIsTheVersion() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let release = try #require(text.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") })
        #expect(release.hasPrefix("## [\(LegibleVersion.current)]"), "\(release)")
    }
}
