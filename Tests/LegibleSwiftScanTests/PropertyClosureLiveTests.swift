import LegibleReporting
import LegibleScan
import Testing

/// A property whose initializer closure sets `adjustsFontForContentSizeCategory = true` on the
/// view it returns is live wherever the type later sets its font: 2fas-ios 693a08e5
/// `TokensAdditionalInfo.swift:27, :62` and `TokensServiceName.swift:27, :62`, a scaled font in
/// `setKind`'s `default:`, were wrong `text.not-live` (fresh-ios17a C).
@Suite struct PropertyClosureLiveTests {
    static func source(adjusts: String) -> String {
        """
        import UIKit
        final class S: UIView {
            private let label: UILabel = {
                let label = UILabel()
                label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17, weight: .medium))
                \(adjusts)
                label.numberOfLines = 1
                return label
            }()
            func setKind(_ k: Int) {
                switch k {
                case 0:
                    label.font = UIFont.systemFont(ofSize: 13, weight: .medium)
                case 1:
                    label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 13, weight: .medium))
                default:
                    label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15, weight: .regular))
                }
            }
            func setText(_ t: String) { label.text = t; addSubview(label) }
        }
        """
    }

    @Test func theClosuresFlagMakesEveryLaterBranchLive() async throws {
        // Must not fire: the flag is set in the closure. Must fire: the compact case's fixed size.
        let found = try await scanFindings(swift: Self.source(adjusts: "label.adjustsFontForContentSizeCategory = true"))
        #expect(found.filter { $0.rule == "text.not-live" && $0.severity != .note }.isEmpty, "\(found.map(\.message))")
        #expect(found.filter { $0.rule == "text.fixed-size" }.map { $0.location?.line } == [13], "\(found.map(\.message))")
    }

    @Test func withoutTheFlagTheLastScaledFontIsNotLive() async throws {
        // Must fire: with no flag anywhere, the `default:` font (and the closure's) are not live.
        let found = try await scanFindings(swift: Self.source(adjusts: "")).filter { $0.rule == "text.not-live" && $0.severity == .warning }
        let lines: [Int] = found.compactMap { $0.location?.line }
        #expect(lines.contains(17), "\(found.map(\.message))")
    }
}
