import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A xib label that shrinks at a fixed size is exempt from `text.shrinks`, but not when its
/// owner's code gives the outlet a text style: the fixed size is a placeholder (Simplenote
/// d3e2599c `SPOnboardingViewController.xib:50`, `minimumFontSize="14"` on a 20 pt System label,
/// whose `headerLabel` `SPOnboardingViewController.swift:113-115` makes Title 3 and
/// `adjustsFontSizeToFitWidth = true`, in a `private extension` of the class, was missed).
@Suite struct OutletCodeFontShrinkTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SPOnboardingViewController">
                    <connections>
                        <outlet property="view" destination="root" id="o1"/>
                        <outlet property="headerLabel" destination="header" id="o2"/>
                        <outlet property="simplenoteLabel" destination="brand" id="o3"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                    <subviews>
                        <label text="Simplenote" textAlignment="center" adjustsFontSizeToFit="NO" id="brand">
                            <rect key="frame" x="0.0" y="365" width="360" height="40"/>
                            <fontDescription key="fontDescription" type="system" pointSize="34"/>
                        </label>
                        <label text="The simplest way to keep notes." textAlignment="center" minimumFontSize="14" id="header">
                            <rect key="frame" x="0.0" y="413" width="360" height="24"/>
                            <fontDescription key="fontDescription" type="system" pointSize="20"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                </view>
            </objects>
        </document>
        """

    static func code(headerFont: String) -> String {
        """
        import UIKit
        class SPOnboardingViewController: UIViewController {
            @IBOutlet var simplenoteLabel: UILabel!
            @IBOutlet var headerLabel: UILabel!
            override func viewDidLoad() { super.viewDidLoad(); setupLabels() }
        }
        private extension SPOnboardingViewController {
            func setupLabels() {
                simplenoteLabel.adjustsFontSizeToFitWidth = true
                simplenoteLabel.font = .preferredFont(forTextStyle: .largeTitle)
                headerLabel.adjustsFontSizeToFitWidth = true
                headerLabel.font = \(headerFont)
            }
        }
        """
    }

    /// The `text.shrinks` findings of a scan of the xib and `code`.
    static func shrinks(_ code: String) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-outlet-shrink-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try xib.write(to: folder.appendingPathComponent("SPOnboardingViewController.xib"), atomically: true, encoding: .utf8)
        try code.write(to: folder.appendingPathComponent("SPOnboardingViewController.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.shrinks" }
    }

    @Test func aTextStyleCodeSetsOnTheOutletMakesTheFilesShrinkAFinding() async throws {
        // Must fire, on the header label only: the brand label's file turns shrinking off and
        // code gives no minimum, so UIKit never shrinks it.
        let found = try await Self.shrinks(Self.code(headerFont: ".preferredFont(forTextStyle: .title3)"))
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.location?.file.hasSuffix(".xib") == true)
        #expect(found.first?.location?.line == 18)
        #expect(found.first?.property("codeFont") == "code sets the font at SPOnboardingViewController.swift:12")
    }

    @Test func aFixedFontCodeSetsKeepsTheShrinkExempt() async throws {
        // Must NOT fire: code's font is a fixed size too, which no chosen size moves.
        #expect(try await Self.shrinks(Self.code(headerFont: ".systemFont(ofSize: 20)")).isEmpty)
    }
}
