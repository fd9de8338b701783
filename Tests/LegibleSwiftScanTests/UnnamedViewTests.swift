import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A SwiftUI view no file names is on no screen when the scan holds the project (issue 33, after8
/// judge): winston 3de4a170 `views/ChangeAuthAPIKey.swift:21` (`struct SmallStep`) and `:35`/`:49`
/// (`struct CardStep`) are named only in commented-out lines, and their `.fontSize(…)` texts were
/// `text.fixed-size` warnings.
@Suite struct UnnamedViewTests {
    /// Scans `files` as one project folder (with a `Package.swift` unless `project` is false); the
    /// `text.fixed-size` findings.
    private func scan(_ files: [String: String], project: Bool = true) async throws -> [Finding] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-unnamed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var all = files
        if project { all["Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n" }
        for (name, text) in all {
            let path = (root as NSString).appendingPathComponent(name)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.fixed-size" }
    }

    /// Winston's `SmallStep`, cut down; `// SmallStep(n: 1)` is the commented-out use.
    static let steps = """
        import SwiftUI
        struct SmallStep: View {
            var n: Int
            var body: some View {
                Text("\\(n)").font(.system(size: 16, weight: .bold))
            }
        }
        struct Steps: View {
            var body: some View {
                VStack {
                    // SmallStep(n: 1)
                    Text("Steps")
                }
            }
        }
        """

    static let app = """
        import SwiftUI
        @main struct WinstonApp: App {
            var body: some Scene { WindowGroup { Steps() } }
        }
        """

    @Test func aViewNoFileNamesIsANote() async throws {
        // Must NOT be a warning: nothing names SmallStep.
        let found = try await scan(["ChangeAuthAPIKey.swift": Self.steps, "App.swift": Self.app])
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("nothing in the app uses SmallStep, so no screen shows it") == true, "\(found.map(\.message))")
    }

    @Test func aViewAnotherFileUsesStaysAWarning() async throws {
        // Must fire: the app's Steps shows SmallStep.
        let used = Self.steps.replacingOccurrences(of: "// SmallStep(n: 1)", with: "Text(\"a\")")
        let app = Self.app.replacingOccurrences(of: "Steps()", with: "VStack { Steps(); SmallStep(n: 1) }")
        let found = try await scan(["ChangeAuthAPIKey.swift": used, "App.swift": app])
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
    }

    @Test func withoutTheAppsEntryAViewNoFileNamesIsJudged() async throws {
        // Must fire: a project without its App (a package of views, the bundled examples) may be
        // shown by code outside the scan.
        let found = try await scan(["ChangeAuthAPIKey.swift": Self.steps])
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
    }

    /// winston 3de4a170 `VotesPopover.swift:62`: `ViewVotesModifier`'s only user is
    /// `extension View { func viewVotes(_:_:) }`, which only a commented-out line calls.
    static let votes = """
        import SwiftUI
        struct ViewVotesModifier: ViewModifier {
            func body(content: Content) -> some View {
                content.overlay(Text("12").font(.system(size: 20, weight: .semibold)))
            }
        }
        extension View {
            func viewVotes() -> some View { self.modifier(ViewVotesModifier()) }
        }
        struct Steps: View {
            var body: some View {
                Text("Steps") // .viewVotes()
            }
        }
        """

    @Test func aViewOnlyAFunctionNothingCallsUsesIsANote() async throws {
        // Must NOT be a warning: nothing calls viewVotes.
        let found = try await scan(["VotesPopover.swift": Self.votes, "App.swift": Self.app])
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("only viewVotes, which nothing calls, uses ViewVotesModifier") == true, "\(found.map(\.message))")
        // Must fire: once Steps calls it.
        let called = Self.votes.replacingOccurrences(of: "Text(\"Steps\") // .viewVotes()", with: "Text(\"Steps\").viewVotes()")
        let shown = try await scan(["VotesPopover.swift": called, "App.swift": Self.app])
        #expect(shown.map(\.severity) == [.warning], "\(shown.map(\.message))")
    }

    @Test func withoutTheProjectAViewNoFileNamesIsJudged() async throws {
        // Must fire: the code that shows SmallStep may be outside the scan.
        let found = try await scan(["ChangeAuthAPIKey.swift": Self.steps, "App.swift": Self.app], project: false)
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
    }
}
