import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, fourteenth round, Amperfy d3513f85 `Screens/Player/MiniPlayerView.swift:704` and
/// `:709`: the iOS mini player's play and next buttons, built in `lazy var` closures with an
/// action (:201-212, :234-241) and sized only by `widthAnchor.constraint(equalToConstant: 30)` and
/// `heightAnchor.constraint(equalTo: widthAnchor)` in `NSLayoutConstraint.activate([…])`: 30×30 pt
/// targets the scan never judged.
@Suite struct AnchorSizedButtonTests {
    static let source = """
        import UIKit
        class MiniPlayerView: UIView {
            fileprivate lazy var playButton: UIButton = {
                var config = UIButton.Configuration.plain()
                let button = UIButton(configuration: config)
                button.addTarget(self, action: #selector(Self.playButtonPushed), for: .touchUpInside)
                return button
            }()
            fileprivate lazy var bigButton: UIButton = {
                let button = UIButton(type: .system)
                button.addTarget(self, action: #selector(Self.playButtonPushed), for: .touchUpInside)
                return button
            }()
            fileprivate lazy var keptButton: UIButton = {
                let button = UIButton(type: .system)
                button.addTarget(self, action: #selector(Self.playButtonPushed), for: .touchUpInside)
                return button
            }()
            fileprivate lazy var artwork: UIButton = {
                let button = UIButton(type: .custom)
                return button
            }()
            var keptWidth: NSLayoutConstraint?

            func configureForiOS() {
                NSLayoutConstraint.activate([
                    playButton.widthAnchor.constraint(equalToConstant: 30),
                    playButton.heightAnchor.constraint(equalTo: playButton.widthAnchor),
                    bigButton.widthAnchor.constraint(equalToConstant: 44),
                    bigButton.heightAnchor.constraint(equalToConstant: 44),
                    keptButton.heightAnchor.constraint(equalToConstant: 30),
                    artwork.widthAnchor.constraint(equalToConstant: 30),
                    artwork.heightAnchor.constraint(equalToConstant: 30),
                ])
                keptWidth = keptButton.widthAnchor.constraint(equalToConstant: 30)
                keptWidth?.isActive = true
            }

            @objc func playButtonPushed() {}
        }
        """

    @Test func aButtonSizedOnlyByConstantAnchorsIsJudged() async throws {
        let small = try await scanFindings(swift: Self.source).filter { $0.rule == "target.small" && $0.severity >= .warning }
        // Must fire: line 27, 30×30 pt. Must not: line 29, 44×44 pt; `keptButton`, whose width
        // constraint is kept to change later; `artwork`, given no action.
        #expect(small.map { $0.location?.line ?? 0 } == [27])
        #expect(small.first?.message.contains("30×30") == true)
    }

    @Test func aSecondLayoutOrOwnHitTestingLeavesItUnjudged() async throws {
        let second = Self.source.replacingOccurrences(
            of: "@objc func playButtonPushed() {}",
            with: "func configureForMac() { NSLayoutConstraint.activate([playButton.widthAnchor.constraint(equalToConstant: 50)]) }")
        #expect(try await scanFindings(swift: second).filter { $0.rule == "target.small" && $0.severity >= .warning }.isEmpty)
        let hitTest = Self.source.replacingOccurrences(
            of: "@objc func playButtonPushed() {}",
            with: "override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.insetBy(dx: -10, dy: -10).contains(point) }")
        #expect(try await scanFindings(swift: hitTest).filter { $0.rule == "target.small" && $0.severity >= .warning }.isEmpty)
    }
}
