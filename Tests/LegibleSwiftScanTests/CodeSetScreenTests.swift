import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, iOS: values code replaces that a xib's own outlets do not show — a custom class's
/// superclass that themes its views (Pocket Casts' `ThemeableLabel`), a screen forced light or dark.
@Suite struct CodeSetScreenTests {
    /// A xib whose File's Owner is `owner` and whose root view (background `rootBackground`)
    /// holds `subviews`.
    static func xib(owner: String, rootBackground: String = #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#, _ subviews: String)
        -> String
    {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)">
                    <connections><outlet property="view" destination="root" id="o1"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    \(rootBackground)
                </view>
            </objects>
        </document>
        """
    }

    /// A label `id` of `customClass` in `grey` (#555555 by default: 7.46:1 on white, 2.82:1 on
    /// black, worked by hand from WCAG's relative luminance).
    static func label(_ id: String, customClass: String? = nil, white: String = "0.33333333") -> String {
        """
        <label text="Shown" id="\(id)"\(customClass.map { " customClass=\"\($0)\"" } ?? "")><rect key="frame" x="0" y="0" width="200" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="15"/>
        <color key="textColor" red="\(white)" green="\(white)" blue="\(white)" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
        """
    }

    /// A 100×44 button `id` whose white title sits on the root's background.
    static func button(_ id: String, customClass: String?) -> String {
        """
        <button id="\(id)"\(customClass.map { " customClass=\"\($0)\"" } ?? "")><rect key="frame" x="0" y="200" width="100" height="44"/>
        <fontDescription key="fontDescription" type="system" pointSize="15"/>
        <state key="normal" title="Go"><color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></state></button>
        """
    }

    /// Scans `files` (name → text) with the Interface Builder and Swift readers; the
    /// `contrast.text` findings by element id.
    static func contrast(_ files: [String: String]) async throws -> [String: Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-screen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return Dictionary(report.findings.findings.filter { $0.rule == "contrast.text" }.map { ($0.id, $0) }) { first, _ in first }
    }

    /// `SecondaryLabel` (one file) inherits `ThemeableLabel` (another), whose `didSet`, `init`
    /// and `awakeFromNib` call a private method that sets `textColor`: the xib's colour is a
    /// placeholder. A label class that sets nothing keeps its finding; so does a label on a
    /// plain view, while one on a `ThemeableView` (a `UIView` that sets its own background) is a note.
    @Test func aSuperclassThatThemesItsViewsMakesTheFileColourAPlaceholder() async throws {
        let teal = #"<color key="backgroundColor" systemColor="systemTealColor"/>"#
        let box = { (id: String, customClass: String) in
            """
            <view id="\(id)"\(customClass)><rect key="frame" x="0" y="100" width="300" height="60"/>
            \(teal)
            <subviews>\(Self.label("on-" + id, white: "1"))</subviews></view>
            """
        }
        let themedBox = box("themedBox", #" customClass="ThemeableView""#) + box("plainBox", "")
        let xib = Self.xib(
            owner: "ListViewController", rootBackground: teal,
            Self.label("secondary", customClass: "SecondaryLabel", white: "1") + Self.label("plain", customClass: "PlainLabel", white: "1")
                + Self.label("onRoot", white: "1") + themedBox + Self.button("themedButton", customClass: "ThemeableUIButton")
                + Self.button("plainButton", customClass: nil))
        let themeable = """
            class ThemeableLabel: UILabel {
                var style: ThemeStyle = .primaryText01 { didSet { updateTextColor() } }
                required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder); updateTextColor() }
                override func awakeFromNib() { super.awakeFromNib(); updateTextColor() }
                private func updateTextColor() { textColor = AppTheme.colorForStyle(style) }
            }
            class ThemeableUIButton: UIButton {
                override func awakeFromNib() { super.awakeFromNib(); updateColors() }
                private func updateColors() { setTitleColor(AppTheme.colorForStyle(style), for: .normal) }
            }
            class ThemeableView: UIView {
                var style: ThemeStyle = .primaryUi01 { didSet { updateColor() } }
                private func updateColor() { backgroundColor = AppTheme.colorForStyle(style) }
            }
            """
        let subclasses = """
            class SecondaryLabel: ThemeableLabel {
                override func handleThemeDidChange() {}
            }
            final class PlainLabel: UILabel {
                override func layoutSubviews() { super.layoutSubviews() }
            }
            // A helper on every label sets the colour where it is called, not on every label.
            extension UILabel {
                func applyWarningStyle() { textColor = .systemRed }
            }
            """
        let contrast = try await Self.contrast(["List.xib": xib, "Themeable.swift": themeable, "Secondary.swift": subclasses])
        // White on systemTeal (#00c3d0 light) is under 3:1: an error where nothing replaces it.
        #expect(contrast["plain"]?.severity == .error)
        #expect(contrast["onRoot"]?.severity == .error)
        let secondary = try #require(contrast["secondary"])
        #expect(secondary.severity == .note)
        #expect(secondary.message.hasPrefix("code sets ThemeableLabel.self.textColor, so the file's value is a placeholder"))
        #expect(contrast["on-plainBox"]?.severity == .error)
        #expect(contrast["plainButton"]?.severity == .error)
        #expect(contrast["themedButton"]?.severity == .note)
        #expect(contrast["themedButton"]?.message.hasPrefix("code sets ThemeableUIButton.self.textColor") == true)
        #expect(contrast["on-themedBox"]?.severity == .note)
        #expect(contrast["on-themedBox"]?.message.hasPrefix("code sets ThemeableView.self.backgroundColor") == true)
    }

    /// #555555 on systemBackground passes in light (7.46:1) and fails in dark (2.82:1): a screen
    /// whose controller — or its superclass — forces light has nothing to report; one that
    /// chooses its style at run time, or sets none, is judged in dark too.
    @Test func aScreenForcedLightIsNotJudgedInDark() async throws {
        let code = """
            class BaseSettingsViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); overrideUserInterfaceStyle = .light }
            }
            final class LightViewController: BaseSettingsViewController {}
            final class ThemedViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); overrideUserInterfaceStyle = theme.isDark ? .dark : .light }
            }
            final class PlainViewController: UIViewController {}
            """
        let contrast = try await Self.contrast([
            "Light.xib": Self.xib(owner: "LightViewController", Self.label("forcedLight")),
            "Themed.xib": Self.xib(owner: "ThemedViewController", Self.label("chosenAtRunTime")),
            "Plain.xib": Self.xib(owner: "PlainViewController", Self.label("plain")),
            "Controllers.swift": code,
        ])
        #expect(contrast["forcedLight"] == nil)
        #expect(contrast["chosenAtRunTime"]?.severity == .error)
        let plain = try #require(contrast["plain"])
        #expect(plain.severity == .error)
        #expect(plain.message.contains("in dark"))
    }

    /// A screen forced dark is still judged in dark, and the finding says why light was not.
    /// A window forced light (the whole app) silences every screen's dark-only failure.
    @Test func aScreenForcedDarkSaysSoAndAWindowForcesTheWholeApp() async throws {
        let dark = """
            final class PlayerViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); view.overrideUserInterfaceStyle = .dark }
            }
            """
        let contrast = try await Self.contrast(["Player.xib": Self.xib(owner: "PlayerViewController", Self.label("player")), "Player.swift": dark])
        let player = try #require(contrast["player"])
        #expect(player.severity == .error)
        #expect(player.properties.first { $0.key == "appearancesJudged" }?.value.hasPrefix("view.overrideUserInterfaceStyle = .dark (Player.swift:2)") == true)
        #expect(player.properties.contains { $0.key == "ratio.light" } == false)

        let window = """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.overrideUserInterfaceStyle = .light
                }
            }
            final class PlainViewController: UIViewController {}
            """
        let app = try await Self.contrast(["Plain.xib": Self.xib(owner: "PlainViewController", Self.label("plain")), "SceneDelegate.swift": window])
        #expect(app["plain"] == nil)
    }

    /// A navigation controller forced light shows every controller pushed onto it in light
    /// (Simplenote d3e2599c: `SPOnboardingViewController.swift:85` sets
    /// `navigationController?.overrideUserInterfaceStyle = .light` and `:171-173` pushes
    /// `SPAuthViewController`, whose `SPAuthViewController.xib:153` "Or" label, #555555 on
    /// systemBackground, was an error in dark). A controller pushed by one that forces only its
    /// own `view`, or presented rather than pushed, is still judged in dark.
    @Test func aControllerPushedOntoAStackForcedLightIsNotJudgedInDark() async throws {
        let code = """
            class SPOnboardingViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); setupNavigationController() }
            }
            private extension SPOnboardingViewController {
                func setupNavigationController() {
                    navigationController?.overrideUserInterfaceStyle = .light
                }
                func presentAuthenticationInterface(mode: AuthenticationMode) {
                    let viewController = SPAuthViewController(controller: controller, mode: mode)
                    navigationController?.pushViewController(viewController, animated: true)
                    present(HelpViewController(), animated: true)
                }
            }
            class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.overrideUserInterfaceStyle = .light
                    navigationController?.pushViewController(DetailViewController(), animated: true)
                }
            }
            """
        let contrast = try await Self.contrast([
            "SPAuthViewController.xib": Self.xib(owner: "SPAuthViewController", Self.label("pushedOntoLightStack")),
            "Help.xib": Self.xib(owner: "HelpViewController", Self.label("presented")),
            "Detail.xib": Self.xib(owner: "DetailViewController", Self.label("pushedByALightView")),
            "SPOnboardingViewController.swift": code,
        ])
        #expect(contrast["pushedOntoLightStack"] == nil)
        #expect(contrast["presented"]?.message.contains("in dark") == true)
        #expect(contrast["pushedByALightView"]?.message.contains("in dark") == true)
    }

    /// White text on a 10% white panel: the panel is translucent, so the colour behind it is the
    /// root view's, which the file does not give (Pocket Casts' effects panel over the player, whose
    /// owner's code sets it): what shows through is not known, so it is not measured, with or
    /// without that code (issue 33: it was composited over white, 1:1, before).
    @Test func aTranslucentPanelOverARootViewWithoutAColourIsNotMeasured() async throws {
        let panel = """
            <view id="panel"><rect key="frame" x="0" y="0" width="300" height="60"/>
            <subviews>\(Self.label("onPanel", white: "1"))</subviews>
            <color key="backgroundColor" white="1" alpha="0.1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></view>
            """
        let code = """
            final class EffectsViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = PlayerColorHelper.playerBackgroundColor01() }
            }
            """
        let coded = try await Self.contrast(["Effects.xib": Self.xib(owner: "EffectsViewController", rootBackground: "", panel), "Effects.swift": code])
        #expect(coded["onPanel"] == nil)
        let plain = try await Self.contrast(["Effects.xib": Self.xib(owner: "PlainViewController", rootBackground: "", panel)])
        #expect(plain["onPanel"] == nil)
    }

    /// The Swift reader's facts: superclasses, and `.preferredColorScheme` with a constant — for the
    /// file's views, or for every screen inside an `App` — but not one chosen at run time.
    @Test func theSwiftReaderRecordsSuperclassesAndPreferredColorSchemes() throws {
        let view = try scanSwift(
            """
            struct Onboarding: View {
                var body: some View { Text("Hi").preferredColorScheme(.light) }
            }
            struct Themed: View {
                var body: some View { Text("Hi").preferredColorScheme(isDark ? .dark : .light) }
            }
            class SecondaryLabel: ThemeableLabel, Themed {}
            """, path: "Onboarding.swift")
        #expect(view.superclasses == ["SecondaryLabel": "ThemeableLabel"])
        #expect(view.interfaceStyles.map(\.scope) == [.file("Onboarding.swift")])
        #expect(view.interfaceStyles.map(\.isDark) == [false])
        let app = try scanSwift(
            """
            @main struct PodcastApp: App {
                var body: some Scene { WindowGroup { ContentView().preferredColorScheme(.dark) } }
            }
            """, path: "App.swift")
        #expect(app.interfaceStyles.map(\.scope) == [.app])
        #expect(app.interfaceStyles.map(\.isDark) == [true])
    }
}
