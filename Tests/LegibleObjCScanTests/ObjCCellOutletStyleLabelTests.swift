import Foundation
import LegibleObjCScan
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// A cell style's own label that code reaches through an outlet to its cell: Seafile 6bdf6b8c
/// SeafSettingsViewController.m:389 sets `_nameCell.detailTextLabel.textColor = BAR_COLOR_ORANGE`,
/// so the navy #385487 FolderView_iPhone.storyboard:171 gives that label is a placeholder (it was
/// an error, "2.25:1 in dark" on the grouped cell's #1c1c1e). The cell's other label, which the
/// code leaves alone, is still judged by the file's colour.
@Suite struct ObjCCellOutletStyleLabelTests {
    static let navy = #"<color key="textColor" red="0.2196" green="0.3294" blue="0.5294" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <tableViewController id="vc" customClass="SettingsViewController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" dataMode="static" style="grouped" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <sections>
                                    <tableViewSection id="section">
                                        <cells>
                                            <tableViewCell selectionStyle="blue" textLabel="t" detailTextLabel="d" style="IBUITableViewCellStyleValue1" id="cell">
                                                <rect key="frame" x="0.0" y="55" width="390" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" id="content">
                                                    <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                                    <subviews>
                                                        <label opaque="NO" text="Username" id="t">
                                                            <rect key="frame" x="16" y="12" width="80" height="20.5"/>
                                                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                            \(navy)
                                                        </label>
                                                        <label opaque="NO" text="" textAlignment="right" id="d">
                                                            <rect key="frame" x="300" y="12" width="74" height="20.5"/>
                                                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                            \(navy)
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                            <connections>
                                <outlet property="nameCell" destination="cell" id="o1"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let code = """
        #import "SettingsViewController.h"
        @implementation SettingsViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            _nameCell.detailTextLabel.textColor = [UIColor orangeColor];
        }
        @end
        """

    @Test func theDetailLabelCodeColoursIsANoteAndItsNeighbourIsStillJudged() async throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-objc-cell-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in ["App/Main.storyboard": Self.storyboard, "App/SettingsViewController.m": Self.code] {
            let path = (folder as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [folder], readers: [InterfaceBuilderReader(), ObjCSourceReader()]).scan()
        let contrast = report.findings.findings.filter { $0.rule == "contrast.text" }
        // Navy #385487 on #1c1c1e in dark is 2.25:1: both fail as the file draws them.
        let detail = try #require(contrast.first { $0.id == "d" })
        #expect(detail.severity == .note)
        #expect(detail.message.hasPrefix("code sets SettingsViewController.nameCell.detailTextLabel.textColor"))
        #expect(contrast.first { $0.id == "t" }?.severity == .error)
    }

    @Test func theCellOutletsLabelIsRecorded() throws {
        let result = try scanObjC(Self.code, path: "SettingsViewController.m")
        #expect(result.setInCode.contains("SettingsViewController.nameCell.detailTextLabel.textColor"))
        #expect(!result.setInCode.contains("SettingsViewController.nameCell.textLabel.textColor"))
    }
}
