import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// A button its xib hides and code shows through its outlet is judged for its target as for its
/// font (Sileo c9f70158 PackageListHeader.xib:66, the 53×33 pt "Upgrade All" button that
/// PackageListHeader.swift:45 shows with `upgradeButton?.isHidden = false`). One no code shows
/// stays unjudged.
@Suite struct HiddenTargetTests {
    static func button(_ id: String) -> String {
        """
        <button hidden="YES" opaque="NO" buttonType="system" id="\(id)">
            <rect key="frame" x="306" y="12" width="53" height="33"/>
            <fontDescription key="fontDescription" type="system" weight="medium" pointSize="17"/>
            <state key="normal" title="Upgrade All"/>
        </button>
        """
    }

    static let xib = OwnedXib.document(
        owner: "PackageListHeader", outlets: [("upgradeButton", "kZU-hB-Pd7"), ("otherButton", "untouched")],
        subviews: [button("kZU-hB-Pd7"), button("untouched")])

    static let code = """
        import UIKit
        final class PackageListHeader: UIView {
            @IBOutlet var upgradeButton: UIButton?
            @IBOutlet var otherButton: UIButton?
            func show(actionText: String?) {
                // As Sileo's PackageListViewController.swift:574 does: a button the file gives no action is no target until code gives it one.
                upgradeButton?.addTarget(self, action: #selector(upgrade(_:)), for: .touchUpInside)
                otherButton?.addTarget(self, action: #selector(upgrade(_:)), for: .touchUpInside)
                upgradeButton?.setTitle(actionText, for: .normal)
                upgradeButton?.isHidden = false
            }
            @objc func upgrade(_ sender: Any) {}
        }
        """

    @Test func aHiddenButtonCodeShowsIsJudgedForItsTarget() async throws {
        let report = try await scanXibWithCode(xib: Self.xib, code: Self.code, name: "PackageListHeader")
        let targets = report.findings.findings.filter { $0.rule == "target.small" }
        let shown = try #require(targets.first { $0.id == "kZU-hB-Pd7" })
        #expect(shown.severity == .error)
        #expect(shown.message.hasPrefix("hit area 53×33 pt"), "\(shown.message)")
        #expect(shown.message.contains("5.5 pt top and bottom"), "\(shown.message)")
        #expect(shown.message.contains("hidden in the file; code sets PackageListHeader.upgradeButton.isHidden"), "\(shown.message)")
        // Must not fire: a hidden button no code shows is never tapped.
        #expect(!targets.contains { $0.id == "untouched" })
        // Its font is judged as before: both agree on the shown button.
        #expect(report.findings.findings.contains { $0.rule == "text.fixed-size" && $0.id == "kZU-hB-Pd7" && $0.severity == .warning })
    }
}
