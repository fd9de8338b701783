import LegibleReporting
import LegibleScan
import Testing

/// SwiftHub 58d85c58 (fresh judge ios22b misses): a view's font made bold by a library property
/// and then sized (`Common/Table View Cells/DefaultTableViewCell.swift:50-60`), and a segmented
/// control's `titleTextAttributes` property (`Common/SegmentedControl.swift:48-58`).
@Suite struct SwiftHubFontTests {
    static let cell = """
        import UIKit
        class Label: UILabel {}
        class DefaultTableViewCell: UITableViewCell {
            lazy var titleLabel: Label = {
                let view = Label()
                view.font = view.font.withSize(14)
                return view
            }()
            lazy var secondDetailLabel: Label = {
                let view = Label()
                view.font = view.font.bold.withSize(11)
                return view
            }()
            lazy var thirdLabel: Label = {
                let view = Label()
                view.font = view.font.bold
                return view
            }()
        }
        """

    // Must fire: 14 pt, and 11 pt Bold through SwifterSwift's `UIFont.bold`. Must not fire: `.bold`
    // alone keeps the label's font, whose size is not known here.
    @Test func aBoldCopyOfAViewsFontSizedIsFixed() async throws {
        let found = try await scanFindings(swift: Self.cell).filter { $0.rule == "text.fixed-size" }
        #expect(found.map { $0.location?.line ?? 0 } == [6, 11], "\(found.map(\.message))")
        #expect(found.last?.message.contains("11 pt System Bold") == true, "\(found.map(\.message))")
    }

    static let control = """
        import UIKit
        import HMSegmentedControl
        class SegmentedControl: HMSegmentedControl {
            func makeUI() {
                let font = UIFont.systemFont(ofSize: 11)
                titleTextAttributes = [NSAttributedString.Key.font: font]
                self.selectedTitleTextAttributes = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12)]
            }
        }
        class NavigationController: UINavigationController {
            func style() {
                navigationBar.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 13)]
            }
        }
        class Bar: UINavigationBar {
            func style() {
                titleTextAttributes = [.font: UIFont.systemFont(ofSize: 14)]
            }
        }
        """

    // Must fire: the segmented control's 11 and 12 pt titles. Must not fire: a navigation bar's
    // title attributes, which style system chrome.
    @Test func aSegmentedControlsTitleAttributesAreRead() async throws {
        let found = try await scanFindings(swift: Self.control).filter { $0.rule == "text.fixed-size" }
        #expect(found.map { $0.location?.line ?? 0 } == [6, 7], "\(found.map(\.message))")
    }
}
