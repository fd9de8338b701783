import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, class 8: a button whose own class (in another file) gives it a `UIButton.Configuration`
/// shows the configuration's title font, not the `titleLabel?.font` its user sets: that font is a
/// placeholder (a note), as it is for a button configured in the same scope. A button of a class
/// that configures nothing keeps its finding.
@Suite struct ConfiguredButtonClassTests {
    static let buttons = """
        import UIKit
        final class PillButton: UIButton {
            func show(_ title: String) {
                var configuration = UIButton.Configuration.filled()
                configuration.attributedTitle = AttributedString(title)
                self.configuration = configuration
            }
        }
        final class PlainButton: UIButton {
            func show(_ title: String) { setTitle(title, for: .normal) }
        }
        """

    static let header = """
        import UIKit
        final class HeaderView: UIView {
            let pill: PillButton = {
                let button = PillButton()
                button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
                button.titleLabel?.adjustsFontSizeToFitWidth = true
                button.titleLabel?.minimumScaleFactor = 0.5
                return button
            }()
            let plain: PlainButton = {
                let button = PlainButton()
                button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
                button.titleLabel?.adjustsFontSizeToFitWidth = true
                button.titleLabel?.minimumScaleFactor = 0.5
                return button
            }()
            let system: UIButton = {
                let button = UIButton(type: .system)
                button.titleLabel?.font = .systemFont(ofSize: 15)
                return button
            }()
        }
        """

    private static func scan(_ files: [String: String]) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-configured-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.location?.file.hasSuffix("HeaderView.swift") == true }
    }

    private static func severities(_ findings: [Finding], _ rule: String) -> [Int: Severity] {
        let pairs = findings.filter { $0.rule == rule }.compactMap { finding -> (Int, Severity)? in
            guard let line = finding.location?.line else { return nil }
            return (line, finding.severity)
        }
        return Dictionary(pairs) { first, _ in first }
    }

    @Test func aButtonClassThatConfiguresItselfMakesTheTitleFontAPlaceholder() async throws {
        let findings = try await Self.scan(["Buttons.swift": Self.buttons, "HeaderView.swift": Self.header])
        let fixed = Self.severities(findings, "text.fixed-size")
        #expect(fixed[5] == .note)
        #expect(fixed[12] == .warning)
        #expect(fixed[19] == .warning)
        let note = findings.first { $0.rule == "text.fixed-size" && $0.location?.line == 5 }
        #expect(note?.message.hasPrefix("code sets PillButton.instance.") == true)
        // Both titles' fonts are a fixed 17 pt: shrinking them undoes no size a person chose, and
        // text.fixed-size (above) is their finding.
        #expect(Self.severities(findings, "text.shrinks").isEmpty)
    }

    @Test func withoutTheClassFileTheFontIsJudged() async throws {
        let findings = try await Self.scan(["HeaderView.swift": Self.header])
        #expect(Self.severities(findings, "text.fixed-size")[5] == .warning)
    }

    @Test func aButtonClassConfiguringItsOwnTitleLabelIsNotAnElement() throws {
        let source = """
            import UIKit
            final class TagButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    titleLabel?.font = .systemFont(ofSize: 13)
                    configuration = .plain()
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class OldButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    titleLabel?.font = .systemFont(ofSize: 13)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        #expect(try scanSwift(source).elements.map(\.location.line) == [13])
    }
}
