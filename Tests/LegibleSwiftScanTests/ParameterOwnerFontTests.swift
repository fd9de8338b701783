import LegibleReporting
import Testing

@testable import LegibleScan

/// A xib label's font that code replaces through a parameter typed as the label's owner is a
/// placeholder, as its text already was: VLC 12cd503e `MediaViewController.swift:279-283`,
/// `override func configure(cell: VLCLabelCell, for indicatorInfo: IndicatorInfo) {
/// cell.iconLabel.text = …; cell.iconLabel.font = UIFont.preferredCustomFont(forTextStyle:
/// .headline).bolded }`, sets the font of every tab title, and `VLCLabelCell.xib:21`'s 13 pt
/// Semibold was a `text.fixed-size` warning.
@Suite struct ParameterOwnerFontTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="VLCLabelCell" id="2CI-9N-dP3" customClass="VLCLabelCell">
                    <rect key="frame" x="0.0" y="0.0" width="74" height="70"/>
                    <view key="contentView" opaque="NO" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="74" height="70"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" text="Label" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="rwk-fy-4KB">
                                <rect key="frame" x="0.0" y="25" width="74" height="20"/>
                                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="13"/>
                                <nil key="textColor"/>
                            </label>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="iconLabel" destination="rwk-fy-4KB" id="76s-nG-weE"/>
                    </connections>
                </collectionViewCell>
            </objects>
        </document>
        """

    static func code(_ body: String) -> String {
        """
        import UIKit

        class MediaViewController: ButtonBarPagerTabStripViewController<VLCLabelCell> {
            override func configure(cell: VLCLabelCell, for indicatorInfo: IndicatorInfo) {
                cell.iconLabel.text = indicatorInfo.title
        \(body)
            }
        }
        """
    }

    static func fixedSizes(_ body: String) async throws -> [String] {
        let report = try await scanXibWithCode(xib: xib, code: code(body), name: "VLCLabelCell")
        return report.findings.findings.filter { $0.rule == "text.fixed-size" && $0.severity != .note && $0.location?.file.hasSuffix(".xib") == true }.map(\.id)
    }

    @Test func aFontSetThroughTheOwnersParameterReplacesTheXibs() async throws {
        #expect(try await Self.fixedSizes("        cell.iconLabel.font = UIFont.preferredCustomFont(forTextStyle: .headline).bolded").isEmpty)
    }

    @Test func onlyTheTextSetThroughItLeavesTheXibsFont() async throws {
        #expect(try await Self.fixedSizes("") == ["rwk-fy-4KB"])
    }
}
