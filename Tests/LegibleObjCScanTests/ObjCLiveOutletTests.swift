import Foundation
import LegibleObjCScan
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// fresh-ios10b D1 (c): ish 00f1c0e5 `AltIconViewController.m:129`,
/// `self.authorButton.titleLabel.adjustsFontForContentSizeCategory = YES;` in `AltIconCell`, makes
/// `About.storyboard:663`'s Caption 1 "by @author" button live: its `text.not-live` note ("code
/// sets AltIconCell.authorButton.font") was wrong. Must still fire: the same button when code
/// sets the flag to `NO`, or on another outlet.
@Suite struct ObjCLiveOutletTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <collectionViewCell contentMode="center" id="cell" customClass="AltIconCell">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="147"/>
                    <view key="contentView" contentMode="center" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="120" height="147"/>
                        <subviews>
                            <button opaque="NO" buttonType="system" lineBreakMode="middleTruncation" id="WNa-qg-ZN5">
                                <rect key="frame" x="0.0" y="120" width="120" height="44"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
                                <state key="normal" title="by @author"/>
                            </button>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="authorButton" destination="WNa-qg-ZN5" id="o1"/>
                    </connections>
                </collectionViewCell>
            </objects>
        </document>
        """

    static func notLive(code: String) async throws -> [Finding] {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-objc-live-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in ["App/About.xib": Self.xib, "App/AltIconViewController.m": code] {
            let path = (folder as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [folder], readers: [InterfaceBuilderReader(), ObjCSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.not-live" }
    }

    static func code(_ line: String) -> String {
        """
        #import "AltIconViewController.h"
        @implementation AltIconCell
        - (void)awakeFromNib {
            [super awakeFromNib];
            \(line)
        }
        @end
        """
    }

    @Test func codeThatMakesTheOutletLiveDropsNotLive() async throws {
        #expect(try await Self.notLive(code: Self.code("self.authorButton.titleLabel.adjustsFontForContentSizeCategory = YES;")).isEmpty)
    }

    @Test func turningItOffOrMakingAnotherViewLiveKeepsNotLive() async throws {
        #expect(try await Self.notLive(code: Self.code("self.authorButton.titleLabel.adjustsFontForContentSizeCategory = NO;")).count == 1)
        #expect(try await Self.notLive(code: Self.code("self.otherButton.titleLabel.adjustsFontForContentSizeCategory = YES;")).count == 1)
    }
}
