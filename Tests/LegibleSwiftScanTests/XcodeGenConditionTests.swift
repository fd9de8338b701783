import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// fresh-ios25b misses pattern 2: a compilation condition an XcodeGen target spec sets for every
/// build picks the `#if` branch of the app's font helpers.
@Suite struct XcodeGenConditionTests {
    /// Ruuvi Station `Common/RuuviLocalization/target.yml:1-8`.
    static func spec(_ settings: String) -> String {
        """
        targets:
          RuuviLocalization:
            settings:
        \(settings)
            templates:
            - CommonFramework
        """
    }

    static let everyBuild = "      base:\n        APPLICATION_EXTENSION_API_ONLY: true\n        SWIFT_ACTIVE_COMPILATION_CONDITIONS: DISABLE_DYNAMIC_FONTS"
    static let alphaOnly = "      configs:\n        Alpha:\n          SWIFT_ACTIVE_COMPILATION_CONDITIONS: DISABLE_DYNAMIC_FONTS"

    /// `Common/RuuviLocalization/Sources/RuuviFonts.swift:102-116` (`FontAsset.font(size:)`) and
    /// `:642-646` (`ruuviBody()`), reduced.
    static let fonts = """
        import UIKit
        public struct FontAsset {
            public fileprivate(set) var name: String
            public typealias Font = UIFont
            public func font(size: CGFloat) -> Font {
                guard let font = Font(name: name, size: size) else {
                    return Font.systemFont(ofSize: size)
                }
                return font
            }
        }
        public enum RuuviFonts {
            public enum Mulish {
                public static let regular = FontAsset(name: "Mulish-Regular")
            }
        }
        public extension UIFont {
            static func ruuviBody() -> UIFont {
                #if DISABLE_DYNAMIC_FONTS
                return RuuviFonts.Mulish.regular.font(size: 17)
                #else
                return UIFont.preferredFont(forTextStyle: .body)
                #endif
            }
        }
        """

    /// `…/My Ruuvi/View/MyRuuviAccountViewController.swift:86`, `usernameLabel.font = .ruuviBody()`.
    static let view = """
        import UIKit
        final class MyRuuviAccountViewController: UIViewController {
            private let usernameLabel = UILabel()
            override func viewDidLoad() {
                usernameLabel.font = .ruuviBody()
                usernameLabel.adjustsFontForContentSizeCategory = true
            }
        }
        """

    /// The `text.fixed-size` lines of the view, scanned in an app laid out as Ruuvi Station's with `settings`.
    static func fixedLines(settings: String) async throws -> [Int] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-xcodegen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "Common/RuuviLocalization/target.yml": spec(settings), "Common/RuuviLocalization/Sources/RuuviFonts.swift": fonts,
            "Apps/RuuviStation/Sources/MyRuuviAccountViewController.swift": view,
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let report = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.fixed-size" && $0.location?.file.hasSuffix("MyRuuviAccountViewController.swift") == true }
            .compactMap { $0.location?.line }
    }

    @Test func aConditionEveryBuildSetsPicksTheFixedFont() async throws {
        #expect(try await Self.fixedLines(settings: Self.everyBuild) == [5])
    }

    /// The neighbour: set for one configuration only, the condition does not hold in every build.
    @Test func aConditionOfOneConfigurationPicksNothing() async throws {
        #expect(try await Self.fixedLines(settings: Self.alphaOnly).isEmpty)
    }
}
