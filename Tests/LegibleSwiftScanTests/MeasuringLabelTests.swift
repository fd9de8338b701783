import LegibleScan
import Testing

/// A label made only to measure text never gets a superview, so no one reads its font: VLC
/// 12cd503e `SettingsCell.swift:140` and `:147`, two `private static let` labels whose closures set
/// a text-style font, used only through `textRect(forBounds:limitedToNumberOfLines:)` to size a
/// row, were `text.not-live` warnings. The same label added to a view is judged as before.
@Suite struct MeasuringLabelTests {
    static let cell = """
        import UIKit

        class SettingsCell: UITableViewCell {
            static func height(for title: String, width: CGFloat) -> CGFloat {
                measurementTitleLabel.text = title
                let rect = CGRect(origin: .zero, size: CGSize(width: width, height: .greatestFiniteMagnitude))
                return Self.measurementTitleLabel.textRect(forBounds: rect, limitedToNumberOfLines: 2).height
            }

            private static let measurementTitleLabel: UILabel = {
                let label = UILabel()
                label.numberOfLines = 2
                label.font = .preferredFont(forTextStyle: .callout)
                return label
            }()

            private lazy var mainLabel: UILabel = {
                let label = UILabel()
                label.font = .preferredFont(forTextStyle: .callout)
                return label
            }()

            func setUp() {
                contentView.addSubview(mainLabel)
                let badge = UILabel()
                badge.font = .preferredFont(forTextStyle: .caption1)
                accessoryView = badge
                let sizing = UILabel()
                sizing.font = .preferredFont(forTextStyle: .footnote)
                sizing.sizeToFit()
            }
        }
        """

    @Test func onlyLabelsHandedToAViewAreJudged() async throws {
        let lines = try await scanFindings(swift: Self.cell).filter { $0.rule == "text.not-live" }.compactMap(\.location?.line)
        // The measuring label (:13) and a local only measured (:29) are on no screen; the property
        // added to the content view (:19) and a local given to `accessoryView` (:26) are.
        #expect(lines.sorted() == [19, 26], "\(lines)")
    }

    /// A measuring property that is not private may be handed to a view by another file.
    @Test func anInternalPropertyIsJudged() async throws {
        let source = Self.cell.replacingOccurrences(of: "private static let", with: "static let")
        let lines = try await scanFindings(swift: source).filter { $0.rule == "text.not-live" }.compactMap(\.location?.line)
        #expect(lines.contains(13), "\(lines)")
    }
}
