import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A library's style property that is the font of the text it draws: XLPagerTabStrip's
/// `settings.style.buttonBarItemFont` sizes every tab title (Mastodon a9e088a9c
/// `ProfilePagingViewController.swift:72`, a fixed 17 pt Semibold, was missed).
@Suite struct LibraryStyleFontTests {
    static func pager(_ font: String) -> String {
        """
        import UIKit
        import XLPagerTabStrip
        final class ProfilePagingViewController: ButtonBarPagerTabStripViewController {
            override func viewDidLoad() {
                settings.style.buttonBarBackgroundColor = .systemBackground
                settings.style.selectedBarHeight = 3
                settings.style.buttonBarItemFont = \(font)
                super.viewDidLoad()
            }
        }
        """
    }

    @Test func theButtonBarItemFontIsTheTabTitlesFont() async throws {
        // Must fire: the real shape, line 7.
        let found = try await scanFindings(swift: Self.pager("UIFont.systemFont(ofSize: 17, weight: .semibold)")).filter { $0.rule == "text.fixed-size" }
        #expect(found.map(\.location?.line) == [7], "\(found.map(\.message))")
        #expect(found.first?.message.contains("17 pt System Semibold") == true)
        // Must NOT fire: a text style.
        let styled = try await scanFindings(swift: Self.pager(".preferredFont(forTextStyle: .headline)")).filter { $0.rule == "text.fixed-size" }
        #expect(styled.isEmpty)
    }
}
