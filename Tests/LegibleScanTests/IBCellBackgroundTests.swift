import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Text in a storyboard table view cell sits on the cell's own background, which UIKit draws
/// whatever the table's colour: `systemBackground` in a plain table, `secondarySystemGroupedBackground`
/// in a grouped one (white in light; black and #1c1c1e in dark, Tables/apple-semantic-colors.csv).
/// Seafile 6bdf6b8c FolderView_iPad.storyboard:308 (`label` in a grouped table coloured #efeff4)
/// was "1.14:1 in dark" on the table's colour: white on #1c1c1e is 17.0:1.
@Suite struct IBCellBackgroundTests {
    /// A `style` table coloured #efeff4 with one static cell (`cellColor` its background
    /// element, none when empty) holding label `l` of `textColor`.
    static func table(style: String = "grouped", cellColor: String = "", textColor: String = #"<color key="textColor" systemColor="labelColor"/>"#)
        -> String
    {
        InterfaceBuilderReaderTests.storyboard(
            """
            <tableView clipsSubviews="YES" style="\(style)" dataMode="static" id="table">
                <rect key="frame" x="0" y="0" width="390" height="844"/>
                <color key="backgroundColor" red="0.93725490199999995" green="0.93725490199999995" blue="0.95686274510000002" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <sections>
                    <tableViewSection id="section">
                        <cells>
                            <tableViewCell selectionStyle="blue" id="cell">
                                <rect key="frame" x="0.0" y="55" width="390" height="44"/>
                                \(cellColor)
                                <tableViewCellContentView key="contentView" opaque="NO" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                    <subviews>
                                        <label opaque="NO" text="Username" id="l">
                                            <rect key="frame" x="16" y="12" width="200" height="20.5"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                            \(textColor)
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
            """)
    }

    func contrast(_ storyboard: String) async throws -> Finding? {
        let folder = try ScanFolder(["App/Main.storyboard": storyboard])
        defer { folder.remove() }
        return try await folder.scan().findings.findings.first { $0.rule == ScanRules.contrastText.id && $0.id == "l" }
    }

    @Test func labelInACellOfAColouredGroupedTableIsOnTheCellsBackground() async throws {
        // Black on white (21:1) in light, white on #1c1c1e (17.0:1) in dark: nothing to report.
        #expect(try await contrast(Self.table()) == nil)
    }

    @Test func aGreyTextIsMeasuredOnTheCellsWhite() async throws {
        // #999999 on white is 2.85:1 (WCAG relative luminance 0.3185 → 1.05 / 0.3685).
        let grey = #"<color key="textColor" white="0.6" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        let finding = try #require(try await contrast(Self.table(style: "plain", textColor: grey)))
        #expect(finding.message.contains("on systemBackground (#ffffff)"))
    }

    @Test func aCellTheFileMakesClearShowsItsTable() async throws {
        // Must still fire: white text (labelColor in dark) on the table's #efeff4 is 1.14:1.
        let clear = #"<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        let finding = try #require(try await contrast(Self.table(cellColor: clear)))
        #expect(finding.message.contains("1.14:1 in dark"))
    }

    /// A xib whose one object is a table view cell holding label `l` of `textColor` at 12 pt.
    static func xibCell(textColor: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="68"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="68"/>
                        <subviews>
                            <label opaque="NO" text="Libraries" id="l">
                                <rect key="frame" x="60" y="8" width="100" height="17"/>
                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                \(textColor)
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test func aXibCellsTextIsMeasuredOnUIKitsCellBackground() async throws {
        // Seafile SeafEventCell.xib:35: orange #f09a30 at 12 pt on the cell's white
        // (relative luminance 0.4185 → 1.05 / 0.4685 = 2.24:1), under 4.5:1.
        let orange =
            #"<color key="textColor" red="0.94117647059999998" green="0.60392156860000004" blue="0.18823529410000001" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let folder = try ScanFolder(["App/SeafEventCell.xib": Self.xibCell(textColor: orange)])
        defer { folder.remove() }
        let finding = try await folder.scan().findings.findings.first { $0.rule == ScanRules.contrastText.id && $0.id == "l" }
        #expect(finding?.message.contains("on systemBackground (#ffffff) is 2.24:1") == true)
    }

    @Test func aXibCellsLabelColourPassesOnIt() async throws {
        // labelColor: black on white, white on black.
        let folder = try ScanFolder(["App/Cell.xib": Self.xibCell(textColor: #"<color key="textColor" systemColor="labelColor"/>"#)])
        defer { folder.remove() }
        #expect(try await folder.scan().findings.findings.contains { $0.rule == ScanRules.contrastText.id } == false)
    }
}
