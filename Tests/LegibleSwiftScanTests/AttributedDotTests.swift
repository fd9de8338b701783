import LegibleReporting
import LegibleScan
import Testing

/// A fixed font in attributes given only to a lone dot of a longer string (an unread badge after
/// a title) sizes an indicator's shape: a note, as a label showing only the dot is. 2fas-ios
/// 693a08e5 `MainMenuViewController.swift:47, :61-68` was a `text.fixed-size` warning (fresh-ios17a D).
@Suite struct AttributedDotTests {
    static func source(_ symbol: String) -> String {
        """
        import UIKit
        final class MenuCell: UICollectionViewListCell {
            func configure(title: String) {
                let badgeSymbol = "\(symbol)"
                var content = UIListContentConfiguration.sidebarCell()
                let attributed = NSMutableAttributedString(string: "\\(title)\\(badgeSymbol)")
                attributed.decorate(
                    textToDecorate: badgeSymbol,
                    attributes: [.baselineOffset: 10, .font: UIFont.systemFont(ofSize: 10, weight: .bold)]
                )
                attributed.addAttribute(.font, value: UIFont.systemFont(ofSize: 9), range: (attributed.string as NSString).range(of: "\(symbol)"))
                content.attributedText = attributed
                contentConfiguration = content
            }
        }
        """
    }

    @Test func aFontGivenOnlyToALoneDotIsANote() async throws {
        // Must not be a warning: both fonts style only the dot.
        let found = try await scanFindings(swift: Self.source("●")).filter { $0.rule == "text.fixed-size" }
        #expect(found.map(\.severity) == [.note, .note], "\(found.map(\.message))")
        #expect(found.first?.message.contains("it shows only a dot") == true, "\(found.map(\.message))")
    }

    @Test func aFontGivenToWordsIsJudged() async throws {
        // Must fire: the same attributes on a word.
        let found = try await scanFindings(swift: Self.source("New")).filter { $0.rule == "text.fixed-size" }
        #expect(found.map(\.severity) == [.warning, .warning], "\(found.map(\.message))")
    }
}
