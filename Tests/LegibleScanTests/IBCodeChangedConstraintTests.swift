import Foundation
import Testing

@testable import LegibleScan

/// A constraint an outlet connects to is one code changes (Nextcloud Talk 2d31eda5
/// CallViewController.xib: `sideBarWidthConstraint`, 350 pt in the file, set to 0 by
/// CallViewController.swift:2568 on an iPhone). A label whose width follows it has no known
/// width (a note naming the constraint and its outlet); one whose width does not follow it is
/// solved as before, and without the outlet the same layout is solved by hand.
@Suite struct IBCodeChangedConstraintTests {
    /// A scene: label `name` from the root's leading edge + 16 to a 100 pt sidebar (constraint
    /// `w`) 8 pt after it, the sidebar 8 pt from the root's trailing edge; label `title` spans the
    /// root less 16 a side; label `centred`, which nothing bounds, is centred in view `main`, from
    /// the root's leading edge + 8 to 8 pt before the sidebar. `connections` go on the view controller.
    static func scene(connections: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects>
                <viewController id="vc" customClass="CallViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <label text="Alexandra" translatesAutoresizingMaskIntoConstraints="NO" id="name"><rect key="frame" x="16" y="0" width="250" height="20"/></label>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="side"><rect key="frame" x="282" y="0" width="100" height="600"/>
                                <constraints><constraint firstAttribute="width" constant="100" id="w"/></constraints>
                            </view>
                            <label text="Screen sharing" translatesAutoresizingMaskIntoConstraints="NO" id="title"><rect key="frame" x="16" y="40" width="358" height="20"/></label>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="main"><rect key="frame" x="8" y="80" width="266" height="600"/>
                                <subviews><label text="Guest" translatesAutoresizingMaskIntoConstraints="NO" id="centred"><rect key="frame" x="100" y="0" width="40" height="20"/></label></subviews>
                                <constraints><constraint firstItem="centred" firstAttribute="centerX" secondItem="main" secondAttribute="centerX" id="c8"/></constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                            <constraint firstItem="side" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="side" secondAttribute="trailing" constant="8" id="c3"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c4"/>
                            <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="16" id="c5"/>
                            <constraint firstItem="main" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c6"/>
                            <constraint firstItem="side" firstAttribute="leading" secondItem="main" secondAttribute="trailing" constant="8" id="c7"/>
                        </constraints>
                    </view>
                    <connections>\(connections)</connections>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    static func elements(_ text: String) throws -> [String: ScannedElement] {
        let elements = try InterfaceBuilderReader().read(text: text, path: "Call.storyboard", resources: ScanResources()).elements
        return Dictionary(elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func aLabelFollowingACodeChangedConstraintIsANote() throws {
        let elements = try Self.elements(Self.scene(connections: #"<outlet property="sideBarWidthConstraint" destination="w" id="o1"/>"#))
        let name = try #require(elements["name"])
        #expect(name.screenTextWidths.allSatisfy { if case .unknown = $0.width { true } else { false } }, "\(name.screenTextWidths)")
        guard case .unknown(let reason) = name.textWidth else {
            Issue.record("expected a note, got \(name.textWidth)")
            return
        }
        #expect(reason.contains("\"w\"") && reason.contains("CallViewController.sideBarWidthConstraint"), "\(reason)")
        // A label nothing bounds, centred in a view the sidebar narrows, runs off by as much as the
        // sidebar leaves: also a note (Talk's screen-share name).
        #expect(elements["centred"]?.screenTextWidths.allSatisfy { if case .unknown = $0.width { true } else { false } } == true)
        // The title does not follow the sidebar: 375 − 16 − 16 = 343 and 440 − 16 − 16 = 408.
        #expect(elements["title"]?.screenTextWidths.map(\.width) == [.fixed(343), .fixed(408)])
    }

    @Test func withoutTheOutletTheSameLabelIsSolved() throws {
        // 375 − 16 − 8 − 100 − 8 = 243 and 440 − 132 = 308.
        let elements = try Self.elements(Self.scene(connections: ""))
        #expect(elements["name"]?.screenTextWidths.map(\.width) == [.fixed(243), .fixed(308)])
        // The sidebar starts at 375 − 8 − 100 = 267 (332 at 440); `main` runs from 8 to 259 (324),
        // centred at 133.5 (166): twice that is the room the centred label runs off into.
        #expect(elements["centred"]?.screenTextWidths.map(\.width) == [.maximum(267), .maximum(332)])
    }
}
