import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Issue 33 (ios65, item 3): ProtonVPN ios-mac-app e3e40470
/// `apps/ios/ProtonVPN/Scenes/Profiles/ProtonVPN/Storyboards/Base.lproj/Profiles.storyboard:69`,
/// the 11×22 pt connect button of a profile row, was a `target.small` error; the row's 414×72 pt
/// `row-button` under it (`:63`) sends the same `connect:` to the same cell, so a tap beside the
/// small button connects too (``SameActionButtons``). A large sibling with another action, or one
/// that does not hold the button, leaves it judged.
@Suite struct SameActionButtonTests {
    /// The profile cell, reduced; `rowAction` is the row button's selector, `rowFrame` its frame.
    static func storyboard(rowAction: String = "connect:", rowFrame: String = #"x="0.0" y="0.0" width="414" height="72""#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects>
                <viewController id="Fzy-x2-ghD" customClass="ProfilesViewController" sceneMemberID="viewController">
                    <view key="view" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <view id="Vq3-a8-N3b">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="72"/>
                                <subviews>
                                    <button id="O1W-3X-koz" userLabel="row-button">
                                        <rect key="frame" \(rowFrame)/>
                                        <connections>
                                            <action selector="\(rowAction)" destination="Iag-Zb-hNx" eventType="touchUpInside" id="1nO-ga-Fl0"/>
                                        </connections>
                                    </button>
                                    <button id="d9b-tf-CQ2">
                                        <rect key="frame" x="383" y="25" width="11" height="22"/>
                                        <state key="normal" image="placeholdertext.fill" catalog="system"/>
                                        <connections>
                                            <action selector="connect:" destination="Iag-Zb-hNx" eventType="touchUpInside" id="f86-sm-X9c"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    static func connectButton(_ text: String) async throws -> Finding? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-sameaction-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent("Profiles.storyboard"), atomically: true, encoding: .utf8)
        let found = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader()]).scan().findings.findings
        return found.first { $0.rule == "target.small" && $0.id == "d9b-tf-CQ2" }
    }

    @Test func theRowButtonThatSendsTheSameActionIsTheTarget() async throws {
        // Must not fire: the row button around it connects too.
        let finding = try #require(try await Self.connectButton(Self.storyboard()))
        #expect(finding.severity == .note, "\(finding.message)")
        #expect(finding.message.contains("the button \"row-button\" (line 11, 414×72 pt) around it runs the same code (connect:)"), "\(finding.message)")
    }

    @Test func aLargeSiblingWithAnotherActionOrBesideItLeavesItJudged() async throws {
        // Must fire: the row button edits, or sits beside the small one.
        for text in [Self.storyboard(rowAction: "edit:"), Self.storyboard(rowFrame: #"x="0.0" y="0.0" width="300" height="72""#)] {
            let finding = try #require(try await Self.connectButton(text))
            #expect(finding.severity == .error, "\(finding.message)")
        }
    }
}
