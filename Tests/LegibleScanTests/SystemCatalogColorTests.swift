import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Xcode 9 and 10 wrote UIKit's colours as `name="systemRedColor" catalog="System"`: a system
/// colour, not one of the app's asset catalogs (Sileo c9f70158
/// FlaggedSourceWarningViewController.xib:113, :136 gave four wrong scan.unresolved warnings
/// and hid three contrast errors).
@Suite("Interface Builder catalog=\"System\" colours")
struct SystemCatalogColorTests {
    /// Sileo's flagged-source warning: a systemRed root view, #F6F6F6 16 pt body text (:57), a
    /// white "Safety" button with a systemRed title (:104), a white 14 pt "Continue" (:119), and
    /// the white 30 pt bold title (:51), large text that passes 3:1.
    static let flaggedSourceWarning = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" text="Title" id="9XU-tT-S0Y">
                            <rect key="frame" x="136" y="90" width="62" height="36"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="30"/>
                            <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" text="Body" numberOfLines="0" id="WZp-vx-ob9">
                            <rect key="frame" x="149" y="134" width="38" height="19"/>
                            <fontDescription key="fontDescription" type="system" pointSize="16"/>
                            <color key="textColor" red="0.96470999999999996" green="0.96470999999999996" blue="0.96470999999999996" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </label>
                        <button opaque="NO" buttonType="roundedRect" id="7mO-fU-PDN">
                            <rect key="frame" x="26" y="691" width="323" height="50"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="16"/>
                            <state key="normal" title="Safety">
                                <color key="titleColor" name="systemRedColor" catalog="System" colorSpace="catalog"/>
                            </state>
                        </button>
                        <button opaque="NO" buttonType="roundedRect" id="UYz-py-ioa">
                            <rect key="frame" x="158" y="749" width="59" height="50"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <state key="normal" title="Continue">
                                <color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </state>
                        </button>
                    </subviews>
                    <color key="backgroundColor" name="systemRedColor" catalog="System" colorSpace="catalog"/>
                </view>
            </objects>
        </document>
        """

    @Test func systemRedIsUIKitsColourAndItsContrastIsMeasured() async throws {
        let folder = try ScanFolder(["Sileo/FlaggedSourceWarningViewController.xib": Self.flaggedSourceWarning])
        defer { folder.remove() }
        let report = try await folder.scan()
        #expect(report.ids("scan.unresolved").isEmpty)
        let contrast = report.findings.findings.filter { $0.rule == "contrast.text" && $0.severity == .error }
        // The three the judge found, and the 30 pt title: large text passes 3:1 in light and
        // dark, but not on the Increase Contrast dark systemRed (#FF6165, 2.93:1).
        #expect(Set(contrast.map(\.id)) == ["WZp-vx-ob9", "7mO-fU-PDN", "UYz-py-ioa", "9XU-tT-S0Y"])
        // Worked out by hand with the WCAG formula, on the table's systemRed (#FF383C, light):
        // #F6F6F6 on it 3.30:1, white on it (and it on white) 3.57:1 — all under 4.5:1. On
        // iOS 13–18's #FF3B30 they are 3.28:1 and 3.55:1, as the judge measured.
        let body = IndependentWCAG.ratio("#F6F6F6", "#FF383C")
        let white = IndependentWCAG.ratio("#FFFFFF", "#FF383C")
        #expect(abs(body - 3.30) < 0.01 && abs(white - 3.57) < 0.01)
        #expect(abs(IndependentWCAG.ratio("#F6F6F6", "#FF3B30") - 3.28) < 0.01)
        #expect(IndependentWCAG.ratio("#FFFFFF", "#FF6165") < 3)
        // The scan rounds a ratio down, never to a pass.
        func shown(_ ratio: Double) -> String { String(format: "%.2f:1 in light", (ratio * 100).rounded(.down) / 100) }
        for finding in contrast where finding.id != "9XU-tT-S0Y" {
            #expect(finding.message.contains(shown(finding.id == "WZp-vx-ob9" ? body : white)), "\(finding.message)")
        }
        let messages = contrast.map(\.message).joined(separator: "\n")
        #expect(messages.contains("systemRed"))
    }

    /// Must not fire: a System catalog name without published values is named, not given a
    /// made-up colour; an asset catalog's colour named without `catalog=` still comes from the catalog.
    @Test func unknownSystemNamesAreNamedAndAssetColoursStayAssets() async throws {
        let unknown = #"<color key="backgroundColor" name="groupTableViewBackgroundColor" catalog="System" colorSpace="catalog"/>"#
        let xib = Self.flaggedSourceWarning.replacingOccurrences(
            of: #"<color key="backgroundColor" name="systemRedColor" catalog="System" colorSpace="catalog"/>"#, with: unknown)
        let asset = Self.flaggedSourceWarning.replacingOccurrences(of: #" catalog="System" colorSpace="catalog""#, with: "")
        let colorset =
            #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"1.000","blue":"1.000","alpha":"1.000"}}}],"info":{"version":1,"author":"xcode"}}"#
        let folder = try ScanFolder([
            "Unknown/Flagged.xib": xib, "Asset/Flagged.xib": asset,
            "Asset/Assets.xcassets/systemRedColor.colorset/Contents.json": colorset,
        ])
        defer { folder.remove() }
        let unknownReport = try await folder.scan(["Unknown"])
        // The title, body and Continue sit on the unknown colour: each a note that names it.
        let unresolved = unknownReport.findings.findings.filter { $0.rule == "scan.unresolved" }
        #expect(Set(unresolved.map(\.id)) == ["9XU-tT-S0Y", "WZp-vx-ob9", "UYz-py-ioa"])
        #expect(unresolved.allSatisfy { $0.severity == .note && $0.message.contains("groupTableViewBackgroundColor is a system colour") })
        #expect(!unknownReport.findings.findings.contains { $0.rule == "contrast.text" && $0.id != "7mO-fU-PDN" })
        // Without catalog="System" the name is the app's asset colour, white here.
        let assetReport = try await folder.scan(["Asset"])
        #expect(assetReport.ids("scan.unresolved").isEmpty)
        let onAsset = assetReport.findings.findings.filter { $0.rule == "contrast.text" && $0.id == "UYz-py-ioa" }
        #expect(onAsset.contains { $0.message.contains("on systemRedColor (#ffffff) is 1.00:1") })
    }
}
