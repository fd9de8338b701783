import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Bool constants one file declares and another tests (``AppConstantFlags``), reduced from
/// nostur-ios-public (fresh-ios21b): `let IS_CATALYST = ProcessInfo.processInfo.isMacCatalystApp`
/// (`AppState.swift:417`) gating Mac-only buttons (`NXVinesFeed.swift:67`, `:73`, `:88`) and the
/// Mac window that alone shows `SideTabs` (`NosturMainView.swift:24`); `static let showDebugLabels
/// = false` (`NestedReplyNode.swift:60`) gating a debug label (`NestedThreadReplies.swift:356-357`),
/// and `showPathLabels` the only uses of `pathBadge` (:343, :432, the badge at :370).
@Suite struct AppConstantFlagTests {
    /// Scans `files` as one project (with a `Package.swift`); the errors and warnings of `rule`
    /// in `file`, as lines, and its notes.
    private func scan(_ files: [String: String], rule: String, in file: String) async throws -> (lines: [Int], notes: [Finding]) {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-flags-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        var all = files
        all["Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n"
        for (name, text) in all {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(name)))
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        let found = report.findings.findings.filter { $0.rule == rule && $0.location?.file.hasSuffix(file) == true }
        return (found.filter { $0.severity > .note }.compactMap { $0.location?.line }.sorted(), found.filter { $0.severity == .note })
    }

    private static let catalystFlag = "import Foundation\nlet IS_CATALYST = ProcessInfo.processInfo.isMacCatalystApp\n"

    /// `NXVinesFeed.swift:67-100`, reduced: an arrow button only the Mac shows, and one in the `else`.
    private static func vinesFeed(_ condition: String) -> String {
        """
        import SwiftUI
        struct VinesFeed: View {
            @State var index = 0
            var body: some View {
                ScrollView { Text("feed") }
                    .overlay(alignment: .center) {
                        if \(condition) {
                            Button {
                                index -= 1
                            } label: {
                                Image(systemName: "chevron.up.circle.fill").resizable().frame(width: 32, height: 32)
                            }
                        } else {
                            Button {
                                index += 1
                            } label: {
                                Image(systemName: "chevron.down.circle.fill").resizable().frame(width: 32, height: 32)
                            }
                        }
                    }
            }
        }
        """
    }

    @Test func aButtonOnlyTheMacShowsIsJudgedForTheMac() async throws {
        for (flag, condition) in [
            (Self.catalystFlag, "IS_CATALYST"), (Self.catalystFlag, "IS_CATALYST && index > 0"),
            ("", "ProcessInfo.processInfo.isMacCatalystApp"),
            ("import Foundation\nenum Platform { static let isCatalyst = ProcessInfo.processInfo.isMacCatalystApp }\n", "Platform.isCatalyst"),
        ] {
            // Must not: 32 pt passes the Mac's 28 pt. Must fire: the `else` is the iPhone's, under 44 pt.
            let found = try await scan(["AppState.swift": flag, "VinesFeed.swift": Self.vinesFeed(condition)], rule: "target.small", in: "VinesFeed.swift")
            #expect(found.lines == [14], "\(condition): \(found.lines)")
        }
        // Must not: the `else` of `if !IS_CATALYST` is the Mac's; must fire: its body is the iPhone's.
        let negated = try await scan(
            ["AppState.swift": Self.catalystFlag, "VinesFeed.swift": Self.vinesFeed("!IS_CATALYST")], rule: "target.small", in: "VinesFeed.swift")
        #expect(negated.lines == [8], "\(negated.lines)")
        // Must fire, for the Mac: a 20 pt arrow is under its 28 pt, and the message says so.
        let small = Self.vinesFeed("IS_CATALYST").replacingOccurrences(of: "width: 32, height: 32", with: "width: 20, height: 20")
        let files = ["AppState.swift": Self.catalystFlag, "VinesFeed.swift": small]
        let mac = try await scan(files, rule: "target.small", in: "VinesFeed.swift")
        #expect(mac.lines == [8, 14], "\(mac.lines)")
        let report = try await scanFindings(swiftFiles: files).filter { $0.rule == "target.small" && $0.location?.line == 8 }
        #expect(report.first?.message.contains("Apple HIG (macOS) minimum of 28×28 pt") == true, "\(report.map(\.message))")
    }

    @Test func aConditionTheIPhoneMayMeetIsTheIPhones() async throws {
        for (flag, condition) in [
            (Self.catalystFlag.replacingOccurrences(of: "let IS", with: "var IS"), "IS_CATALYST"),
            (Self.catalystFlag, "IS_CATALYST || index > 0"),
            (Self.catalystFlag + "struct Other { static let IS_CATALYST = false }\n", "Other.IS_CATALYST == false"),
        ] {
            // Must fire: both buttons, a `var` may change, an `||` or `!` lets the iPhone in.
            let found = try await scan(["AppState.swift": flag, "VinesFeed.swift": Self.vinesFeed(condition)], rule: "target.small", in: "VinesFeed.swift")
            #expect(found.lines == [8, 14], "\(condition): \(found.lines)")
        }
        // Must fire: a local of the flag's name is not the flag.
        let shadowed = Self.vinesFeed("IS_CATALYST").replacingOccurrences(of: "@State var index = 0", with: "@State var index = 0\n    var IS_CATALYST = true")
        let found = try await scan(["AppState.swift": Self.catalystFlag, "VinesFeed.swift": shadowed], rule: "target.small", in: "VinesFeed.swift")
        #expect(found.lines == [9, 15], "\(found.lines)")
    }

    /// `NosturMainView.swift:24` and `SideTabs.swift:30`, reduced: a view only the Mac branch places.
    private static let mainView = """
        import SwiftUI
        @main struct NosturApp: App {
            var body: some Scene { WindowGroup { MainView(proMode: true) } }
        }
        struct MainView: View {
            var proMode: Bool
            var body: some View {
                if IS_CATALYST && proMode {
                    MacMainWindow()
                } else {
                    TabsView()
                }
            }
        }
        struct MacMainWindow: View {
            var body: some View { SideTabs() }
        }
        struct SideTabs: View {
            @State var tab = 0
            var body: some View {
                Button { tab = 1 } label: { Image(systemName: "house").resizable().frame(width: 40, height: 40) }
            }
        }
        struct TabsView: View {
            @State var tab = 0
            var body: some View {
                Button { tab = 2 } label: { Image(systemName: "bell").resizable().frame(width: 40, height: 40) }
            }
        }
        """

    @Test func aViewOnlyTheMacBranchPlacesIsTheMacs() async throws {
        // Must not: SideTabs' 40 pt tab, shown only through MacMainWindow. Must fire: the iPhone's tabs.
        let found = try await scan(["AppState.swift": Self.catalystFlag, "MainView.swift": Self.mainView], rule: "target.small", in: "MainView.swift")
        #expect(found.lines == [27], "\(found.lines)")
        // Must fire: without the Mac flag (a `var`), SideTabs is the iPhone's too.
        let both = try await scan(
            ["AppState.swift": Self.catalystFlag.replacingOccurrences(of: "let IS", with: "var IS"), "MainView.swift": Self.mainView],
            rule: "target.small", in: "MainView.swift")
        #expect(both.lines == [21, 27], "\(both.lines)")
    }

    /// `NestedReplyNode.swift:58-64`, reduced.
    private static func metrics(_ binding: String = "static let") -> String {
        "enum NestedThreadMetrics {\n    \(binding) showDebugLabels = false\n    \(binding) showPathLabels = false\n}\n"
    }

    /// `NestedThreadReplies.swift:343-375`, reduced.
    private static let replies = """
        import SwiftUI
        struct NestedReplyRow: View {
            let path: String
            var body: some View {
                VStack {
                    Text(path).font(.body)
                        .overlay(alignment: .topLeading) {
                            if NestedThreadMetrics.showPathLabels {
                                pathBadge
                            }
                        }
                    if NestedThreadMetrics.showDebugLabels {
                        Text(path)
                            .font(.system(size: 9, design: .monospaced))
                    }
                }
            }
            private var pathBadge: some View {
                Text(path)
                    .font(.system(size: 10, weight: .bold, design: .monospaced))
            }
        }
        """

    @Test func aBranchOnAnotherFilesFalseLetIsNotRead() async throws {
        // Must not: the debug label is never shown, and pathBadge only under a flag that is false.
        let found = try await scan(
            ["NestedReplyNode.swift": Self.metrics(), "NestedThreadReplies.swift": Self.replies], rule: "text.fixed-size", in: "NestedThreadReplies.swift")
        #expect(found.lines.isEmpty, "\(found.lines)")
        #expect(found.notes.map { $0.location?.line } == [19])
        #expect(found.notes.first?.message.hasPrefix("only previews, #if DEBUG code or branches that never run use pathBadge") == true)
    }

    @Test func aBranchOnAFlagThatMayBeTrueIsRead() async throws {
        for metrics in [
            Self.metrics("static var"), Self.metrics().replacingOccurrences(of: "= false", with: "= true"),
            Self.metrics().replacingOccurrences(of: "enum NestedThreadMetrics", with: "enum OtherMetrics"),
        ] {
            // Must fire: a `var` may be set, a `true` constant shows both, another type's flag is not this one.
            let found = try await scan(
                ["NestedReplyNode.swift": metrics, "NestedThreadReplies.swift": Self.replies], rule: "text.fixed-size", in: "NestedThreadReplies.swift")
            #expect(found.lines == [13, 19], "\(metrics): \(found.lines)")
        }
        // Must fire: a key declared twice with different values (an `#if` and its `#else`) is not known.
        let twice =
            "enum NestedThreadMetrics {\n#if DEBUG\n    static let showDebugLabels = true\n    static let showPathLabels = true\n#else\n    static let showDebugLabels = false\n    static let showPathLabels = false\n#endif\n}\n"
        let found = try await scan(
            ["NestedReplyNode.swift": twice, "NestedThreadReplies.swift": Self.replies], rule: "text.fixed-size", in: "NestedThreadReplies.swift")
        #expect(found.lines == [13, 19], "\(found.lines)")
    }
}
