import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Fonts in Interface Builder attributed text (`<attributedString><fragment><attributes><font key="NSFont">`)
/// are the fonts that show: a fixed size there is `text.fixed-size`; a text style is not.
@Suite struct IBAttributedTextFontTests {
    static func attributed(_ font: String, key: String = "attributedText") -> String {
        """
        <attributedString key="\(key)"><fragment content="Saved to your reading list"><attributes>
        <color key="NSColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        \(font)
        </attributes></fragment></attributedString>
        """
    }

    static func label(_ id: String, _ font: String, _ extra: String = "") -> String {
        """
        <label usesAttributedText="YES" numberOfLines="0" \(extra) id="\(id)"><rect key="frame" x="0" y="0" width="300" height="60"/>
        \(attributed(font))</label>
        """
    }

    /// A placeholder ("Label") in attributed text code reaches through an outlet keeps its font:
    /// UIKit makes the first run's font the label's, which setting `text` keeps (Amperfy d3513f85
    /// GenericDetailTableHeader.xib:95). Code that sets the font makes it a placeholder
    /// (PlaceholderAttributedFontTests, with the Swift reader).
    @Test func aFixedAttributedFontIsFixedATextStyleIsNot() async throws {
        let subviews = [
            Self.label("meta", #"<font key="NSFont" metaFont="system" size="16"/>"#),
            Self.label("named", #"<font key="NSFont" name="Georgia-Bold" family="Georgia" size="18"/>"#),
            Self.label("style", #"<font key="NSFont" style="UICTFontTextStyleBody"/>"#, #"adjustsFontForContentSizeCategory="YES""#),
            """
            <button buttonType="system" hasAttributedTitle="YES" id="button"><rect key="frame" x="0" y="0" width="120" height="44"/>
            <state key="normal">\(Self.attributed(#"<font key="NSFont" size="15" metaFont="systemBold"/>"#, key: "attributedTitle"))</state></button>
            """,
            """
            <textView text="Notes" id="plainText"><rect key="frame" x="0" y="0" width="300" height="100"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></textView>
            """,
        ].joined(separator: "\n")
        let placeholder = """
            <label usesAttributedText="YES" numberOfLines="0" id="placeholder"><rect key="frame" x="0" y="0" width="300" height="60"/>
            <attributedString key="attributedText"><fragment content="Label"><attributes>
            <font key="NSFont" metaFont="system" size="16"/></attributes></fragment></attributedString></label>
            """
        let outlet = #"<outlet property="messageLabel" destination="placeholder" id="o1"/>"#
        let folder = try ScanFolder(["Reading.xib": ScanFolder.xib(subviews + "\n" + placeholder, connections: outlet)])
        defer { folder.remove() }
        let report = try await folder.scan()
        #expect(report.ids("text.fixed-size") == ["meta", "named", "button", "placeholder"])
        let fonts = Dictionary(uniqueKeysWithValues: report.elements.map { ($0.id, $0.font) })
        #expect(fonts["meta"] == .fixed(size: 16, unit: "pt", weight: .regular, family: nil))
        #expect(fonts["named"] == .fixed(size: 18, unit: "pt", weight: .bold, family: "Georgia"))
        #expect(fonts["button"] == .fixed(size: 15, unit: "pt", weight: .bold, family: nil))
        #expect(fonts["style"] == .textStyle(.body, weight: nil, live: true))
    }
}
