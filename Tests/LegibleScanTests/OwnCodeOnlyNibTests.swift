import Foundation
import Testing

@testable import LegibleScan

/// Issue 33, fresh-ios16c class 2: Loop 710182e2 `LoopUI/HUDView.xib` (five `text.shrinks`
/// warnings at :24, :64, :70, :121, :127) is loaded only by `HUDView.setup()`
/// (`HUDView.nib().instantiate(withOwner: self, …)`, HUDView.swift:20), and no other code, xib
/// or storyboard names `HUDView`. Its subviews' classes (`LoopCompletionHUDView`) are used in
/// `StatusBarHUDView.xib` too, which loads nothing of this nib. A use of `HUDView` elsewhere
/// keeps it judged.
@Suite struct OwnCodeOnlyNibTests {
    static func xib(owner: String, subview: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <stackView contentMode="scaleToFill" id="root">
                    <subviews>
                        <view contentMode="scaleToFill" id="sub" customClass="\(subview)">
                            <subviews><label text="4 min ago" id="l"/></subviews>
                        </view>
                    </subviews>
                </stackView>
            </objects>
        </document>
        """
    }

    /// Loop's shape; `changes` replace or add files.
    static func app(_ changes: [String: String] = [:]) -> [String: String] {
        [
            "Loop.xcodeproj/project.pbxproj": "INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;",
            "LoopUI/HUDView.xib": xib(owner: "HUDView", subview: "LoopCompletionHUDView"),
            "LoopUI/StatusBarHUDView.xib": xib(owner: "StatusBarHUDView", subview: "LoopCompletionHUDView"),
            "LoopUI/Views/HUDView.swift": """
            //  HUDView.swift
            import UIKit
            public class HUDView: UIView, NibLoadable {
                @IBOutlet public weak var loopCompletionHUD: LoopCompletionHUDView!
                func setup() {
                    stackView = (HUDView.nib().instantiate(withOwner: self, options: nil)[0] as! UIStackView)
                }
                public override init(frame: CGRect) {
                    super.init(frame: frame)
                    setup()
                }
            }
            """,
            "LoopUI/Views/StatusBarHUDView.swift": """
            import UIKit
            public class StatusBarHUDView: UIView, NibLoadable {
                func setup() { _ = StatusBarHUDView.nib().instantiate(withOwner: self, options: nil) }
            }
            """,
            "LoopUI/Views/LoopCompletionHUDView.swift": "import UIKit\npublic class LoopCompletionHUDView: UIView {}\n",
            "Loop/AppDelegate.swift":
                "import UIKit\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    let status = StatusTableViewController()\n}\n",
            "Loop/StatusTableViewController.swift": """
            import UIKit
            final class StatusTableViewController: UITableViewController {
                @IBOutlet var hudView: StatusBarHUDView!
            }
            """,
        ].merging(changes) { _, new in new }
    }

    @Test func aNibOnlyItsOwnClassLoadsIsNotShown() throws {
        let found = try UnshownNibsTests.unshown(Self.app())
        // Must not judge: only HUDView's own code names HUDView.
        #expect(found["HUDView.xib"]?.map(\.reason) == ["nothing loads HUDView.xib (no code but HUDView's own names it or its class)"])
        // Must judge: the status bar's nib, whose class another file names.
        #expect(found["StatusBarHUDView.xib"]?.isEmpty == true)
    }

    @Test func aUseOfTheOwnerElsewhereKeepsItJudged() throws {
        // Code makes a HUDView.
        let made = try UnshownNibsTests.unshown(
            Self.app([
                "Loop/AppDelegate.swift":
                    "import UIKit\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    let status = StatusTableViewController()\n    let hud = HUDView(frame: .zero)\n}\n"
            ]))
        #expect(made["HUDView.xib"]?.isEmpty == true)
        // A storyboard places one.
        let placed = try UnshownNibsTests.unshown(
            Self.app(["Loop/Main.storyboard": #"<document><objects><view id="h" customClass="HUDView"/></objects></document>"#]))
        #expect(placed["HUDView.xib"]?.isEmpty == true)
    }
}
