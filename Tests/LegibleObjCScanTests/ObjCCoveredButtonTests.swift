import Foundation
import LegibleObjCScan
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, fresh-ios22c class 8: INaturalistIOS 3ab22038 MainStoryboard.storyboard:81, a 24 pt
/// activity-count badge button with no action (its title and background image set in
/// ObservationsViewController.m:966-976), in a stack view under the cell's 54×54 pt
/// `interactiveActivityButton` (`tappedActivity:event:`, :96-106), was a `target.small` error: the
/// button drawn on top takes every tap there, so the badge is no target.
@Suite struct ObjCCoveredButtonTests {
    /// The observation cell, reduced: `badgeConnections` goes inside the badge, `coverAttributes` on the cover.
    static func storyboard(badgeConnections: String = "", coverAttributes: String = "", coverFrame: String = #"x="344" y="0.0" width="54" height="54""#)
        -> String
    {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="5"><objects>
                <viewController id="2" customClass="ObservationsViewController" sceneMemberID="viewController">
                    <tableView key="view" style="grouped" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="687"/>
                        <prototypes>
                            <tableViewCell reuseIdentifier="ObservationNormalCell" rowHeight="54" id="cell" customClass="ObservationViewNormalCell">
                                <rect key="frame" x="0.0" y="55" width="414" height="54"/>
                                <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="54"/>
                                    <subviews>
                                        <stackView alignment="top" spacing="10" id="row">
                                            <rect key="frame" x="16" y="5" width="382" height="44"/>
                                            <subviews>
                                                <stackView axis="vertical" alignment="bottom" spacing="10" id="trailing">
                                                    <rect key="frame" x="332" y="0.0" width="50" height="44"/>
                                                    <subviews>
                                                        <button tag="6" id="badge">
                                                            <rect key="frame" x="26" y="20" width="24" height="24"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="11"/>
                                                            <state key="normal" backgroundImage="08-chat-red"/>
                                                            \(badgeConnections)
                                                        </button>
                                                    </subviews>
                                                </stackView>
                                            </subviews>
                                        </stackView>
                                        <button buttonType="system" \(coverAttributes) id="cover">
                                            <rect key="frame" \(coverFrame)/>
                                            <state key="normal" title=" "/>
                                            <connections>
                                                <action selector="tappedActivity:event:" destination="2" eventType="touchUpInside" id="a1"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </tableViewCellContentView>
                                <connections>
                                    <outlet property="activityButton" destination="badge" id="o1"/>
                                    <outlet property="interactiveActivityButton" destination="cover" id="o2"/>
                                </connections>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    /// Titles and shows the badge, as ObservationsViewController.m:966-976 does; `extra` is more code.
    static func code(_ extra: String = "") -> String {
        """
        #import "ObservationsViewController.h"
        @implementation ObservationsViewController
        - (void)configureCell:(ObservationViewNormalCell *)cell count:(NSInteger)count {
            [cell.activityButton setTitle:[NSString stringWithFormat:@"%ld", (long)count] forState:UIControlStateNormal];
            cell.activityButton.hidden = count == 0;
            \(extra)
        }
        @end
        """
    }

    static func badgeTargets(storyboard: String, code: String) async throws -> [Finding] {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-objc-cover-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in ["App/Main.storyboard": storyboard, "App/ObservationsViewController.m": code] {
            let path = (folder as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [folder], readers: [InterfaceBuilderReader(), ObjCSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "target.small" && $0.id == "badge" && $0.severity > .note }
    }

    @Test func aBadgeUnderAButtonWithAnActionIsNoTarget() async throws {
        // Must not fire: the cover, drawn later, holds the badge's frame and takes its taps.
        #expect(try await Self.badgeTargets(storyboard: Self.storyboard(), code: Self.code()).isEmpty)
    }

    @Test func aBadgeTheCoverDoesNotTakeTapsForIsJudged() async throws {
        // Must fire: the badge with an action of its own (the file's connection).
        let acting = #"<connections><action selector="tapped:" destination="2" eventType="touchUpInside" id="a2"/></connections>"#
        #expect(try await Self.badgeTargets(storyboard: Self.storyboard(badgeConnections: acting), code: Self.code()).count == 1)
        // A cover hidden in the file, or one that takes no touches.
        #expect(try await Self.badgeTargets(storyboard: Self.storyboard(coverAttributes: #"hidden="YES""#), code: Self.code()).count == 1)
        #expect(try await Self.badgeTargets(storyboard: Self.storyboard(coverAttributes: #"userInteractionEnabled="NO""#), code: Self.code()).count == 1)
        // A cover beside the badge rather than over it (it ends at x 370; the badge starts at 374).
        let beside = Self.storyboard(coverFrame: #"x="316" y="0.0" width="54" height="54""#)
        #expect(try await Self.badgeTargets(storyboard: beside, code: Self.code()).count == 1)
        // Code that hides the cover may leave the badge on top.
        let hiding = Self.code("cell.interactiveActivityButton.hidden = YES;")
        #expect(try await Self.badgeTargets(storyboard: Self.storyboard(), code: hiding).count == 1)
    }
}
