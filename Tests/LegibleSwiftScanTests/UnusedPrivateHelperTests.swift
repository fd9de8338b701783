import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Home Assistant iOS d722d781 `Shared/Environment/Style.swift` (fresh judge ios22b, wrong class 2):
/// a font made at a text style's size read once, in a stored closure no file names (:8), and in a
/// `private static func` only such closures call (:45), were `text.not-live` warnings.
@Suite struct UnusedPrivateHelperTests {
    /// `Style.swift:5-85`, cut to what decides.
    static let style = """
        import UIKit

        public struct Style {
            #if os(iOS)
            public var onboardingTitle: (_ label: UILabel) -> Void = { label in
                label.font = .boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .title1).pointSize)
            }

            private static func onboardingButton(_ button: UIButton) {
                button.titleLabel?.font = UIFont.systemFont(
                    ofSize: UIFont.preferredFont(forTextStyle: .callout).pointSize,
                    weight: .bold
                )
            }

            public var onboardingButtonPrimary: (_ button: UIButton) -> Void = { button in
                Self.onboardingButton(button)
            }

            public var onboardingButtonSecondary: (_ button: UIButton) -> Void = { button in
                Self.onboardingButton(button)
            }
            #endif
        }
        """

    /// The `text.not-live` findings of a scan of the app project of ``PublicClosureMemberTests`` with `files`.
    static func notLive(_ files: [String: String]) async throws -> [Finding] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-unused-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (name, text) in files {
            let path = (root as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.not-live" }
    }

    static let files = [
        "App.xcodeproj/project.pbxproj": PublicClosureMemberTests.project, "Shared/Style.swift": style,
        "App/AppDelegate.swift": PublicClosureMemberTests.app,
    ]

    // Must not fire: nothing runs either font; each is a note that says why.
    @Test func fontsInCodeNothingRunsAreNotes() async throws {
        let found = try await Self.notLive(Self.files)
        #expect(found.map { $0.location?.line ?? 0 } == [6, 11], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.severity == .note }, "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("nothing in the app uses onboardingTitle, so no screen shows it") == true, "\(found.map(\.message))")
        #expect(
            found.last?.message.hasPrefix(
                "only onboardingButtonPrimary and onboardingButtonSecondary use onboardingButton, and nothing in the app uses them, so no screen shows it")
                == true, "\(found.map(\.message))")
    }

    // Must fire: a screen calls one of the closures, so the helper's font shows; the title's does too once used.
    @Test func aUsedClosureKeepsItsHelpersFontJudged() async throws {
        var files = Self.files
        files["App/OnboardingVC.swift"] = """
            import UIKit
            final class OnboardingVC: UIViewController {
                func setUp(_ b: UIButton, _ l: UILabel) {
                    Style().onboardingButtonSecondary(b)
                    Style().onboardingTitle(l)
                }
            }
            """
        let found = try await Self.notLive(files)
        #expect(found.map { $0.location?.line ?? 0 } == [6, 11], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.severity == .warning }, "\(found.map(\.message))")
    }
}
