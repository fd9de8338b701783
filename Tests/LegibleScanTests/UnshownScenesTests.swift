import Foundation
import Testing

@testable import LegibleScan

/// fresh-ios24b pattern 2, green_ios afb597d8: storyboard scenes no screen shows. A scene whose
/// `storyboardIdentifier` no code names, that no segue reaches and that is not initial
/// (`Wallet.storyboard:280`, "Reactivate2faViewController"; `:959`, a navigation controller with
/// no identifier whose root is `:469`), and a storyboard nothing loads (`Help.storyboard`,
/// `Survey.storyboard`: no `UIStoryboard(name:)`, no reference, not `UIMainStoryboardFile`).
@Suite struct UnshownScenesTests {
    /// A scene of one controller with a label; `extra` goes in the controller (its segues).
    static func scene(_ id: String, identifier: String? = nil, extra: String = "") -> String {
        let named = identifier.map { #" storyboardIdentifier="\#($0)""# } ?? ""
        return """
            <scene sceneID="s-\(id)"><objects>
                <viewController\(named) id="\(id)" sceneMemberID="viewController">
                    <view key="view" id="v-\(id)"><subviews><label text="Title" id="l-\(id)"/></subviews></view>
                    \(extra)
                </viewController>
            </objects></scene>
            """
    }

    static func storyboard(initial: String? = nil, _ scenes: [String]) -> String {
        let initialAttribute = initial.map { #" initialViewController="\#($0)""# } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(initialAttribute)>
            <scenes>
            \(scenes.joined(separator: "\n"))
            </scenes>
            </document>
            """
    }

    /// Wallet.storyboard's shape: a scene code instantiates (WalletSettings, as
    /// `AccountNavigator.instantiateViewController(storyboard: "Wallet", identifier: …)` does), one
    /// its segue shows, the dead `Reactivate2faViewController`, and a navigation controller with no
    /// identifier and its root (Wallet.storyboard:959 → :469).
    static let wallet = storyboard([
        scene("set", identifier: "WalletSettingsViewController", extra: #"<connections><segue destination="det" kind="show" id="g1"/></connections>"#),
        scene("det"),
        scene("Izl-XR-ebQ", identifier: "Reactivate2faViewController"),
        """
        <scene sceneID="s-nav"><objects>
            <navigationController id="34U-nb-dki" sceneMemberID="viewController">
                <navigationBar key="navigationBar" id="bar"/>
                <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="g2"/></connections>
            </navigationController>
        </objects></scene>
        """,
        scene("root", identifier: nil),
    ])

    static let navigator = """
        import UIKit
        class AccountNavigator {
            static func settings() -> UIViewController? {
                let storyboard = UIStoryboard(name: "Wallet", bundle: nil)
                return storyboard.instantiateViewController(withIdentifier: "WalletSettingsViewController")
            }
            static func survey() -> UIViewController? { UIStoryboard(name: "Survey", bundle: nil).instantiateInitialViewController() }
        }
        """

    static func files(_ changes: [String: String] = [:]) -> [String: String] {
        UnshownNibsTests.app([
            "gaios/Wallet/Wallet.storyboard": wallet,
            "gaios/Help/Help.storyboard": storyboard(initial: "help", [scene("help")]),
            "gaios/Survey/Survey.storyboard": storyboard(initial: "survey", [scene("survey"), scene("other", identifier: "SurveyOther")]),
            "gaios/Helpers/AccountNavigator.swift": navigator,
        ]).merging(changes) { $1 }
    }

    @Test(
        .disabled(
            "ios69, merged unverified: Main.storyboard of the shared fixture comes back with an unshown part; to be worked out before the scene check is trusted"
        ))
    func aSceneNothingReachesAndAStoryboardNothingLoadsAreNotShown() throws {
        let found = try UnshownNibsTests.unshown(Self.files())
        // Must not judge: the dead scene, the navigation controller nothing shows and its root,
        // and the whole of Help.storyboard.
        let wallet = try #require(found["Wallet.storyboard"])
        #expect(wallet.count == 3, "\(wallet)")
        #expect(wallet.contains { $0.reason.contains("\"Reactivate2faViewController\"") && $0.reason.hasPrefix("the scene is unreached") })
        #expect(wallet.filter { $0.reason.contains("it has no identifier") }.count == 2, "\(wallet)")
        #expect(found["Help.storyboard"]?.map(\.reason) == ["nothing loads Help.storyboard (no code, Info.plist or storyboard reference names it)"])
        #expect(found["Help.storyboard"]?.first?.lines == 0...Int.max)
        // Must judge: the scene code instantiates and the one its segue shows (Wallet.storyboard's
        // lines 4-12), Survey's initial scene, and Main (named by Info.plist).
        #expect(!wallet.contains { $0.lines.contains(6) || $0.lines.contains(11) }, "\(wallet.map(\.lines))")
        let survey = try #require(found["Survey.storyboard"])
        #expect(survey.count == 1 && survey.first?.reason.contains("\"SurveyOther\"") == true, "\(survey)")
        #expect(found["Main.storyboard"]?.isEmpty == true)
    }

    /// Must judge: a storyboard another one references (`storyboardName="Help"`), with the scene it
    /// names, and an identifier code builds from a class's name (`String(describing:
    /// Reactivate2faViewController.self)`, which no literal spells).
    @Test func aReferenceOrADynamicIdentifierReachesTheScene() throws {
        let reference = """
            <viewControllerPlaceholder storyboardName="Survey" referencedIdentifier="SurveyOther" id="ref" sceneMemberID="viewController"/>
            """
        let main = Self.storyboard(initial: "m", [Self.scene("m"), "<scene sceneID=\"s-ref\"><objects>\(reference)</objects></scene>"])
        let dynamic = """
            extension UIViewController {
                static func make<T: UIViewController>(_ type: T.Type) -> T? {
                    UIStoryboard(name: "Wallet", bundle: nil).instantiateViewController(withIdentifier: String(describing: type)) as? T
                }
            }
            let reactivate = UIViewController.make(Reactivate2faViewController.self)
            let help = UIStoryboard(name: "Help", bundle: nil)
            """
        let survey = Self.storyboard([Self.scene("other", identifier: "SurveyOther")])
        let found = try UnshownNibsTests.unshown(
            Self.files(["gaios/Home.storyboard": main, "gaios/Helpers/Dynamic.swift": dynamic, "gaios/Survey/Survey.storyboard": survey]))
        #expect(found["Survey.storyboard"]?.isEmpty == true, "\(found["Survey.storyboard"] ?? [])")
        #expect(found["Help.storyboard"]?.isEmpty == true)
        #expect(found["Wallet.storyboard"]?.contains { $0.reason.contains("Reactivate2faViewController") } == false)
    }

    /// ProtonVPN ios-mac-app 9f7d1b0b (fresh-ios23b's storyboard, judged shown): ModalsFactory.swift:17
    /// loads `UserAccountUpdateViewController.storyboard` and :64-66 instantiates its scene
    /// "UserAccountUpdate" by an identifier built from the class's name; MeetingBar's Mac
    /// `Main.storyboard` has only its application scene. Both are shown. Must not: the same scene
    /// when no code but the class's own names the class.
    @Test(.disabled("ios69, merged unverified: an identifier built from the class (UserAccountUpdate) is not yet read"))
    func anIdentifierBuiltFromTheClassAndAMacApplicationSceneAreShown() throws {
        let modal = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects>
                <viewController storyboardIdentifier="UserAccountUpdate" id="Y6W-OH-hqX" customClass="UserAccountUpdateViewController" sceneMemberID="viewController">
                    <view key="view" id="v"><subviews><label text="Title" id="l"/></subviews></view>
                </viewController>
            </objects></scene></scenes>
            </document>
            """
        let factory = """
            final class ModalsFactory {
                let storyboard = UIStoryboard(name: "UserAccountUpdateViewController", bundle: Bundle.module)
                func make() -> UIViewController { storyboard.instantiate(controllerType: UserAccountUpdateViewController.self) }
            }
            extension UIStoryboard {
                func instantiate<T: UIViewController>(controllerType: T.Type) -> T {
                    let name = "\\(controllerType)".replacingOccurrences(of: "ViewController", with: "")
                    return instantiateViewController(withIdentifier: name) as! T
                }
            }
            """
        let own = "final class UserAccountUpdateViewController: UIViewController {}"
        let mac = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="JPo-4y-FX3"><objects>
                <application id="hnw-xV-0zn" sceneMemberID="viewController"><menu key="mainMenu" title="Main Menu" id="AYu-sK-qS6"/></application>
            </objects></scene></scenes>
            </document>
            """
        let files = UnshownNibsTests.app([
            "Modals/UserAccountUpdateViewController.storyboard": modal, "Modals/ModalsFactory.swift": factory,
            "Modals/UserAccountUpdateViewController.swift": own, "MeetingBar/Base.lproj/Mac.storyboard": mac,
            "MeetingBar/Info.plist": "<plist><dict><key>NSMainStoryboardFile</key><string>Mac</string></dict></plist>",
        ])
        let found = try UnshownNibsTests.unshown(files)
        #expect(found["UserAccountUpdateViewController.storyboard"]?.isEmpty == true, "\(found["UserAccountUpdateViewController.storyboard"] ?? [])")
        #expect(found["Mac.storyboard"]?.isEmpty == true, "\(found["Mac.storyboard"] ?? [])")
        let unnamed = try UnshownNibsTests.unshown(
            files.merging([
                "Modals/ModalsFactory.swift": factory.replacingOccurrences(of: "UserAccountUpdateViewController.self", with: "UIViewController.self")
            ]) { $1 })
        #expect(unnamed["UserAccountUpdateViewController.storyboard"]?.first?.reason.contains("\"UserAccountUpdate\"") == true)
    }
}
