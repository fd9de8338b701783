import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// fresh-ios10b D1: a view made by a function of the file that sets
/// `adjustsFontForContentSizeCategory = true` on it before returning it is live.
@Suite struct LiveFactoryTests {
    /// The Blue Alliance 66748afd: `ContainerViewController.swift:64-70, :331-337` (line 4 here),
    /// `MatchBreakdownView.swift:10-19, :152, :186` (line 22) and `EventInsightsView.swift:31, :67-71,
    /// :103` (lines 41 and 58, the last through another type's property). Must fire: a plain
    /// `UILabel(forAutoLayout:)` (line 11, `offlineEventLabel`, `:98-104`) and a factory that does
    /// not set the flag (line 23).
    static let source = """
        class ContainerViewController: UIViewController {
            private lazy var navigationTitleLabel: UILabel = {
                let navigationTitleLabel = ContainerViewController.createNavigationLabel()
                navigationTitleLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(
                    for: UIFont.systemFont(ofSize: 17)
                )
                return navigationTitleLabel
            }()
            private lazy var offlineEventLabel: UILabel = {
                let label = UILabel(forAutoLayout: ())
                label.font = UIFont.preferredFont(forTextStyle: .footnote)
                return label
            }()
            private static func createNavigationLabel() -> UILabel {
                let label = UILabel(forAutoLayout: ())
                label.adjustsFontForContentSizeCategory = true
                return label
            }
            fileprivate lazy var titleLabel = BreakdownStyle.breakdownLabel()
            fileprivate lazy var plainLabel = BreakdownStyle.plainLabel()
            func setUp() {
                titleLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
                plainLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
                [navigationTitleLabel, offlineEventLabel, titleLabel, plainLabel].forEach(view.addSubview)
            }
        }
        class BreakdownStyle {
            static public func breakdownLabel() -> UILabel {
                let label = UILabel()
                label.adjustsFontForContentSizeCategory = true
                return label
            }
            static func plainLabel() -> UILabel {
                let label = UILabel()
                return label
            }
        }
        class EventInsightsView: UIView {
            fileprivate lazy var leftLabel: UILabel = {
                let label = EventInsightsView.label()
                label.font = UIFont.preferredFont(forTextStyle: .body)
                return label
            }()
            init() {
                super.init(frame: .zero)
                addSubview(leftLabel)
            }
            private static func label() -> UILabel {
                let label = UILabel()
                label.adjustsFontForContentSizeCategory = true
                return label
            }
        }
        class EventInsightsHeaderView: UITableViewHeaderFooterView {
            private lazy var eventInsightsView = EventInsightsView()
            override init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                eventInsightsView.leftLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
                contentView.addSubview(eventInsightsView)
            }
        }
        """

    @Test func aViewFromALiveFactoryIsLive() async throws {
        let notLive = try await scanFindings(swift: Self.source).filter { $0.rule == "text.not-live" }
        #expect(notLive.compactMap(\.location?.line).sorted() == [11, 23])
    }
}
