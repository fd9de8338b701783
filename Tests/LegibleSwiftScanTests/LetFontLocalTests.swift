import LegibleReporting
import LegibleScan
import Testing

/// A font a local `let` holds, given to views (`let font = …; valueLabel.font = font; sizeLabel.font
/// = font`) in each case of a `switch`: 2fas-ios 693a08e5 `TokensCircleProgress.swift:158-170`
/// (fresh-ios17a E), whose compact fixed 12 pt and not-live scaled font were missed.
@Suite struct LetFontLocalTests {
    static func source(_ binding: String) -> String {
        """
        import UIKit
        final class Progress: UIView {
            private let valueLabel = UILabel()
            func setKind(_ compact: Bool) {
                switch compact {
                case true:
                    \(binding) font = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)
                    valueLabel.font = font
                case false:
                    \(binding) font = UIFontMetrics(forTextStyle: .caption2)
                        .scaledFont(for: UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular))
                    valueLabel.font = font
                }
                addSubview(valueLabel)
            }
        }
        """
    }

    @Test func aLetsFontIsReadWhereItIsGiven() async throws {
        // Must fire: the compact fixed size, and the scaled font with no flag.
        let found = try await scanFindings(swift: Self.source("let"))
        #expect(found.filter { $0.rule == "text.fixed-size" }.map { $0.location?.line } == [8], "\(found.map(\.message))")
        #expect(found.filter { $0.rule == "text.not-live" && $0.severity == .warning }.map { $0.location?.line } == [12], "\(found.map(\.message))")
    }

    @Test func aVarIsNotFollowed() async throws {
        // Must not fire: a `var` may be assigned again before it is given.
        let found = try await scanFindings(swift: Self.source("var"))
        #expect(found.filter { $0.rule == "text.fixed-size" || $0.rule == "text.not-live" }.isEmpty, "\(found.map(\.message))")
    }
}
