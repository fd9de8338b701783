import Foundation
import LegibleCatalogs
import LegibleReporting
import Testing

@testable import LegibleScan

/// `text.fixed-size` on a launch screen (issue 33): the storyboard an `Info.plist` names as
/// `UILaunchStoryboardName` is shown by the system as a static snapshot while the app starts, so
/// a fixed size there is a note that says so. Home Assistant d722d781 LaunchScreen.storyboard:34
/// (a fixed 13 pt Semibold label) was a warning.
@Suite struct LaunchScreenFixedSizeTests {
    static let label = """
        <label text="Starting" id="l1">
            <rect key="frame" x="16" y="400" width="200" height="16"/>
            <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="13"/>
        </label>
        """

    static func plist(launch name: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UILaunchStoryboardName</key>
            <string>\(name)</string>
        </dict>
        </plist>
        """
    }

    func fixedSize(_ files: [String: String]) async throws -> [String: Severity] {
        let folder = try ScanFolder(files)
        defer { folder.remove() }
        let findings = try await folder.scan().findings.findings.filter { $0.rule == ScanRules.textFixedSize.id }
        return Dictionary(findings.map { (PathParts.name($0.location?.file ?? ""), $0.severity) }) { first, _ in first }
    }

    @Test func theLaunchStoryboardIsANoteAndAnotherStoryboardIsNot() async throws {
        let storyboard = InterfaceBuilderReaderTests.storyboard(Self.label)
        let severities = try await fixedSize([
            "App/Info.plist": Self.plist(launch: "Splash"), "App/Splash.storyboard": storyboard, "App/Main.storyboard": storyboard,
        ])
        #expect(severities == ["Splash.storyboard": .note, "Main.storyboard": .warning])
    }

    @Test func aStoryboardNoInfoPlistNamesIsJudgedAsAScreen() async throws {
        // Must still fire: without an Info.plist naming it, a file called LaunchScreen is not known to be one.
        let severities = try await fixedSize(["App/LaunchScreen.storyboard": InterfaceBuilderReaderTests.storyboard(Self.label)])
        #expect(severities == ["LaunchScreen.storyboard": .warning])
    }
}
