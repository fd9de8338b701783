import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33: colours code sets through a name declared as the app's cell class (`func
/// configure(cell: GameTableViewCell, …)`) replace the cell xib's, which are then placeholders.
@Suite struct TypedReceiverPlaceholderTests {
    /// Delta adee3c5c `Delta/Components/Table View/GameTableViewCell.xib:33`: white text on the
    /// cell's system background, which both users recolour
    /// (`GamesDatabaseBrowserViewController.swift:166`, `cell.backgroundColor = UIColor.deltaDarkGray`;
    /// `AppIconShortcutsViewController.swift:155`, `cell.nameLabel?.textColor = .label`).
    static func xib(label id: String, outlet: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="cell" customClass="GameTableViewCell">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="97"/>
                    <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="96.5"/>
                        <subviews>
                            <label text="Super Mario World" numberOfLines="0" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                <rect key="frame" x="110" y="38.5" width="250" height="20.5"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                <color key="textColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections><outlet property="\(outlet)" destination="\(id)" id="o1"/></connections>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    static func contrast(code: String) async throws -> Finding? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-typed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try xib(label: "hKz", outlet: "nameLabel").write(to: folder.appendingPathComponent("GameTableViewCell.xib"), atomically: true, encoding: .utf8)
        try code.write(to: folder.appendingPathComponent("Browser.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return report.findings.findings.first { $0.rule == "contrast.text" }
    }

    @Test func aBackgroundSetThroughATypedParameterMakesTheXibsAPlaceholder() async throws {
        let finding = try #require(
            await Self.contrast(
                code: """
                    final class GamesDatabaseBrowserViewController: UITableViewController {
                        func configure(cell: GameTableViewCell, with name: String) {
                            cell.backgroundColor = UIColor.deltaDarkGray
                            cell.nameLabel.text = name
                        }
                    }
                    """))
        #expect(finding.severity == .note)
        #expect(finding.message.hasPrefix("code sets GameTableViewCell.self.backgroundColor, so the file's value is a placeholder"))
    }

    @Test func aTextColourSetThroughATypedParameterMakesTheXibsAPlaceholder() async throws {
        let finding = try #require(
            await Self.contrast(
                code: """
                    final class AppIconShortcutsViewController: UITableViewController {
                        func configureGameCell(_ cell: GameTableViewCell, with name: String) {
                            cell.nameLabel?.textColor = .label
                        }
                    }
                    """))
        #expect(finding.severity == .note)
        #expect(finding.message.hasPrefix("code sets GameTableViewCell.nameLabel.textColor, so the file's value is a placeholder"))
    }

    /// A UIKit class's cell (`cell: UITableViewCell`) names no xib's class, and a colour set on
    /// another class's view is not this one's: the error stands.
    @Test func aColourSetOnAnotherTypeLeavesTheErrorStanding() async throws {
        let finding = try #require(
            await Self.contrast(
                code: """
                    final class Other: UITableViewController {
                        func configure(cell: UITableViewCell, other: SettingsCell) {
                            cell.backgroundColor = .black
                            other.nameLabel.textColor = .label
                        }
                    }
                    """))
        #expect(finding.severity == .error)
    }
}
