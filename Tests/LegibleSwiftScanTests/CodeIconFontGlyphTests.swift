import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// ef-app_ios `IconView.swift:73`: `UIFont(name: "FontAwesome", size: 18)` on a label a private
/// function makes, its text the function's `code` parameter, which the type passes only as
/// `"\u{f188}"`, the bug icon: a picture, a note as emoji-only text is (fresh-ios29a, D). A call
/// that passes a word makes it text again.
@Suite struct CodeIconFontGlyphTests {
    static func iconView(_ second: String) -> String {
        """
        import UIKit
        final class BadgeIconView: UIView {
            func make(bug: Bool) -> UIView {
                bug ? makeGlyph(code: "\\u{f188}") : makeGlyph(code: \(second))
            }
            private func makeGlyph(code: String) -> UIView {
                let label = UILabel(frame: .zero)
                label.font = UIFont(name: "FontAwesome", size: 18)
                label.text = code
                return label
            }
        }
        """
    }

    @Test func aLabelOnlyGivenPrivateUseGlyphsIsANote() async throws {
        let glyphs = try await scanFindings(swift: Self.iconView(#""\u{f0ac}""#)).filter { $0.rule == "text.fixed-size" }
        #expect(glyphs.map(\.severity) == [.note], "\(glyphs.map(\.message))")
        #expect(glyphs.first?.message.contains("private-use characters (U+F188)") == true, "\(glyphs.map(\.message))")
        let word = try await scanFindings(swift: Self.iconView(#""Bug""#)).filter { $0.rule == "text.fixed-size" }
        #expect(word.map(\.severity) == [.warning], "\(word.map(\.message))")
    }

    /// ef-app_ios `KnowledgeList.storyboard:39`: a FontAwesome 34 pt label whose file text is one
    /// private-use glyph (U+F129) and whose owner sets `String(character)`, which the scan cannot
    /// read: the file's glyph stands for the icon code shows. A word placeholder stays a warning.
    @Test func aPlaceholderGlyphCodeReplacesUnreadablyIsStillAPicture() async throws {
        func label(_ id: String, _ text: String) -> String {
            """
            <label text="\(text)" id="\(id)"><rect key="frame" x="0" y="0" width="48" height="48"/>
            <fontDescription key="fontDescription" name="FontAwesome" family="FontAwesome" pointSize="34"/></label>
            """
        }
        let xib = OwnedXib.document(
            owner: "GroupHeaderCell", outlets: [("glyphLabel", "glyph"), ("wordLabel", "word")],
            subviews: [label("glyph", "\u{F129}"), label("word", "Info")])
        let code = """
            import UIKit
            final class GroupHeaderCell: UITableViewCell {
                @IBOutlet private weak var glyphLabel: UILabel!
                @IBOutlet private weak var wordLabel: UILabel!
                func show(_ character: Character) {
                    glyphLabel.text = String(character)
                    wordLabel.text = String(character)
                }
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-glyph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try xib.write(to: folder.appendingPathComponent("GroupHeaderCell.xib"), atomically: true, encoding: .utf8)
        try code.write(to: folder.appendingPathComponent("GroupHeaderCell.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let fixed = report.findings.findings.filter { $0.rule == "text.fixed-size" }
        #expect(fixed.first { $0.id == "glyph" }?.severity == .note, "\(fixed.map { "\($0.id) \($0.message)" })")
        #expect(fixed.first { $0.id == "word" }?.severity == .warning, "\(fixed.map { "\($0.id) \($0.message)" })")
    }
}
