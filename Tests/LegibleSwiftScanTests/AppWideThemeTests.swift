import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Rocket.Chat 3172a098 themes every label through `extension UILabel { override func
/// applyTheme() { …; textColor = theme.titleText } }` (Theme/ThemeableViews.swift:100-107),
/// which `extension UIView { func applyTheme() { …; subviews.forEach { $0.applyTheme() } } }`
/// takes to every view: Preferences.storyboard:43's #999999 was a placeholder judged as an
/// error. `NotThemeable*` classes override `applyTheme()` with an empty body, and what they
/// hold keeps its file's colour (Auth.storyboard:231, Drawing.storyboard:131 stay errors); a
/// plain cell runs `applyTheme()` itself from `didMoveToSuperview`, so one inside a
/// `NotThemeableTableView` is themed (Auth.storyboard:1087). A runtime attribute
/// `themeColor = "textColor: auxiliaryText"` (ChatPreviewModeView.xib:28) is the code's colour.
@Suite struct AppWideThemeTests {
    static func label(_ id: String, color: String, extra: String = "", attributes: String = "") -> String {
        """
        <label opaque="NO" text="Status" id="\(id)"\(extra)><rect key="frame" x="0" y="0" width="200" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        <color key="textColor" white="\(color)" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>\(attributes)</label>
        """
    }

    static func runtime(_ type: String, _ keyPath: String, value: String) -> String {
        type == "color"
            ? """
            <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="color" keyPath="\(keyPath)">
            <color key="value" white="\(value)" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>
            """
            : #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="\#(keyPath)" value="\#(value)"/></userDefinedRuntimeAttributes>"#
    }

    static let white = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="s1"><objects>
        <viewController id="vc" customClass="PrefsController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="800"/>
        <subviews>
        \(label("themed", color: "0.6"))
        \(label("optedout", color: "0.6", extra: #" customClass="NotThemeableLabel""#))
        <view contentMode="scaleToFill" id="box" customClass="NotThemeableView"><rect key="frame" x="0" y="100" width="375" height="300"/>
        <subviews>
        \(label("inbox", color: "0.6"))
        \(label("runtimekey", color: "0.6", attributes: runtime("string", "themeColor", value: "textColor: auxiliaryText")))
        \(label("otherkey", color: "0.6", attributes: runtime("string", "themeColor", value: "tintColor: auxiliaryText")))
        \(label("directfails", color: "0", attributes: runtime("color", "textColor", value: "0.6")))
        \(label("directpasses", color: "0.6", attributes: runtime("color", "textColor", value: "0")))
        </subviews>\(white)</view>
        <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" id="table" customClass="NotThemeableTableView">
        <rect key="frame" x="0" y="400" width="375" height="300"/>
        <prototypes><tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="cell"><rect key="frame" x="0" y="0" width="375" height="44"/>
        <tableViewCellContentView key="contentView" id="content"><rect key="frame" x="0" y="0" width="375" height="44"/>
        <subviews>\(label("incell", color: "0.6"))</subviews>\(white)</tableViewCellContentView>
        </tableViewCell></prototypes></tableView>
        </subviews>\(white)</view>
        </viewController>
        </objects></scene></scenes>
        </document>
        """

    static let theme = """
        import UIKit
        extension UIView {
            func applyTheme() {
                applyThemeBackgroundColor()
                self.subviews.forEach { $0.applyTheme() }
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
            }
        }
        extension UITableViewCell {
            open override func didMoveToSuperview() {
                super.didMoveToSuperview()
                guard superview != nil else { return }
                applyTheme()
            }
        }
        class NotThemeableView: UIView {
            override var theme: Theme? { return nil }
            override func applyTheme() { }
        }
        class NotThemeableTableView: UITableView { override func applyTheme() { } }
        class NotThemeableLabel: UILabel { override func applyTheme() { } }
        class PrefsController: UIViewController {}
        """

    static func scan(theme: String) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-apptheme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try storyboard.write(to: folder.appendingPathComponent("Preferences.storyboard"), atomically: true, encoding: .utf8)
        try theme.write(to: folder.appendingPathComponent("ThemeableViews.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == ScanRules.contrastText.id }
    }

    @Test func aThemedLabelsColourIsAPlaceholderAndAnOptedOutOneIsJudged() async throws {
        let findings = try await Self.scan(theme: Self.theme)
        func severities(_ id: String) -> [Severity] { findings.filter { $0.id == id }.map(\.severity) }
        // Must not fire: the theme's extension sets the colour of a label the walk reaches, and of
        // one in a plain cell, which themes itself, inside a table that opts out.
        for id in ["themed", "incell"] {
            #expect(!severities(id).isEmpty && severities(id).allSatisfy { $0 == .note }, "\(id): \(findings)")
        }
        let note = findings.first { $0.id == "themed" }
        #expect(note?.message.hasPrefix("the app's theme sets its colour in code, ThemeableViews.swift:15") == true, "\(String(describing: note))")
        // Must fire: a label whose class opts out, and one inside a view whose class does.
        for id in ["optedout", "inbox"] { #expect(severities(id).contains { $0 >= .warning }, "\(id): \(findings)") }
    }

    @Test func aRuntimeAttributeTheCodeDeclaresSetsTheColour() async throws {
        let findings = try await Self.scan(theme: Self.theme)
        func severities(_ id: String) -> [Severity] { findings.filter { $0.id == id }.map(\.severity) }
        // `themeColor = "textColor: …"`, which `setThemeColor(_:)` reads: the file's colour is a placeholder.
        #expect(!severities("runtimekey").isEmpty && severities("runtimekey").allSatisfy { $0 == .note }, "\(findings)")
        #expect(findings.first { $0.id == "runtimekey" }?.message.contains("runtime attribute themeColor") == true)
        // One that sets the tint, not the text colour, leaves the file's grey judged.
        #expect(severities("otherkey").contains { $0 >= .warning }, "\(findings)")
        // `textColor` set to a colour by a runtime attribute is that colour: #999999 fails over the
        // file's black, and black passes over the file's #999999.
        #expect(findings.first { $0.id == "directfails" && $0.severity >= .warning }?.message.contains("#999999") == true, "\(findings)")
        #expect(severities("directpasses").isEmpty, "\(findings)")
    }

    /// Without the walk over subviews, an override in an extension is not known to run on every
    /// view; a helper in an extension of UIButton is set where it is called, not on every button.
    @Test func anUnwalkedMethodOrAHelperIsNoTheme() async throws {
        let unwalked = Self.theme.replacingOccurrences(of: "self.subviews.forEach { $0.applyTheme() }", with: "")
        let findings = try await Self.scan(theme: unwalked)
        #expect(findings.contains { $0.id == "themed" && $0.severity >= .warning }, "\(findings)")
        let helper = """
            import UIKit
            extension UIButton { func stylePrimary() { setTitleColor(.white, for: .normal) } }
            """
        let result = try SwiftSourceReader().read(text: helper, path: "Buttons.swift", resources: ScanResources())
        #expect(!result.setInCode.contains { $0.hasPrefix("appTheme.set") }, "\(result.setInCode)")
    }

    /// A method swizzled with `awakeFromNib` runs on every label as an override of it would; the
    /// same method without the exchange is a helper.
    @Test func aMethodSwizzledWithALifecycleMethodThemesEveryView() throws {
        let swizzled = """
            import UIKit
            extension UILabel {
                static func swizzleTheme() {
                    guard let original = class_getInstanceMethod(UILabel.self, #selector(UILabel.awakeFromNib)),
                        let themed = class_getInstanceMethod(UILabel.self, #selector(themed_awakeFromNib)) else { return }
                    method_exchangeImplementations(original, themed)
                }
                @objc func themed_awakeFromNib() {
                    themed_awakeFromNib()
                    textColor = Theme.current.text
                }
            }
            """
        let result = try SwiftSourceReader().read(text: swizzled, path: "Swizzle.swift", resources: ScanResources())
        #expect(result.setInCode.contains("appTheme.set|UILabel|textColor|awakeFromNib|Swizzle.swift:10"), "\(result.setInCode)")
        let plain = swizzled.replacingOccurrences(of: "method_exchangeImplementations(original, themed)", with: "")
        let helper = try SwiftSourceReader().read(text: plain, path: "Swizzle.swift", resources: ScanResources())
        #expect(!helper.setInCode.contains { $0.hasPrefix("appTheme.set") }, "\(helper.setInCode)")
    }
}
