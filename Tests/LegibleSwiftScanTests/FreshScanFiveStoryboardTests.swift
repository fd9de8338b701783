import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// The fifth round of first scans, Interface Builder's "text over an image view": the image must
/// be drawn (in some size class) and its frame must meet the text's.
@Suite struct FreshScanFiveStoryboardTests {
    /// A view with an image view and a label over a coloured background, as in Lockwise.
    static func scene(image: String, label: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc" customClass="AutofillOnboardingView" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="faL-BK-34o">
                        <rect key="frame" x="0.0" y="0.0" width="1024" height="1366"/>
                        <subviews>
                            \(image)
                            \(label)
                        </subviews>
                        <color key="backgroundColor" red="0.2235" green="0.2039" blue="0.4510" alpha="1" colorSpace="calibratedRGB"/>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    /// Lockwise `AutofillOnboarding.storyboard:33-36`: the white blob, hidden in the base size class.
    static func blob(_ variation: String = #"<variation key="widthClass=compact" hidden="NO"/>"#) -> String {
        """
        <imageView hidden="YES" clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="autofill-blob" translatesAutoresizingMaskIntoConstraints="NO" id="Uvl-27-8YN">
            <rect key="frame" x="218.5" y="214" width="587" height="554"/>
            \(variation)
        </imageView>
        """
    }

    /// Lockwise `AutofillOnboarding.storyboard:60`: black text at y 651.5, over the blob.
    static func label(y: Double = 651.5) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" text="AutoFill your logins right from your browser or app." numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Krc-YI-yKW">
            <rect key="frame" x="362" y="\(y)" width="300.5" height="67"/>
            <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="20"/>
            <color key="textColor" red="0" green="0" blue="0" alpha="1" colorSpace="calibratedRGB"/>
        </label>
        """
    }

    static func labelBackground(_ storyboard: String) throws -> ScannedColor? {
        let result = try InterfaceBuilderReader().read(text: storyboard, path: "AutofillOnboarding.storyboard", resources: ScanResources())
        return try #require(result.elements.first { $0.id == "Krc-YI-yKW" }).backgroundColor
    }

    /// An image a size-class variation shows is drawn on iPhone: the text is over it, not on the
    /// purple (was an error, 1.91:1). One hidden in every size class is not.
    @Test func anImageAVariationShowsIsBehindTheText() throws {
        #expect(try Self.labelBackground(Self.scene(image: Self.blob(), label: Self.label())) == nil)
        #expect(try Self.labelBackground(Self.scene(image: Self.blob(""), label: Self.label())) != nil)
        let hiddenInVariation = #"<variation key="widthClass=compact" hidden="YES"/>"#
        #expect(try Self.labelBackground(Self.scene(image: Self.blob(hiddenInVariation), label: Self.label())) != nil)
    }

    /// Lockwise `ItemList.storyboard:109-112`: the empty list's picture (y 0-128) above its
    /// footnote (y 182-245) is not behind it (the 4.05:1 footnote was skipped); overlapping, it is.
    @Test func anImageIsBehindTheTextOnlyWhereTheirFramesMeet() throws {
        let picture = """
            <imageView opaque="NO" clipsSubviews="YES" contentMode="center" image="empty-list-placeholder" translatesAutoresizingMaskIntoConstraints="NO" id="VhK-mU-PRG">
                <rect key="frame" x="0.0" y="0.0" width="414" height="128"/>
            </imageView>
            """
        let below = Self.label(y: 182).replacingOccurrences(of: "x=\"362\"", with: "x=\"67\"")
        #expect(try Self.labelBackground(Self.scene(image: picture, label: below)) != nil)
        let over = Self.label(y: 40).replacingOccurrences(of: "x=\"362\"", with: "x=\"67\"")
        #expect(try Self.labelBackground(Self.scene(image: picture, label: over)) == nil)
    }
}
