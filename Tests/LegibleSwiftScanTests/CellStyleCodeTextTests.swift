import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 34: a prototype cell's built-in label whose text its controller sets after dequeuing
/// the cell by its reuse identifier (`cell.textLabel?.text = …` in `cellForRowAt`, DuckDuckGo
/// `SyncDebugViewController.swift:103/112`) is audited with that text at the width UIKit gives
/// the label, not dropped with the file's `Title`.
@Suite struct CellStyleCodeTextTests {
    /// A table view controller of class `Owner` whose table's prototype cell `Cell` is Basic: its
    /// `textLabel` starts at the 16 pt margin of a 375 pt content view, so it spans 375 − 2 × 16
    /// = 343 pt there and 440 − 2 × 20 = 400 pt on a 440 pt screen.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects>
                <tableViewController id="vc" customClass="Owner" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell reuseIdentifier="Cell" textLabel="t" style="IBUITableViewCellStyleDefault" id="cell">
                                <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" text="Title" id="t">
                                            <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene></scenes>
        </document>
        """

    static func code(identifier: String) -> String {
        """
        final class Owner: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "\(identifier)", for: indexPath)
                switch indexPath.row {
                case 0: cell.textLabel?.text = NSLocalizedString("welcome", comment: "")
                default: break
                }
                return cell
            }
        }
        """
    }

    /// German (34 characters of body text, at least 5 pt each: more than 170 pt) cannot fit
    /// 343 pt on one line at the largest accessibility size, where body text is 53 pt.
    @Test func theTextTheControllerSetsIsAuditedAtTheCellsWidth() async throws {
        let files = CodeSetTextTests.strings.merging(["App/Base.lproj/Debug.storyboard": Self.storyboard, "App/Owner.swift": Self.code(identifier: "Cell")]) {
            $1
        }
        let (report, elements) = try await CodeSetTextTests.scan(files)
        let label = try #require(elements["t"])
        #expect(label.text == ScannedText(key: "welcome", literal: "welcome"))
        #expect(label.screenTextWidths.map(\.width) == [.fixed(343), .fixed(400)])
        #expect(report.findings.findings.contains { $0.rule == "overflow.label" && $0.id.hasPrefix("t welcome") })
    }

    /// Code that dequeues another identifier sets another cell's label: this one keeps no text.
    @Test func anotherReuseIdentifierIsAnotherCell() async throws {
        let files = CodeSetTextTests.strings.merging(["App/Base.lproj/Debug.storyboard": Self.storyboard, "App/Owner.swift": Self.code(identifier: "Other")]) {
            $1
        }
        let (report, elements) = try await CodeSetTextTests.scan(files)
        #expect(elements["t"]?.text == nil)
        #expect(!report.findings.findings.contains { $0.rule == "overflow.label" })
    }

    /// The Swift reader names the label by its owner and the identifier, as the storyboard does.
    @Test func theReaderNamesTheLabelByTheReuseIdentifier() throws {
        let result = try scanSwift(Self.code(identifier: "Cell"))
        #expect(result.textsInCode["Owner.cell[Cell].textLabel"]?.map(\.value) == [.text(ScannedText(key: "welcome", literal: "welcome"))])
    }
}
