import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A Mac app's own appearance and AppKit's label colours (WWDC 67266753):
/// `AppDelegate.swift:43` sets `NSApplication.shared.appearance = NSAppearance(named: .darkAqua)`,
/// so every window is dark, and `DownloadManagerView.swift:145`'s `.secondary` text was reported
/// "#3c3c43 at 60% on #ffffff … in light", iOS's secondaryLabel in a light window the app never shows.
@Suite struct MacAppAppearanceTests {
    /// The Mac app's delegate, setting the app's appearance to `appearance` (`nil`: none).
    static func delegate(_ appearance: String?) -> String {
        """
        import Cocoa

        final class AppDelegate: NSObject, NSApplicationDelegate {
            func applicationWillFinishLaunching(_ notification: Notification) {
                \(appearance.map { "NSApplication.shared.appearance = \($0)" } ?? "")
            }
        }
        """
    }

    /// A download row of `platform`'s (`AppKit` or `UIKit`), its text in `color` on the window's
    /// background (`systemBackground`: white in light, black in dark).
    static func row(_ platform: String, color: String) -> String {
        let host = platform == "AppKit" ? "let host = NSHostingView(rootView: DownloadRow())" : ""
        return """
            import \(platform)
            import SwiftUI

            struct DownloadRow: View {
                var body: some View {
                    Text("Downloading").foregroundColor(\(color)).background(Color(.systemBackground))
                }
            }
            \(host)
            """
    }

    /// #999999: 2.84:1 on white, fails in light; 7.37:1 on black (WCAG's relative luminance, by hand).
    static let lightFailing = "Color(white: 0.6)"
    /// #545454: about 7.6:1 on white; about 2.8:1 on black, fails in dark.
    static let darkFailing = "Color(white: 0.33)"

    static func contrast(_ files: [String: String]) async throws -> [Finding] {
        try await scanFindings(swiftFiles: files).filter { $0.rule == "contrast.text" }
    }

    @Test func anAppForcedDarkIsNotJudgedInLight() async throws {
        // Must NOT fire: the WWDC case, text that fails only in light in an app always dark.
        let forced = try await Self.contrast([
            "AppDelegate.swift": Self.delegate("NSAppearance(named: .darkAqua)"), "DownloadRow.swift": Self.row("AppKit", color: Self.lightFailing),
        ])
        #expect(forced.isEmpty, "\(forced.map(\.message))")
        // `.vibrantDark` through NSApp is dark too.
        let vibrant = try await Self.contrast([
            "AppDelegate.swift": Self.delegate("NSAppearance(named: NSAppearance.Name.vibrantDark)").replacingOccurrences(
                of: "NSApplication.shared", with: "NSApp"),
            "DownloadRow.swift": Self.row("AppKit", color: Self.lightFailing),
        ])
        #expect(vibrant.isEmpty, "\(vibrant.map(\.message))")
        // Must fire: with no forced appearance the same text fails in light.
        let plain = try await Self.contrast(["AppDelegate.swift": Self.delegate(nil), "DownloadRow.swift": Self.row("AppKit", color: Self.lightFailing)])
        #expect(plain.count == 1)
        #expect(plain.first?.message.contains("in light") == true)
    }

    @Test func anAppForcedDarkIsJudgedInDarkAndSaysWhy() async throws {
        // Must fire: text that fails in dark, in dark only, naming the code.
        let forced = try await Self.contrast([
            "AppDelegate.swift": Self.delegate("NSAppearance(named: .darkAqua)"), "DownloadRow.swift": Self.row("AppKit", color: Self.darkFailing),
        ])
        let finding = try #require(forced.first)
        #expect(forced.count == 1)
        let judged = finding.properties.first { $0.key == "appearancesJudged" }?.value
        #expect(
            judged?.hasPrefix("NSApplication.shared.appearance = NSAppearance(named: .darkAqua) (AppDelegate.swift:5) shows only dark") == true,
            "\(judged ?? "")")
        #expect(finding.properties.contains { $0.key == "ratio.light" } == false)
        // Must NOT fire: forced light (`.aqua`), the dark failure is never shown.
        let light = try await Self.contrast([
            "AppDelegate.swift": Self.delegate("NSAppearance(named: .aqua)"), "DownloadRow.swift": Self.row("AppKit", color: Self.darkFailing),
        ])
        #expect(light.isEmpty, "\(light.map(\.message))")
        // An appearance chosen at run time forces nothing: judged in dark as before.
        let chosen = try await Self.contrast([
            "AppDelegate.swift": Self.delegate("NSAppearance(named: settings.appearanceName)"),
            "DownloadRow.swift": Self.row("AppKit", color: Self.darkFailing),
        ])
        #expect(chosen.count == 1)
    }

    @Test func theMacAppsAppearanceIsNotTheIPhoneAppsOfTheSameProject() async throws {
        // Must fire: a UIKit file of the same checkout is still judged in light.
        let findings = try await Self.contrast([
            "AppDelegate.swift": Self.delegate("NSAppearance(named: .darkAqua)"), "DownloadRow.swift": Self.row("UIKit", color: Self.lightFailing),
        ])
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("in light") == true)
    }

    @Test func uiKitLabelColoursAreNotMeasuredInAMacFile() async throws {
        // Must NOT fire: `.secondary` on a Mac is NSColor.secondaryLabelColor, not UIKit's #3c3c43 at 60%.
        let mac = try await Self.contrast(["DownloadRow.swift": Self.row("AppKit", color: ".secondary")])
        #expect(mac.isEmpty, "\(mac.map(\.message))")
        // Must fire: in an iPhone file it is UIKit's, 3.43:1 on white.
        let phone = try await Self.contrast(["DownloadRow.swift": Self.row("UIKit", color: ".secondary")])
        #expect(phone.first?.message.contains("#3c3c43 at 60%") == true, "\(phone.map(\.message))")
        // A Mac file's own colours are still measured.
        let literal = try await Self.contrast(["DownloadRow.swift": Self.row("AppKit", color: Self.lightFailing)])
        #expect(literal.count == 1)
    }
}
