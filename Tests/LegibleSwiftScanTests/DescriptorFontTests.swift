import LegibleScan
import LegibleSwiftScan
import LegibleTypeScale
import Testing

/// `UIFont(descriptor:size: 0)` of a text style's descriptor is that style (Delta adee3c5c), and
/// `UIFont.systemFont(ofSize: 0)` is no fixed size (EhPanda a67ba072).
@Suite struct DescriptorFontTests {
    /// Delta adee3c5c `SaveStatesViewController.swift:643-644` and
    /// `SaveStatesCollectionHeaderView.swift:81-83` (a `var` given the bold trait later).
    @Test func aZeroSizedFontOfAStyleDescriptorIsThatStyle() async throws {
        let source = """
            class SaveStatesViewController: UIViewController {
                func configure(cell: GridCollectionViewCell) {
                    let fontDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .subheadline).withSymbolicTraits(.traitBold)!
                    cell.textLabel.font = UIFont(descriptor: fontDescriptor, size: 0.0)
                }
            }
            class SaveStatesCollectionHeaderView: UICollectionReusableView {
                let textView = UITextView()
                func initialize() {
                    var fontDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title3)
                    fontDescriptor = fontDescriptor.withSymbolicTraits([.traitBold])!
                    self.textView.font = UIFont(descriptor: fontDescriptor, size: 0.0)
                }
            }
            class Inline: UIViewController {
                let label = UILabel()
                func setUp() {
                    label.font = UIFont(descriptor: UIFont.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits(.traitBold) ?? UIFontDescriptor(), size: 0)
                }
            }
            """
        #expect(
            try fonts(source) == [
                .textStyle(.subheadline, weight: .bold, live: false), .textStyle(.title3, weight: nil, live: false),
                .textStyle(.body, weight: .bold, live: false),
            ])
        #expect(try await lines(source, "text.not-live") == [4, 12, 18])
    }

    /// A size other than 0 pins the font; adjustsFontForContentSizeCategory keeps a style live.
    @Test func aSizedDescriptorFontOrAnAdjustingLabelIsNotReported() async throws {
        let source = """
            class A: UIViewController {
                let title = UILabel()
                let other = UILabel()
                func setUp() {
                    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .largeTitle).withSymbolicTraits(.traitBold)!
                    title.font = UIFont(descriptor: descriptor, size: 0)
                    title.adjustsFontForContentSizeCategory = true
                    other.font = UIFont(descriptor: descriptor, size: 20)
                }
            }
            """
        #expect(try fonts(source) == [.textStyle(.largeTitle, weight: .bold, live: true)])
        #expect(try await lines(source, "text.not-live").isEmpty)
    }

    /// Delta adee3c5c `GameCollectionViewController.swift:556-563`: a style set in one branch of
    /// an `if` and another in the `else` are each shown; a later assignment outside a branch
    /// replaces the earlier one.
    @Test func aTextStyleInAnotherBranchIsKept() async throws {
        let source = """
            class GameCollectionViewController: UICollectionViewController {
                func configure(cell: GridCollectionViewCell) {
                    if self.traitCollection.horizontalSizeClass == .regular {
                        cell.textLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
                    } else {
                        cell.textLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
                    }
                }
                func other(cell: GridCollectionViewCell) {
                    cell.detailLabel.font = UIFont.preferredFont(forTextStyle: .headline)
                    cell.detailLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
                    cell.detailLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """
        #expect(try await lines(source, "text.not-live").sorted() == [4, 6])
        #expect(try fonts(source).filter { $0 == .textStyle(.headline, weight: nil, live: false) }.isEmpty)
    }

    /// EhPanda a67ba072 `LiveTextView.swift:154`: a text view kept invisible at 0 pt.
    @Test func aZeroPointSystemFontIsNoFixedSize() async throws {
        let source = """
            class LiveTextView: UIView {
                let textView = UITextView()
                let badge = UILabel()
                func setUp() {
                    textView.font = .systemFont(ofSize: 0)
                    badge.font = .systemFont(ofSize: 9)
                }
            }
            """
        #expect(try await lines(source, "text.fixed-size") == [6])
    }

    private func lines(_ source: String, _ rule: String) async throws -> [Int] {
        try await scanFindings(swift: source).filter { $0.rule == rule }.compactMap(\.location?.line)
    }
}
