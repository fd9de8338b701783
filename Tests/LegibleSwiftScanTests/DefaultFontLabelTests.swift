import LegibleReporting
import LegibleScan
import Testing

/// A `UILabel()` code gives no font shows UIKit's default, a fixed 17 pt system font: shrinking
/// it undoes no size a person chose (`text.shrinks` documentation). 2fas-ios 693a08e5
/// `SettingsMenuViewController+TableCellHandling.swift:93-103`, the "donate" label, was a
/// `text.shrinks` warning (fresh-ios17a B).
@Suite struct DefaultFontLabelTests {
    static func source(_ extra: String) -> String {
        """
        import UIKit
        final class Menu: UITableViewController {
            func accessory() -> UIView {
                let donateLabel = {
                    let label = UILabel()
                    label.text = "It matters"
                    label.minimumScaleFactor = 0.3
                    label.adjustsFontSizeToFitWidth = true
                    label.numberOfLines = 1
                    return label
                }()
                \(extra)
                return donateLabel
            }
        }
        """
    }

    @Test func aLabelWithUIKitsDefaultFontDoesNotUndoAChosenSize() async throws {
        // Must not fire: no font is set, so the label keeps the fixed default.
        let found = try await scanFindings(swift: Self.source("")).filter { $0.rule == "text.shrinks" }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func aFontSetThroughTheBoundNameKeepsTheShrinkJudged() async throws {
        // Must fire: the view is given a text style afterwards, through the name the closure's result is bound to.
        let found = try await scanFindings(swift: Self.source("donateLabel.font = .preferredFont(forTextStyle: .body)"))
            .filter { $0.rule == "text.shrinks" }
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
    }
}
