import Foundation
import LegibleScan
import LegibleSwiftScan
import Testing

/// The app's font helpers as static members of its own type (``AppFonts``): Unwrap 44886cb3
/// `Unwrap.swift:35-60` declares `enum Unwrap { static var scaledBaseFont: UIFont { let baseFont =
/// UIFont.systemFont(ofSize: 17); let metrics = UIFontMetrics(forTextStyle: .body); return
/// metrics.scaledFont(for: baseFont) } }`, and ten cells set it with no
/// `adjustsFontForContentSizeCategory` (`PracticeTableViewCell.swift:16`): text.not-live, which
/// was missed (fresh-ios12b D5). `DynamicHeightHeaderView.swift:32-33` makes it live: silent.
@Suite struct NamespaceFontTests {
    /// Unwrap's `Unwrap.swift`, as written (less the members that are not fonts' neighbours).
    static let unwrap = """
        import UIKit
        enum Unwrap {
            static let maxEntropy = 10
            static var codeFont: UIFont {
                let metrics = UIFontMetrics(forTextStyle: .body)
                let baseFont = UIFont(name: "Menlo", size: 17) ?? UIFont.systemFont(ofSize: 17)
                return metrics.scaledFont(for: baseFont)
            }
            // Returns standard font, scaled up for Dynamic Type.
            static var scaledBaseFont: UIFont {
                let baseFont = UIFont.systemFont(ofSize: 17)
                let metrics = UIFontMetrics(forTextStyle: .body)
                return metrics.scaledFont(for: baseFont)
            }
            static var scaledBoldFont: UIFont {
                let boldFont = UIFont.boldSystemFont(ofSize: 17)
                let metrics = UIFontMetrics(forTextStyle: .body)
                return metrics.scaledFont(for: boldFont)
            }
        }
        """

    /// `PracticeTableViewCell.swift:13-17`, `SpotTheErrorDataSource.swift:46-48` and
    /// `DynamicHeightHeaderView.swift:28-34`.
    static let cells = """
        import UIKit
        class PracticeTableViewCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
                detailTextLabel?.font = Unwrap.scaledBaseFont
                detailTextLabel?.numberOfLines = 0
            }
            required init?(coder aDecoder: NSCoder) { fatalError() }
        }
        class SpotTheErrorDataSource: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.font = Unwrap.codeFont
                return cell
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        }
        class DynamicHeightHeaderView: UITableViewHeaderFooterView {
            let headerLabel = UILabel()
            private func configureHeader() {
                contentView.addSubview(headerLabel)
                headerLabel.adjustsFontForContentSizeCategory = true
                headerLabel.font = Unwrap.scaledBoldFont
                headerLabel.numberOfLines = 0
            }
        }
        """

    @Test func anEnumsScaledFontGetterIsReadAtItsUse() async throws {
        let found = try await AppFontTests.scan(["Unwrap.swift": Self.unwrap, "Cells.swift": Self.cells], on: "Cells.swift")
        // Must fire: the scaled, not live, fonts of the cell's init and of each row. Must not: the header made live.
        #expect(found["text.not-live"] == [5, 13], "\(found)")
        #expect(found["text.fixed-size"] == nil, "\(found)")
    }

    /// A member of a type the scan does not know as a font's, or a name the type does not
    /// declare as a `UIFont`, stays unknown: nothing is reported at the use.
    @Test func aNamespaceMemberThatIsNoFontStaysUnknown() async throws {
        let other = """
            import UIKit
            enum Layout {
                static var titleFont: UIFont { UIFont.systemFont(ofSize: 12) }
                static let spacing = 8
            }
            final class Row: UITableViewCell {
                func configure() {
                    textLabel?.font = Theme.titleFont
                    detailTextLabel?.font = Layout.captionFont
                }
            }
            """
        let found = try await AppFontTests.scan(["Unwrap.swift": Self.unwrap, "Row.swift": other], on: "Row.swift")
        #expect(found.isEmpty, "\(found)")
    }

    /// A fixed size in such a member is the fixed size at its use (a static func's parameters
    /// put for its arguments), and a `let`'s value is read as a getter's is.
    @Test func aFixedSizeInANamespaceIsReportedAtItsUse() async throws {
        let theme = """
            import UIKit
            struct Theme {
                static let caption = UIFont.systemFont(ofSize: 11)
                static func title(size: CGFloat = 20) -> UIFont {
                    let font = UIFont.boldSystemFont(ofSize: size)
                    return font
                }
            }
            """
        let view = """
            import UIKit
            final class Header: UIView {
                let label = UILabel()
                let subtitle = UILabel()
                func configure() {
                    label.font = Theme.title()
                    subtitle.font = Theme.caption
                }
            }
            """
        let found = try await AppFontTests.scan(["Theme.swift": theme, "Header.swift": view], on: "Header.swift")
        #expect(found["text.fixed-size"] == [6, 7], "\(found)")
    }
}
