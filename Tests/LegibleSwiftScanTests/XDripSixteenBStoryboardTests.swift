import Foundation
import LegibleReporting
import Testing

/// xDrip4iOS 69eb8833 (issue 33, fresh-ios16b): `Main.storyboard`'s cases, cut down.
@Suite struct XDripSixteenBStoryboardTests {
    static func storyboard(_ views: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc" customClass="RootViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            \(views)
                        </subviews>
                        <color key="backgroundColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                    <connections>
                        <outlet property="pumpCAGEValueOutlet" destination="Vtm-Kh-9EP" id="r1m-cX-LPc"/>
                    </connections>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    // MARK: F. A button configuration titled with a space.

    /// `Main.storyboard:642-653`: the small-bolus filter button, an image and a 5 pt title `title`.
    static func filterButton(title: String) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="H0N-EK-5JX">
            <rect key="frame" x="207" y="0.0" width="38.333333333333343" height="34.333333333333336"/>
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="tinted" title="\(title)">
                <imageReference key="image" image="arrowtriangle.down" catalog="system" symbolScale="small"/>
                <fontDescription key="titleFontDescription" type="system" pointSize="5"/>
                <color key="baseForegroundColor" systemColor="systemBlueColor"/>
            </buttonConfiguration>
            <connections>
                <action selector="filterSmallBolusButtonAction:" destination="vc" eventType="touchUpInside" id="W9u-TH-KTx"/>
            </connections>
        </button>
        """
    }

    // Must not fire: a title of spaces draws no text.
    @Test(arguments: [" ", ""])
    func aSpaceTitleIsNoText(_ title: String) async throws {
        let found = try await XDripSixteenBTests.scan(["Main.storyboard": Self.storyboard(Self.filterButton(title: title))], rule: "text.fixed-size")
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    // Must fire: a real title at 5 pt.
    @Test func aWordTitleIsText() async throws {
        let found = try await XDripSixteenBTests.scan(["Main.storyboard": Self.storyboard(Self.filterButton(title: "Bolus"))], rule: "text.fixed-size")
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
    }

    // MARK: A "-" label whose code sets a text not read.

    /// `Main.storyboard:847-852`: the `pumpCAGEValueOutlet` placeholder.
    static let cageLabel = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="-" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Vtm-Kh-9EP">
            <rect key="frame" x="108" y="0.0" width="7" height="18"/>
            <fontDescription key="fontDescription" type="system" weight="medium" pointSize="15"/>
            <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </label>
        """

    /// `RootViewController.swift:3473`.
    static func controller(_ assignment: String) -> String {
        """
        import UIKit
        final class RootViewController: UIViewController {
            @IBOutlet weak var pumpCAGEValueOutlet: UILabel!
            func updatePump() {
                \(assignment)
            }
        }
        """
    }

    // Must fire: the dash is only the fallback of a text code computes.
    @Test func aDashFallbackIsAPlaceholder() async throws {
        let files = [
            "Main.storyboard": Self.storyboard(Self.cageLabel),
            "RootViewController.swift": Self.controller("pumpCAGEValueOutlet.text = siteChangeTreatments?.first?.date.daysAndHoursAgo() ?? \"-\""),
        ]
        let found = try await XDripSixteenBTests.scan(files, rule: "text.fixed-size")
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
    }

    // Must be a note: code sets only the dash, or nothing.
    @Test(arguments: ["pumpCAGEValueOutlet.text = \"-\"", "pumpCAGEValueOutlet.isHidden = false"])
    func aDashCodeKeepsIsASeparator(_ assignment: String) async throws {
        let files = ["Main.storyboard": Self.storyboard(Self.cageLabel), "RootViewController.swift": Self.controller(assignment)]
        let found = try await XDripSixteenBTests.scan(files, rule: "text.fixed-size")
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
    }
}
