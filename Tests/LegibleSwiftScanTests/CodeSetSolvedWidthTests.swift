import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 34: a view whose placeholder code replaces (`Button`, `Label` behind an outlet) keeps its
/// place in the Auto Layout solve, so the text code sets is audited at the width the layout gives
/// it, not only where the file's own width rules happen to know one (Nextcloud Talk
/// `CallsFromOldAccountViewController.xib:34`: a centred button kept 20 pt inside both edges,
/// titled in code, was an `overflow.unknown-width` note).
@Suite struct CodeSetSolvedWidthTests {
    /// A controller's xib (File's Owner's `view`) with a 15 pt bold button centred, at least 20 pt
    /// from each edge, with 24 pt content insets each side: its title gets at most the screen
    /// less 2 × 20 less 2 × 24 pt.
    static func xib(outlet: Bool) -> String {
        let connections =
            #"<outlet property="view" destination="root" id="o-root"/>"# + (outlet ? #"<outlet property="okButton" destination="ok" id="o-ok"/>"# : "")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="WarningViewController">
                        <connections>\(connections)</connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <button translatesAutoresizingMaskIntoConstraints="NO" id="ok"><rect key="frame" x="158" y="163" width="98" height="40"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                                <inset key="contentEdgeInsets" minX="24" minY="0.0" maxX="24" maxY="0.0"/>
                                <state key="normal" title="Button"/>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="ok" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                            <constraint firstItem="ok" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="ok" secondAttribute="trailing" constant="20" id="c3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    static let code = """
        final class WarningViewController: UIViewController {
            @IBOutlet var okButton: UIButton!
            override func viewDidLoad() { okButton.setTitle(NSLocalizedString("welcome", comment: ""), for: .normal) }
        }
        """

    @Test func aTitleCodeSetsIsAuditedAtTheSolvedWidth() async throws {
        let files = CodeSetTextTests.strings.merging(["App/Warning.xib": Self.xib(outlet: true), "App/Warning.swift": Self.code]) { $1 }
        let (report, elements) = try await CodeSetTextTests.scan(files)
        let button = try #require(elements["ok"])
        #expect(button.text == ScannedText(key: "welcome", literal: "welcome"))
        #expect(!button.screenTextWidths.isEmpty)
        for width in button.screenTextWidths {
            #expect(width.width == .maximum(width.screen - 40 - 48))
        }
        #expect(!report.findings.findings.contains { $0.rule == "overflow.unknown-width" })
    }

    /// Without the outlet the file's `Button` is the text (no code reaches it): it is judged as
    /// the file gives it, and no German is measured in it.
    @Test func aButtonNoCodeReachesKeepsItsOwnTitle() async throws {
        let files = CodeSetTextTests.strings.merging(["App/Warning.xib": Self.xib(outlet: false), "App/Warning.swift": Self.code]) { $1 }
        let (report, elements) = try await CodeSetTextTests.scan(files)
        #expect(elements["ok"]?.text?.literal == "Button")
        #expect(!report.findings.findings.contains { $0.rule == "overflow.label" && $0.id.contains("[de]") })
    }
}
