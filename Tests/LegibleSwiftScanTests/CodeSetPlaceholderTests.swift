import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Issue 33, class 8: when the owner of a xib's outlet sets the judged property in code, the
/// file's value is a placeholder — the finding is a note saying so, not an error.
@Suite struct CodeSetPlaceholderTests {
    static func label(_ id: String) -> String {
        """
        <label text="Warning" id="\(id)"><rect key="frame" x="0" y="0" width="200" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="15"/>
        <color key="textColor" systemColor="systemRedColor"/></label>
        """
    }

    static let xib = OwnedXib.document(
        owner: "SignInViewController", outlets: [("warningLabel", "coded"), ("titleLabel", "textOnly")],
        subviews: [label("coded"), label("textOnly"), label("plain")],
        rootExtra: #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#)

    static let code = """
        final class SignInViewController: UIViewController {
            @IBOutlet private var warningLabel: UILabel!
            @IBOutlet private var titleLabel: UILabel!
            override func viewDidLoad() {
                super.viewDidLoad()
                warningLabel.textColor = .simplenoteRed60Color
                titleLabel.text = "Sign in"
            }
        }
        """

    @Test func colourSetByTheOwnersCodeIsANotePlaceholder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-placeholder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.xib.write(to: folder.appendingPathComponent("SignIn.xib"), atomically: true, encoding: .utf8)
        try Self.code.write(to: folder.appendingPathComponent("SignInViewController.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let contrast = Dictionary(uniqueKeysWithValues: report.findings.findings.filter { $0.rule == "contrast.text" }.map { ($0.id, $0) })
        // systemRed (#ff383c) on white is 3.56:1 in light: an error where nothing replaces it.
        #expect(contrast["plain"]?.severity == .error)
        #expect(contrast["textOnly"]?.severity == .error)
        let coded = try #require(contrast["coded"])
        #expect(coded.severity == .note)
        #expect(coded.message.hasPrefix("code sets SignInViewController.warningLabel.textColor, so the file's value is a placeholder: "))
        #expect(coded.message.count <= 200)
    }
}

extension CodeSetPlaceholderTests {
    /// A themed label class that sets its own colour, and a background its owner's code sets on
    /// the superview behind a label.
    @Test func aCustomClassOrASuperviewsBackgroundSetInCodeIsAPlaceholder() async throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LockViewController">
                        <connections><outlet property="view" destination="root" id="o1"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                        <subviews>
                            <label text="Locked" id="onRoot"><rect key="frame" x="0" y="0" width="200" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/><color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></label>
                            <label text="Themed" id="themed" customClass="ThemedLabel"><rect key="frame" x="0" y="30" width="200" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/><color key="textColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></label>
                        </subviews>
                        <color key="backgroundColor" systemColor="systemTealColor"/>
                    </view>
                </objects>
            </document>
            """
        let code = """
            final class LockViewController: UIViewController {
                override func viewDidLoad() { view.backgroundColor = .lockBackground }
            }
            final class ThemedLabel: UILabel {
                override func awakeFromNib() { super.awakeFromNib(); textColor = .themeText }
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-placeholder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try xib.write(to: folder.appendingPathComponent("Lock.xib"), atomically: true, encoding: .utf8)
        try code.write(to: folder.appendingPathComponent("Lock.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let contrast = Dictionary(uniqueKeysWithValues: report.findings.findings.filter { $0.rule == "contrast.text" }.map { ($0.id, $0) })
        // White and #e6e6e6 on systemTeal fail in every appearance; code replaces one side of each.
        #expect(contrast["onRoot"]?.severity == .note)
        #expect(contrast["onRoot"]?.message.hasPrefix("code sets LockViewController.view.backgroundColor") == true)
        #expect(contrast["themed"]?.severity == .note)
        #expect(contrast["themed"]?.message.hasPrefix("code sets ThemedLabel.self.textColor") == true)
    }
}
