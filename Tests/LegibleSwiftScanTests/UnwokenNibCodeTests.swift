import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// UIKit sends `awakeFromNib` only to objects a storyboard or xib makes, so the override of a
/// class no Interface Builder file names never runs (issue 33, fresh-ios25a pattern 3): Rocket.Chat
/// 3172a098 `Rocket.Chat/External/RCEmojiKit/Views/Reaction/ReactorListView.swift:19-32`,
/// `DefaultReactorCell`, built only by `DefaultReactorCell()` (`:107`), sets an 11 pt font in
/// `awakeFromNib` (`:31`), judged a `text.fixed-size` warning; the app's reactor cell on screen is
/// `MemberCell.xib`'s (`MessagesViewControllerMessageCellProtocol.swift:34`).
@Suite struct UnwokenNibCodeTests {
    private func scan(_ files: [String: String]) async throws -> [Finding] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-unwoken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var all = files
        all["Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Rocket_Chat\")\n"
        for (name, text) in all {
            try Data(text.utf8).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(name)))
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [InterfaceBuilderReader(), SwiftSourceReader()])
            .scan()
        return report.findings.findings.filter { $0.rule == "text.fixed-size" }
    }

    /// ReactorListView.swift:19-32 and :105-107, shortened.
    static let reactors = """
        import UIKit
        protocol ReactorPresenter { var reactor: String { get set } }
        typealias ReactorCell = UITableViewCell & ReactorPresenter
        final class DefaultReactorCell: UITableViewCell, ReactorPresenter {
            var reactor: String = "" { didSet { textLabel?.text = reactor } }
            convenience init() {
                self.init(style: .default, reuseIdentifier: nil)
            }
            override func awakeFromNib() {
                textLabel?.font = UIFont.systemFont(ofSize: 11.0)
            }
        }
        final class ReactorListView: UIView, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let dequeuedCell = tableView.dequeueReusableCell(withIdentifier: "ReactorCell")
                let cell = dequeuedCell as? ReactorCell ?? DefaultReactorCell()
                return cell
            }
        }
        """

    static let app = """
        import UIKit
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let list = ReactorListView()
        }
        """

    /// MemberCell.xib: the cell the app registers for "ReactorCell".
    static func nib(_ type: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <tableViewCell contentMode="scaleToFill" id="KGk-i7-Jjw" customClass="\(type)" customModule="Rocket_Chat" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test func anAwakeFromNibNoNibWakesIsANote() async throws {
        // Must NOT be a warning: no storyboard or xib makes a DefaultReactorCell.
        let found = try await scan(["ReactorListView.swift": Self.reactors, "AppDelegate.swift": Self.app, "MemberCell.xib": Self.nib("MemberCell")])
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("no storyboard or xib makes a DefaultReactorCell, so UIKit never calls its awakeFromNib") == true)
    }

    @Test func anAwakeFromNibANibMayWakeStaysAWarning() async throws {
        // Must fire: a xib makes the class itself.
        let named = try await scan(["ReactorListView.swift": Self.reactors, "AppDelegate.swift": Self.app, "Cell.xib": Self.nib("DefaultReactorCell")])
        #expect(named.map(\.severity) == [.warning], "\(named.map(\.message))")
        // Must fire: a xib makes a subclass, whose awakeFromNib chain reaches it through `super`.
        let open =
            Self.reactors.replacingOccurrences(of: "final class DefaultReactorCell", with: "class DefaultReactorCell")
            + "\nfinal class SmallReactorCell: DefaultReactorCell {\n    override func awakeFromNib() { super.awakeFromNib() }\n}\n"
        let subclassed = try await scan(["ReactorListView.swift": open, "AppDelegate.swift": Self.app, "Cell.xib": Self.nib("SmallReactorCell")])
        #expect(subclassed.map(\.severity) == [.warning], "\(subclassed.map(\.message))")
        // Must fire: code wakes the cell itself.
        let woken = Self.reactors.replacingOccurrences(
            of: "let cell = dequeuedCell as? ReactorCell ?? DefaultReactorCell()",
            with: "let made = DefaultReactorCell()\n        made.awakeFromNib()\n        let cell = dequeuedCell as? ReactorCell ?? made")
        let called = try await scan(["ReactorListView.swift": woken, "AppDelegate.swift": Self.app, "MemberCell.xib": Self.nib("MemberCell")])
        #expect(called.map(\.severity) == [.warning], "\(called.map(\.message))")
    }

    @Test func aFontOutsideAwakeFromNibStaysAWarning() async throws {
        // Must fire: the same font set in a method UIKit calls on every cell, however it was made.
        let laidOut = Self.reactors.replacingOccurrences(of: "override func awakeFromNib()", with: "override func layoutSubviews()")
        let found = try await scan(["ReactorListView.swift": laidOut, "AppDelegate.swift": Self.app, "MemberCell.xib": Self.nib("MemberCell")])
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
    }
}
