import Foundation
import LegibleObjCScan
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Screens nothing makes, judged as shipped (Threema a92bb3b9): `RootCoordinatorPlaceholderView.swift:9`,
/// a SwiftUI view only `RCWorkInProgressCoordinator.swift:26` makes, a class no other file names;
/// `KKPasscodeViewController.m:615`, an Objective-C class other files name only in `#import`
/// lines and pointer types. The app also looks up `NSClassFromString(@"UIApplication")`
/// (`ErrorHandler.m:49`), a literal name that makes no other class.
@Suite struct UnusedClassUserTests {
    private func scan(_ files: [String: String]) async throws -> [Finding] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-unused-user-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var all = files
        all["Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Threema\")\n"
        for (name, text) in all {
            try Data(text.utf8).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(name)))
        }
        let readers: [any ScanFileReader] = [SwiftSourceReader(), ObjCSourceReader()]
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: readers).scan()
        return report.findings.findings.filter { $0.rule == "text.fixed-size" }
    }

    static let placeholder = """
        import SwiftUI
        struct RootCoordinatorPlaceholderView: View {
            var body: some View {
                Text(verbatim: "RootCoordinator is on the way").font(.system(size: 24, weight: .medium))
            }
        }
        #Preview {
            RootCoordinatorPlaceholderView()
        }
        """

    static let coordinator = """
        import SwiftUI
        final class RCWorkInProgressCoordinator {
            private let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }
            func start() {
                navigation.viewControllers = [UIHostingController(rootView: RootCoordinatorPlaceholderView())]
            }
        }
        """

    static let app = """
        import UIKit
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """

    static let passcode = """
        #import "KKPasscodeViewController.h"
        @implementation KKPasscodeViewController
        - (UIView *)headerView {
            UILabel *headerLabel = [[UILabel alloc] initWithFrame:CGRectZero];
            headerLabel.font = [UIFont boldSystemFontOfSize:17.0];
            return headerLabel;
        }
        @end
        """

    static let settings = """
        #import "KKPasscodeViewController.h"
        // Shows a KKPasscodeViewController.
        @implementation KKPasscodeSettingsViewController
        - (void)didSettingsChanged:(KKPasscodeViewController*)viewController {
            Class application = NSClassFromString(@"UIApplication");
        }
        @end
        """

    private func severities(_ found: [Finding], file: String) -> [Severity] {
        found.filter { $0.location?.file.hasSuffix(file) == true }.map(\.severity)
    }

    @Test func screensNothingMakesAreNotes() async throws {
        let found = try await scan([
            "Placeholder.swift": Self.placeholder, "RCWorkInProgressCoordinator.swift": Self.coordinator, "AppDelegate.swift": Self.app,
            "KKPasscodeViewController.m": Self.passcode, "KKPasscodeSettingsViewController.m": Self.settings,
        ])
        // Must NOT be warnings.
        #expect(severities(found, file: "Placeholder.swift") == [.note], "\(found.map(\.message))")
        #expect(severities(found, file: "KKPasscodeViewController.m") == [.note], "\(found.map(\.message))")
        #expect(
            found.contains {
                $0.message.hasPrefix("only start, which nothing calls, uses RootCoordinatorPlaceholderView") && $0.message.contains("no screen shows it")
            },
            "\(found.map(\.message))")
    }

    @Test func screensSomethingMakesStayWarnings() async throws {
        // Must fire: the app starts the coordinator, and allocates the passcode screen.
        let app = Self.app.replacingOccurrences(
            of: "var window: UIWindow?",
            with: "var window: UIWindow?\n    func go(n: UINavigationController) { RCWorkInProgressCoordinator(navigation: n).start() }")
        let settings = Self.settings.replacingOccurrences(
            of: "Class application", with: "KKPasscodeViewController *vc = [[KKPasscodeViewController alloc] init];\n    Class application")
        let found = try await scan([
            "Placeholder.swift": Self.placeholder, "RCWorkInProgressCoordinator.swift": Self.coordinator, "AppDelegate.swift": app,
            "KKPasscodeViewController.m": Self.passcode, "KKPasscodeSettingsViewController.m": settings,
        ])
        #expect(severities(found, file: "Placeholder.swift") == [.warning], "\(found.map(\.message))")
        #expect(severities(found, file: "KKPasscodeViewController.m") == [.warning], "\(found.map(\.message))")
        // Must fire: a lookup of a name not written may make any class.
        let lookup = Self.settings.replacingOccurrences(of: "@\"UIApplication\"", with: "name")
        let dynamic = try await scan([
            "AppDelegate.swift": Self.app, "KKPasscodeViewController.m": Self.passcode, "KKPasscodeSettingsViewController.m": lookup,
        ])
        #expect(severities(dynamic, file: "KKPasscodeViewController.m") == [.warning], "\(dynamic.map(\.message))")
        // Must fire: Swift makes a subclass named with the class's name as its suffix (Threema
        // a92bb3b9 `MWPhotoBrowserWrapper.swift:99`, `PhotoCaptionView()`, a `CaptionView`).
        let subclassMade = Self.app.replacingOccurrences(
            of: "var window: UIWindow?", with: "var window: UIWindow?\n    func caption() -> Any { FancyKKPasscodeViewController() }")
        let sub = try await scan([
            "AppDelegate.swift": subclassMade, "KKPasscodeViewController.m": Self.passcode, "KKPasscodeSettingsViewController.m": Self.settings,
        ])
        #expect(severities(sub, file: "KKPasscodeViewController.m") == [.warning], "\(sub.map(\.message))")
    }
}
