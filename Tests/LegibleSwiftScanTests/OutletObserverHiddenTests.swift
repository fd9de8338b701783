import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Issue 33, fresh iOS round 18b, class 3: Open Food Facts 35cf4ea5
/// ProductAddViewController.storyboard:430 and :464 are secondary-label texts in stack views
/// whose outlets' `didSet` hides them (`nutriscoreStackView?.isHidden = true`,
/// ProductAddViewController.swift:122-124 and :136-138) and nothing shows again: two
/// `contrast.text` warnings about text no screen shows.
@Suite struct OutletObserverHiddenTests {
    static func stack(_ id: String, label: String) -> String {
        """
        <stackView contentMode="scaleToFill" axis="vertical" id="\(id)"><rect key="frame" x="0" y="0" width="355" height="70"/>
        <subviews><label text="Nutri-Score computed from the values" numberOfLines="0" id="\(label)"><rect key="frame" x="0" y="0" width="355" height="70"/>
        <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
        <color key="textColor" systemColor="secondaryLabelColor"/></label></subviews>
        <color key="backgroundColor" systemColor="systemBackgroundColor"/></stackView>
        """
    }

    static let xib = OwnedXib.document(
        owner: "ProductAddViewController",
        outlets: [("nutriscoreStackView", "nutri"), ("shownStackView", "shown"), ("ifStackView", "if")],
        subviews: [stack("nutri", label: "nutriLabel"), stack("shown", label: "shownLabel"), stack("if", label: "ifLabel")])

    static let code = """
        import UIKit
        class ProductAddViewController: UIViewController {
            var flag = false
            @IBOutlet weak var nutriscoreStackView: UIStackView! {
                didSet {
                    nutriscoreStackView?.isHidden = true
                }
            }
            @IBOutlet weak var shownStackView: UIStackView! {
                didSet { shownStackView?.isHidden = true }
            }
            @IBOutlet weak var ifStackView: UIStackView! {
                didSet { if flag { ifStackView?.isHidden = true } }
            }
            func showScore() { shownStackView.isHidden = false }
        }
        """

    @Test func aLabelInAStackViewAnOutletsDidSetAlwaysHidesIsNotJudged() async throws {
        let report = try await scanXibWithCode(xib: Self.xib, code: Self.code, name: "ProductAddViewController")
        let contrast = report.findings.findings.filter { $0.rule == "contrast.text" }
        let judged = Set(contrast.filter { $0.severity >= .warning }.map(\.id))
        // Must not fire: the stack view is hidden as it loads and never shown.
        #expect(!judged.contains("nutriLabel"), "\(contrast.map { "\($0.id) \($0.severity) \($0.message)" })")
        let note = contrast.first { $0.id == "nutriLabel" }
        #expect(note?.message.hasPrefix("hidden by code whenever it loads (ProductAddViewController.nutriscoreStackView") == true, "\(note?.message ?? "")")
        // Must fire: a stack view code shows again, and one hidden only under a condition.
        #expect(judged.isSuperset(of: ["shownLabel", "ifLabel"]), "\(judged)")
    }
}
