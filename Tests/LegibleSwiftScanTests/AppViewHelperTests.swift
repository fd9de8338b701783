import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// What element-ios's code does to a storyboard's views through its own helpers (fresh-ios22a,
/// classes 2, 3, 5 and 6), reduced: a theme method that sets a button's title colour
/// (``AppViewHelpers``), a controller that sets its scene's root background, an inspectable
/// property whose setter makes the title live (``InspectableLiveFonts``), and a `UIButton`
/// extension that makes the title wrap.
@Suite struct AppViewHelperTests {
    /// A button titled in #7ac9a1 (2.0:1 on white), and a label in the default colour on the
    /// root's #f1f5f8 (white on it in dark, 1.09:1).
    static func storyboard(owner: String, extra: String = "") -> String {
        let title = #"<color key="titleColor" red="0.478" green="0.788" blue="0.631" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s1"><objects>
            <viewController id="vc" customClass="\(owner)" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="800"/>
            <subviews>
            <button contentMode="scaleToFill" id="styled"><rect key="frame" x="20" y="20" width="335" height="44"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/><state key="normal" title="Export keys">\(title)</state></button>
            <button contentMode="scaleToFill" id="plain"><rect key="frame" x="20" y="80" width="335" height="44"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/><state key="normal" title="Cancel">\(title)</state></button>
            <label text="Recover your keys" id="onRoot"><rect key="frame" x="20" y="140" width="335" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            \(extra)
            </subviews>
            <color key="backgroundColor" red="0.945" green="0.961" blue="0.973" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            <connections><outlet property="manualExportButton" destination="styled" id="c1"/><outlet property="cancelButton" destination="plain" id="c2"/></connections>
            </viewController>
            </objects></scene></scenes>
            </document>
            """
    }

    /// DefaultTheme.swift:180-184 and DarkTheme.swift:171-175, and the protocol's requirement.
    static let theme = """
        import UIKit
        @objc protocol Theme { func applyStyle(onButton button: UIButton) }
        class DefaultTheme: NSObject, Theme {
            func applyStyle(onButton button: UIButton) {
                button.tintColor = .green
                button.setTitleColor(.green, for: .normal)
            }
        }
        class DarkTheme: NSObject, Theme {
            func applyStyle(onButton button: UIButton) {
                button.setTitleColor(.green, for: .normal)
            }
        }
        """

    static func scan(_ files: [String: String]) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-viewhelpers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan().findings.findings
    }

    /// KeyBackupSetupIntroViewController.swift:117 and KeyBackupRecoverFromPrivateKeyViewController.swift:109.
    @Test func aThemeHelpersTitleColourAndTheOwnersRootBackgroundArePlaceholders() async throws {
        let owner = """
            import UIKit
            final class KeyBackupViewController: UIViewController {
                @IBOutlet private weak var manualExportButton: UIButton!
                @IBOutlet private weak var cancelButton: UIButton!
                private var theme: Theme!
                private func update(theme: Theme) {
                    theme.applyStyle(onButton: self.manualExportButton)
                }
            }
            """
        let found = try await Self.scan(["Theme.swift": Self.theme, "Owner.swift": owner, "Main.storyboard": Self.storyboard(owner: "KeyBackupViewController")])
        let contrast = Dictionary(found.filter { $0.rule == "contrast.text" }.map { ($0.id, $0) }) { first, _ in first }
        // Must not: the helper's colour replaces the file's.
        #expect(contrast["styled"]?.severity == .note, "\(contrast)")
        #expect(contrast["styled"]?.message.hasPrefix("code sets KeyBackupViewController.manualExportButton.textColor") == true)
        // Must fire: nothing replaces the other button's title colour, nor the root's background.
        #expect(contrast["plain"]?.severity == .error, "\(contrast)")
        #expect(contrast["onRoot"]?.severity == .error, "\(contrast)")
    }

    /// KeyBackupRecoverFromPrivateKeyViewController.swift:109 → its storyboard's :41: the owner
    /// sets its scene's root background to a colour the scan does not know (no theme type
    /// declares it), so what is measured on the file's is a placeholder.
    @Test func theOwnersRootBackgroundIsAPlaceholder() async throws {
        let owner = """
            import UIKit
            final class KeyBackupViewController: UIViewController {
                private func update(theme: Theme) { self.view.backgroundColor = theme.headerBackgroundColor }
            }
            """
        let found = try await Self.scan(["Owner.swift": owner, "Main.storyboard": Self.storyboard(owner: "KeyBackupViewController")])
        let contrast = Dictionary(found.filter { $0.rule == "contrast.text" }.map { ($0.id, $0) }) { first, _ in first }
        #expect(contrast["onRoot"]?.severity == .note, "\(contrast)")
        #expect(contrast["onRoot"]?.message.hasPrefix("code sets KeyBackupViewController.view.backgroundColor") == true)
    }

    /// The same scene whose owner sets neither (a local named `view` is not its root): both are judged.
    @Test func withoutTheHelperOrTheRootBackgroundTheFileIsJudged() async throws {
        let owner = """
            import UIKit
            final class KeyBackupViewController: UIViewController {
                @IBOutlet private weak var manualExportButton: UIButton!
                private func update(theme: Theme) { self.manualExportButton.isEnabled = true }
                // A local `view` is not the scene's root (GitHawk's SwipeCellKit MailExample, MailCollectionViewController.swift:100-101).
                func createSelectedBackgroundView() -> UIView {
                    let view = UIView()
                    view.backgroundColor = UIColor.lightGray.withAlphaComponent(0.2)
                    return view
                }
            }
            """
        let found = try await Self.scan(["Theme.swift": Self.theme, "Owner.swift": owner, "Main.storyboard": Self.storyboard(owner: "KeyBackupViewController")])
        let contrast = Dictionary(found.filter { $0.rule == "contrast.text" }.map { ($0.id, $0) }) { first, _ in first }
        #expect(contrast["styled"]?.severity == .error, "\(contrast)")
        #expect(contrast["onRoot"]?.severity == .error, "\(contrast)")
    }

    /// Riot/Categories/UIButton.swift:37-43 and LiveLocationSharingBannerView.xib:30-39: the
    /// inspectable property's setter makes the title live; a key path no code declares so does not.
    @Test func anInspectablePropertyThatSetsAdjustingMakesTheTitleLive() async throws {
        func button(_ id: String, keyPath: String) -> String {
            """
            <button contentMode="scaleToFill" id="\(id)"><rect key="frame" x="20" y="200" width="80" height="44"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/><state key="normal" title="Stop"/>
            <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="\(keyPath)" value="YES"/></userDefinedRuntimeAttributes>
            </button>
            """
        }
        let category = """
            import UIKit
            extension UIButton {
                @IBInspectable
                var vc_adjustsFontForContentSizeCategory: Bool {
                    get { return self.titleLabel?.adjustsFontForContentSizeCategory ?? false }
                    set { self.titleLabel?.adjustsFontForContentSizeCategory = newValue }
                }
                @IBInspectable
                var vc_rounded: Bool {
                    get { return false }
                    set { self.layer.masksToBounds = newValue }
                }
            }
            """
        let extra = button("live", keyPath: "vc_adjustsFontForContentSizeCategory") + button("other", keyPath: "vc_rounded")
        let found = try await Self.scan([
            "UIButton.swift": category, "Main.storyboard": Self.storyboard(owner: "BannerViewController", extra: extra),
        ])
        #expect(found.filter { $0.rule == "text.not-live" }.map(\.id) == ["other"], "\(found.filter { $0.rule == "text.not-live" })")
    }

    /// Riot/Categories/UIButton.swift:15-21 and KeyBackupRecoverFromRecoveryKeyViewController.swift:101:
    /// an extension method that sets its title's `numberOfLines = 0` sets the outlet's line count.
    @Test func aButtonExtensionThatWrapsItsTitleSetsTheLineCount() throws {
        let category = """
            import UIKit
            extension UIButton {
                func vc_enableMultiLinesTitle(textAlignment: NSTextAlignment = .center) {
                    guard let titleLabel = self.titleLabel else { return }
                    titleLabel.lineBreakMode = .byWordWrapping
                    titleLabel.numberOfLines = 0
                }
                func vc_round() { layer.cornerRadius = 4 }
            }
            """
        let owner = """
            import UIKit
            final class RecoverViewController: UIViewController {
                @IBOutlet private weak var unknownRecoveryKeyButton: UIButton!
                @IBOutlet private weak var recoverButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.unknownRecoveryKeyButton.vc_enableMultiLinesTitle()
                    self.recoverButton.vc_round()
                }
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-viewhelpers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("UIButton.swift").path
        try category.write(toFile: path, atomically: true, encoding: .utf8)
        let reader = SwiftSourceReader().prepared(forFiles: [path])
        let set = try reader.read(text: owner, path: "Recover.swift", resources: ScanResources()).setInCode
        #expect(set.contains("RecoverViewController.unknownRecoveryKeyButton.numberOfLines"))
        #expect(!set.contains { $0.hasPrefix("RecoverViewController.recoverButton.") })
    }
}
