import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A storyboard scene's root background its controller's code sets, judged at that colour when
/// the scan knows it (``CodeRootBackgrounds``, the Swift reader's `ThemePalettes`), reduced from
/// element-ios KeyVerificationVerifyBySASViewController (.storyboard:143, .swift:91-108) and
/// Habitica's BaseUIViewController subclasses (User.storyboard:1059, AttributePointsViewController.swift:179).
@Suite struct CodeRootBackgroundTests {
    /// A 17 pt label in `text` (hex) on the root (#f1f5f8 in the file), and a button with its own
    /// #9a62ff background and a white title (3.76:1) when `button`.
    static func storyboard(owner: String, text: String, button: Bool = false) -> String {
        let rgb = [0, 2, 4].map { Double(Int(text.dropFirst($0).prefix(2), radix: 16) ?? 0) / 255 }
        let buttonXML = """
            <button contentMode="scaleToFill" id="ownFill"><rect key="frame" x="20" y="80" width="335" height="44"/>
            <color key="backgroundColor" red="0.6036" green="0.3851" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <fontDescription key="fontDescription" type="system" pointSize="15"/><state key="normal" title="Send gems">
            <color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></state></button>
            """
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s1"><objects>
            <viewController id="vc" customClass="\(owner)" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="800"/>
            <subviews>
            <label text="Compare the emoji" id="onRoot"><rect key="frame" x="20" y="140" width="335" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <color key="textColor" red="\(rgb[0])" green="\(rgb[1])" blue="\(rgb[2])" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
            \(button ? buttonXML : "")
            </subviews>
            <color key="backgroundColor" red="0.945" green="0.961" blue="0.973" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            </viewController>
            </objects></scene></scenes>
            </document>
            """
    }

    /// element-ios's Theme.swift, DefaultTheme.swift:31-33 (a ternary on an app flag),
    /// DarkTheme.swift:31-33 and BlackTheme.swift:23-25, with each theme's `userInterfaceStyle`.
    static let elementThemes = """
        import UIKit
        @objc protocol Theme {
            var headerBackgroundColor: UIColor { get }
            var userInterfaceStyle: UIUserInterfaceStyle { get }
        }
        @objcMembers class DefaultTheme: NSObject, Theme {
            var headerBackgroundColor: UIColor {
                BuildSettings.newAppLayoutEnabled ? UIColor(rgb: 0xFFFFFF) : UIColor(rgb: 0xF5F7FA)
            }
            var userInterfaceStyle: UIUserInterfaceStyle { return .light }
        }
        @objcMembers class DarkTheme: NSObject, Theme {
            var headerBackgroundColor: UIColor {
                BuildSettings.newAppLayoutEnabled ? UIColor(rgb: 0x15191E) : UIColor(rgb: 0x21262C)
            }
            var userInterfaceStyle: UIUserInterfaceStyle { return .dark }
        }
        class BlackTheme: DarkTheme {
            override var headerBackgroundColor: UIColor { UIColor(rgb: 0x000000) }
        }
        """

    /// Riot/Categories/UIColor.swift:11 and Config/BuildSettings.swift:429.
    static let elementSupport = """
        import UIKit
        @objc extension UIColor {
            convenience init(rgb: UInt) {
                self.init(red: CGFloat((rgb & 0xFF0000) >> 16) / 255.0, green: CGFloat((rgb & 0x00FF00) >> 8) / 255.0,
                          blue: CGFloat(rgb & 0x0000FF) / 255.0, alpha: CGFloat(1.0))
            }
        }
        final class BuildSettings: NSObject {
            static let newAppLayoutEnabled = true
        }
        """

    static func owner(_ value: String) -> String {
        """
        import UIKit
        final class KeyVerificationVerifyBySASViewController: UIViewController {
            private var theme: Theme!
            private func update(theme: Theme) {
                self.theme = theme
                self.view.backgroundColor = \(value)
            }
        }
        """
    }

    static func contrast(_ files: [String: String]) async throws -> [String: Finding] {
        let found = try await AppViewHelperTests.scan(files)
        return Dictionary(found.filter { $0.rule == "contrast.text" }.map { ($0.id, $0) }) { first, _ in first }
    }

    /// Must fire: #aaaaaa on the light theme's #ffffff is 2.32:1 (the storyboard's #f1f5f8 is replaced).
    @Test func aThemeColourTheOwnerSetsIsJudgedInEachAppearance() async throws {
        let contrast = try await Self.contrast([
            "Themes.swift": Self.elementThemes, "Support.swift": Self.elementSupport,
            "Owner.swift": Self.owner("theme.headerBackgroundColor"),
            "Main.storyboard": Self.storyboard(owner: "KeyVerificationVerifyBySASViewController", text: "aaaaaa"),
        ])
        let finding = try #require(contrast["onRoot"], "\(contrast)")
        #expect(finding.severity == .error, "\(finding)")
        #expect(finding.message.contains("theme.headerBackgroundColor"), "\(finding.message)")
        #expect(finding.message.contains("2.32:1"), "\(finding.message)")
        #expect(!finding.message.contains("#f1f5f8"), "\(finding.message)")
    }

    /// Must not fire: #767676 passes on the light theme's #ffffff (4.54:1) and on the black
    /// theme's #000000 (4.62:1); only the dark theme's #15191E fails, and the best of an
    /// appearance's themes is judged.
    @Test func aTextEveryAppearanceHasAPassingThemeForIsNoFinding() async throws {
        let contrast = try await Self.contrast([
            "Themes.swift": Self.elementThemes, "Support.swift": Self.elementSupport,
            "Owner.swift": Self.owner("theme.headerBackgroundColor"),
            "Main.storyboard": Self.storyboard(owner: "KeyVerificationVerifyBySASViewController", text: "767676"),
        ])
        #expect(contrast["onRoot"] == nil || contrast["onRoot"]?.severity == .note, "\(contrast)")
    }

    /// Must not fire: a theme whose value the scan cannot read (`darker(by:)`) leaves the file's
    /// colour a placeholder, a note; so do two different colours the owner sets.
    @Test func anUnknownOrChangingColourStaysAPlaceholder() async throws {
        let unknown = Self.elementThemes.replacingOccurrences(of: "UIColor(rgb: 0x000000)", with: "UIColor.black.darker(by: 7)")
        let first = try await Self.contrast([
            "Themes.swift": unknown, "Support.swift": Self.elementSupport,
            "Owner.swift": Self.owner("theme.headerBackgroundColor"),
            "Main.storyboard": Self.storyboard(owner: "KeyVerificationVerifyBySASViewController", text: "aaaaaa"),
        ])
        #expect(first["onRoot"]?.severity == .note, "\(first)")
        #expect(first["onRoot"]?.message.hasPrefix("code sets KeyVerificationVerifyBySASViewController.view.backgroundColor") == true)
        let twice = Self.owner(".white\n        if theme == nil { self.view.backgroundColor = .black }")
        let second = try await Self.contrast([
            "Owner.swift": twice, "Main.storyboard": Self.storyboard(owner: "KeyVerificationVerifyBySASViewController", text: "aaaaaa"),
        ])
        #expect(second["onRoot"]?.severity == .note, "\(second)")
    }

    /// Habitica: `protocol DarkTheme: Theme`, defaults in `extension Theme` and `extension
    /// DarkTheme` (Theme.swift:56-130), structs that adopt them (Themes.swift), the colour a
    /// superclass's `applyTheme(theme:)` sets (BaseUIViewController.swift:62), and an app colour
    /// constant (UIColor-Habitica.swift:70). #ee9109 on white is 2.40:1 (User.storyboard:1059; 2.41:1 as the fixture rounds it).
    static let habiticaThemes = """
        import UIKit
        public protocol Theme {
            var isDark: Bool { get }
            var contentBackgroundColor: UIColor { get }
        }
        public protocol DarkTheme: Theme {}
        extension Theme {
            public var isDark: Bool { return false }
            public var contentBackgroundColor: UIColor { return UIColor.white }
        }
        extension DarkTheme {
            public var isDark: Bool { return true }
            public var contentBackgroundColor: UIColor { return UIColor.blackPurple50 }
        }
        public struct DefaultTheme: Theme {}
        public struct GreenTheme: Theme {}
        public struct DefaultDarkTheme: DarkTheme {}
        extension UIColor {
            @nonobjc static let blackPurple50 = UIColor(red: 33.0 / 255.0, green: 30.0 / 255.0, blue: 40.0 / 255.0, alpha: 1.0)
            @nonobjc static let purple300 = UIColor(red: 97.0 / 255.0, green: 51.0 / 255.0, blue: 180.0 / 255.0, alpha: 1.0)
        }
        class BaseUIViewController: UIViewController {
            func applyTheme(theme: Theme) { view.backgroundColor = theme.contentBackgroundColor }
        }
        class AttributePointsViewController: BaseUIViewController {}
        class GiftViewController: UIViewController {
            override func viewDidLoad() { view.backgroundColor = .purple300 }
        }
        """

    /// Must fire: the light themes' white behind #ee9109; #aaaaaa on the app's #6133b4 (3.42:1).
    /// Must not: white on #6133b4 (8.6:1).
    @Test func aProtocolThemeAndAnAppColourConstantAreJudged() async throws {
        let themed = try await Self.contrast([
            "Theme.swift": Self.habiticaThemes, "User.storyboard": Self.storyboard(owner: "AttributePointsViewController", text: "ee9109"),
        ])
        #expect(themed["onRoot"]?.severity == .error, "\(themed)")
        #expect(themed["onRoot"]?.message.contains("2.41:1") == true, "\(themed)")
        let purple = try await Self.contrast([
            "Theme.swift": Self.habiticaThemes, "Gift.storyboard": Self.storyboard(owner: "GiftViewController", text: "aaaaaa"),
        ])
        #expect(purple["onRoot"]?.severity == .error, "\(purple)")
        #expect(purple["onRoot"]?.message.contains("3.42:1") == true, "\(purple)")
        let white = try await Self.contrast([
            "Theme.swift": Self.habiticaThemes, "Gift.storyboard": Self.storyboard(owner: "GiftViewController", text: "ffffff"),
        ])
        #expect(white["onRoot"] == nil, "\(white)")
    }

    /// Habitica Main.storyboard:3151: a button's own opaque background hides the root's, so
    /// what code sets on the root is no placeholder of what the title sits on.
    @Test func textOnItsOwnFillIsJudgedWhateverTheRootIs() async throws {
        let contrast = try await Self.contrast([
            "Owner.swift": Self.owner("theme.headerBackgroundColor"),
            "Main.storyboard": Self.storyboard(owner: "KeyVerificationVerifyBySASViewController", text: "aaaaaa", button: true),
        ])
        #expect(contrast["ownFill"]?.severity == .error, "\(contrast)")
        #expect(contrast["onRoot"]?.severity == .note, "\(contrast)")
    }

    /// Must not fire: a button on the root whose fill code may paint (element-ios
    /// WidgetPermissionViewController.storyboard:108, a white title on `vc_setBackgroundColor(theme.tintColor, …)`)
    /// is not judged on the root's known colour: it stays a note.
    @Test func aButtonOnTheRootStaysAPlaceholder() async throws {
        let button = """
            <button contentMode="scaleToFill" id="clearButton"><rect key="frame" x="20" y="200" width="335" height="44"/>
            <fontDescription key="fontDescription" type="system" pointSize="15"/><state key="normal" title="Continue">
            <color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></state></button>
            """
        let storyboard = Self.storyboard(owner: "GiftViewController", text: "aaaaaa").replacingOccurrences(of: "</subviews>", with: button + "</subviews>")
        let contrast = try await Self.contrast([
            "Theme.swift": Self.habiticaThemes.replacingOccurrences(of: "view.backgroundColor = .purple300", with: "view.backgroundColor = .white"),
            "Gift.storyboard": storyboard,
        ])
        #expect(contrast["clearButton"]?.severity == .note, "\(contrast)")
        #expect(contrast["onRoot"]?.severity == .error, "\(contrast)")
    }
}
