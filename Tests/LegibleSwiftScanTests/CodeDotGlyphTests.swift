import LegibleReporting
import LegibleScan
import Testing

/// A lone dot a UIKit cell shows as its unread marker is a shape, not text: Unwrap 44886cb3
/// `NewsTableViewCell.swift:50-52` (`readNotification.text = "•"`, `.systemFont(ofSize: 36)`,
/// toggled only by its alpha in `NewsDataSource.swift:88/90`) was a `text.fixed-size` warning
/// (fresh-ios12b D4). A note; a letter, or a dot the type also replaces with words, stays judged.
@Suite struct CodeDotGlyphTests {
    static func cell(_ texts: String) -> String {
        """
        import UIKit
        class NewsTableViewCell: UITableViewCell {
            let readNotification = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                \(texts)
                readNotification.font = .systemFont(ofSize: 36)
                contentView.addSubview(readNotification)
            }
            required init?(coder aDecoder: NSCoder) { fatalError() }
        }
        """
    }

    @Test func theUnreadBulletIsANote() async throws {
        // Must not be a warning: Unwrap's unread dot.
        let found = try await scanFindings(swift: Self.cell(#"readNotification.text = "•""#)).filter { $0.rule == "text.fixed-size" }
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(found.first?.location?.line == 7)
        #expect(found.first?.message.contains("it shows only a dot (\"•\"), a status indicator") == true, "\(found.map(\.message))")
    }

    @Test func aLetterOrADotReplacedByWordsIsJudged() async throws {
        // Must fire: one letter is text (as outside a badge), and so is a label later given a word.
        for texts in [#"readNotification.text = "A""#, "readNotification.text = \"•\"\n        readNotification.text = \"New\""] {
            let found = try await scanFindings(swift: Self.cell(texts)).filter { $0.rule == "text.fixed-size" }
            #expect(found.map(\.severity) == [.warning], "\(texts): \(found.map(\.message))")
        }
    }

    @Test func dotGlyphsAreOneRoundDot() {
        #expect(["•", " ● ", "◦"].allSatisfy(EmojiText.isDotGlyph))
        // A middle dot alone is a separator between views (``SeparatorText``), not a status dot.
        #expect(!["••", "• New", "A", "-", "1", "", "·"].contains(where: EmojiText.isDotGlyph))
    }
}
