import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// GitHawk 36f6fa28 `NewIssue.storyboard:61`: the body text view's fixed 16 pt is replaced by
/// `bodyField.githawkConfigure(inset: false)` (NewIssueTableViewController.swift:107), an app
/// `extension UITextView` method that sets `font = Styles.Text.body.preferredFont`
/// (UITextView+GitHawk.swift:13-24); it was a `text.fixed-size` warning (fresh-ios22c class 5).
@Suite struct FontSettingExtensionTests {
    static let extensionFile = """
        import UIKit
        extension UITextView {
            func githawkConfigure(inset: Bool = false) {
                contentInset = .zero
                textContainer.lineFragmentPadding = 0
                font = UIFont.preferredFont(forTextStyle: .body)
            }
            func githawkInset() {
                textContainerInset = .zero
            }
        }
        """

    static func controller(_ call: String) -> String {
        """
        import UIKit
        final class NewIssueTableViewController: UITableViewController {
            @IBOutlet var bodyField: UITextView!
            override func viewDidLoad() {
                super.viewDidLoad()
                bodyField.\(call)
            }
        }
        """
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects>
                <tableViewController id="vc" customClass="NewIssueTableViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                        <subviews>
                            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Body" id="body">
                                <rect key="frame" x="16" y="16" width="343" height="200"/>
                                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                            </textView>
                        </subviews>
                    </view>
                    <connections><outlet property="bodyField" destination="body" id="o1"/></connections>
                </tableViewController>
            </objects></scene></scenes>
        </document>
        """

    static func fixedSize(_ call: String) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-font-extension-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["NewIssue.storyboard": storyboard, "UITextView+GitHawk.swift": extensionFile, "NewIssue.swift": controller(call)]
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.id == "body" && $0.rule == "text.fixed-size" }
    }

    @Test func anExtensionMethodThatSetsTheFontReplacesTheFilesFont() async throws {
        // Must not fire: the method sets the font, so the file's is a placeholder.
        #expect(try await Self.fixedSize("githawkConfigure(inset: false)").map(\.severity) == [.note])
        // Must fire: a method of the same extension that sets no font.
        #expect(try await Self.fixedSize("githawkInset()").map(\.severity) == [.warning])
    }
}
