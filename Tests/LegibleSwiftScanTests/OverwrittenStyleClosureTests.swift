import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33 (ios65, item 2): ProtonVPN ios-mac-app e3e40470 gave `text.fixed-size` warnings at
/// `libraries/Search/Sources/Search/Extensions/Styling.swift:27` (`baseTextStyle`'s 17 pt) and
/// `libraries/Modals/Sources/Modals-iOS/Extensions/Styling.swift:36` (`textButtonStyle`'s 17 pt),
/// base styles every use of which goes through an Overture `concat` wrapper that sets the font
/// again afterwards (``OverwrittenStyleClosures``). Both modules declare `baseTextStyle` and
/// `textButtonStyle`; Search calls its `textButtonStyle` itself (`RecentSearchesHeaderView.swift:51`)
/// and Modals its `baseTextStyle`, so those stay judged.
@Suite struct OverwrittenStyleClosureTests {
    /// Search's `Styling.swift:26-61`, trimmed.
    static let search = """
        import UIKit
        import Overture

        let baseTextStyle: (UILabel) -> Void = {
            $0.font = .systemFont(ofSize: 17)
            $0.numberOfLines = 0
        }
        let centeredTextStyle = concat(baseTextStyle, and: {
            $0.textAlignment = .center
        })
        let titleStyle = concat(centeredTextStyle, and: {
            $0.font = .systemFont(ofSize: 22, weight: .bold)
        })
        let subtitleStyle = concat(centeredTextStyle, and: {
            $0.font = .systemFont(ofSize: 15)
        })
        let textButtonStyle: (UIButton) -> Void = {
            $0.titleLabel?.font = .systemFont(ofSize: 15)
        }
        """

    /// Modals' `Styling.swift:35-58`, trimmed.
    static let modals = """
        import UIKit
        import Overture

        let textButtonStyle: (UIButton) -> Void = {
            $0.titleLabel?.font = .systemFont(ofSize: 17)
        }
        let actionTextButtonStyle = concat(textButtonStyle, and: {
            $0.heightAnchor.constraint(equalToConstant: 48).isActive = true
            $0.titleLabel?.font = .systemFont(ofSize: 15)
        })
        let baseTextStyle: (UILabel) -> Void = {
            $0.font = .systemFont(ofSize: 17)
        }
        let titleStyle = concat(baseTextStyle, and: {
            $0.font = .systemFont(ofSize: 22, weight: .bold)
        })
        """

    static func user(_ calls: String) -> String {
        "import UIKit\nfinal class Screen: UIViewController {\n    let label = UILabel()\n    let button = UIButton()\n    func style() {\n\(calls)\n    }\n}\n"
    }

    static func scan(_ files: [String: String]) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-overwritten-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan().findings.findings
    }

    /// The lines of each Styling file's `text.fixed-size` errors and warnings, by module.
    static func fixedLines(_ found: [Finding]) -> [String: [Int]] {
        let judged = found.filter { $0.rule == "text.fixed-size" && $0.severity > .note }
        return Dictionary(grouping: judged) { $0.location?.file.contains("/Search/") == true ? "Search" : "Modals" }
            .mapValues { $0.compactMap { $0.location?.line }.sorted() }
    }

    static let files = [
        "libraries/Search/Sources/Search/Extensions/Styling.swift": search,
        "libraries/Search/Sources/Search/Views/RecentSearchesHeaderView.swift": user("        textButtonStyle(button)\n        titleStyle(label)"),
        "libraries/Modals/Sources/Modals-iOS/Extensions/Styling.swift": modals,
        "libraries/Modals/Sources/Modals-iOS/ViewControllers/UpsellViewController.swift": user(
            "        actionTextButtonStyle(button)\n        baseTextStyle(label)\n        titleStyle(label)"),
    ]

    @Test func protonVPNsBaseStylesEveryWrapperOverwritesAreNotJudged() async throws {
        let lines = Self.fixedLines(try await Self.scan(Self.files))
        // Must not fire: Search's `baseTextStyle` 17 pt (line 5, the real :27) and Modals'
        // `textButtonStyle` 17 pt (line 5, the real :36). Must fire: the wrappers' own fonts,
        // Search's `textButtonStyle` (called itself, line 18) and Modals' `baseTextStyle` (line 12).
        #expect(lines["Search"] == [12, 15, 18], "\(lines)")
        #expect(lines["Modals"] == [9, 12, 15], "\(lines)")
    }

    @Test func aBaseStyleCalledItselfOrUnderAWrapperThatSetsNoFontIsJudged() async throws {
        // `centeredTextStyle(label)` shows the base's font: it sets none after it.
        var files = Self.files
        files["libraries/Search/Sources/Search/Views/Header.swift"] = Self.user("        centeredTextStyle(label)")
        files["libraries/Modals/Sources/Modals-iOS/ViewControllers/Other.swift"] = Self.user("        textButtonStyle(button)")
        let lines = Self.fixedLines(try await Self.scan(files))
        #expect(lines["Search"] == [5, 12, 15, 18], "\(lines)")
        #expect(lines["Modals"] == [5, 9, 12, 15], "\(lines)")
    }
}
