import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, misses of the fresh iOS scans: UIKit fonts set outside `label.font = <number>`.
@Suite struct UIKitFontSiteTests {
    /// Loop 710182e2 `Loop/View Controllers/StatusTableViewController.swift:903, :907`: a list
    /// content configuration's `textProperties.font = .systemFont(ofSize: narrow ? 16 : 18, weight:
    /// .bold)` is fixed either way (16 pt, the smaller, is reported; line 5). Must fire too: a
    /// ternary size on a label (line 7) and on `UIFont(name:size:)` (line 8). Must not fire: a
    /// ternary between a number and a variable, which may scale (line 9).
    @Test func aSizeChosenBetweenTwoNumbersIsFixed() async throws {
        let source = """
            final class Cell: UITableViewCell {
                let label = UILabel(), other = UILabel(), third = UILabel()
                override func updateConfiguration(using state: UICellConfigurationState) {
                    var contentConfig = defaultContentConfiguration().updated(for: state)
                    contentConfig.textProperties.font = .systemFont(ofSize: bounds.width < 350 ? 16 : 18, weight: .bold)
                    contentConfiguration = contentConfig
                    label.font = UIFont.systemFont(ofSize: isCompact ? 13 : 15)
                    other.font = UIFont(name: "Avenir", size: isCompact ? 12 : 14)
                    third.font = UIFont.systemFont(ofSize: isCompact ? 13 : scaledSize)
                }
            }
            """
        let fixed = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line ?? 0 } == [5, 7, 8])
        let sizes = try scanSwift(source).elements.compactMap { element -> Double? in
            if case .fixed(let size, _, _, _)? = element.font { return size }
            return nil
        }
        #expect(sizes == [16, 13, 12])
    }

    /// Loop 710182e2 `Loop/View Controllers/InsulinDeliveryTableViewController.swift:40-41`: a
    /// segmented control's titles at a fixed 15 pt Semibold through `setTitleTextAttributes`
    /// (line 5; and a literal one for `.selected`, line 6). Must not fire: a bar button item's and
    /// a navigation bar's title attributes, which style system chrome (lines 7-8).
    @Test func aSegmentedControlsTitleFontIsRead() async throws {
        let source = """
            final class InsulinDeliveryTableViewController: UITableViewController {
                @IBOutlet weak var dataSourceSegmentedControl: UISegmentedControl! {
                    didSet {
                        let titleFont = UIFont.systemFont(ofSize: 15, weight: .semibold)
                        dataSourceSegmentedControl.setTitleTextAttributes([NSAttributedString.Key.font: titleFont], for: .normal)
                        self.dataSourceSegmentedControl.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 13)], for: .selected)
                        navigationItem.rightBarButtonItem?.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 12)], for: .normal)
                        navigationController?.navigationBar.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 11)]
                    }
                }
            }
            """
        let fixed = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line ?? 0 } == [5, 6])
    }

    /// IVPN df9951dc `IVPNClient/Utilities/Extensions/NSMutableAttributedString+Ext.swift:28-29`:
    /// a helper `bold(_:fontSize: CGFloat = 28)` makes `.systemFont(ofSize: fontSize, …)`, given 14
    /// by `TermsOfServiceViewController.swift:73`: fixed whatever is passed, reported at the helper
    /// (line 3). `UIButton+Ext.swift:60-61`: a local font under `NSMutableAttributedString.Key.font`
    /// (line 14). `Alerts+Ext.swift:52`: `systemFont(ofSize: largeText ? 17 : 16)` in attributes
    /// (line 16). Must not fire: a size parameter with no number default, which a caller may
    /// scale (line 7), and a scaled font of a defaulted parameter (line 10).
    @Test func aHelpersSizeParameterAndTheSubclassesFontKeyAreRead() async throws {
        let source = """
            extension NSMutableAttributedString {
                @discardableResult func bold(_ text: String, fontSize: CGFloat = 28) -> NSMutableAttributedString {
                    let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: fontSize, weight: UIFont.Weight.semibold)]
                    append(NSMutableAttributedString(string: text, attributes: attrs)); return self
                }
                func plain(_ text: String, size: CGFloat) -> NSAttributedString {
                    NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: size)])
                }
                func scaled(_ text: String, size: CGFloat = 14) -> NSAttributedString {
                    NSAttributedString(string: text, attributes: [.font: UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: size))])
                }
                func title(_ text: String, largeText: Bool) {
                    let font1: UIFont = UIFont.systemFont(ofSize: 16)
                    let attributes1 = [NSMutableAttributedString.Key.font: font1]
                    append(NSAttributedString(string: text, attributes: attributes1))
                    let messageFont: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: largeText ? 17 : 16)]
                }
            }
            """
        let fixed = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line ?? 0 } == [3, 14, 16])
        #expect(fixed.first?.message.hasPrefix("the font's size is fontSize, a parameter (28 by default), a fixed size") == true)
    }

    /// Loop 710182e2 `WatchApp Extension/Managers/ComplicationChartManager.swift:22-26, :107`: 10 pt
    /// HelveticaNeue glucose labels drawn with `attributedText.draw(with:options:context:)` into the
    /// complication's chart image, given to no view: must not fire. Must fire: the same attributes
    /// in a file that also gives an attributed string to a label.
    @Test func attributedTextDrawnIntoAnImageIsNotALabel() async throws {
        let drawn = """
            extension NSAttributedString {
                fileprivate class func forGlucoseLabel(string: String) -> NSAttributedString {
                    return NSAttributedString(string: string, attributes: [.font: UIFont(name: "HelveticaNeue", size: 10)!])
                }
            }
            final class ComplicationChartManager {
                func render(in rect: CGRect) {
                    let attributedText = NSAttributedString.forGlucoseLabel(string: "120")
                    attributedText.draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
                }
            }
            """
        #expect(try await scanFindings(swift: drawn).filter { $0.rule == "text.fixed-size" }.isEmpty)
        let shown = drawn.replacingOccurrences(
            of: "attributedText.draw(with: rect, options: .usesLineFragmentOrigin, context: nil)", with: "label.attributedText = attributedText")
        #expect(try await scanFindings(swift: shown).filter { $0.rule == "text.fixed-size" }.map { $0.location?.line ?? 0 } == [3])
    }
}
