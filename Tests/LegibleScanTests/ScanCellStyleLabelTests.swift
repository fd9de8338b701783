import Foundation
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// The built-in labels of table view cell styles, read by the scan with their cell solved at
/// 375 pt (system margin 16) and 440 pt (system margin 20), each width worked out by hand beside
/// it from the insets Xcode's own frames show (`Tables/apple-table-cell-insets.csv`), and the
/// labels whose room UIKit does not show left as notes that say why.
@Suite("Scan widths of table view cell style labels")
struct ScanCellStyleLabelTests {
    typealias Widths = ScanButtonCellWidthTests

    /// A table across the screen (of `tableStyle`) holding one static cell of `style`, its
    /// content view drawn `contentWidth` wide in a 375 pt cell (as Xcode writes it on a 375 pt
    /// iPhone), with the style's labels `t` (at `titleX`) and, for the two-label styles, `d`.
    static func table(
        style: String = "IBUITableViewCellStyleDefault", tableStyle: String = "plain", cellWidth: Double = 375, contentWidth: Double = 375,
        accessory: String = "", title: String = "Clear Tabs and Data", titleX: Double = 16, cellAttributes: String = ""
    ) -> String {
        let detail = style == "IBUITableViewCellStyleDefault" ? "" : #"detailTextLabel="d""#
        let detailLabel =
            style == "IBUITableViewCellStyleDefault"
            ? ""
            : """
            <label opaque="NO" text="Detail text" id="d">
                <rect key="frame" x="\(titleX)" y="22" width="60" height="14"/>
                <autoresizingMask key="autoresizingMask"/>
                <fontDescription key="fontDescription" type="system" pointSize="12"/>
            </label>
            """
        return ScanButtonCellWidthTests.Scene.scene(
            """
            <tableView clipsSubviews="YES" style="\(tableStyle)" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0" y="0" width="375" height="667"/>
                <sections>
                    <tableViewSection id="section">
                        <cells>
                            <tableViewCell \(accessory) \(cellAttributes) textLabel="t" \(detail) style="\(style)" id="cell">
                                <rect key="frame" x="\((375 - cellWidth) / 2)" y="50" width="\(cellWidth)" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" id="content">
                                    <rect key="frame" x="0" y="0" width="\(contentWidth)" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" text="\(title)" numberOfLines="0" id="t">
                                            <rect key="frame" x="\(titleX)" y="0" width="\(contentWidth - 2 * titleX)" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        </label>
                                        \(detailLabel)
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
            """,
            constraints: """
                <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="table" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c2"/>
                """
        )
    }

    static func reason(_ element: ScannedElement?) -> String? {
        guard case .unknown(let reason)? = element?.textWidth else { return nil }
        return reason
    }

    @Test func basicTitleSpansTheContentViewBetweenItsMargins() throws {
        // No accessory: the content view is the cell, the table's width; the label runs from the
        // margin to the margin: 375 − 16 − 16 = 343 and 440 − 20 − 20 = 400.
        let elements = try Widths.elements(Self.table())
        #expect(Widths.widths(elements["t"]) == [.fixed(343), .fixed(400)])
        #expect(elements["t"]?.text?.literal == "Clear Tabs and Data")
    }

    @Test func basicTitleStopsEightPointsBeforeAnAccessory() throws {
        // A disclosure indicator: Xcode draws the content view 349.5 pt wide in the 375 pt cell
        // (25.5 pt for the accessory on every device) and the label 325.5 pt wide from x = 16
        // (8 pt short of the content view's end). Solved: 375 − 25.5 − 16 − 8 = 325.5 (Xcode's
        // own frame) and 440 − 25.5 − 20 − 8 = 386.5.
        let text = Self.table(contentWidth: 349.5, accessory: #"accessoryType="disclosureIndicator""#)
        #expect(Widths.widths(try Widths.elements(text)["t"]) == [.fixed(325.5), .fixed(386.5)])
    }

    @Test func insetGroupedTableDrawsItsCellsInsideItsMargins() throws {
        // An inset grouped table insets each cell by the system margin: the cell is 375 − 32 =
        // 343 (Xcode writes it at x = 16, 343 wide) and 440 − 40 = 400; the label loses the
        // content view's margins again: 343 − 32 = 311 and 400 − 40 = 360.
        let text = Self.table(tableStyle: "insetGrouped", cellWidth: 343, contentWidth: 343)
        #expect(Widths.widths(try Widths.elements(text)["t"]) == [.fixed(311), .fixed(360)])
    }

    @Test func otherStylesLabelsStayNotesThatSayWhy() throws {
        // Right Detail and Left Detail labels share a line by a gap and an order of giving way
        // that no file shows (their labels are drawn as wide as their placeholders): neither
        // label gets a width (ScanSubtitleCellTests has the Subtitle style, which is solved).
        for (style, words) in [("IBUITableViewCellStyleValue1", "Right Detail"), ("IBUITableViewCellStyleValue2", "Left Detail")] {
            let elements = try Widths.elements(Self.table(style: style))
            for id in ["t", "d"] {
                #expect(elements[id]?.screenTextWidths == [], "\(style) \(id)")
                #expect(Self.reason(elements[id])?.contains(words) == true, "\(style) \(id): \(String(describing: Self.reason(elements[id])))")
            }
        }
    }

    @Test func basicTitlePastTheMarginStaysANote() throws {
        // An image (or an indentation) moves the title to x = 60, by a width UIKit takes from the
        // image at run time: no width, a note that says so.
        for (x, attributes) in [(60.0, #"image="star""#), (16, #"indentationLevel="2""#)] {
            let element = try Widths.elements(Self.table(titleX: x, cellAttributes: attributes))["t"]
            #expect(element?.screenTextWidths == [])
            #expect(Self.reason(element)?.contains("past the cell's margin") == true, "\(String(describing: Self.reason(element)))")
        }
    }

    @Test func placeholderTitleOfACellStyleIsCodes() throws {
        // `Title` in a cell style's label is what code replaces through `cell.textLabel`, with no
        // outlet: no text to audit.
        #expect(try Widths.elements(Self.table(title: "Title"))["t"]?.text == nil)
    }

    @Test func theInsetsTableEveryCell() throws {
        let rows = try CSVTable.tables("apple-table-cell-insets.csv")
        let accessory = rows.rows.filter { $0["inset"] == "trailing_with_accessory" }
        #expect(!accessory.isEmpty)
        for row in accessory { #expect(Double(row["points"] ?? "") == IBCellStyles.accessoryGap, "\(row)") }
        let margins = Set(rows.rows.filter { $0["inset"] == "leading" }.compactMap { Double($0["points"] ?? "") })
        #expect(margins.contains(16) && margins.contains(20))
        // Every x the code takes as the margin is one the table shows a file writing, and back:
        // one source for the 15 pt of older files as for 16 and 20.
        let written = Set(rows.rows.filter { $0["inset"] == "leading" || $0["inset"] == "leading_in_file" }.compactMap { Double($0["points"] ?? "") })
        #expect(written == IBCellStyles.marginInsets)
        // Each measured margin is the system minimum of its screen: 16 at 375, 20 at 414.
        for row in rows.rows where row["inset"] == "leading" || row["inset"] == "trailing" || row["inset"] == "inset_grouped_cell_leading" {
            let screen = try number(row["screen_pt"])
            #expect(IBConstraintSystem.systemMinimumMargin(screenWidth: screen) == (try number(row["points"])), "\(row)")
        }
    }
}
