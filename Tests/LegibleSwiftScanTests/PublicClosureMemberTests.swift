import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Home Assistant iOS d722d781 (issue 33, fourteenth round): `Sources/Shared/Environment/Style.swift`
/// declares `public struct Style` in the app's own `Shared` framework, with closures stored in
/// properties (`public var onboardingButtonPrimary: (_ button: UIButton) -> Void = { … }`). No file
/// names them, and `:57`, white titles on the brand colour, was a `contrast.text` error.
@Suite struct PublicClosureMemberTests {
    /// An app target built from `App/` and a framework built from `Shared/` (synchronized folders).
    static let project = """
        // !$*UTF8*$!
        { objects = {
            P = { isa = PBXProject; mainGroup = G; targets = (A, F); };
            G = { isa = PBXGroup; children = (AG, SG); sourceTree = "<group>"; };
            AG = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            SG = { isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; };
            A = { isa = PBXNativeTarget; name = "App"; fileSystemSynchronizedGroups = (AG);
                  productType = "com.apple.product-type.application"; };
            F = { isa = PBXNativeTarget; name = "Shared"; fileSystemSynchronizedGroups = (SG);
                  productType = "com.apple.product-type.framework"; };
        }; rootObject = P; }
        """

    /// `Style.swift:54-70`, cut to what decides the case.
    static let style = """
        import UIKit

        public struct Style {
            #if os(iOS)
            public var onboardingButtonPrimary: (_ button: UIButton) -> Void = { button in
                button.setTitleColor(.white, for: .normal)
                button.backgroundColor = UIColor(red: 0.0, green: 0.604, blue: 0.78, alpha: 1.0)
            }
            #endif
        }
        """

    static let app = """
        import UIKit
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            let style = Style()
        }
        """

    /// The `contrast.text` findings of a scan of the project with `files` (path → source).
    static func contrast(_ files: [String: String]) async throws -> [Finding] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-public-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (name, text) in files {
            let path = (root as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "contrast.text" }
    }

    static let files = ["App.xcodeproj/project.pbxproj": project, "Shared/Style.swift": style, "App/AppDelegate.swift": app]

    // Must not fire: no target of the app names the closure of its own framework.
    @Test func anUnusedPublicClosureOfTheAppsFrameworkIsANote() async throws {
        let found = try await Self.contrast(Self.files)
        #expect(found.count == 1 && found.allSatisfy { $0.severity == .note }, "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("nothing in the app uses onboardingButtonPrimary, so no screen shows it") == true)
    }

    // Must fire: a screen calls the closure.
    @Test func aUsedPublicClosureIsJudged() async throws {
        var files = Self.files
        files["App/OnboardingVC.swift"] =
            "import UIKit\nfinal class OnboardingVC: UIViewController {\n    func setUp(_ b: UIButton) { Style().onboardingButtonPrimary(b) }\n}\n"
        let found = try await Self.contrast(files)
        #expect(found.count == 1 && found.allSatisfy { $0.severity > .note }, "\(found.map(\.message))")
    }

    // Must fire: a Swift package's public API may be used outside the scan, and without a project
    // nothing is decided.
    @Test func aPackagesOrAnUnknownFilesPublicClosureIsJudged() async throws {
        let manifest =
            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Shared\", targets: [.target(name: \"Shared\", path: \"Shared\")])\n"
        let package = try await Self.contrast(["Package.swift": manifest, "Shared/Style.swift": Self.style, "App/AppDelegate.swift": Self.app])
        #expect(package.count == 1 && package.allSatisfy { $0.severity > .note }, "\(package.map(\.message))")
        let loose = try await Self.contrast(["Shared/Style.swift": Self.style, "App/AppDelegate.swift": Self.app])
        #expect(loose.count == 1 && loose.allSatisfy { $0.severity > .note }, "\(loose.map(\.message))")
    }

    // Must fire: a closure stored and called at once (`= { … }()`) runs when its type is made.
    @Test func aClosureCalledAtOnceIsNoMember() async throws {
        let made = Self.style.replacingOccurrences(of: "(_ button: UIButton) -> Void = { button in", with: "UIButton = { let button = UIButton()")
            .replacingOccurrences(of: "alpha: 1.0)\n    }", with: "alpha: 1.0)\n        return button\n    }()")
        let found = try await Self.contrast(Self.files.merging(["Shared/Style.swift": made]) { _, new in new })
        #expect(found.count == 1 && found.allSatisfy { $0.severity > .note }, "\(found.map(\.message))")
    }
}
