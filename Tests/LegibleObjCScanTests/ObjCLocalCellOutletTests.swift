import Foundation
import LegibleObjCScan
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// An outlet of a local whose class the method declares: Seafile 6bdf6b8c
/// StartViewController.m:317 dequeues `SeafButtonCell *cell` and sets `cell.button.backgroundColor
/// = SEAF_COLOR_ORANGE` and a white title, so SeafButtonCell.xib:21's white title on the cell's
/// white (1.00:1 by WCAG's formula: equal colours) is a placeholder, a note. The same button in a
/// cell no code colours stays an error.
@Suite struct ObjCLocalCellOutletTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" id="cell" customClass="SeafButtonCell">
                    <rect key="frame" x="0.0" y="0.0" width="391" height="64"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="391" height="63.5"/>
                        <subviews>
                            <button opaque="NO" buttonType="roundedRect" id="b">
                                <rect key="frame" x="26" y="10" width="340" height="44"/>
                                <state key="normal" title="Button">
                                    <color key="titleColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </state>
                            </button>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="button" destination="b" id="o1"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """

    static let code = """
        #import "StartViewController.h"
        @implementation StartViewController
        - (UITableViewCell *)getAddAccountCell:(UITableView *)tableView
        {
            SeafButtonCell *cell = [tableView dequeueReusableCellWithIdentifier:@"SeafButtonCell"];
            [cell.button setTitle:@"Add account" forState:UIControlStateNormal];
            cell.button.backgroundColor = [UIColor orangeColor];
            return cell;
        }
        @end
        """

    static func contrast(code: String?) async throws -> [Finding] {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-objc-local-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files = ["App/SeafButtonCell.xib": Self.xib]
        if let code { files["App/StartViewController.m"] = code }
        for (name, text) in files {
            let path = (folder as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [folder], readers: [InterfaceBuilderReader(), ObjCSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "contrast.text" }
    }

    @Test func aColourCodeSetsThroughTheLocalsOutletIsANote() async throws {
        let findings = try await Self.contrast(code: Self.code)
        try #require(findings.count == 1)
        #expect(findings[0].severity == .note)
    }

    @Test func withoutThatCodeTheWhiteTitleIsAnError() async throws {
        let findings = try await Self.contrast(code: nil)
        try #require(findings.count == 1)
        #expect(findings[0].severity == .error)
        #expect(findings[0].message.contains("1.00:1"))
    }

    @Test func theLocalsClassNamesTheOutlet() throws {
        let result = try scanObjC(Self.code, path: "StartViewController.m")
        #expect(result.setInCode.contains("SeafButtonCell.button.backgroundColor"))
        #expect(result.setInCode.contains("SeafButtonCell.button.text"))
    }
}
