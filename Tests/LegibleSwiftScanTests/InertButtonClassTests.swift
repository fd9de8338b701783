import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// A `<button>` of the app's own class that neither the file nor any code gives an action is a
/// badge drawn as a button (``InertButtons``), reduced from siskin-im (fresh-ios23a B):
/// Main.storyboard:76's unread count, a `BadgeButton` (RoundButton.swift:38-86) 31×18 pt with no
/// `<connections>`, whose class only sets its title and hides itself, and whose outlet `badge`
/// ChatsListTableViewCell.swift:118 only titles.
@Suite struct InertButtonClassTests {
    static let xib = OwnedXib.document(
        owner: "ChatsListTableViewCell",
        outlets: [("badge", "aKh-IF-QJS")],
        subviews: [
            """
            <button opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" buttonType="system" id="aKh-IF-QJS" customClass="BadgeButton" customModule="Siskin" customModuleProvider="target">
                <rect key="frame" x="307" y="0.0" width="31" height="18"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
                <inset key="contentEdgeInsets" minX="6" minY="2" maxX="6" maxY="2"/>
                <state key="normal" title="123"/>
            </button>
            """
        ])

    static func code(badgeSetup: String = "isHidden = true", superclass: String = "UIButton", cell: String = "") -> String {
        """
        import UIKit
        class RoundedButton: \(superclass) {
            override func layoutSubviews() {
                super.layoutSubviews()
                layer.cornerRadius = min(frame.height, frame.width) / 2
            }
        }
        class BadgeButton: RoundedButton {
            var title: String? {
                didSet {
                    setTitle(title, for: .normal)
                    isHidden = title?.isEmpty ?? true
                }
            }
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                \(badgeSetup)
            }
        }
        class ChatsListTableViewCell: UITableViewCell {
            @IBOutlet var badge: BadgeButton!
            func update(unread: Int) {
                badge.title = unread > 0 ? "\\(unread)" : nil
                \(cell)
            }
        }
        """
    }

    private func targets(_ code: String) async throws -> Set<String> {
        let report = try await scanXibWithCode(xib: Self.xib, code: code, name: "ChatsListTableViewCell")
        return Set(report.findings.findings.filter { $0.rule == "target.small" }.map(\.id))
    }

    @Test func aBadgeButtonNothingGivesAnActionIsNoTarget() async throws {
        // Must not fire: the class, its superclass and the outlet's code give it nothing to do.
        #expect(try await targets(Self.code()).isEmpty)
    }

    @Test func aButtonClassThatMayActStaysATarget() async throws {
        // Must fire: the class gives itself a target, its superclass is no UIButton the scan can
        // follow (a library's), or code gives the outlet an action.
        let own = Self.code(badgeSetup: "addTarget(self, action: #selector(tapped), for: .touchUpInside)")
        #expect(try await targets(own) == ["aKh-IF-QJS"])
        #expect(try await targets(Self.code(superclass: "PillButton")) == ["aKh-IF-QJS"])
        let outlet = Self.code(cell: "badge.addAction(UIAction { _ in }, for: .touchUpInside)")
        #expect(try await targets(outlet) == ["aKh-IF-QJS"])
        // Must fire: an override of a touch method in the class handles taps itself.
        let touches = Self.code(badgeSetup: "").replacingOccurrences(
            of: "class BadgeButton: RoundedButton {",
            with: "class BadgeButton: RoundedButton {\n    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {}")
        #expect(try await targets(touches) == ["aKh-IF-QJS"])
    }
}
