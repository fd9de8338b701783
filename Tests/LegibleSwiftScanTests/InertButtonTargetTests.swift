import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// A `<button>` the file gives no action, segue or menu, that code never gives a target, action,
/// menu or gesture through its outlet, is a label drawn as a button: nothing to tap (GoMap
/// 2d1b2a2f Height.storyboard:43, "Distance", whose outlet `distanceLabel` HeightViewController.swift
/// only styles and titles, was a `target.small` error at 67×17 pt).
@Suite struct InertButtonTargetTests {
    static func button(_ id: String, connections: String = "", extra: String = "") -> String {
        """
        <button contentMode="scaleToFill" buttonType="system" adjustsImageWhenHighlighted="NO" id="\(id)"\(extra)>
            <rect key="frame" x="20" y="40" width="67" height="17"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <state key="normal" title="Distance"/>
            \(connections.isEmpty ? "" : "<connections>\(connections)</connections>")
        </button>
        """
    }

    static let xib = OwnedXib.document(
        owner: "HeightViewController",
        outlets: [
            ("distanceLabel", "SdH-uy-BuK"), ("heightButton", "targeted"), ("menuButton", "menued"), ("listButton", "listed"),
            ("addOneIncludeButton", "FRf-jj-b4b"),
        ],
        subviews: [
            button("SdH-uy-BuK"), button("targeted"), button("menued"), button("listed"), button("FRf-jj-b4b"),
            button("acting", connections: #"<action selector="tap:" destination="-1" eventType="touchUpInside" id="a1"/>"#),
            button("noOutlet"), button("tagged", extra: #" tag="7""#),
        ])

    static let code = """
        import UIKit
        final class HeightViewController: UIViewController {
            @IBOutlet var distanceLabel: UIButton!
            @IBOutlet var heightButton: UIButton!
            @IBOutlet var menuButton: UIButton!
            @IBOutlet var listButton: UIButton!
            @IBOutlet var addOneIncludeButton: UIButton?
            override func viewDidLoad() {
                distanceLabel.backgroundColor = nil
                distanceLabel.layer.cornerRadius = 5
                distanceLabel.setTitle("12 m", for: .normal)
                heightButton.addAction(UIAction { _ in }, for: .touchUpInside)
                menuButton.menu = UIMenu(children: [])
                [listButton].forEach { $0?.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside) }
                setupAddOneMenu(button: addOneIncludeButton!)
            }
            // GoMap QuestBuilderController.swift:165-190 gives its "+" button a menu through a parameter.
            private func setupAddOneMenu(button: UIButton) {
                button.menu = UIMenu(children: [])
                button.showsMenuAsPrimaryAction = true
            }
            @IBAction func tap(_ sender: Any) {}
        }
        """

    @Test func aButtonNothingGivesAnActionIsNoTarget() async throws {
        let report = try await scanXibWithCode(xib: Self.xib, code: Self.code, name: "HeightViewController")
        let targets = Set(report.findings.findings.filter { $0.rule == "target.small" }.map(\.id))
        // Must not fire: GoMap's "Distance" label-button, and one no outlet, action or tag reaches.
        #expect(!targets.contains("SdH-uy-BuK"))
        #expect(!targets.contains("noOutlet"))
        // Must fire: a button with an action in the file, or one code gives an action, a menu or a
        // target through an array's `forEach`, and one found by tag, whose code is not followed.
        #expect(targets.isSuperset(of: ["acting", "targeted", "menued", "listed", "tagged", "FRf-jj-b4b"]), "\(targets)")
    }

    /// Must fire: when the owner's code is not among the files scanned (a class of another
    /// target, a library's), what gives the button its action is unknown.
    @Test func aButtonWhoseOwnersCodeIsNotScannedIsJudged() async throws {
        let code = "import UIKit\nfinal class SomethingElse: UIView {}\n"
        let report = try await scanXibWithCode(xib: Self.xib, code: code, name: "HeightViewController")
        let targets = Set(report.findings.findings.filter { $0.rule == "target.small" }.map(\.id))
        #expect(targets.isSuperset(of: ["SdH-uy-BuK", "noOutlet"]), "\(targets)")
    }

    /// GoMap CustomFeatureController.swift:147 gives its geometry buttons (POI.storyboard:1750) their
    /// target through a dictionary's loop: any outlet of the type may be one of them.
    @Test func aTargetGivenThroughALoopTheScanCannotFollowKeepsTheTypesButtonsJudged() async throws {
        let code = """
            import UIKit
            final class HeightViewController: UIViewController {
                @IBOutlet var distanceLabel: UIButton!
                var geomDict: [UIButton: Int] = [:]
                override func viewDidLoad() {
                    geomDict = [distanceLabel!: 1]
                    for (button, _) in geomDict { button.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside) }
                }
                @IBAction func tap(_ sender: Any) {}
            }
            """
        let report = try await scanXibWithCode(xib: Self.xib, code: code, name: "HeightViewController")
        #expect(report.findings.findings.contains { $0.rule == "target.small" && $0.id == "SdH-uy-BuK" })
    }

    /// Rocket.Chat 3172a098 BaseMessageCell.swift:111 gives a gesture to a `UILabel?` parameter;
    /// its subclasses' read-receipt buttons (BasicMessageCell.xib:52, 20×20 pt, no action) are
    /// status icons, not targets. A parameter that may be a button (`UIView`) keeps them judged.
    @Test func aGestureGivenToALabelParameterReachesNoButton() async throws {
        func code(_ type: String) -> String {
            """
            import UIKit
            class BaseMessageCell: UIViewController {
                func insertGesturesIfNeeded(with username: \(type)) {
                    let gesture = UITapGestureRecognizer(target: self, action: #selector(tap(_:)))
                    username?.addGestureRecognizer(gesture)
                }
                @objc func tap(_ sender: Any) {}
            }
            final class HeightViewController: BaseMessageCell {
                @IBOutlet var distanceLabel: UIButton!
                func configure() { distanceLabel.setImage(nil, for: .normal) }
            }
            """
        }
        let label = try await scanXibWithCode(xib: Self.xib, code: code("UILabel?"), name: "HeightViewController")
        #expect(!label.findings.findings.contains { $0.rule == "target.small" && $0.id == "SdH-uy-BuK" })
        let view = try await scanXibWithCode(xib: Self.xib, code: code("UIView?"), name: "HeightViewController")
        #expect(view.findings.findings.contains { $0.rule == "target.small" && $0.id == "SdH-uy-BuK" })
    }
}
