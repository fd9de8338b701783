import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A button class that adds a required `height == 36` constraint to itself in code is 36 pt
/// tall whatever the storyboard draws (Threema a92bb3b9 `SetupButton.swift:49-57`; its buttons
/// drawn 30 pt tall in `CreateID.storyboard:517` were judged at 30 pt).
@Suite struct ClassHeightTests {
    static func storyboard(customClass: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" customClass="PickViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" buttonType="system" id="next" customClass="\(customClass)">
                                        <rect key="frame" x="20" y="500" width="280" height="30"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        <state key="normal" title="Next"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func button(constant: String, relation: String = ".equal") -> String {
        """
        import UIKit
        class SetupButton: UIButton {
            required init?(coder aDecoder: NSCoder) {
                super.init(coder: aDecoder)
                setup()
            }
            private func setup() {
                addConstraint(NSLayoutConstraint(
                    item: self, attribute: .height, relatedBy: \(relation), toItem: nil, attribute: .notAnAttribute, multiplier: 0.0, constant: \(constant)
                ))
            }
        }
        """
    }

    private func targets(_ files: [String: String]) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-class-height-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "target.small" }
    }

    @Test func theClassesHeightIsJudged() async throws {
        let found = try await targets(["Main.storyboard": Self.storyboard(customClass: "SetupButton"), "SetupButton.swift": Self.button(constant: "36")])
        #expect(found.count == 1 && found[0].severity > .note)
        #expect(found.first?.message.contains("36") == true && found.first?.message.contains("30") == false, "\(found.map(\.message))")
    }

    @Test func theFilesHeightStaysWithoutSuchAConstraint() async throws {
        // Must fire at 30 pt: another class, or a constraint that is only a minimum.
        for files in [
            ["Main.storyboard": Self.storyboard(customClass: "OtherButton"), "SetupButton.swift": Self.button(constant: "36")],
            [
                "Main.storyboard": Self.storyboard(customClass: "SetupButton"),
                "SetupButton.swift": Self.button(constant: "36", relation: ".greaterThanOrEqual"),
            ],
        ] {
            let found = try await targets(files)
            #expect(found.count == 1 && found.first?.message.contains("30") == true, "\(found.map(\.message))")
        }
    }
}
