import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Issue 33, fresh-ios16c class 3: Loop 710182e2 StatusBarHUDView.xib:260, "44U" in the
/// `pumpManagerProvidedHUD` placeholder (:227, outlet at :338), was a `contrast.text` error and a
/// `text.fixed-size` warning, but `removePumpManagerProvidedHUD()` (PumpStatusHUDView.swift:78-84)
/// always removes that weak outlet's view, and both status controllers call it
/// (StatusTableViewController.swift:1713, StatusViewController.swift:234) before adding the pump
/// manager's own view. A removal under another condition, or in a method nothing calls, keeps the
/// view judged.
@Suite struct RemovedByMethodTests {
    static func placeholder(_ id: String, y: Int) -> String {
        """
        <view contentMode="scaleToFill" id="\(id)" customClass="LevelHUDView"><rect key="frame" x="0" y="\(y)" width="200" height="44"/>
        <subviews><label text="44U" id="label-\(id)"><rect key="frame" x="0" y="0" width="60" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="15"/></label></subviews></view>
        """
    }

    static let xib = OwnedXib.document(
        owner: "PumpStatusHUDView",
        outlets: [("pumpManagerProvidedHUD", "mME"), ("compactHUD", "kept"), ("spareHUD", "spare")],
        subviews: [placeholder("mME", y: 0), placeholder("kept", y: 100), placeholder("spare", y: 200)])

    static let code = """
        import UIKit
        public class PumpStatusHUDView: UIView {
            @IBOutlet public weak var pumpManagerProvidedHUD: UIView!
            @IBOutlet public weak var compactHUD: UIView!
            @IBOutlet public weak var spareHUD: UIView!
            @IBOutlet weak var statusStackView: UIStackView!
            public func removePumpManagerProvidedHUD() {
                guard let pumpManagerProvidedHUD = pumpManagerProvidedHUD else {
                    return
                }
                statusStackView.removeArrangedSubview(pumpManagerProvidedHUD)
                pumpManagerProvidedHUD.removeFromSuperview()
            }
            public func compact(_ isCompact: Bool) {
                guard isCompact else { return }
                compactHUD.removeFromSuperview()
            }
            public func removeSpare() { spareHUD.removeFromSuperview() }
        }
        final class StatusTableViewController {
            var hudView: PumpStatusHUDView!
            func configurePumpManagerHUDViews() {
                hudView.removePumpManagerProvidedHUD()
                hudView.compact(false)
            }
        }
        """

    @Test func aPlaceholderACalledMethodAlwaysRemovesIsANote() async throws {
        let package = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n"
        let found = try await FreshScanFourteenUIKitTests.scan([
            "StatusBarHUDView.xib": Self.xib, "PumpStatusHUDView.swift": Self.code, "Package.swift": package,
        ])
        let fixed = Dictionary(found.filter { $0.rule == "text.fixed-size" }.map { ($0.id, $0) }) { first, _ in first }
        // Must not fire: the placeholder the called method always removes.
        #expect(fixed["label-mME"]?.severity == .note, "\(fixed)")
        #expect(fixed["label-mME"]?.message.contains("removeFromSuperview() in removePumpManagerProvidedHUD()") == true, "\(fixed)")
        // Must fire: removed only when a condition holds, or by a method nothing calls.
        #expect(fixed["label-kept"].map { $0.severity > .note } == true, "\(fixed)")
        #expect(fixed["label-spare"].map { $0.severity > .note } == true, "\(fixed)")
    }
}
