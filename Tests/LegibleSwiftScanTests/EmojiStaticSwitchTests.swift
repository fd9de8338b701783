import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// GitHawk 36f6fa28 `Settings.storyboard:186`: `defaultReactionLabel.text =
/// ReactionContent.defaultReaction?.emoji` (SettingsViewController.swift:127), where `emoji` is a
/// switch whose every case returns an emoji and `defaultReaction` a `static var` of the enum
/// (ReactionContent+ReactionType.swift:12-32). The label shows one colour emoji, which no text
/// colour or size applies to; it was a contrast error and a fixed-size warning (fresh-ios22c class 4).
@Suite struct EmojiStaticSwitchTests {
    static let reactions = """
        import Foundation
        enum ReactionContent { case confused, heart, eyes }
        extension ReactionContent {
            var emoji: String {
                switch self {
                case .confused: return "😕"
                case .heart: return "❤️"
                case .eyes: return "👀"
                }
            }
            var title: String {
                switch self {
                case .confused: return "Confused"
                case .heart: return "Heart"
                case .eyes: return "Eyes"
                }
            }
            static var defaultReaction: ReactionContent? {
                return UserDefaults.standard.string(forKey: "r") == nil ? nil : .heart
            }
        }
        struct Other { static var defaultReaction: Other? { nil }; var emoji: String { "Smile" } }
        """

    static func controller(_ value: String) -> String {
        """
        import UIKit
        final class SettingsViewController: UITableViewController {
            @IBOutlet weak var defaultReactionLabel: UILabel!
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                defaultReactionLabel.text = \(value)
            }
        }
        """
    }

    /// A 16 pt #a3aab1 label on white (2.34:1, GitHawk's grey): a contrast error and a fixed size if judged as text.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects>
                <tableViewController id="vc" customClass="SettingsViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                        <subviews>
                            <label text="Label" id="reaction">
                                <rect key="frame" x="300" y="12" width="40" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                <color key="textColor" red="0.639" green="0.667" blue="0.694" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </label>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                    <connections><outlet property="defaultReactionLabel" destination="reaction" id="o1"/></connections>
                </tableViewController>
            </objects></scene></scenes>
        </document>
        """

    static func judged(_ value: String) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-emoji-static-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["Settings.storyboard": storyboard, "Reactions.swift": reactions, "SettingsViewController.swift": controller(value)]
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return report.findings.findings.filter {
            $0.id == "reaction" && $0.severity > .note && ["contrast.text", "text.fixed-size"].contains($0.rule)
        }
    }

    @Test func anEmojiSwitchThroughAStaticOfItsEnumShowsOneEmoji() async throws {
        // Must not fire: every text is an emoji.
        #expect(try await Self.judged("ReactionContent.defaultReaction?.emoji").isEmpty)
        // Must fire: the same enum's words, and another type's `emoji` of words.
        #expect(try await Self.judged("ReactionContent.defaultReaction?.title").count == 2)
        #expect(try await Self.judged("Other.defaultReaction?.emoji").count == 2)
    }
}
