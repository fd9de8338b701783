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

    /// tinode-ios 68c9f73c SendMessageBar.xib:97: an audio button the xib hides, shown by
    /// `deleteAudioButton.show(true, dimension: …)`, a `UIView` extension method whose body sets
    /// `self.isHidden = !show` (UiUtils.swift:1095).
    @Test func aViewExtensionMethodThatSetsIsHiddenShowsTheButton() async throws {
        let xib = OwnedXib.document(
            owner: "VoiceBar", outlets: [("trashButton", "trash"), ("keptButton", "kept")], subviews: [Self.button("trash"), Self.button("kept")])
        let code = """
            import UIKit
            extension UIView {
                func reveal(_ visible: Bool, side: CGFloat? = nil) {
                    for constraint in self.constraints { self.isHidden = !visible }
                }
                func conceal() { isHidden = true }
            }
            final class VoiceBar: UIView {
                @IBOutlet var trashButton: UIButton?
                @IBOutlet var keptButton: UIButton?
                func layout() {
                    trashButton?.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)
                    keptButton?.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)
                    trashButton?.reveal(true, side: 32)
                    keptButton?.conceal()
                }
                @objc func tap(_ sender: Any) {}
            }
            """
        let report = try await scanXibWithCode(xib: xib, code: code, name: "VoiceBar")
        let targets = report.findings.findings.filter { $0.rule == "target.small" }
        // Must fire: the helper may show it.
        #expect(targets.first { $0.id == "trash" }?.severity == .error, "\(targets)")
        // Must not fire: a helper that only hides.
        #expect(!targets.contains { $0.id == "kept" }, "\(targets)")
    }

    /// tinode-ios 68c9f73c ContactViewCell.xib:39 and :62: status labels the xib hides, reached
    /// through an outlet collection that TopicInfoViewController.swift:367 shows with
    /// `cell.statusLabels[i].isHidden = false` on a dequeued cell.
    @Test func anOutletCollectionSubscriptShowsItsViews() async throws {
        func label(_ id: String) -> String {
            """
            <label hidden="YES" text="owner" id="\(id)"><rect key="frame" x="10" y="10" width="60" height="16"/>
            <fontDescription key="fontDescription" type="system" pointSize="12"/></label>
            """
        }
        let xib = OwnedXib.document(
            owner: "MemberRow", outlets: [("badges", "first"), ("badges", "second"), ("hints", "hint")],
            subviews: [label("first"), label("second"), label("hint")]
        ).replacingOccurrences(of: "<outlet property=\"badges\"", with: "<outletCollection collectionClass=\"NSMutableArray\" property=\"badges\"")
            .replacingOccurrences(of: "<outlet property=\"hints\"", with: "<outletCollection collectionClass=\"NSMutableArray\" property=\"hints\"")
        let code = """
            import UIKit
            final class MemberRow: UITableViewCell {
                @IBOutlet var badges: [UILabel]!
                @IBOutlet var hints: [UILabel]!
            }
            final class MembersController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "MemberRow", for: indexPath) as! MemberRow
                    for i in 0..<2 { cell.badges[i].isHidden = false }
                    cell.hints[0].isHidden = true
                    return cell
                }
            }
            """
        let report = try await scanXibWithCode(xib: xib, code: code, name: "MemberRow")
        let fixed = report.findings.findings.filter { $0.rule == "text.fixed-size" }
        // Must fire: both labels of the collection code shows.
        #expect(fixed.first { $0.id == "first" }?.severity == .warning, "\(fixed)")
        #expect(fixed.first { $0.id == "second" }?.severity == .warning, "\(fixed)")
        // Must not fire: one only ever hidden stays a note.
        #expect(fixed.first { $0.id == "hint" }?.severity == .note, "\(fixed)")
    }
}
