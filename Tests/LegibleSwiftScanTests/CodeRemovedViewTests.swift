import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Views code makes sure never show are not judged: placeholders in a stack its cell class empties
/// before filling it (TBA EventAllianceTableViewCell.xib:47-65 with
/// EventAllianceTableViewCell.swift:42-47), and a xib whose cell class's `init?(coder:)` is
/// `fatalError` (TBA SwitchTableViewCell.xib:21 with SwitchTableViewCell.swift:18-20).
@Suite struct CodeRemovedViewTests {
    static func label(_ id: String, x: Int) -> String {
        """
        <label text="Label" id="\(id)"><rect key="frame" x="\(x)" y="0" width="120" height="78"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
        """
    }

    static func stack(_ id: String, labels: [String]) -> String {
        """
        <stackView distribution="fillEqually" spacing="8" id="\(id)"><rect key="frame" x="0" y="\(id == "q5w-pe-cXA" ? 0 : 100)" width="503" height="78"/>
        <subviews>\(labels.enumerated().map { label($1, x: 128 * $0) }.joined())</subviews></stackView>
        """
    }

    static let xib = OwnedXib.document(
        owner: "EventAllianceTableViewCell",
        outlets: [("allianceTeamsStackView", "q5w-pe-cXA"), ("keptStackView", "kept")],
        subviews: [stack("q5w-pe-cXA", labels: ["ttI-kx-wcJ", "oxZ-wZ-cub"]), stack("kept", labels: ["shown"])])

    static let code = """
        import UIKit
        class EventAllianceTableViewCell: UITableViewCell {
            @IBOutlet private weak var allianceTeamsStackView: UIStackView!
            @IBOutlet private weak var keptStackView: UIStackView!
            private func removeAllianceTeams() {
                for view in allianceTeamsStackView.arrangedSubviews {
                    allianceTeamsStackView.removeArrangedSubview(view)
                    view.removeFromSuperview()
                }
                // Emptied as the cell is torn down, never filled (as GoMap's HeightViewController.swift:518 does).
                for view in keptStackView.arrangedSubviews { view.removeFromSuperview() }
            }
            private func configureCell(_ picks: [String]) {
                removeAllianceTeams()
                for pick in picks { allianceTeamsStackView.addArrangedSubview(UILabel()) }
            }
        }
        """

    @Test func placeholdersInAStackCodeEmptiesAreNotJudged() async throws {
        let report = try await scanXibWithCode(xib: Self.xib, code: Self.code, name: "EventAllianceTableViewCell")
        let ids = Set(report.findings.findings.map(\.id))
        // Must not fire: TBA's placeholders, which code removes before filling the stack.
        #expect(!ids.contains("ttI-kx-wcJ") && !ids.contains("oxZ-wZ-cub"), "\(ids)")
        // Must fire: a label in a stack whose code empties it but never fills it.
        #expect(report.findings.findings.contains { $0.id == "shown" && $0.rule == "text.fixed-size" })
    }

    static func cellXib(_ type: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" id="guv-2L-KD1" customClass="\(type)">
                    <rect key="frame" x="0.0" y="0.0" width="425" height="90"/>
                    <tableViewCellContentView key="contentView" id="zYu-hT-2rp">
                        <rect key="frame" x="0.0" y="0.0" width="425" height="89.5"/>
                        <subviews>
                            <label text="Title" id="1wA-sH-dyw"><rect key="frame" x="20" y="25" width="33.5" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test func aXibWhoseCellCannotBeDecodedIsNotJudged() async throws {
        let trapping = """
            import UIKit
            class SwitchTableViewCell: UITableViewCell {
                init() { super.init(style: .subtitle, reuseIdentifier: nil) }
                required init?(coder aDecoder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }
            }
            """
        let report = try await scanXibWithCode(xib: Self.cellXib("SwitchTableViewCell"), code: trapping, name: "SwitchTableViewCell")
        // Must not fire: loading the nib would trap, so it is on no screen.
        #expect(!report.findings.findings.contains { $0.id == "1wA-sH-dyw" })
        // Must fire: the same cell whose class decodes.
        let decoding = trapping.replacingOccurrences(of: #"fatalError("init(coder:) has not been implemented")"#, with: "super.init(coder: aDecoder)")
        let shown = try await scanXibWithCode(xib: Self.cellXib("SwitchTableViewCell"), code: decoding, name: "SwitchTableViewCell")
        #expect(shown.findings.findings.contains { $0.id == "1wA-sH-dyw" && $0.rule == "text.fixed-size" })
    }
}
