import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A Swift class no file names is on no screen when the scan holds the project and the app's
/// entry (issue 33, fresh-ios13b D4): Jami a8d4bcb1 `ConfirmationAlert.swift:30`, `class
/// ConfirmationAlert`, named by no file but its own, gave a `text.fixed-size` warning at `:81`
/// (a fixed 11 pt Thin text field font); its method `configure` shares its name with other
/// types' methods, so the member check could not tell.
@Suite struct UnusedClassTests {
    private func scan(_ files: [String: String]) async throws -> [Finding] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-unused-class-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var all = files
        all["Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Ring\")\n"
        for (name, text) in all {
            try Data(text.utf8).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(name)))
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.fixed-size" }
    }

    static let alert = """
        import UIKit
        class ConfirmationAlert {
            var alert = UIAlertController()
            func configure(title: String) {
                alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                alert.addTextField { textField in
                    textField.font = UIFont.systemFont(ofSize: 11, weight: .thin)
                }
            }
        }
        """

    static let app = """
        import UIKit
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func start(cell: MessageCell) { cell.configure(title: "x") }
        }
        class MessageCell: UITableViewCell {
            func configure(title: String) {}
        }
        """

    @Test func aClassNoFileNamesIsANote() async throws {
        // Must NOT be a warning: only ConfirmationAlert.swift names ConfirmationAlert.
        let found = try await scan(["ConfirmationAlert.swift": Self.alert, "AppDelegate.swift": Self.app])
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("nothing in the app uses ConfirmationAlert, so no screen shows it") == true)
    }

    @Test func aClassAnotherFileNamesStaysAWarning() async throws {
        // Must fire: the app makes one.
        let app = Self.app.replacingOccurrences(of: "cell.configure(title: \"x\")", with: "ConfirmationAlert().configure(title: \"x\")")
        let found = try await scan(["ConfirmationAlert.swift": Self.alert, "AppDelegate.swift": app])
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
        // Must fire: without the app's entry, code outside the scan may use it.
        let other = Self.app.replacingOccurrences(of: ": UIResponder, UIApplicationDelegate", with: "")
        let alone = try await scan(["ConfirmationAlert.swift": Self.alert, "Other.swift": other])
        #expect(alone.map(\.severity) == [.warning], "\(alone.map(\.message))")
        // Must fire: an app that makes classes from names at run time (Sileo's depiction views,
        // `Bundle.main.classNamed("Sileo.\(className)")`) may make it.
        let lookup = Self.app + "\nfunc make(_ name: String) -> AnyClass? { Bundle.main.classNamed(\"Ring.\\(name)\") }\n"
        let made = try await scan(["ConfirmationAlert.swift": Self.alert, "AppDelegate.swift": lookup])
        #expect(made.map(\.severity) == [.warning], "\(made.map(\.message))")
    }
}
