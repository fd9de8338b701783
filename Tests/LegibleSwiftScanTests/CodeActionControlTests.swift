import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// A `<view customClass="UIControl">` (or one of the app's UIControl subclasses) that code gives
/// an action through its outlet is tapped like a button (Sileo c9f70158 PackageListHeader.xib:37,
/// the 250×21 pt sort control `PackageListViewController.swift:586` adds a target to, not judged).
/// One no code gives a target or gesture is not judged.
@Suite struct CodeActionControlTests {
    static func control(_ id: String, type: String) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" customClass="\(type)">
            <rect key="frame" x="54" y="25" width="250" height="21"/>
            <constraints>
                <constraint firstAttribute="height" constant="21" id="\(id)-h"/>
            </constraints>
        </view>
        """
    }

    static let xib = OwnedXib.document(
        owner: "PackageListHeader",
        outlets: [("sortContainer", "1i8-qo-Aie"), ("filterControl", "sub-control"), ("idleContainer", "untouched"), ("plainView", "plain")],
        subviews: [
            control("1i8-qo-Aie", type: "UIControl"), control("sub-control", type: "FilterControl"), control("untouched", type: "UIControl"),
            control("plain", type: "SileoSeparatorView"),
        ])

    static let code = """
        import UIKit
        final class FilterControl: UIControl {}
        final class SileoSeparatorView: UIView {}
        final class PackageListHeader: UIView {
            @IBOutlet weak var sortContainer: UIControl?
            @IBOutlet weak var filterControl: FilterControl?
            @IBOutlet weak var idleContainer: UIControl?
            @IBOutlet weak var plainView: SileoSeparatorView?
        }
        final class PackageListViewController: UIViewController {
            func header(_ headerView: PackageListHeader) {
                headerView.sortContainer?.addTarget(self, action: #selector(self.sortPopup(sender:)), for: .touchUpInside)
                headerView.filterControl?.addTarget(self, action: #selector(self.sortPopup(sender:)), for: .touchUpInside)
                headerView.plainView?.addGestureRecognizer(UITapGestureRecognizer())
                headerView.idleContainer?.isHidden = false
            }
            @objc func sortPopup(sender: Any?) {}
        }
        """

    @Test func aUIControlViewCodeGivesAnActionIsJudgedForItsTarget() async throws {
        let report = try await scanXibWithCode(xib: Self.xib, code: Self.code, name: "PackageListHeader")
        let targets = report.findings.findings.filter { $0.rule == "target.small" }
        let sort = try #require(targets.first { $0.id == "1i8-qo-Aie" })
        #expect(sort.severity == .error)
        #expect(sort.message.hasPrefix("hit area 250×21 pt"), "\(sort.message)")
        #expect(sort.message.contains("11.5 pt top and bottom"), "\(sort.message)")
        // The app's own subclass of UIControl is one too.
        #expect(targets.contains { $0.id == "sub-control" })
        // Must not fire: a UIControl no code gives an action, and a plain view's class that is no control.
        #expect(!targets.contains { $0.id == "untouched" })
        #expect(!targets.contains { $0.id == "plain" })
        #expect(report.findings.findings.allSatisfy { $0.id != "untouched" && $0.id != "plain" })
    }
}
