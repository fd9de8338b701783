import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// An instance property is used only where code reads it (``MemberUseKey``): Bark abbd3baa
/// `Common/String+Extension.swift:28-42` declares `extension String { var bold: NSAttributedString
/// { … UIFont.boldSystemFont(ofSize: UIFont.systemFontSize) … } }` (and `italic`), which no file
/// reads; `MarkdownParser.swift:116,207` call `originalFont.bold()` (UIFont's own function) and
/// name `.bold` weights, and the two fonts were `text.fixed-size` warnings (fresh-ios12a D4).
@Suite struct PropertyReadTests {
    /// Bark's `String+Extension.swift:27-42`, as written.
    static let stringExtension = """
        import UIKit
        extension String {
            var bold: NSAttributedString {
                return NSMutableAttributedString(string: self, attributes: [.font: UIFont.boldSystemFont(ofSize: UIFont.systemFontSize)])
            }
            var italic: NSAttributedString {
                return NSMutableAttributedString(string: self, attributes: [.font: UIFont.italicSystemFont(ofSize: UIFont.systemFontSize)])
            }
        }
        """

    /// Bark's `UIFont+Extension.swift:18-27` and `MarkdownParser.swift:116,203-207`: other members of
    /// the names (a call, an implicit member, a type's static member `UIFont.Weight.bold`).
    static let markdown = """
        import UIKit
        extension UIFont {
            func bold() -> UIFont { UIFont(descriptor: fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0) }
            func italic() -> UIFont { UIFont(descriptor: fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 0) }
        }
        final class MarkdownParser {
            func style(_ originalFont: UIFont, level: Int) -> [NSAttributedString.Key: Any] {
                var attributes: [NSAttributedString.Key: Any] = [:]
                attributes[.font] = level > 1 ? originalFont.bold() : originalFont.italic()
                var weight = UIFont.Weight.bold
                if level == 2 { weight = .bold }
                attributes[.kern] = weight.rawValue
                return attributes
            }
        }
        """

    private func scan(_ files: [String: String]) async throws -> [Finding] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-reads-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        var all = files
        all["Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n"
        for (name, text) in all {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(name)))
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.fixed-size" && $0.location?.file.hasSuffix("String+Extension.swift") == true }
    }

    @Test func aPropertyOnlyCallsAndImplicitMembersNameIsANote() async throws {
        // Must not be warnings: `bold()`, `italic()` and `.bold` are other members.
        let found = try await scan(["String+Extension.swift": Self.stringExtension, "MarkdownParser.swift": Self.markdown])
        #expect(found.count == 2, "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.severity == .note }, "\(found.map(\.message))")
        #expect(found.map { $0.property("notOnScreen") } == ["nothing in the app uses bold", "nothing in the app uses italic"])
    }

    @Test func aPropertyReadThroughDotSyntaxIsJudged() async throws {
        // Must fire: a read with a base (`"x".bold`), through `$0`, and a key path with an inferred root (`\.italic`).
        let label = """
            import UIKit
            final class TitleView: UIView {
                let label = UILabel()
                func show(_ names: [String]) {
                    label.attributedText = "Title".bold
                    let lines = names.map(\\.italic)
                    _ = names.map { $0.bold }
                    _ = lines
                }
            }
            """
        let found = try await scan([
            "String+Extension.swift": Self.stringExtension, "MarkdownParser.swift": Self.markdown, "TitleView.swift": label,
        ])
        #expect(found.count == 2, "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.severity == .warning }, "\(found.map(\.message))")
    }

    @Test func aStaticPropertyNamedByAnImplicitMemberIsJudged() async throws {
        // Must fire: `.heading` on an inferred type can only be the static member.
        let styles = """
            import UIKit
            extension NSAttributedString {
                static var heading: NSAttributedString {
                    NSAttributedString(string: "Bark", attributes: [.font: UIFont.boldSystemFont(ofSize: UIFont.systemFontSize)])
                }
            }
            final class HeaderView: UIView {
                let label = UILabel()
                func show() { label.attributedText = .heading }
            }
            """
        let found = try await scan(["String+Extension.swift": styles])
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.severity == .warning, "\(found.map(\.message))")
    }
}
