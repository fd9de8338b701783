import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A view every use places in a toolbar's content is a bar item, whose hit area the bar gives
/// (fresh iOS judge 14b, D6): wallabag dae58882 `App/Features/Sync/RefreshButton.swift:16`, a
/// `.plain` button with a 34×34 pt label, was a `target.small` error, though its only uses are
/// `ToolbarItemGroup(placement: .navigationBarTrailing) { … RefreshButton() }`
/// (`EntriesView.swift:39-49`), `ToolbarItem { RefreshButton() }` (`MainView.swift:44-47`) and
/// its preview. The same button written in the toolbar's content was never judged.
@Suite struct BarOnlyViewTests {
    private func scan(_ files: [String: String]) async throws -> [Finding] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-bar-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (name, text) in files {
            let path = (root as NSString).appendingPathComponent(name)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "target.small" }
    }

    /// wallabag's `RefreshButton.swift`, cut to the button and its preview.
    static let refreshButton = """
        import SwiftUI
        struct RefreshButton: View {
            var body: some View {
                HStack {
                    Button(action: { tap() }, label: {
                        Image(systemName: "arrow.counterclockwise").frame(width: 34, height: 34, alignment: .center)
                    })
                    .buttonStyle(.plain)
                }
            }
        }
        struct RefreshButton_Previews: PreviewProvider {
            static var previews: some View { RefreshButton() }
        }
        """

    /// wallabag's `EntriesView.swift:39-49`.
    static let entries = """
        import SwiftUI
        struct EntriesView: View {
            var body: some View {
                List { Text("Entry") }
                    .toolbar {
                        ToolbarItemGroup(placement: .navigationBarTrailing) {
                            Menu(content: { Text("Order") }, label: { Label("Sort options", systemImage: "line.3.horizontal") })
                            RefreshButton()
                        }
                    }
            }
        }
        """

    /// wallabag's `MainView.swift:44-47`.
    static let main = """
        import SwiftUI
        struct MainView: View {
            var body: some View {
                EntriesView()
                    .toolbar {
                        ToolbarItem { RefreshButton() }
                    }
            }
        }
        """

    @Test func aButtonOnlyToolbarsPlaceIsANote() async throws {
        // Must NOT be an error: every shipping use is in toolbar content.
        let found = try await scan(["RefreshButton.swift": Self.refreshButton, "EntriesView.swift": Self.entries, "MainView.swift": Self.main])
        #expect(found.count == 1)
        #expect(found.allSatisfy { $0.severity == .note }, "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("RefreshButton is placed only in toolbar or menu content (") == true, "\(found.map(\.message))")
        #expect(found.first?.property("judgedFinding")?.contains("34×34 pt") == true)
    }

    @Test func aButtonAlsoPlacedInContentIsStillJudged() async throws {
        // Must fire: one use is in the screen's own content, where the 34 pt frame is the target.
        let content = Self.main.replacingOccurrences(of: "EntriesView()", with: "VStack { EntriesView(); RefreshButton() }")
        let found = try await scan(["RefreshButton.swift": Self.refreshButton, "EntriesView.swift": Self.entries, "MainView.swift": content])
        #expect(found.map(\.severity) == [.error], "\(found.map(\.message))")
    }

    @Test func aButtonInAViewOnlyToolbarsPlaceIsANoteToo() async throws {
        // Must NOT be an error: the one view that places RefreshButton is itself only in a toolbar.
        let group = """
            import SwiftUI
            struct SyncControls: View {
                var body: some View { HStack { RefreshButton() } }
            }
            """
        let main = Self.main.replacingOccurrences(of: "ToolbarItem { RefreshButton() }", with: "ToolbarItem { SyncControls() }")
        let found = try await scan(["RefreshButton.swift": Self.refreshButton, "SyncControls.swift": group, "MainView.swift": main])
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
    }

    /// nos 0ea82184 `Nos/Views/Components/Button/SideMenuButton.swift:8`, a 24 pt tall icon button
    /// every shipping use gives to `.navigationBarItems(leading:)` (`ProfileTab.swift:16`,
    /// `NotificationsView.swift:93`, `DiscoverTab.swift:63`) or places in a `ToolbarItem`
    /// (`HomeFeedView.swift:156`): a bar item, whose hit area the bar gives.
    static let sideMenuButton = """
        import SwiftUI
        struct DrawerButton: View {
            var body: some View {
                Button {
                    toggle()
                } label: {
                    Image("drawer").resizable().aspectRatio(contentMode: .fit).frame(height: 24)
                }
            }
        }
        struct DrawerButton_Previews: PreviewProvider {
            static var previews: some View { DrawerButton() }
        }
        """

    static func tab(_ placed: String) -> String {
        """
        import SwiftUI
        struct ProfileTab: View {
            var body: some View {
                NavigationStack {
                    Text("Profile")
                        \(placed)
                }
            }
        }
        """
    }

    static let home = """
        import SwiftUI
        struct HomeFeed: View {
            var body: some View {
                List { Text("Note") }
                    .toolbar {
                        ToolbarItem(placement: .navigationBarLeading) { DrawerButton() }
                    }
            }
        }
        """

    @Test func aButtonOnlyNavigationBarItemsPlaceIsANote() async throws {
        // Must NOT be an error: `.navigationBarItems(leading:)` and a `ToolbarItem` are its only uses.
        let files = [
            "DrawerButton.swift": Self.sideMenuButton, "ProfileTab.swift": Self.tab(".navigationBarItems(leading: DrawerButton())"),
            "HomeFeed.swift": Self.home,
        ]
        let found = try await scan(files)
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("DrawerButton is placed only in toolbar or menu content (") == true, "\(found.map(\.message))")
    }

    @Test func aButtonAlsoPlacedBesideTheBarItemsIsStillJudged() async throws {
        // Must fire: the second use is the screen's own content, beside the bar items' modifier.
        let placed = ".navigationBarItems(leading: DrawerButton())\n                    .overlay(DrawerButton())"
        let found = try await scan(["DrawerButton.swift": Self.sideMenuButton, "ProfileTab.swift": Self.tab(placed), "HomeFeed.swift": Self.home])
        #expect(found.map(\.severity) == [.error], "\(found.map(\.message))")
    }
}
