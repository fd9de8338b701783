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

    /// falcon 45aa1439 RadioGroupView.swift: the private `OptionView` (:80-134, a fixed 16 pt at
    /// :134) only `RadioGroupView` makes, which nothing names but a `#selector` in the file's own
    /// `extension Selector` (:146); the extension of a library's type sharing the file kept it used.
    static func chooser(_ extra: String = "") -> String {
        """
        import UIKit
        class ChoiceStack: UIStackView {
            private var rows: [ChoiceRow] = []
            func add(_ title: String) {
                let row = ChoiceRow(title: title)
                row.addGestureRecognizer(UITapGestureRecognizer(target: self, action: .rowTapped))
                rows.append(row)
            }
            @objc func rowTapped(sender: UITapGestureRecognizer) {}
        }
        private class ChoiceRow: UIView {
            let titleLabel = UILabel()
            init(title: String) {
                super.init(frame: .zero)
                titleLabel.font = UIFont.systemFont(ofSize: 16)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        fileprivate extension Selector {
            static let rowTapped = #selector(ChoiceStack.rowTapped(sender:))\(extra)
        }
        """
    }

    @Test func aPrivateClassOnlyAnUnusedClassOfItsFileMakesIsANote() async throws {
        // Must NOT be a warning: ChoiceStack is named only in a selector, so its ChoiceRow is on no screen.
        let found = try await scan(["ChoiceStack.swift": Self.chooser(), "AppDelegate.swift": Self.app])
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(found.first?.message.contains("ChoiceStack") == true, "\(found.map(\.message))")
        // Must fire: the library type's extension in the file makes a row itself.
        let made = try await scan(["ChoiceStack.swift": Self.chooser("\n    static let sample = ChoiceRow(title: \"x\")"), "AppDelegate.swift": Self.app])
        #expect(made.map(\.severity) == [.warning], "\(made.map(\.message))")
    }
}
