import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// fresh-ios10a D4: a string literal's escapes are decoded before its text is measured.
@Suite struct StringEscapeTests {
    /// GoMap `GpxViewController.swift:439`, `setTitle("\u{2714}", for: .normal)` on the 32 pt
    /// button of `Display.storyboard:46`: one ✔, not the eight characters `\u{2714}`. Must stay as
    /// written: a raw string, whose escapes need `\#`, and an escaped backslash.
    @Test func swiftEscapesAreDecodedInCodeSetText() throws {
        let source = #"""
            final class GpxTrackTableCell: UITableViewCell {
                @IBOutlet var uploadButton: UIButton!
                @IBOutlet var nameLabel: UILabel!
                @IBOutlet var pathLabel: UILabel!
                @IBOutlet var slashLabel: UILabel!
                func fill() {
                    uploadButton.setTitle("\u{2714}", for: .normal)
                    nameLabel.text = "Tab\there\r\n\"quoted\" it\'s \0end \u{1F600}"
                    pathLabel.text = #"C:\u{2714}\n"#
                    slashLabel.text = "a\\u{2714}"
                }
            }
            """#
        let texts = try CodeSetTextReaderTests.texts(source)
        #expect(texts["GpxTrackTableCell.uploadButton"] == [.text(ScannedText(literal: "✔"))])
        #expect(texts["GpxTrackTableCell.nameLabel"] == [.text(ScannedText(literal: "Tab\there\r\n\"quoted\" it's \0end 😀"))])
        #expect(texts["GpxTrackTableCell.pathLabel"] == [.text(ScannedText(literal: #"C:\u{2714}\n"#))])
        // An escaped backslash is one backslash, and what follows it is plain text.
        #expect(texts["GpxTrackTableCell.slashLabel"] == [.text(ScannedText(literal: #"a\u{2714}"#))])
    }
}
