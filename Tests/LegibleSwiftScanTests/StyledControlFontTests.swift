import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Rocket.Chat 3172a098's own controls set their text-style fonts without
/// `adjustsFontForContentSizeCategory`, and the scan reported neither (fresh-ios13a M3, M4):
/// - `final class StyledTextField: VOTextField` (VOTextField: UITextField, in another file) sets
///   `font = UIFont.preferredFont(forTextStyle: .body)` in `applyTheme()` (StyledTextField.swift:85);
/// - `StyledButton: UIButton` reads its style from a stored property, `var fontStyle:
///   UIFont.TextStyle = .body`, into a local that it gives traits, then `titleLabel?.font = font`
///   (StyledButton.swift:23, :82-87).
@Suite struct StyledControlFontTests {
    static let voTextField = """
        import UIKit
        class VOTextField: UITextField {}
        """

    static let controls = """
        import UIKit
        final class StyledTextField: VOTextField {
            override func applyTheme() {
                super.applyTheme()
                font = UIFont.preferredFont(forTextStyle: .body)
            }
        }
        final class StyledButton: UIButton {
            var fontTraits: UIFontDescriptor.SymbolicTraits?
            var fontStyle: UIFont.TextStyle = .body
            func applyStyle() {
                var font = UIFont.preferredFont(forTextStyle: fontStyle)
                if let fontTraits = fontTraits {
                    font = font.withTraits(fontTraits) ?? font
                }
                titleLabel?.font = font
            }
        }
        final class LiveButton: UIButton {
            var fontStyle: UIFont.TextStyle = .body
            func applyStyle() {
                var font = UIFont.preferredFont(forTextStyle: fontStyle)
                titleLabel?.font = font
                titleLabel?.adjustsFontForContentSizeCategory = true
            }
        }
        final class MixedButton: UIButton {
            var fontStyle: UIFont.TextStyle = .body
            func applyStyle(size: CGFloat) {
                var font = UIFont.preferredFont(forTextStyle: fontStyle)
                font = loadFont(size)
                titleLabel?.font = font
            }
            func applyStyle(fontStyle: UIFont.TextStyle) {
                titleLabel?.font = UIFont.preferredFont(forTextStyle: fontStyle)
            }
        }
        final class Holder: NSObject {
            var font: UIFont?
            func set() { font = UIFont.preferredFont(forTextStyle: .body) }
        }
        """

    static func scan() async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-styled-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try voTextField.write(to: folder.appendingPathComponent("VOTextField.swift"), atomically: true, encoding: .utf8)
        try controls.write(to: folder.appendingPathComponent("Styled.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.severity > .note }
    }

    @Test func anAppTextFieldsOwnTextStyleIsNotLive() async throws {
        let found = try await Self.scan()
        // Must fire: StyledTextField.swift:85's line here (5), a text field through an app superclass.
        #expect(found.contains { $0.rule == "text.not-live" && $0.location?.line == 5 }, "\(found.map { ($0.location?.line, $0.rule) })")
        // Must not fire: a `font` property of a class that is no view (40).
        #expect(!found.contains { $0.location?.line == 40 }, "\(found.map { ($0.location?.line, $0.message) })")
    }

    @Test func aStyleFromAStoredPropertyThroughATraitedLocalIsNotLive() async throws {
        let found = try await Self.scan()
        // Must fire: StyledButton.swift:87's `titleLabel?.font = font` (16).
        let line16 = found.filter { $0.location?.line == 16 }
        #expect(line16.map(\.rule) == ["text.not-live"], "\(found.map { ($0.location?.line, $0.rule) })")
        #expect(line16.first?.message.contains("Body") == true, "\(line16.map(\.message))")
        // Must not fire: the same font made live (23); a local also set to a font not read (32);
        // a style a parameter gives (35), whose value is not known.
        for line in [23, 32, 35] {
            #expect(!found.contains { $0.location?.line == line }, "\(line): \(found.map { ($0.location?.line, $0.message) })")
        }
    }
}
