import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// `text.shrinks` and `text.fixed-size` in a slot the system sizes (issue 33): a Live Activity's
/// Dynamic Island regions and a watch complication are notes that say why, not warnings. Home
/// Assistant d722d781 `HACompactTrailingView.swift:26` (a countdown shrunk to 60% in the compact
/// trailing region, named from `HADynamicIsland.swift`) and `CornerComplicationView.swift:69` (a
/// watchOS widget's corner text shrunk to 50%) were warnings a person had to suppress.
@Suite struct SystemSlotTests {
    /// Scans `files` (relative path → Swift source) as a project with the Swift reader.
    private func scan(_ files: [String: String], rule: String) async throws -> [Finding] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-slot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (name, text) in files {
            let path = (root as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == rule }
    }

    static let island = """
        import SwiftUI
        import WidgetKit
        func island(_ state: State) -> DynamicIsland {
            DynamicIsland {
                DynamicIslandExpandedRegion(.trailing) {
                    Text(state.value).font(.body).minimumScaleFactor(0.7)
                }
            } compactLeading: {
                Image(systemName: "house")
            } compactTrailing: {
                TrailingView(state: state)
            } minimal: {
                Text(state.short).font(.system(size: 12))
            }
        }
        """

    static let trailing = """
        import SwiftUI
        struct TrailingView: View {
            let state: State
            var body: some View {
                Text(state.value).font(.footnote).lineLimit(1).minimumScaleFactor(0.6)
            }
        }
        """

    @Test func shrinkingInTheDynamicIslandIsANoteThatSaysWhy() async throws {
        // Must be notes: the expanded region's text, and a view the compact trailing region names.
        let findings = try await scan(["Island.swift": Self.island, "TrailingView.swift": Self.trailing], rule: "text.shrinks")
        #expect(findings.map(\.severity) == [.note, .note], "\(findings.map(\.message))")
        let trailing = try #require(findings.first { $0.location?.file.hasSuffix("TrailingView.swift") == true })
        #expect(trailing.message.contains("the Dynamic Island's compact trailing region"))
    }

    @Test func aFixedSizeInTheMinimalRegionIsANote() async throws {
        let findings = try await scan(["Island.swift": Self.island], rule: "text.fixed-size")
        #expect(findings.map(\.severity) == [.note])
        #expect(findings.first?.message.contains("the Dynamic Island's minimal region") == true)
    }

    @Test func theSameViewOutsideTheIslandIsStillAWarning() async throws {
        // Must still fire as a warning: no Dynamic Island names the view, and an app screen's shrink.
        let screen = "import SwiftUI\nstruct Screen: View { var body: some View { Text(title).font(.body).minimumScaleFactor(0.5) } }"
        let findings = try await scan(["TrailingView.swift": Self.trailing, "Screen.swift": screen], rule: "text.shrinks")
        #expect(findings.map(\.severity) == [.warning, .warning])
    }

    @Test func aWatchComplicationIsANoteAndAWatchAppScreenIsNot() async throws {
        let view = "import SwiftUI\nstruct Corner: View { var body: some View { Text(name).font(.body).minimumScaleFactor(0.5) } }"
        let findings = try await scan(
            ["App Complications/Corner.swift": view, "App Watch App/Corner.swift": view], rule: "text.shrinks")
        let bySeverity = Dictionary(grouping: findings, by: \.severity).mapValues { $0.compactMap { $0.location?.file } }
        #expect(bySeverity[.note]?.count == 1 && bySeverity[.note]?.first?.contains("Complications") == true, "\(findings.map(\.message))")
        #expect(bySeverity[.warning]?.count == 1 && bySeverity[.warning]?.first?.contains("Watch App") == true)
    }
}
