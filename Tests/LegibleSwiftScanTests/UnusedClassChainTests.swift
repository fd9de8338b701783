import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A class only unused classes name is on no screen either (fresh-ios23a D and E), reduced from
/// planetary-ios: `ThreadInteractionView` (ThreadInteractionView.swift:12-46) is named elsewhere
/// only in its own file's delegate protocol; `MiniAboutCellView` (AboutCellView.swift:168-182) is
/// made only by `AboutsMenu`'s private cell (AboutsMenu.swift:38, :124), and `AboutsMenu` only by
/// `PostTextEditorView` (PostTextEditorView.swift:48-49), which nothing names.
@Suite struct UnusedClassChainTests {
    private func scan(_ files: [String: String]) async throws -> [Finding] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-unused-chain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var all = files
        all["Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Planetary\")\n"
        for (name, text) in all {
            try Data(text.utf8).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(name)))
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.fixed-size" }.sorted { ($0.location?.file ?? "") < ($1.location?.file ?? "") }
    }

    static let interaction = """
        import UIKit
        protocol ThreadInteractionViewDelegate: AnyObject {
            func threadInteractionView(_ view: ThreadInteractionView, didLike post: String)
        }
        class ThreadInteractionView: UIView {
            weak var delegate: ThreadInteractionViewDelegate?
            let replyCountLabel: UILabel = {
                let label = UILabel()
                label.font = UIFont.systemFont(ofSize: 14, weight: .regular)
                return label
            }()
        }
        """

    static let mini = """
        import UIKit
        class MiniAboutCellView: UIView {
            static let height: CGFloat = 44
            let nameLabel: UILabel = {
                let label = UILabel()
                label.font = UIFont.systemFont(ofSize: 14, weight: .semibold)
                return label
            }()
        }
        """

    static let menu = """
        import UIKit
        class AboutsMenu: UIView {
            let rowHeight = MiniAboutCellView.height
        }
        private class MiniAboutTableViewCell: UITableViewCell {
            let aboutView = MiniAboutCellView()
        }
        """

    static let editor = """
        import UIKit
        class PostTextEditorView: UIView {
            private lazy var menu: AboutsMenu = {
                let view = AboutsMenu()
                return view
            }()
        }
        """

    static let app = """
        import UIKit
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """

    @Test func aClassOnlyItsOwnProtocolNamesIsANote() async throws {
        // Must NOT be a warning: only the protocol's requirement names ThreadInteractionView.
        let found = try await scan(["ThreadInteractionView.swift": Self.interaction, "AppDelegate.swift": Self.app])
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("nothing in the app uses ThreadInteractionView but its own code") == true, "\(found.map(\.message))")
        // Must fire: the app makes one.
        let made = Self.app.replacingOccurrences(of: "var window: UIWindow?", with: "var window: UIWindow?\n    let bar = ThreadInteractionView()")
        let used = try await scan(["ThreadInteractionView.swift": Self.interaction, "AppDelegate.swift": made])
        #expect(used.map(\.severity) == [.warning], "\(used.map(\.message))")
    }

    @Test func aClassOnlyUnusedClassesMakeIsANote() async throws {
        let files = ["AboutCellView.swift": Self.mini, "AboutsMenu.swift": Self.menu, "PostTextEditorView.swift": Self.editor, "AppDelegate.swift": Self.app]
        let found = try await scan(files)
        // Must NOT be warnings: PostTextEditorView is unused, so AboutsMenu, its cell and MiniAboutCellView are.
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(
            found.first?.message.hasPrefix("only AboutsMenu and MiniAboutTableViewCell, which nothing the app shows uses, name MiniAboutCellView") == true,
            "\(found.map(\.message))")
        // Must fire: once the app makes the editor, the chain reaches the cell's font.
        var shown = files
        shown["AppDelegate.swift"] = Self.app.replacingOccurrences(
            of: "var window: UIWindow?", with: "var window: UIWindow?\n    let editor = PostTextEditorView()")
        let used = try await scan(shown)
        #expect(used.map(\.severity) == [.warning], "\(used.map(\.message))")
        // Must fire: a struct (not a class the scan reads as one) naming the menu keeps it used.
        shown["AppDelegate.swift"] = Self.app
        shown["Composer.swift"] = "import UIKit\nstruct Composer { let menu = AboutsMenu() }\n"
        let viaStruct = try await scan(shown)
        #expect(viaStruct.map(\.severity) == [.warning], "\(viaStruct.map(\.message))")
    }
}
