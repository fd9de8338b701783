import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Rocket.Chat 3172a098: a label's runtime attribute `themeColor = "textColor: auxiliaryText"`
/// (Subscriptions.storyboard:98, ChatPreviewModeView.xib:28) takes its colour from the app's
/// theme, `static let light = Theme(backgroundColor: #colorLiteral(…1, 1, 1…), …, auxiliaryText:
/// #colorLiteral(red: 0.6117647059, green: 0.6352941176, blue: 0.6588235294, alpha: 1), …)`
/// (Theme.swift:102-120): #9ca2a8 on the white the theme walk gives every view's background
/// (ThemeableViews.swift:38-47), 2.57:1. The scan only noted that the theme sets the colour
/// (fresh-ios13a D2); it now judges the theme's values.
@Suite struct AppThemeColorTests {
    static func label(_ id: String, white: String, theme: String) -> String {
        """
        <label opaque="NO" text="Sort by unread" id="\(id)"><rect key="frame" x="16" y="0" width="200" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="15"/>
        <color key="textColor" white="\(white)" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="themeColor" value="textColor: \(theme)"/></userDefinedRuntimeAttributes>
        </label>
        """
    }

    static let white = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="s1"><objects>
        <viewController id="vc" customClass="SubscriptionsController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="800"/>
        <subviews>
        <view contentMode="scaleToFill" id="header" customClass="SortingHeaderView"><rect key="frame" x="0" y="0" width="375" height="44"/>
        <subviews>
        \(label("aux", white: "0", theme: "auxiliaryText"))
        \(label("control", white: "0.6", theme: "controlText"))
        \(label("tint", white: "0.6", theme: "tintColor"))
        </subviews></view>
        <view contentMode="scaleToFill" id="muted"><rect key="frame" x="0" y="100" width="375" height="44"/>
        <subviews>\(label("onmuted", white: "0.6", theme: "auxiliaryText"))</subviews>
        <color key="backgroundColor" white="0.8" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="themeColor" value="backgroundColor: mutedAccent"/></userDefinedRuntimeAttributes>
        </view>
        </subviews>\(white)</view>
        </viewController>
        </objects></scene></scenes>
        </document>
        """

    static let code = """
        import UIKit
        class Theme: NSObject {
            @objc let backgroundColor: UIColor
            @objc let controlText: UIColor
            @objc let auxiliaryText: UIColor
            @objc let tintColor: UIColor
            init(backgroundColor: UIColor, controlText: UIColor, auxiliaryText: UIColor, tintColor: UIColor) {
                self.backgroundColor = backgroundColor
                self.controlText = controlText
                self.auxiliaryText = auxiliaryText
                self.tintColor = tintColor
            }
            static let light = Theme(
                backgroundColor: #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1),
                controlText: #colorLiteral(red: 0.3294117647, green: 0.3450980392, blue: 0.368627451, alpha: 1),
                auxiliaryText: #colorLiteral(red: 0.6117647059, green: 0.6352941176, blue: 0.6588235294, alpha: 1),
                tintColor: .RCBlue()
            )
            static let dark = Theme(
                backgroundColor: #colorLiteral(red: 0.01176470588, green: 0.0431372549, blue: 0.1058823529, alpha: 1),
                controlText: #colorLiteral(red: 0.8549193462, green: 0.8697612629, blue: 0.903159703, alpha: 1),
                auxiliaryText: #colorLiteral(red: 0.5732198682, green: 0.5927470883, blue: 0.638310602, alpha: 1),
                tintColor: #colorLiteral(red: 0.1137254902, green: 0.4549019608, blue: 0.9607843137, alpha: 1)
            )
        }
        extension UIView {
            func applyTheme() {
                applyThemeBackgroundColor()
                self.subviews.forEach { $0.applyTheme() }
                applyThemeFromRuntimeAttributes()
            }
            func applyThemeBackgroundColor() {
                guard let theme = theme else { return }
                backgroundColor = theme.backgroundColor.withAlphaComponent(backgroundColor?.cgColor.alpha ?? 0.0)
            }
            @objc func setThemeColor(_ themeString: String) {
                themeProperties[themeString] = themeString
            }
        }
        extension UILabel {
            override func applyTheme() {
                super.applyTheme()
                guard let theme = theme else { return }
                textColor = theme.titleText
                applyThemeFromRuntimeAttributes()
            }
        }
        class SortingHeaderView: UIView {}
        class SubscriptionsController: UIViewController {}
        """

    static func scan(code: String = code) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-themecolors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try storyboard.write(to: folder.appendingPathComponent("Subscriptions.storyboard"), atomically: true, encoding: .utf8)
        try code.write(to: folder.appendingPathComponent("Theme.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == ScanRules.contrastText.id }
    }

    @Test func aRuntimeThemeColourIsJudgedAtTheThemesValue() async throws {
        let findings = try await Self.scan()
        // Must fire: auxiliaryText #9ca2a8 on the light theme's white, 2.57:1, though the file's black passes.
        let aux = findings.first { $0.id == "aux" }
        #expect(aux?.severity == .error, "\(findings)")
        #expect(
            aux?.message.hasPrefix("the app's theme gives it auxiliaryText (runtime attribute themeColor, Theme.swift:") == true, "\(String(describing: aux))")
        #expect(aux?.message.contains("#9ca2a8 on #ffffff") == true, "\(String(describing: aux))")
        #expect(aux?.message.contains("2.57:1 in light") == true, "\(String(describing: aux))")
        // Must not fire: controlText passes in both themes, though the file's #999999 fails.
        #expect(!findings.contains { $0.id == "control" }, "\(findings)")
    }

    @Test func aThemeColourNotKnownForCertainStaysANote() async throws {
        let findings = try await Self.scan()
        // `tintColor: .RCBlue()` is no literal; a background a runtime attribute sets is not the walk's.
        for id in ["tint", "onmuted"] {
            let found = findings.filter { $0.id == id }
            #expect(!found.isEmpty && found.allSatisfy { $0.severity == .note && $0.message.contains("runtime attribute themeColor") }, "\(id): \(found)")
        }
        // Without the walk's background, the background is not known: the note stays.
        let unwalked = Self.code.replacingOccurrences(
            of: "backgroundColor = theme.backgroundColor.withAlphaComponent", with: "backgroundColor = other.withAlphaComponent")
        let notes = try await Self.scan(code: unwalked).filter { $0.id == "aux" || $0.id == "control" }
        #expect(notes.allSatisfy { $0.severity == .note }, "\(notes)")
        #expect(notes.contains { $0.id == "control" }, "\(notes)")
    }
}
