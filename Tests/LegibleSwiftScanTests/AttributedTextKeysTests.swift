import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// An attributed text whose literal attributes give no colour keeps the label's file colour
/// (Sileo c9f70158 FlaggedSourceWarningViewController.swift:42 sets only a paragraph style on
/// the xib's #F6F6F6 body text over systemRed, :57).
@Suite struct AttributedTextKeysTests {
    static func label(_ id: String) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" text="Body" numberOfLines="0" id="\(id)">
            <rect key="frame" x="20" y="\(id == "body" ? 100 : 200)" width="300" height="40"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <color key="textColor" red="0.96470999999999996" green="0.96470999999999996" blue="0.96470999999999996" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </label>
        """
    }

    static let xib = OwnedXib.document(
        owner: "Warning", outlets: [("bodyLabel", "body"), ("coloredLabel", "colored")], subviews: [label("body"), label("colored")],
        rootExtra: #"<color key="backgroundColor" name="systemRedColor" catalog="System" colorSpace="catalog"/>"#)

    static let code = """
        import UIKit
        final class Warning: UIViewController {
            @IBOutlet var bodyLabel: UILabel!
            @IBOutlet var coloredLabel: UILabel!
            override func viewDidLoad() {
                super.viewDidLoad()
                let paragraphStyle = NSMutableParagraphStyle()
                bodyLabel.attributedText = NSAttributedString(string: "Body", attributes: [NSAttributedString.Key.paragraphStyle: paragraphStyle])
                coloredLabel.attributedText = NSAttributedString(string: "Body", attributes: [.foregroundColor: UIColor.white])
            }
        }
        """

    @Test func aParagraphStyleAloneKeepsTheFilesColour() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-attributed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.xib.write(to: folder.appendingPathComponent("Warning.xib"), atomically: true, encoding: .utf8)
        try Self.code.write(to: folder.appendingPathComponent("Warning.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let contrast = report.findings.findings.filter { $0.rule == "contrast.text" }
        // #F6F6F6 on #FF383C: 3.30:1 by the WCAG formula, under 4.5:1.
        #expect(IndependentWCAG.ratio("#F6F6F6", "#FF383C") < 4.5)
        let body = try #require(contrast.first { $0.id == "body" })
        #expect(body.severity == .error, "\(body.message)")
        // Must not fire: an attributed text that gives its own colour replaces the file's.
        let colored = try #require(contrast.first { $0.id == "colored" })
        #expect(colored.severity == .note)
        #expect(colored.message.hasPrefix("code sets Warning.coloredLabel.textColor"), "\(colored.message)")
    }
}
