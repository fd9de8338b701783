import Foundation
import LegibleColor
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, fresh-ios12b D3: a label drawn over an earlier sibling whose frame holds it sits on
/// that sibling's fill, not on the superview's. Unwrap 44886cb3 `Main.storyboard:1073`, "Tap code
/// to add it here." (#555555), lies on the collection view `sRB-YS-ruh` (`:1037`,
/// `quaternaryLabelColor`) and was judged on `systemBackground` (2.81:1 in dark).
@Suite struct IBSiblingFillTests {
    /// The TapToCode scene, cut down: the collection view, then the label (drawn above it).
    static func scene(labelY: Double, collectionHidden: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc" customClass="TapToCodeViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <collectionView \(collectionHidden ? #"hidden="YES" "# : "")clipsSubviews="YES" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="sRB-YS-ruh">
                                <rect key="frame" x="10" y="141.5" width="355" height="223"/>
                                <color key="backgroundColor" systemColor="quaternaryLabelColor"/>
                            </collectionView>
                            <label opaque="NO" userInteractionEnabled="NO" text="Tap code to add it here." numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="5n8-WW-oik">
                                <rect key="frame" x="111" y="\(labelY)" width="153" height="17"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                <color key="textColor" white="0.33333333333333331" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </label>
                        </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    static func label(_ storyboard: String) throws -> ScannedElement {
        let result = try InterfaceBuilderReader().read(text: storyboard, path: "Main.storyboard", resources: ScanResources())
        return try #require(result.elements.first { $0.id == "5n8-WW-oik" })
    }

    /// Inside the collection view's frame (y 244.5, as in the file): its translucent grey is the
    /// background, composited over the superview's systemBackground.
    @Test func aLabelInsideAnEarlierSiblingSitsOnItsFill() throws {
        let inside = try Self.label(Self.scene(labelY: 244.5))
        #expect(inside.backgroundColor == .system("quaternaryLabelColor"))
        #expect(inside.backdropColor == .system("systemBackgroundColor"))
    }

    /// Habitica aafd43ae `Intro.storyboard:158`: the login form lies on a purple scroll view whose
    /// white content view fills it; the content view, drawn over the purple, is the background.
    @Test func aSiblingsOwnSubviewOverItsFillIsTheBackground() throws {
        let content = """
            <subviews>
                <view contentMode="scaleToFill" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="355" height="400"/>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                </view>
            </subviews>
            <color key="backgroundColor" systemColor="quaternaryLabelColor"/>
            """
        let storyboard = Self.scene(labelY: 244.5).replacingOccurrences(
            of: #"<color key="backgroundColor" systemColor="quaternaryLabelColor"/>"#, with: content)
        let background = try Self.label(storyboard).backgroundColor
        guard case .literal(let white, let alpha)? = background else {
            Issue.record("expected the content view's white, got \(String(describing: background))")
            return
        }
        #expect(white.red > 0.99 && white.green > 0.99 && white.blue > 0.99 && alpha == 1)
    }

    /// Must not: below the collection view (y 400), partly out of it (y 360), or over a sibling
    /// hidden in every size class, the label is on the superview's systemBackground.
    @Test func aSiblingThatDoesNotHoldTheLabelIsNotItsBackground() throws {
        #expect(try Self.label(Self.scene(labelY: 400)).backgroundColor == .system("systemBackgroundColor"))
        #expect(try Self.label(Self.scene(labelY: 360)).backgroundColor == .system("systemBackgroundColor"))
        #expect(try Self.label(Self.scene(labelY: 244.5, collectionHidden: true)).backgroundColor == .system("systemBackgroundColor"))
    }

    /// VLC 12cd503e `VLCFullscreenMovieTVViewController.xib:116`: white "Please wait" on a 20% black
    /// dimming view, drawn over a black view whose full-size image (the album art) covers its fill.
    /// What shows through the dimming is the picture, which the file gives no colour for: the
    /// backdrop is unknown, not the superview's systemBackground (1.60:1 over white was reported).
    @Test func aPictureBeneathATranslucentSiblingLeavesTheBackdropUnknown() throws {
        let dimming = """
            <color key="backgroundColor" red="0.0" green="0.0" blue="0.0" alpha="0.2" colorSpace="custom" customColorSpace="sRGB"/>
            """
        let art = """
            <subviews>
                <imageView contentMode="scaleAspectFill" id="art"><rect key="frame" x="0.0" y="0.0" width="355" height="223"/></imageView>
            </subviews>
            <color key="backgroundColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            """
        let scene = Self.scene(labelY: 244.5).replacingOccurrences(
            of: #"<color key="backgroundColor" systemColor="quaternaryLabelColor"/>"#, with: dimming)
        // The picture's view comes first (beneath), as in the file: insert it before the dimming sibling.
        let pictured = scene.replacingOccurrences(
            of: "<collectionView ",
            with: #"<view contentMode="scaleToFill" id="audio"><rect key="frame" x="10" y="141.5" width="355" height="223"/>"# + art
                + "</view>\n<collectionView ")
        let label = try Self.label(pictured)
        #expect(label.backgroundColor == .literal(SRGBColor(red: 0, green: 0, blue: 0), alpha: 0.2))
        #expect(label.backdropColor == nil)
        // Must not: with no picture in the black view, the black is the backdrop.
        let plain = try Self.label(
            scene.replacingOccurrences(
                of: "<collectionView ",
                with:
                    #"<view contentMode="scaleToFill" id="audio"><rect key="frame" x="10" y="141.5" width="355" height="223"/><color key="backgroundColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view>"#
                    + "\n<collectionView "))
        #expect(plain.backdropColor == .literal(SRGBColor(red: 0, green: 0, blue: 0), alpha: 1))
    }
}
