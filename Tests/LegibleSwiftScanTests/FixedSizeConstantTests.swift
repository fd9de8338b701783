import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, the largest miss of the first iOS scans (19 in ownCloud): a UIKit font whose size is
/// one of `UIFont`'s class constants is fixed, since a constant is one number that no text size
/// changes. Apple's documentation gives none of their values in points, so the size is kept as
/// written and nothing is measured at it.
@Suite struct FixedSizeConstantTests {
    /// ownCloud 0ac09a30 `ownCloudAppShared/Client/Collection Views/Cells/UniversalItemListCell.swift:214`
    /// (`titleLabel.font = UIFont.systemFont(ofSize: UIFont.labelFontSize * 0.8)`),
    /// `Client/User Interface/IssuesCardViewController.swift:46` (`UIFont.systemFontSize * 1.4,
    /// weight: .bold`), `Client/Markdown/MarkdownViewController.swift:90` (`.systemFont(ofSize:
    /// UIFont.smallSystemFontSize)`), `UIKit Extension/UINavigationItem+Extension.swift:36`
    /// (`buttonFontSize`); NetNewsWire 834decfa `iOS/Article/ArticleSearchBar.swift:119`.
    @Test func aConstantSizeIsFixedAndFires() async throws {
        let source = """
            final class Cell: UICollectionViewCell {
                let titleLabel = UILabel()
                let detailLabel = UILabel()
                let resultsLabel = UILabel()
                let navigationTitleLabel = UILabel()
                func configure() {
                    titleLabel.font = UIFont.systemFont(ofSize: UIFont.labelFontSize * 0.8)
                    detailLabel.font = UIFont.systemFont(ofSize: UIFont.systemFontSize * 1.4, weight: .bold)
                    resultsLabel.font = .systemFont(ofSize: UIFont.smallSystemFontSize)
                    navigationTitleLabel.font = UIFont.systemFont(ofSize: UIFont.buttonFontSize, weight: .semibold)
                }
            }
            """
        let elements = try scanSwift(source).elements
        #expect(
            elements.map(\.fixedSizeConstant) == [
                "UIFont.labelFontSize * 0.8", "UIFont.systemFontSize * 1.4", "UIFont.smallSystemFontSize", "UIFont.buttonFontSize",
            ])
        // No number is invented for them.
        #expect(elements.allSatisfy { $0.font == nil })
        let fixed = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line ?? 0 } == [7, 8, 9, 10])
        #expect(fixed.allSatisfy { $0.severity == .warning && $0.message.contains("which Dynamic Type never changes") })
        #expect(fixed.first?.message.hasPrefix("the font's size is UIFont.labelFontSize * 0.8, a fixed size") == true)
    }

    /// Attributed text (ownCloud 0ac09a30 `ownCloud/Settings/AcknowledgementsTableViewController.swift:42`,
    /// `.font : UIFont.systemFont(ofSize: UIFont.systemFontSize)`) and a constant of the file
    /// (`Client/Markdown/MarkdownViewController.swift:31`, `let displayFont = …`) fire too.
    @Test func attributedTextAndFileConstantsFire() async throws {
        let source = """
            final class Controller: UIViewController {
                let displayFont = UIFont.systemFont(ofSize: UIFont.systemFontSize)
                func show() {
                    let text = NSAttributedString(string: s, attributes: [.font : UIFont.systemFont(ofSize: UIFont.systemFontSize)])
                    label.font = displayFont
                }
            }
            """
        let fixed = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line ?? 0 }.sorted() == [4, 5])
    }

    /// A choice between two such fonts (ownCloud 0ac09a30 `User Interface/Theme/UI/ThemeTableViewCell.swift:130`,
    /// `(style == .subtitle) ? UIFont.systemFont(ofSize: UIFont.systemFontSize) : UIFont.systemFont(ofSize:
    /// UIFont.labelFontSize)`) is fixed in each branch; a choice with a text style is fixed in its
    /// other branch.
    @Test func aChoiceOfConstantSizesIsFixed() throws {
        let source = """
            final class Cell: UITableViewCell {
                func configure() {
                    aLabel.font = (style == .subtitle) ?
                        UIFont.systemFont(ofSize: UIFont.systemFontSize) :
                        UIFont.systemFont(ofSize: UIFont.labelFontSize)
                    bLabel.font = large ? UIFont.preferredFont(forTextStyle: .body) : UIFont.systemFont(ofSize: UIFont.smallSystemFontSize)
                    cLabel.font = large ? UIFont.preferredFont(forTextStyle: .body) : UIFont.preferredFont(forTextStyle: .caption1)
                }
            }
            """
        #expect(
            try scanSwift(source).elements.compactMap(\.fixedSizeConstant) == [
                "UIFont.systemFontSize or UIFont.labelFontSize", "UIFont.smallSystemFontSize",
            ])
    }

    /// Must not fire: a size the constants do not give alone (a variable, a call), a text style,
    /// a metrics-scaled font of a constant size (it scales), and shrinking of a constant size,
    /// which undoes no size a person chose (as for any fixed size).
    @Test func otherSizesAndScaledConstantsDoNotFire() async throws {
        let source = """
            final class Cell: UITableViewCell {
                func configure() {
                    aLabel.font = UIFont.systemFont(ofSize: UIFont.labelFontSize * scale)
                    bLabel.font = UIFont.preferredFont(forTextStyle: .body)
                    cLabel.font = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: UIFont.labelFontSize))
                    dLabel.font = UIFont.systemFont(ofSize: size(for: UIFont.labelFontSize))
                }
            }
            """
        #expect(try scanSwift(source).elements.compactMap(\.fixedSizeConstant).isEmpty)
        #expect(try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }.isEmpty)
        let shrinking = """
            final class Cell: UITableViewCell {
                func configure() {
                    label.font = UIFont.systemFont(ofSize: UIFont.labelFontSize)
                    label.adjustsFontSizeToFitWidth = true
                    label.minimumScaleFactor = 0.5
                }
            }
            """
        let findings = try await scanFindings(swift: shrinking)
        #expect(findings.filter { $0.rule == "text.shrinks" }.isEmpty)
        #expect(findings.filter { $0.rule == "text.fixed-size" }.map { $0.location?.line ?? 0 } == [3])
    }
}

/// Two misses of ownCloud 0ac09a30 with the same view's font set twice.
@Suite struct ReassignedFontTests {
    /// `User Interface/Theme/NSObject+ThemeApplication.swift:146` sets `label.font =
    /// UIFont.boldSystemFont(ofSize: 34)` in `case .bigTitle:` and `:149` `UIFont.systemFont(ofSize: 17)`
    /// in `case .bigMessage:`; only :149 was found, the later assignment having replaced the
    /// earlier. Each case shows its own font: both fire. Must not: two assignments in a row, where
    /// the second replaces the first, which is never shown.
    @Test func eachBranchOfASwitchOrIfShowsItsFont() async throws {
        let source = """
            extension NSObject {
                func apply(_ itemStyle: Style) {
                    if let label = self as? UILabel {
                        switch itemStyle {
                            case .bigTitle:
                                label.font = UIFont.boldSystemFont(ofSize: 34)
                            case .bigMessage:
                                label.font = UIFont.systemFont(ofSize: 17)
                            case .system(let style):
                                label.font = UIFont.preferredFont(forTextStyle: .body)
                        }
                    }
                }
                func other(_ big: Bool) {
                    if big {
                        otherLabel.font = UIFont.systemFont(ofSize: 20)
                    } else {
                        otherLabel.font = UIFont.systemFont(ofSize: UIFont.smallSystemFontSize)
                    }
                    replaced.font = UIFont.systemFont(ofSize: 12)
                    replaced.font = UIFont.preferredFont(forTextStyle: .body)
                }
            }
            """
        let fixed = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line ?? 0 }.sorted() == [6, 8, 16, 18])
    }

    /// `ownCloud/UI Elements/BorderedLabel.swift:32` `private var font : UIFont =
    /// UIFont.systemFont(ofSize: 14)`, given at `:71` `label.font = font` (and
    /// `Client/User Interface/RoundedLabel.swift:42` → `:90`): `label.font = …` assigns the label's
    /// property, not the constant `font`, which stays known. Must not: a constant the type itself
    /// assigns again (`font = …`, `self.font = …`) is not known.
    @Test func aViewsFontPropertyDoesNotReassignTheConstant() async throws {
        let source = """
            class BorderedLabel: UIView {
                private var label = UILabel()
                private var font : UIFont = UIFont.systemFont(ofSize: 14)
                private func styleView() {
                    label.font = font
                }
            }
            """
        let fixed = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line ?? 0 } == [5])
        let reassigned = """
            class BorderedLabel: UIView {
                private var label = UILabel()
                private var font : UIFont = UIFont.systemFont(ofSize: 14)
                func use(_ other: UIFont) { self.font = other }
                private func styleView() {
                    label.font = font
                }
            }
            """
        #expect(try await scanFindings(swift: reassigned).filter { $0.rule == "text.fixed-size" && $0.location?.line == 6 }.isEmpty)
    }
}
