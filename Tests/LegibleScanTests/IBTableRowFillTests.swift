import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// A control filling a standard 44 pt table row (``IBTableRowFill``), reduced from siskin-im
/// Account.storyboard:136-200 (fresh-ios23a C): the Host and Port fields, 43.5 pt tall in 43.5 and
/// 44.5 pt content views, were `target.small` errors "0.25 pt top and bottom" short; the 0.5 pt is
/// the row's separator, and VoIP.storyboard:151's identical field was not flagged.
@Suite struct IBTableRowFillTests {
    static func cell(_ id: String, cell: Double, content: Double, fieldY: Double = 0, field: Double, parent: String = "tableViewCellContentView") -> String {
        """
        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" id="\(id)-cell">
            <rect key="frame" x="20" y="49.5" width="374" height="\(cell)"/>
            <\(parent) key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="\(id)-content">
                <rect key="frame" x="0.0" y="0.0" width="374" height="\(content)"/>
                <subviews>
                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Automatic" textAlignment="right" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="76" y="\(fieldY)" width="278" height="\(field)"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <textInputTraits key="textInputTraits"/>
                    </textField>
                </subviews>
            </\(parent)>
        </tableViewCell>
        """
    }

    static func storyboard(_ cells: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s1"><objects>
                <tableViewController id="AU9-t5-1D6" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="insetGrouped" id="dtE-gA-5g7">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <sections><tableViewSection headerTitle="Connectivity" id="we8-hg-uOZ"><cells>
                            \(cells.joined(separator: "\n"))
                        </cells></tableViewSection></sections>
                    </tableView>
                </tableViewController>
            </objects></scene></scenes>
        </document>
        """
    }

    @Test func aFieldFillingAStandardRowIsNotShort() async throws {
        let cells = [
            // Must not fire: Host (fills the 43.5 pt content view) and Port (0.5 pt inside a 44.5 pt one).
            Self.cell("FBK-JI-crl", cell: 43.5, content: 43.5, field: 43.5),
            Self.cell("QX9-Nr-Eq6", cell: 44.5, content: 44.5, fieldY: 0.5, field: 43.5),
            // Must fire: a field short of its row by more than the separator, a row under the
            // standard height, and a field of that height outside a table cell's content view.
            Self.cell("halfRow", cell: 43.5, content: 43.5, field: 30),
            Self.cell("shortRow", cell: 40, content: 40, field: 40),
            Self.cell("loose", cell: 48, content: 48, fieldY: 2, field: 43.5),
            Self.cell("notContent", cell: 43.5, content: 43.5, field: 43.5, parent: "view"),
        ]
        let folder = try ScanFolder(["App/Base.lproj/Account.storyboard": Self.storyboard(cells)])
        defer { folder.remove() }
        let report = try await folder.scan()
        #expect(Set(report.ids("target.small")) == ["halfRow", "shortRow", "loose", "notContent"], "\(report.ids("target.small"))")
    }
}
