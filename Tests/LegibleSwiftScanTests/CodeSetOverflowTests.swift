import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, class 8, for overflow: a xib label whose font its owner's code replaces (Simplenote's
/// onboarding sets the Title 3 style and shrinks to fit) is not measured in the file's fixed font
/// as if that were what shows: the overflow is a note that says the file's value is a placeholder.
/// The same label with no code touching it is an error, as before.
@Suite struct CodeSetOverflowTests {
    /// A 60 pt wide one-line label whose German text cannot fit at 20 pt.
    static func label(_ id: String) -> String {
        """
        <label text="Willkommen bei uns" numberOfLines="1" id="\(id)"><rect key="frame" x="0" y="0" width="60" height="24"/>
        <fontDescription key="fontDescription" type="system" pointSize="20"/></label>
        """
    }

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="OnboardingViewController">
                    <connections><outlet property="headerLabel" destination="coded" id="o1"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                    <subviews>
        \(label("coded"))
        \(label("plain"))
                    </subviews>
                </view>
            </objects>
        </document>
        """

    static let code = """
        final class OnboardingViewController: UIViewController {
            @IBOutlet private var headerLabel: UILabel!
            override func viewDidLoad() {
                super.viewDidLoad()
                headerLabel.font = .preferredFont(forTextStyle: .title3)
                headerLabel.adjustsFontSizeToFitWidth = true
            }
        }
        """

    @Test func anOverflowInAFontCodeReplacesIsANote() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-code-overflow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.xib.write(to: folder.appendingPathComponent("Onboarding.xib"), atomically: true, encoding: .utf8)
        try Self.code.write(to: folder.appendingPathComponent("OnboardingViewController.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let overflow = report.findings.findings.filter { $0.rule == "overflow.label" }
        // "Willkommen bei uns" at 20 pt is far wider than 60 pt: both labels overflow as the file draws them.
        let coded = overflow.filter { $0.id.hasPrefix("coded") }
        let plain = overflow.filter { $0.id.hasPrefix("plain") }
        #expect(!coded.isEmpty && !plain.isEmpty, "\(overflow.map(\.id))")
        #expect(
            coded.allSatisfy { $0.severity == .note && $0.message.hasPrefix("code sets OnboardingViewController.headerLabel.font") }, "\(coded.map(\.message))")
        #expect(plain.allSatisfy { $0.severity == .error }, "\(plain.map(\.message))")
    }
}
