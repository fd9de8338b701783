import Foundation
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A button without a configuration whose file gives no font draws its title in UIKit's 15 pt
/// System, not a label's 17 pt (`Tables/apple-button-defaults.csv`: Xcode draws such a "Button"
/// 46 × 30 pt, as it draws one in 15 pt Subheadline). Pocket Casts c23892d1
/// AddCustomViewController.xib:138 was an overflow error measured at 17 pt.
@Suite struct IBButtonDefaultFontTests {
    /// A 141 pt wide one-line button titled "Remove the picture" (about 8.9 em: some 134 pt at
    /// 15 pt, some 149 pt at 17 pt), with `font` as its font description, if any.
    static func button(_ id: String, font: String = "") -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="16" y="0" width="141" height="30"/>
            <constraints><constraint firstAttribute="width" constant="141" id="w\(id)"/></constraints>
            \(font)
            <state key="normal" title="Remove the picture"/>
        </button>
        """
    }

    @Test func aButtonWithoutAFontIsFifteenPointSystem() throws {
        let text = ScanFolder.xib(Self.button("plain") + Self.button("body", font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#))
        let elements = try InterfaceBuilderReader().read(text: text, path: "Image.xib", resources: ScanResources()).elements
        #expect(elements.first { $0.id == "plain" }?.font == .fixed(size: 15, unit: "pt", weight: .regular, family: nil))
        #expect(elements.first { $0.id == "body" }?.font == .textStyle(.body, weight: nil, live: false))
    }

    @Test func itsTitleFitsAt15WhereA17PointOneOverflows() async throws {
        let seventeen = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
        let folder = try ScanFolder(["Image.xib": ScanFolder.xib(Self.button("plain") + Self.button("large", font: seventeen))])
        defer { folder.remove() }
        let overflowing = try await folder.scan().ids("overflow.label")
        #expect(!overflowing.contains { $0.hasPrefix("plain") }, "\(overflowing)")
        #expect(overflowing.contains { $0.hasPrefix("large") }, "\(overflowing)")
    }

    /// An untitled button without a font (a bare tap area laid over a cell, Pocket Casts
    /// AddCell.xib:47; an image button) draws no text: no font, so no `text.fixed-size` warning.
    @Test func anUntitledButtonGetsNoFontAndNoFixedSizeFinding() async throws {
        let untitled = """
            <button opaque="NO" contentMode="scaleToFill" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="tap">
                <rect key="frame" x="104" y="0" width="200" height="50"/>
                <constraints><constraint firstAttribute="width" constant="200" id="wtap"/></constraints>
            </button>
            """
        let folder = try ScanFolder(["Cell.xib": ScanFolder.xib(untitled + Self.button("plain"))])
        defer { folder.remove() }
        let fixed = try await folder.scan().ids("text.fixed-size")
        #expect(!fixed.contains { $0.hasPrefix("tap") }, "\(fixed)")
        #expect(fixed.contains { $0.hasPrefix("plain") }, "\(fixed)")
    }

    @Test func theTableGivesTheSize() throws {
        let rows = try CSVTable.tables("apple-button-defaults.csv").rows
        let row = try #require(rows.first { $0["property"] == "legacy_title_size" })
        #expect(IBButtonConfigurations.legacyTitleFont == .fixed(size: Double(row["value"] ?? "") ?? 0, unit: "pt", weight: .regular, family: nil))
    }
}
