import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// ProtonVPN ios-mac-app (fresh-ios23b class 1), reduced: the Modals package styles its
/// storyboard outlets with file-level closures composed by Overture's `concat`
/// (`Modals-iOS/Extensions/Styling.swift:24-62`), called as `subtitleStyle(descriptionLbl)`
/// (UserAccountUpdateViewController.swift:81-83). The storyboard's 14 pt label
/// (UserAccountUpdateViewController.storyboard:36) and 36 pt tall buttons (:275, :283) are
/// placeholders the closures replace (``AppStyleClosures``).
@Suite struct AppStyleClosureTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="s1"><objects>
        <viewController id="vc" customClass="UserAccountUpdateViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="800"/>
        <subviews>
        <label text="Your plan changed" id="styledLabel"><rect key="frame" x="20" y="20" width="335" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="14"/></label>
        <label text="Features" id="plainLabel"><rect key="frame" x="20" y="60" width="335" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="14"/></label>
        <button contentMode="scaleToFill" id="styledButton"><rect key="frame" x="20" y="100" width="335" height="36"/>
        <state key="normal" title="Upgrade"/>
        <connections><action selector="primaryTapped:" destination="vc" eventType="touchUpInside" id="a1"/></connections></button>
        <button contentMode="scaleToFill" id="plainButton"><rect key="frame" x="20" y="150" width="335" height="36"/>
        <state key="normal" title="Not now"/>
        <connections><action selector="secondTapped:" destination="vc" eventType="touchUpInside" id="a2"/></connections></button>
        </subviews>
        </view>
        <connections>
        <outlet property="descriptionLbl" destination="styledLabel" id="c1"/>
        <outlet property="featuresTitleLbl" destination="plainLabel" id="c2"/>
        <outlet property="primaryActionBtn" destination="styledButton" id="c3"/>
        <outlet property="secondActionBtn" destination="plainButton" id="c4"/>
        </connections>
        </viewController>
        </objects></scene></scenes>
        </document>
        """

    /// Styling.swift:24-62, cut to what decides the case; `smallStyle`'s 30 pt is no fix.
    static let styling = """
        import UIKit
        import Overture

        let baseButtonStyle: (UIButton) -> Void = {
            $0.layer.cornerRadius = 8
            $0.setTitleColor(.white, for: .normal)
        }
        let actionButtonStyle = concat(baseButtonStyle, and: {
            $0.heightAnchor.constraint(equalToConstant: 48).isActive = true
        })
        let smallButtonStyle = concat(baseButtonStyle, and: {
            $0.heightAnchor.constraint(equalToConstant: 30).isActive = true
        })
        let baseTextStyle: (UILabel) -> Void = {
            $0.textColor = .white
            $0.numberOfLines = 0
        }
        let centeredTextStyle = concat(baseTextStyle, and: { label in
            label.textAlignment = .center
        })
        let subtitleStyle = concat(centeredTextStyle, and: {
            $0.font = .preferredFont(forTextStyle: .body)
        })
        """

    static func owner(calls: String) -> String {
        """
        import UIKit
        final class UserAccountUpdateViewController: UIViewController {
            @IBOutlet private weak var descriptionLbl: UILabel!
            @IBOutlet private weak var featuresTitleLbl: UILabel!
            @IBOutlet private weak var primaryActionBtn: UIButton!
            @IBOutlet private weak var secondActionBtn: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                \(calls)
            }
            @IBAction func primaryTapped(_ sender: Any) { dismiss(animated: true) }
            @IBAction func secondTapped(_ sender: Any) { dismiss(animated: true) }
        }
        """
    }

    static func scan(_ files: [String: String]) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-styleclosures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan().findings.findings
    }

    static func byID(_ found: [Finding], rule: String) -> [String: Finding] {
        Dictionary(found.filter { $0.rule == rule }.map { ($0.id, $0) }) { first, _ in first }
    }

    @Test func whatAStyleClosureSetsOnAnOutletReplacesTheFilesValue() async throws {
        let calls = """
            subtitleStyle(descriptionLbl)
                    centeredTextStyle(featuresTitleLbl)
                    actionButtonStyle(primaryActionBtn)
                    smallButtonStyle(secondActionBtn)
            """
        let found = try await Self.scan([
            "Styling.swift": Self.styling, "Owner.swift": Self.owner(calls: calls), "Main.storyboard": Self.storyboard,
        ])
        let fonts = Self.byID(found, rule: "text.fixed-size")
        let targets = Self.byID(found, rule: "target.small")
        // Must not fire: the font `subtitleStyle` sets, and the 48 pt `actionButtonStyle` activates.
        #expect(fonts["styledLabel"]?.severity == .note, "\(fonts)")
        #expect(fonts["styledLabel"]?.message.hasPrefix("code sets UserAccountUpdateViewController.descriptionLbl.font") == true)
        #expect((targets["styledButton"]?.severity ?? .note) == .note, "\(targets)")
        // Must fire: a style that sets no font (`centeredTextStyle`), and a 30 pt height.
        #expect(fonts["plainLabel"]?.severity == .warning, "\(fonts)")
        #expect(targets["plainButton"].map { $0.severity > .note } == true, "\(targets)")
    }

    /// Without the calls, the file's values are judged (the closures alone style nothing).
    @Test func withoutACallTheFilesValuesAreJudged() async throws {
        let found = try await Self.scan([
            "Styling.swift": Self.styling, "Owner.swift": Self.owner(calls: "view.layoutIfNeeded()"), "Main.storyboard": Self.storyboard,
        ])
        #expect(Self.byID(found, rule: "text.fixed-size")["styledLabel"]?.severity == .warning)
        #expect(Self.byID(found, rule: "target.small")["styledButton"].map { $0.severity > .note } == true)
    }
}
