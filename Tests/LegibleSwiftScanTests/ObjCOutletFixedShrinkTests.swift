import Foundation
import LegibleObjCScan
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// `text.shrinks` exempts a fixed size, also when Objective-C code makes an outlet shrink
/// (Threema a92bb3b9): `SplashViewController.m:106`, `_restoreButton.titleLabel.adjustsFontSizeToFitWidth
/// = YES` on a fixed 16 pt System button (`CreateID.storyboard:75`), and
/// `RandomSeedViewController.m:96` on a `SetupButton`, whose class sets `systemFont(ofSize: 16)`
/// (`SetupButton.swift:44`). Must still fire: the same code on a button whose font is a text style.
@Suite struct ObjCOutletFixedShrinkTests {
    static func storyboard(font: String, customClass: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" customClass="SplashViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" \(customClass)id="restore">
                                        <rect key="frame" x="48" y="500" width="279" height="48"/>
                                        \(font)
                                        <state key="normal" title="Restore from backup"/>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="restoreButton" destination="restore" id="o1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static let code = """
        #import "SplashViewController.h"
        @implementation SplashViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            _restoreButton.titleLabel.adjustsFontSizeToFitWidth = YES;
            _restoreButton.titleLabel.minimumScaleFactor = 0.6;
        }
        @end
        """

    static let setupButton = """
        import UIKit
        class SetupButton: UIButton {
            required init?(coder aDecoder: NSCoder) {
                super.init(coder: aDecoder)
                setup()
            }
            private func setup() {
                titleLabel?.font = UIFont.systemFont(ofSize: 16.0)
            }
        }
        """

    static func shrinks(_ files: [String: String]) async throws -> [Finding] {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-objc-shrink-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in files {
            let path = (folder as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let readers: [any ScanFileReader] = [InterfaceBuilderReader(), ObjCSourceReader(), SwiftSourceReader()]
        let report = try await ProjectScanner(paths: [folder], readers: readers).scan()
        return report.findings.findings.filter { $0.rule == "text.shrinks" && $0.severity > .note }
    }

    static let fixed = #"<fontDescription key="fontDescription" type="system" pointSize="16"/>"#
    static let body = #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#

    @Test func aFixedSizeOutletsShrinkIsNoFinding() async throws {
        #expect(try await Self.shrinks(["App/CreateID.storyboard": Self.storyboard(font: Self.fixed), "App/SplashViewController.m": Self.code]).isEmpty)
    }

    @Test func aButtonWhoseClassSetsTheSameFixedFontIsNoFindingEither() async throws {
        let files = [
            "App/CreateID.storyboard": Self.storyboard(font: Self.fixed, customClass: #"customClass="SetupButton" "#),
            "App/SplashViewController.m": Self.code, "App/SetupButton.swift": Self.setupButton,
        ]
        #expect(try await Self.shrinks(files).isEmpty)
    }

    @Test func aTextStyleOutletsShrinkStillFires() async throws {
        let found = try await Self.shrinks(["App/CreateID.storyboard": Self.storyboard(font: Self.body), "App/SplashViewController.m": Self.code])
        #expect(found.map { $0.location?.line } == [5])
    }

    /// The file scan keys `_restoreButton` and `self.restoreButton` as `restoreButton`; a bare
    /// name that is a local of the method (or a parameter) is no outlet.
    @Test func onlyTheClassesMemberIsTheOutlet() async throws {
        let throughSelf = Self.code.replacingOccurrences(of: "_restoreButton", with: "self.restoreButton")
        let storyboard = Self.storyboard(font: Self.fixed)
        // Must NOT fire: `self.restoreButton` is the outlet too.
        #expect(try await Self.shrinks(["App/CreateID.storyboard": storyboard, "App/SplashViewController.m": throughSelf]).isEmpty)
        let local = """
            #import "SplashViewController.h"
            @implementation SplashViewController
            - (void)addButton {
                UIButton *restoreButton = [UIButton buttonWithType:UIButtonTypeSystem];
                restoreButton.titleLabel.adjustsFontSizeToFitWidth = YES;
                restoreButton.titleLabel.minimumScaleFactor = 0.6;
            }
            - (void)configure:(UIButton *)restoreButton {
                [restoreButton.titleLabel setAdjustsFontSizeToFitWidth:YES];
                [restoreButton.titleLabel setMinimumScaleFactor:0.6];
            }
            @end
            """
        // Must fire: a local and a parameter of the outlet's name are other buttons.
        let found = try await Self.shrinks(["App/CreateID.storyboard": storyboard, "App/SplashViewController.m": local])
        #expect(found.map { $0.location?.line } == [5, 9])
    }
}
