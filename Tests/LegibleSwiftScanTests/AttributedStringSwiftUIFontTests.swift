import LegibleScan
import LegibleSwiftScan
import Testing

/// `text.not-live` (issue 33): a SwiftUI text style given as an `AttributedString`'s `.font`
/// (`.headline`, `.body.weight(.semibold)`) is SwiftUI's `Font`, which UIFont has no spelling
/// for, and SwiftUI scales it whenever the text size changes: it is live. Element X 5d0343c4
/// `PinnedItemsBannerView.swift:89` and Mlem 83702b65 `View+ExternalApiWarning.swift:60` were
/// "set without adjustsFontForContentSizeCategory" warnings. A UIFont made once from a text
/// style is still not live.
@Suite struct AttributedStringSwiftUIFontTests {
    /// Whether each element's text style follows size changes, in file order.
    private func liveness(_ source: String) throws -> [Bool] {
        try scanSwift(source).elements.compactMap { element in
            if case .textStyle(_, _, let live)? = element.font { return live }
            return nil
        }
    }

    @Test func aSwiftUITextStyleInAnAttributedStringIsLive() throws {
        // Must NOT be not-live: Element X's and Mlem's shapes.
        let source = """
            import SwiftUI
            struct Banner {
                var title: AttributedString {
                    var final = AttributedString("Pinned")
                    final.font = .headline
                    return final
                }
                var guest: AttributedString {
                    var string = AttributedString(localized: "Viewing \\(host) as guest")
                    if let range = string.range(of: host) { string[range].font = .body.weight(.semibold) }
                    return string
                }
            }
            """
        #expect(try liveness(source) == [true, true])
    }

    @Test func aUIFontFromATextStyleIsStillNotLive() throws {
        // Must fire: a UIFont made once, in an attributed string or on a label.
        let source = """
            import UIKit
            final class Cell: UITableViewCell {
                let title = UILabel()
                func configure() {
                    var text = AttributedString("Pinned")
                    text.font = UIFont.preferredFont(forTextStyle: .headline)
                    title.font = .preferredFont(forTextStyle: .body)
                    show(text)
                }
            }
            """
        #expect(try liveness(source) == [false, false])
    }
}
