import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, fresh iOS round 18b, class 2: code that never runs. Open Food Facts 35cf4ea5
/// `CircularProgressBar.swift:28-30` sets a label's font in the `didSet` of `public var labelSize`,
/// which the app reads but never sets, and `:145-148` in `private func makeLabel`, which nothing
/// calls: two `text.fixed-size` warnings about fonts no screen shows.
@Suite struct UnrunCodeTests {
    private func scan(_ files: [String: String]) async throws -> [Finding] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-unrun-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var all = files
        all["Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n"
        for (name, text) in all {
            let path = (root as NSString).appendingPathComponent(name)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.fixed-size" }
    }

    /// The progress bar, reduced: a stored property whose observer sets a font, a private
    /// function that makes a label, and a shown label set up in `awakeFromNib` (`labelSize` is
    /// `public` in the app, decided there because an Xcode target builds it; a package here).
    static let bar = """
        import UIKit
        class CircularProgressBar: UIView {
            override func awakeFromNib() {
                super.awakeFromNib()
                shown.font = UIFont.systemFont(ofSize: 14)
                addSubview(shown)
                addSubview(label)
                label.text = "\\(labelSize)"
            }
            var labelSize: CGFloat = 20 {
                didSet {
                    label.font = UIFont.systemFont(ofSize: labelSize)
                }
            }
            private var label = UILabel()
            private let shown = UILabel()
            private func makeLabel(withText text: String) -> UILabel {
                let label = UILabel()
                label.text = text
                label.font = UIFont.systemFont(ofSize: labelSize)
                return label
            }
        }
        """

    @Test func fontsInAnObserverNothingTriggersAndAPrivateFunctionNothingCallsAreNotes() async throws {
        let found = try await scan(["CircularProgressBar.swift": Self.bar])
        let severities = Dictionary(found.map { ($0.location?.line ?? 0, $0.severity) }) { first, _ in first }
        // Must fire: the label awakeFromNib sets up.
        #expect(severities[5] == .warning, "\(found.map(\.message))")
        // Must not fire: labelSize is never set, makeLabel never called.
        #expect(severities[12] == .note, "\(found.map(\.message))")
        #expect(severities[20] == .note, "\(found.map(\.message))")
        #expect(found.first { $0.location?.line == 12 }?.message.hasPrefix("nothing in the app sets labelSize") == true, "\(found.map(\.message))")
    }

    @Test func fontsInAnObserverOfAPropertyCodeSetsAndAPrivateFunctionCodeCallsAreJudged() async throws {
        let user = """
            import UIKit
            final class ProductViewController: UIViewController {
                let bar = CircularProgressBar()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    bar.labelSize += 2
                }
            }
            """
        let called = Self.bar.replacingOccurrences(of: "addSubview(label)\n", with: "addSubview(makeLabel(withText: \"0\"))\n")
        let found = try await scan(["CircularProgressBar.swift": called, "ProductViewController.swift": user])
        let severities = Dictionary(found.map { ($0.location?.line ?? 0, $0.severity) }) { first, _ in first }
        // Must fire: `bar.labelSize += 2` runs the observer; makeLabel is called.
        #expect(severities[12] == .warning, "\(found.map(\.message))")
        #expect(severities[20] == .warning, "\(found.map(\.message))")
    }

    /// An observer of an `@objc` property may be set by key, one of a wrapped property through
    /// its wrapper, and a class with a conformance may have its property set by the framework:
    /// each is judged though no code sets it by name.
    @Test func anObserverCodeMaySetOtherwiseIsJudged() async throws {
        let source = """
            import UIKit
            class BadgeView: UIView, SomeDelegate {
                var size: CGFloat = 20 { didSet { label.font = UIFont.systemFont(ofSize: size) } }
                let label = UILabel()
            }
            class TagView: UIView {
                @objc var size: CGFloat = 20 { didSet { label.font = UIFont.systemFont(ofSize: size) } }
                let label = UILabel()
            }
            """
        let found = try await scan(["Views.swift": source])
        #expect(found.count == 2 && found.allSatisfy { $0.severity == .warning }, "\(found.map(\.message))")
    }
}
