import Foundation
import LegibleObjCScan
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// fresh-ios24c, pattern 3: "code sets X" matched on the wrong object turned two real errors of
/// OsmAnd-iOS bb362bba `OAMapDownloadController.xib` into notes. `OATargetInfoViewController.mm:883-884`,
/// `UIView *view = [[UIView alloc] init]; view.backgroundColor = …;`, colours a new view for the
/// table's background, not the controller's `view`; and `:908-910`, `CGRect buttonFrame =
/// self.buttonCancel.frame; buttonFrame.origin.x = …; self.buttonCancel.frame = buttonFrame;`, moves
/// the 40×40 back button and keeps its size. Must still be notes: `self.view.backgroundColor`, and a
/// frame whose size code changes.
@Suite struct ObjCLocalReceiverTests {
    /// OAMapDownloadController.xib:36-44, shortened: white text on #FF8800 and the 40×40 back button.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="OAMapDownloadController">
                    <connections>
                        <outlet property="view" destination="root" id="o1"/>
                        <outlet property="buttonCancel" destination="back" id="o2"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                    <subviews>
                        <label opaque="NO" text="Download map" id="title">
                            <rect key="frame" x="50" y="10" width="250" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <color key="textColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="back">
                            <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                            <state key="normal" image="ic_navbar_chevron"/>
                            <connections>
                                <action selector="buttonCancelPressed:" destination="-1" eventType="touchUpInside" id="a1"/>
                            </connections>
                        </button>
                    </subviews>
                    <color key="backgroundColor" red="1" green="0.53333333" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
            </objects>
        </document>
        """

    /// OATargetInfoViewController.mm:880-910, shortened, with `background` and `frame` in place of
    /// the real lines 883-884 and 908-910; first the two classes' interfaces
    /// (`OATargetInfoViewController.h:25`, `OAMapDownloadController.h:16`): what a superclass's code
    /// sets is read for the xib's owner only up a chain of classes the app declares with their
    /// superclass (``CodeSetPlaceholders/inherited(_:superclasses:)``), so without the first line
    /// nothing in `OATargetInfoViewController` reached `OAMapDownloadController`'s xib.
    static func code(background: String, frame: String) -> String {
        """
        @interface OATargetInfoViewController : OATargetMenuViewController <UITableViewDataSource, UITableViewDelegate>
        @end
        @interface OAMapDownloadController : OATargetInfoViewController
        @end
        @implementation OAMapDownloadController
        - (void)viewDidLoad
        {
            [super viewDidLoad];
        }
        @end
        @implementation OATargetInfoViewController
        - (void) setupTableView
        {
            self.tableView.separatorInset = UIEdgeInsetsMake(0, 60, 0, 0);
            \(background)
        }
        - (void)adjustCancelButtonPosition
        {
            \(frame)
        }
        @end
        """
    }

    static let localBackground = """
        UIView *view = [[UIView alloc] init];
        view.backgroundColor = [UIColor colorNamed:ACColorNameGroupBg];
        self.tableView.backgroundView = view;
        """

    static let movedFrame = """
        CGRect buttonFrame = self.buttonCancel.frame;
        buttonFrame.origin.x = [OAUtilities isLandscape] ? kBackButtonOffsetLeftFromFrame + [OAUtilities getLeftMargin] : 0.0;
        self.buttonCancel.frame = buttonFrame;
        """

    /// The severity of each `contrast.text` and `target.small` finding, by rule.
    static func judged(_ code: String) async throws -> [String: [Severity]] {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-objc-local-receiver-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in ["App/OAMapDownloadController.xib": Self.xib, "App/OATargetInfoViewController.mm": code] {
            let path = (folder as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [folder], readers: [InterfaceBuilderReader(), ObjCSourceReader()]).scan()
        return report.findings.findings.filter { ["contrast.text", "target.small"].contains($0.rule) }.reduce(into: [:]) {
            $0[$1.rule, default: []].append($1.severity)
        }
    }

    @Test func aLocalNamedViewAndAMovedFrameLeaveTheFileValuesJudged() async throws {
        let judged = try await Self.judged(Self.code(background: Self.localBackground, frame: Self.movedFrame))
        #expect(judged["contrast.text"] == [.error])
        #expect(judged["target.small"] == [.error])
    }

    @Test func theControllersOwnViewAndAResizedFrameStillMakeThemPlaceholders() async throws {
        let resized = Self.movedFrame.replacingOccurrences(of: "buttonFrame.origin.x =", with: "buttonFrame.size.width =")
        let judged = try await Self.judged(Self.code(background: "self.view.backgroundColor = [UIColor colorNamed:ACColorNameGroupBg];", frame: resized))
        #expect(judged["contrast.text"] == [.note])
        #expect(judged["target.small"] == [.note])
        let made = try await Self.judged(Self.code(background: Self.localBackground, frame: "self.buttonCancel.frame = CGRectMake(0, 0, 44, 44);"))
        #expect(made["target.small"] == [.note])
    }
}
