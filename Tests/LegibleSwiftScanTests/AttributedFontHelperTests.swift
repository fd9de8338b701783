import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// ProtonVPN e3e40470: the app's `String.attributed(withColor:font:…)`
/// (`apps/ios/Shared/UIKitString+Extension.swift:38`) hands its `font` to
/// `NSMutableAttributedString.addTextAttributes(withColor:font:…)`
/// (`NSMutableAttributedString+Extension.swift:30`), which sets it with `addAttribute(.font, …)`.
/// The fixed fonts given to them were missed: `StatusViewModel.swift:332`, `:347`, `:536`,
/// `TroubleshootingCell.swift:74`, `Quick Connect Widget/ViewControllers/TodayViewController.swift:88`.
@Suite struct AttributedFontHelperTests {
    static let helpers = """
        import UIKit
        extension String {
            func attributed(withColor color: UIColor,
                            font: UIFont,
                            alignment: NSTextAlignment = .natural) -> NSAttributedString {
                let newString = NSMutableAttributedString(string: self)
                newString.addTextAttributes(withColor: color, font: font, alignment: alignment)
                return newString
            }
            // Measures with its font only: the text it returns is in the label's own font.
            func plain(measuredWith font: UIFont) -> NSAttributedString {
                let width = (self as NSString).size(withAttributes: [.font: font]).width
                return NSAttributedString(string: width > 100 ? self : " " + self)
            }
        }
        extension NSMutableAttributedString {
            func addTextAttributes(withColor color: UIColor, font: UIFont, alignment: NSTextAlignment = .left) {
                let range = (self.string as NSString).range(of: self.string)
                self.addAttribute(NSAttributedString.Key.foregroundColor, value: color, range: range)
                self.addAttribute(NSAttributedString.Key.font, value: font, range: range)
            }
        }
        """

    static func cell(_ body: String) -> String {
        """
        import UIKit
        final class TroubleshootingCell: UITableViewCell {
            @IBOutlet private weak var descriptionLabel: UILabel!
            @IBOutlet private weak var titleLabel: UILabel!
            func configure(duration: String) {
        \(body)
            }
        }
        """
    }

    static func lines(_ body: String) async throws -> [Int] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-attributed-helpers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["UIKitString+Extension.swift": helpers, "TroubleshootingCell.swift": cell(body)]
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.fixed-size" && $0.location?.file.hasSuffix("TroubleshootingCell.swift") == true }
            .compactMap(\.location?.line).sorted()
    }

    @Test func aFixedFontGivenToTheAppsAttributedHelperIsFixedSize() async throws {
        // StatusViewModel.swift:347 and TroubleshootingCell.swift:74: the helper, and the helper it calls.
        let body = """
                    descriptionLabel.attributedText = " \\(duration)".attributed(withColor: .black, font: .systemFont(ofSize: 15))
                    let string = NSMutableAttributedString(string: duration)
                    string.addTextAttributes(withColor: .gray, font: UIFont.systemFont(ofSize: 17), alignment: .left)
                    titleLabel.attributedText = string
            """
        #expect(try await Self.lines(body) == [6, 8])
    }

    @Test func aScaledFontOrAMeasuringHelperIsNot() async throws {
        // Must not fire: the helper given a text style's font, and a helper that only measures.
        let body = """
                    descriptionLabel.attributedText = duration.attributed(withColor: .black, font: .preferredFont(forTextStyle: .body))
                    titleLabel.attributedText = duration.plain(measuredWith: .systemFont(ofSize: 15))
            """
        #expect(try await Self.lines(body) == [])
    }
}
