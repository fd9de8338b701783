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

    /// green_ios afb597d8 (fresh-ios24b pattern 5): BalanceCell.swift:119-125 hides the balance
    /// behind `Common.obfuscate(…)`'s asterisk attachments (gaios/Helpers/Common.swift:14-36, a
    /// file naming no font); the balance shows in BalanceCell.xib:56-58's fixed 30 pt otherwise.
    /// The builder's string replaces the colour at most, not the font.
    @Test func anAppBuilderWhoseFileNamesNoFontLeavesTheFilesFont() throws {
        let common = """
            import UIKit
            class Common {
                static func obfuscate(color: UIColor, size: CGFloat, length: Int = 1) -> NSAttributedString {
                    let lblText = NSMutableAttributedString()
                    for _ in 1...length { lblText.append(Common().singleAttachment(color: color, size: size)) }
                    return lblText
                }
                private func singleAttachment(color: UIColor, size: Double) -> NSAttributedString {
                    let attachment = NSTextAttachment()
                    attachment.image = UIImage(systemName: "asterisk")?.withTintColor(color)
                    return NSAttributedString(attachment: attachment)
                }
            }
            """
        // Must not: a builder whose file gives its string a font (the neighbouring case) may replace the file's.
        let styled = """
            import UIKit
            enum Styled {
                static func amount(_ text: String) -> NSAttributedString {
                    NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 24)])
                }
            }
            """
        let cell = """
            import UIKit
            final class BalanceCell: UITableViewCell {
                @IBOutlet weak var lblBalanceValue: UILabel!
                @IBOutlet weak var lblAmount: UILabel!
                func configure(hideBalance: Bool) {
                    if hideBalance {
                        lblBalanceValue.attributedText = Common.obfuscate(color: .white, size: 24, length: 5)
                    } else {
                        lblBalanceValue.text = "1 BTC"
                    }
                    lblAmount.attributedText = Styled.amount("1 BTC")
                }
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-attributed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, text) in [("Common.swift", common), ("Styled.swift", styled)] {
            let path = folder.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let set = try SwiftSourceReader().prepared(forFiles: paths).read(text: cell, path: "BalanceCell.swift", resources: ScanResources()).setInCode
        #expect(set.contains("BalanceCell.lblBalanceValue.textColor"), "\(set.sorted())")
        #expect(!set.contains("BalanceCell.lblBalanceValue.font"), "\(set.sorted())")
        #expect(set.contains("BalanceCell.lblAmount.font"), "\(set.sorted())")
    }
}
