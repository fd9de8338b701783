import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Where the app uses a SwiftUI view decides whether a screen shows it and for which platforms
/// (issue 33, the second SwiftUI hand check):
///
/// - Enchanted 2aa9d140 `Header.swift:14/25/31`: `struct Header: View`, which only its own
///   `#Preview { Header() }` names, had two 22 pt wide buttons judged as target errors and a
///   15 pt title as a warning. No screen shows it: notes that say why.
/// - Enchanted 2aa9d140 `CompletionButtonView.swift:18/25`: a view in a file with no `#if`,
///   named only in `CompletionPanelView.swift:162`, `CompletionsEditorView.swift:81` and
///   `UpsertCompletionView.swift:101`, all inside `#if os(macOS)`, had its 10 pt and 12 pt
///   fixed fonts held to iPhone's Dynamic Type. It is a Mac view: macOS has no Dynamic Type and
///   its smallest text is 10 pt (the HIG's macOS type sizes), so neither is a finding there.
@Suite struct ViewUseTests {
    /// Scans `files` (relative path → Swift source) as one folder with the Swift reader.
    private func scan(_ files: [String: String]) async throws -> [Finding] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-uses-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (name, text) in files {
            let path = (root as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "target.small" || $0.rule == "text.fixed-size" }
    }

    /// Enchanted's `Header.swift`, cut to one button and the title.
    static let header = """
        import SwiftUI
        struct Header: View {
            var body: some View {
                HStack {
                    Button(action: { tap() }) {
                        Image(systemName: "line.3.horizontal").resizable().scaledToFit().frame(width: 22)
                    }
                    Text(selectedModel.name).font(.system(size: 15))
                }
            }
        }

        #Preview {
            Header()
        }
        """

    static let otherScreen = """
        import SwiftUI
        struct ChatView: View {
            var body: some View { Text("Chat") }
        }
        """

    @Test func aViewOnlyItsPreviewUsesGivesNotesThatSayWhy() async throws {
        // Must NOT be errors or warnings: only the preview names Header.
        let found = try await scan(["Header.swift": Self.header, "ChatView.swift": Self.otherScreen])
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.severity == .note }, "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.message.hasPrefix("only a preview uses Header (Header.swift:14), so no screen shows it: ") })
        #expect(found.first { $0.rule == "target.small" }?.property("judgedFinding")?.contains("22 pt wide") == true)
    }

    @Test func aViewAScreenUsesIsStillJudged() async throws {
        // Must fire: a shipping view names it. 22 pt wide < 44 pt (HIG): an error; 15 pt fixed: a warning.
        let screen = Self.otherScreen.replacingOccurrences(of: "Text(\"Chat\")", with: "VStack { Header(); Text(\"Chat\") }")
        let found = try await scan(["Header.swift": Self.header, "ChatView.swift": screen])
        #expect(found.map(\.severity).sorted() == [.warning, .error], "\(found.map(\.message))")
    }

    @Test func aViewOnlyDebugCodeOrAnUnshownViewUsesIsANote() async throws {
        // Must be notes: a `#if DEBUG` screen names it, and a view only a preview shows names that.
        let debug = """
            struct DebugMenu: View {
                var body: some View {
                    #if DEBUG
                    Header()
                    #endif
                }
            }
            """
        let viaDebug = try await scan(["Header.swift": Self.header, "DebugMenu.swift": debug + "\nstruct App { var s: some View { DebugMenu() } }"])
        #expect(
            viaDebug.count == 2 && viaDebug.allSatisfy { $0.severity == .note && $0.message.hasPrefix("only #if DEBUG code uses Header (DebugMenu.swift:4)") })
        let host = "struct Host: View { var body: some View { Header() } }\n#Preview { Host() }"
        let viaHost = try await scan(["Header.swift": Self.header, "Host.swift": host])
        #expect(viaHost.count == 2 && viaHost.allSatisfy { $0.severity == .note }, "\(viaHost.map(\.message))")
    }

    @Test func aViewNoCodeNamesIsStillJudged() async throws {
        // Must fire: with no preview and no use, nothing says no screen shows it (a snippet,
        // dead code, or a view the files of another scan use).
        let bare = Self.header.replacingOccurrences(of: "#Preview {\n    Header()\n}", with: "")
        let found = try await scan(["Header.swift": bare])
        #expect(found.map(\.severity).sorted() == [.warning, .error], "\(found.map(\.message))")
    }

    /// Enchanted's `CompletionButtonView.swift`, with a 20 pt button so that a macOS rule fires.
    static let completionButton = """
        import SwiftUI
        struct CompletionButtonView: View {
            var name: String
            var body: some View {
                HStack {
                    Text("F").font(.system(size: 10, weight: .medium, design: .default))
                    Text(name).font(.system(size: 12))
                    Button(action: { tap() }) { Image(systemName: "xmark") }.frame(width: 20, height: 20)
                }
            }
        }
        """

    static let panel = """
        #if os(macOS)
        import SwiftUI
        struct CompletionPanelView: View {
            var body: some View {
                CompletionButtonView(name: "Fix Grammar")
            }
        }
        #endif
        """

    @Test func aViewOnlyMacCodeUsesIsJudgedForTheMac() async throws {
        // macOS: no Dynamic Type, and 10 pt and 12 pt are not under its 10 pt minimum, so the two
        // fonts are no findings. The 20×20 pt button is under macOS's 28×28 pt: grow by 4 pt on
        // every side ((28 − 20) / 2), and the finding says why it is a Mac view.
        let found = try await scan(["CompletionButtonView.swift": Self.completionButton, "CompletionPanelView.swift": Self.panel])
        #expect(found.filter { $0.rule == "text.fixed-size" }.isEmpty, "\(found.map(\.message))")
        let target = try #require(found.first { $0.rule == "target.small" })
        #expect(target.message.contains("Apple HIG (macOS) minimum of 28×28 pt"), "\(target.message)")
        #expect(target.message.contains("grow it by 4 pt on every side"))
        #expect(target.message.contains("(a macOS view: only macOS code uses it (CompletionPanelView.swift:5))"))
    }

    @Test func aViewAlsoUsedOutsideTheMacBlockKeepsIPhonesNumbers() async throws {
        // Must fire: another file names it with no `#if`, so iPhone shows it too — 10 pt and 12 pt
        // fixed fonts are warnings, the 20 pt button is under 44 pt.
        let shared = "struct Shared: View { var body: some View { CompletionButtonView(name: \"x\") } }"
        let found = try await scan([
            "CompletionButtonView.swift": Self.completionButton, "CompletionPanelView.swift": Self.panel, "Shared.swift": shared,
        ])
        #expect(found.filter { $0.rule == "text.fixed-size" && $0.severity == .warning }.count == 2)
        #expect(found.first { $0.rule == "target.small" }?.message.contains("44×44 pt") == true)
    }

    /// MovieSwiftUI 72eb4ae7: `MoviesHome.swift:30/40`, 30×30 pt nav-bar buttons, were judged for
    /// tvOS ("only tvOS code uses it (HomeView.swift:83)") because the iOS `HomeView.swift`'s
    /// `struct HomeView: App` shares its name with the tvOS target's `struct HomeView: View`.
    @Test func aUserOfAnotherTargetsNameKeepsItsOwnFilesPlatform() async throws {
        let moviesHome = """
            struct MoviesHome: View {
                var body: some View {
                    Button(action: { tap() }) { Image(systemName: "gear").frame(width: 30, height: 30) }
                }
            }
            """
        let iOSHome = """
            @main
            struct HomeView: App {
                var body: some Scene { WindowGroup { TabbarView() } }
            }
            struct TabbarView: View {
                var body: some View { TabView { MoviesHome() } }
            }
            """
        let tvHome = "struct HomeView: View { var body: some View { Text(\"TV\") } }"
        let tvApp = "final class AppDelegate { func start() { _ = HomeView() } }"
        let files = [
            "MovieSwift/MoviesHome.swift": moviesHome, "MovieSwift/home/HomeView.swift": iOSHome, "MovieSwift tvOS/views/HomeView.swift": tvHome,
            "MovieSwift tvOS/AppDelegate.swift": tvApp,
        ]
        // Must not say tvOS: iPhone's 44 pt, grow by 7 pt.
        let found = try await scan(files).filter { $0.rule == "target.small" }
        #expect(found.count == 1 && found.allSatisfy { $0.message.contains("44×44 pt") && !$0.message.contains("tvOS") }, "\(found.map(\.message))")
        // Must still follow a view of the same name in a file of the same platform: the iOS
        // home as a view only a tvOS file uses is judged for tvOS.
        let tvOnly = files.merging([
            "MovieSwift/home/HomeView.swift": iOSHome.replacingOccurrences(of: "@main\nstruct HomeView: App", with: "struct HomeView: View")
                .replacingOccurrences(of: "some Scene { WindowGroup { TabbarView() } }", with: "some View { TabbarView() }"),
            "MovieSwift tvOS/views/HomeView.swift": "struct TVRoot: View { var body: some View { HomeView() } }",
        ]) { $1 }
        let tv = try await scan(tvOnly).filter { $0.rule == "target.small" }
        #expect(tv.count == 1 && tv.allSatisfy { $0.message.contains("tvOS") }, "\(tv.map(\.message))")
    }

    @Test func theReaderRecordsViewsAndUsesAndTheCacheKeepsThem() throws {
        let source = Self.header + "\n" + Self.panel + "\npublic struct Card: View { public var body: some View { EmptyView() } }"
        let result = try scanSwift(source, path: "Header.swift")
        // Card is public: another module may show it, so it is decided only in the app's own code (``ScanPlatformMap``).
        #expect(result.viewTypes == ["Header", "CompletionPanelView", "public Card"])
        #expect(result.elements.allSatisfy { $0.declaringType == "Header" })
        let preview = result.typeUses.filter { $0.name == "Header" }
        #expect(preview.count == 1 && preview.first?.isPreview == true && preview.first?.user == nil)
        let mac = try #require(result.typeUses.first { $0.name == "CompletionButtonView" })
        #expect(mac.platforms == [.macOS] && mac.user == "CompletionPanelView" && mac.condition == "#if os(macOS) at line 16")
        // The cache gives back the same facts.
        try expectCacheGivesBack(result, source: source, path: "Header.swift")
    }
}
