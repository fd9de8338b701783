import Foundation
import Testing

@testable import LegibleScan

/// Issue 33 (ios65, item 1): ProtonVPN ios-mac-app e3e40470 `Environments.storyboard` (9 errors
/// and warnings on a developer's environment picker) is loaded only by
/// `apps/ios/ProtonVPN/Scenes/LoginAndSignup/Services/LoginService.swift:297`, inside `#if
/// !RELEASE` (`:294`), and `apps/ios/iOS.xcodeproj/project.pbxproj:3480` defines `RELEASE`
/// (`OTHER_SWIFT_FLAGS = "-DRELEASE"`) for the Release configuration alone: no screen of the app
/// that ships shows it. A storyboard loaded by shipping code (`#if RELEASE`, `#else` of `#if
/// !RELEASE`, or a condition Debug defines too) is judged as before.
@Suite struct ReleaseOnlyConditionTests {
    /// ProtonVPN's configurations, trimmed: Debug with `DEBUG`, Staging with `DEBUG STAGING`
    /// (a name both define is not Release's alone), Release with `-DRELEASE` and `STAGING`.
    static let project = """
        // !$*UTF8*$!
        {
            objects = {
                D1 = {
                    isa = XCBuildConfiguration;
                    buildSettings = {
                        SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG STAGING";
                    };
                    name = Debug;
                };
                R1 = {
                    isa = XCBuildConfiguration;
                    buildSettings = {
                        OTHER_SWIFT_FLAGS = "-DRELEASE";
                        SWIFT_ACTIVE_COMPILATION_CONDITIONS = (
                            "$(inherited)",
                            STAGING,
                        );
                    };
                    name = Release;
                };
            };
            rootObject = P1;
        }
        """

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects>
                <viewController storyboardIdentifier="EnvironmentsViewController" id="vc" customClass="EnvironmentsViewController" sceneMemberID="viewController">
                    <view key="view" id="root"><subviews><label text="Selected environment" id="eDi-Iw-ghK"/></subviews></view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """

    /// `LoginService.swift:283-308`, trimmed.
    static func loginService(_ condition: String = "!RELEASE") -> String {
        """
        final class CoreLoginService {
            func showWelcome(initialError: String?) {
                DispatchQueue.main.async {
                    #if \(condition)
                    self.showEnvironmentSelection()
                    #else
                    self.show(initialError: initialError)
                    #endif
                }
            }
        }

        // MARK: Environment selection

        #if \(condition)
        extension CoreLoginService: EnvironmentsViewControllerDelegate {
            private func showEnvironmentSelection() {
                let environmentsViewController = UIStoryboard(name: "Environments", bundle: nil).instantiateViewController(withIdentifier: "EnvironmentsViewController") as! EnvironmentsViewController
                windowService.show(viewController: UINavigationController(rootViewController: environmentsViewController))
            }
        }
        #endif
        """
    }

    static func app(_ changes: [String: String] = [:]) -> [String: String] {
        [
            "apps/ios/iOS.xcodeproj/project.pbxproj": project,
            "apps/ios/ProtonVPN/Scenes/Common/Environments.storyboard": storyboard,
            "apps/ios/ProtonVPN/Scenes/LoginAndSignup/Services/LoginService.swift": loginService(),
        ].merging(changes) { $1 }
    }

    @Test func releaseOnlyConditionsAreReadFromTheProjectAndManifest() {
        #expect(ReleaseConditions.releaseOnly([("App.xcodeproj/project.pbxproj", Self.project)]) == ["RELEASE"])
        let manifest = """
            swiftSettings: [
                .define("APPSTORE", .when(configuration: .release)),
                .define("DEBUG_MENU", .when(configuration: .debug)),
                .define("BETA"),
            ]
            """
        #expect(ReleaseConditions.releaseOnly([("Package.swift", manifest)]) == ["APPSTORE"])
    }

    @Test func clausesTheReleaseBuildLeavesOut() {
        let text = "a\n#if !RELEASE\nb\n#else\nc\n#endif\n#if RELEASE\nd\n#else\ne\n#endif\n#if DEBUG\nf\n#endif\n#if !STAGING\ng\n#endif"
        let clauses = DebugOnlyClauses.clauses(in: text, releaseOnly: ["RELEASE"])
        #expect(clauses.map(\.lines) == [2...3, 9...10, 12...13])
        #expect(clauses.first?.condition == "#if !RELEASE")
        // `#if !DEBUG`, `#if DEBUG || X` ship, as the Swift reader reads them.
        #expect(!DebugOnlyClauses.isDebugOnly("!DEBUG", ["RELEASE"]))
        #expect(!DebugOnlyClauses.isDebugOnly("DEBUG || BETA", ["RELEASE"]))
        #expect(!DebugOnlyClauses.isDebugOnly("!RELEASE || BETA", ["RELEASE"]))
    }

    @Test func protonVPNsEnvironmentPickerIsLoadedOnlyOutsideRelease() throws {
        let found = try UnshownNibsTests.unshown(Self.app())
        // Must not judge: only `#if !RELEASE` code loads it.
        #expect(
            found["Environments.storyboard"]?.map(\.reason) == [
                "only code the Release build leaves out loads Environments.storyboard (#if !RELEASE, LoginService.swift:18)"
            ])
    }

    @Test func aStoryboardShippingCodeLoadsIsJudged() throws {
        // Must judge: `#if RELEASE` ships; a condition Debug defines too (`STAGING`) is no
        // Release build's; a project that does not define RELEASE for Release ships `!RELEASE`.
        for changes in [
            ["apps/ios/ProtonVPN/Scenes/LoginAndSignup/Services/LoginService.swift": Self.loginService("RELEASE")],
            ["apps/ios/ProtonVPN/Scenes/LoginAndSignup/Services/LoginService.swift": Self.loginService("!STAGING")],
            ["apps/ios/iOS.xcodeproj/project.pbxproj": Self.project.replacingOccurrences(of: "-DRELEASE", with: "")],
            // Another file loads it outside any clause.
            ["apps/ios/ProtonVPN/Other.swift": "let s = UIStoryboard(name: \"Environments\", bundle: nil)"],
        ] {
            let found = try UnshownNibsTests.unshown(Self.app(changes))
            #expect(found["Environments.storyboard"]?.isEmpty == true, "\(changes.keys)")
        }
    }
}
