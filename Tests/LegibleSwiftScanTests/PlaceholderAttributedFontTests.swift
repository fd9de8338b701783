import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Issue 33, fourteenth round, Amperfy d3513f85 (class D7): a label whose attributed text is an
/// Interface Builder placeholder ("Title") lost its font, though setting `text` keeps the font
/// UIKit took from the first run. GenericDetailTableHeader.xib:95 (a fixed 22 pt title, retexted
/// by GenericDetailTableHeader.swift:143) had only an overflow note.
@Suite struct PlaceholderAttributedFontTests {
    static func label(_ id: String, _ content: String) -> String {
        """
        <label usesAttributedText="YES" numberOfLines="2" id="\(id)"><rect key="frame" x="0" y="0" width="682" height="26.5"/>
        <attributedString key="attributedText"><fragment content="\(content)"><attributes>
        <font key="NSFont" metaFont="system" size="22"/></attributes></fragment></attributedString></label>
        """
    }

    static let header = OwnedXib.document(
        owner: "GenericDetailTableHeader", outlets: [("titleLabel", "XhW-hw-pIz"), ("messageLabel", "message")],
        subviews: [label("XhW-hw-pIz", "Title"), label("message", "Label")])

    static let code = """
        import UIKit
        class GenericDetailTableHeader: UIView {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var messageLabel: UILabel!
            func refresh(name: String, message: String) {
                titleLabel.text = name
                messageLabel.attributedText = NSAttributedString(string: message, attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
            }
        }
        """

    @Test func aPlaceholdersAttributedFontIsJudgedUnlessCodeSetsOne() async throws {
        let report = try await scanXibWithCode(xib: Self.header, code: Self.code, name: "GenericDetailTableHeader")
        let fixed = report.findings.findings.filter { $0.rule == "text.fixed-size" }
        // Must fire: Amperfy's title, whose text code sets and whose 22 pt font it keeps.
        #expect(fixed.first { $0.id == "XhW-hw-pIz" }?.severity == .warning)
        // Must not fire as a warning: code gives the other label an attributed text with its own font.
        #expect(fixed.first { $0.id == "message" }.map { $0.severity < .warning } ?? true)
    }
}
