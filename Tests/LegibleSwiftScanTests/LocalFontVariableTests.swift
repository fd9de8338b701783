import LegibleScan
import LegibleSwiftScan
import Testing

/// A local `var` font set only to fixed fonts and given to attributed text is that fixed font
/// (TBA MatchSummaryView.swift:418-422, every team number of the match list, was missed).
@Suite struct LocalFontVariableTests {
    static func source(bold: String) -> String {
        """
        import UIKit
        final class MatchSummaryView: UIView {
            func teamText(_ team: String, isBold: Bool) -> NSAttributedString {
                let attributeString = NSMutableAttributedString(string: team)
                let attributedStringRange = NSRange(location: 0, length: team.count)
                var font: UIFont = .systemFont(ofSize: 14)
                if isBold { font = \(bold) }
                attributeString.addAttribute(.font, value: font, range: attributedStringRange)
                return attributeString
            }
        }
        """
    }

    @Test func aLocalSetOnlyToFixedFontsIsFixed() throws {
        let elements = try scanSwift(Self.source(bold: ".boldSystemFont(ofSize: 14)")).elements
        // Must fire: TBA's team number, 14 pt at the attribute's line.
        #expect(elements.map(\.font) == [.fixed(size: 14, unit: "pt", weight: .regular, family: nil)])
        #expect(elements.map(\.location.line) == [8])
    }

    @Test func aLocalAlsoSetToAScalingFontIsNotRead() throws {
        // Must not fire: one branch gives it a font that scales.
        let elements = try scanSwift(Self.source(bold: "UIFont.preferredFont(forTextStyle: .headline)")).elements
        #expect(elements.isEmpty)
    }
}
