import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// `target.small` on a checkbox or radio button in a selectable table row (issue 33, class 5: "a
/// checkbox inside a clickable row that is itself large enough is the row's"). Pocket Casts
/// c23892d1 CheckboxCell.xib:31 (a 24 pt checkbox, image `checkbox-unselected`, in a 60 pt cell
/// whose controller's `didSelectRowAt` calls the checkbox's action) was an error; it is a note
/// that names the row. Any other small button in a cell is still an error.
@Suite struct IBChoiceRowTargetTests {
    /// A xib whose one object is a table view cell of `cellClass` (`selection` its
    /// `selectionStyle`, `rowHeight` its row's height) holding a 24×24 pt button with `image`.
    static func cell(
        cellClass: String = "CheckboxCell", selection: String = "default", rowHeight: Double = 60, image: String = "checkbox-unselected",
        buttonClass: String? = nil
    ) -> String {
        let custom = buttonClass.map { #" customClass="\#($0)""# } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="\(selection)" rowHeight="\(rowHeight)" id="cell" customClass="\(cellClass)">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mark"\(custom)>
                                    <rect key="frame" x="276" y="10" width="24" height="24"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="24" id="w"/>
                                        <constraint firstAttribute="height" constant="24" id="h"/>
                                    </constraints>
                                    <state key="normal" image="\(image)"/>
                                </button>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
    }

    /// The `target.small` finding of the button, if any.
    func finding(_ xib: String) async throws -> Finding? {
        let folder = try ScanFolder(["App/Cell.xib": xib])
        defer { folder.remove() }
        return try await folder.scan().findings.findings.first { $0.rule == ScanRules.targetSmall.id && $0.id == "mark" }
    }

    @Test func aCheckboxImageInASelectableRowIsANoteNamingTheRow() async throws {
        let finding = try #require(try await finding(Self.cell()))
        #expect(finding.severity == .note)
        #expect(finding.message.contains("CheckboxCell, 60 pt tall"))
        #expect(finding.message.contains("its image checkbox-unselected"))
    }

    @Test func theCellClassNamesARadioButton() async throws {
        // RadioButtonCell.xib:28: a 22 pt button whose image names neither; the cell's class does.
        let finding = try #require(try await finding(Self.cell(cellClass: "RadioButtonCell", rowHeight: 54, image: "dot")))
        #expect(finding.severity == .note)
        #expect(finding.message.contains("the cell's class RadioButtonCell"))
    }

    @Test func theButtonsOwnClassNamesACheckbox() async throws {
        let finding = try #require(try await finding(Self.cell(cellClass: "SettingCell", image: "box", buttonClass: "CheckBoxButton")))
        #expect(finding.severity == .note)
    }

    @Test func aSmallButtonThatIsNoCheckboxStillFires() async throws {
        // An info button in the same row does something else than selecting it: the finger needs 44 pt.
        let finding = try #require(try await finding(Self.cell(cellClass: "EpisodeCell", image: "info")))
        #expect(finding.severity == .error)
    }

    @Test func aRowThatNeverHighlightsLeavesTheCheckboxAnError() async throws {
        let finding = try #require(try await finding(Self.cell(selection: "none")))
        #expect(finding.severity == .error)
    }

    @Test func aRowUnder44PointsLeavesTheCheckboxAnError() async throws {
        let finding = try #require(try await finding(Self.cell(rowHeight: 36)))
        #expect(finding.severity == .error)
    }

    @Test func aTableThatAllowsNoSelectionLeavesTheCheckboxAnError() async throws {
        let table = """
            <tableView clipsSubviews="YES" style="plain" allowsSelection="NO" rowHeight="60" id="table">
                <rect key="frame" x="0" y="0" width="390" height="600"/>
                <prototypes>
                    <tableViewCell selectionStyle="default" rowHeight="60" id="cell" customClass="CheckboxCell">
                        <rect key="frame" x="0.0" y="28" width="390" height="60"/>
                        <tableViewCellContentView key="contentView" opaque="NO" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="60"/>
                            <subviews>
                                <button opaque="NO" id="mark">
                                    <rect key="frame" x="340" y="18" width="24" height="24"/>
                                    <state key="normal" image="checkbox-unselected"/>
                                </button>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        let folder = try ScanFolder(["App/Main.storyboard": InterfaceBuilderReaderTests.storyboard(table)])
        defer { folder.remove() }
        let finding = try await folder.scan().findings.findings.first { $0.rule == ScanRules.targetSmall.id && $0.id == "mark" }
        #expect(finding?.severity == .error)
    }
}
