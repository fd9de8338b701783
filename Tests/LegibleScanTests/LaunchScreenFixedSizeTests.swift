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

    /// GoMap 2d1b2a2f names its launch storyboard in `Go Map!!-Info.plist`, Xcode's former
    /// `$(PRODUCT_NAME)-Info.plist`: `Launch Screen.storyboard:22`'s fixed 36 pt wordmark was a
    /// warning, and so was a label's overflow there.
    @Test func anInfoPlistNamedAfterItsTargetNamesTheLaunchStoryboard() async throws {
        let storyboard = InterfaceBuilderReaderTests.storyboard(
            """
            <label text="Willkommen bei uns" numberOfLines="1" id="l2"><rect key="frame" x="0" y="0" width="60" height="24"/>
            <fontDescription key="fontDescription" type="system" pointSize="20"/></label>
            """)
        let folder = try ScanFolder([
            "App/Go Map!!-Info.plist": Self.plist(launch: "Launch Screen"), "App/Launch Screen.storyboard": storyboard, "App/Main.storyboard": storyboard,
        ])
        defer { folder.remove() }
        let findings = try await folder.scan().findings.findings.filter { ["text.fixed-size", "overflow.label"].contains($0.rule) }
        let launch = findings.filter { $0.location?.file.hasSuffix("Launch Screen.storyboard") == true }
        let main = findings.filter { $0.location?.file.hasSuffix("Main.storyboard") == true }
        // Must not fire: both are notes on the launch screen; must fire: both are warnings elsewhere.
        #expect(Set(launch.map(\.rule)) == ["text.fixed-size", "overflow.label"])
        #expect(launch.allSatisfy { $0.severity == .note }, "\(launch.map(\.message))")
        #expect(launch.contains { $0.rule == "overflow.label" && $0.message.hasPrefix("on the launch screen") })
        #expect(Set(main.map(\.rule)) == ["text.fixed-size", "overflow.label"])
        #expect(main.allSatisfy { $0.severity >= .warning })
    }

    /// primal-ios-app names its launch storyboard only in the build setting Xcode writes into the
    /// generated `Info.plist` (project.pbxproj:4964): `Launch Screen.storyboard:25`'s fixed 36 pt
    /// label was a warning.
    @Test func theLaunchStoryboardABuildSettingNamesIsANote() async throws {
        let storyboard = InterfaceBuilderReaderTests.storyboard(Self.label)
        let project = """
            buildSettings = {
                GENERATE_INFOPLIST_FILE = YES;
                INFOPLIST_KEY_UILaunchStoryboardName = "Launch Screen";
                INFOPLIST_KEY_UIMainStoryboardFile = Main;
            };
            """
        let severities = try await fixedSize([
            "App.xcodeproj/project.pbxproj": project, "App/Launch Screen.storyboard": storyboard, "App/Main.storyboard": storyboard,
        ])
        // Must not fire: the launch screen is a note. Must fire: another storyboard stays a warning.
        #expect(severities == ["Launch Screen.storyboard": .note, "Main.storyboard": .warning])
        // Must fire: a dependency's project names no launch screen of the app.
        let vendored = try await fixedSize(["Pods/Pods.xcodeproj/project.pbxproj": project, "App/Launch Screen.storyboard": storyboard])
        #expect(vendored == ["Launch Screen.storyboard": .warning])
    }

    @Test func aStoryboardNoInfoPlistNamesIsJudgedAsAScreen() async throws {
        // Must still fire: without an Info.plist naming it, a file called LaunchScreen is not known to be one.
        let severities = try await fixedSize(["App/LaunchScreen.storyboard": InterfaceBuilderReaderTests.storyboard(Self.label)])
        #expect(severities == ["LaunchScreen.storyboard": .warning])
    }
}
