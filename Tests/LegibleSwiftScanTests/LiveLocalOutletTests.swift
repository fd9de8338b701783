import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// fresh-ios24c, pattern 1, in Swift: OsmAnd-iOS bb362bba
/// `MapSettingsBuildings3DParametersViewController.swift:568` sets Body on `cell.titleLabel` of a
/// dequeued `OASimpleTableViewCell`, whose xib makes the label live (`OASimpleTableViewCell.xib:72`,
/// `adjustsFontForContentSizeCategory="YES"`); setting `font` keeps the flag, so `text.not-live`
/// there was wrong. Must still fire: the same label without the flag in the xib, and a cell of a
/// class no file makes live.
@Suite struct LiveLocalOutletTests {
    static func xib(live: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <tableViewCell contentMode="scaleToFill" id="cell" customClass="OASimpleTableViewCell">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="48"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="48"/>
                        <subviews>
                            <label opaque="NO" text="Title" \(live ? "adjustsFontForContentSizeCategory=\"YES\" " : "")id="VOO-4x-SVF">
                                <rect key="frame" x="20" y="13" width="374" height="22"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="titleLabel" destination="VOO-4x-SVF" id="o1"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    static func swift(cellClass: String = "OASimpleTableViewCell") -> String {
        """
        import UIKit
        final class MapSettingsBuildings3DParametersViewController: UIViewController, UITableViewDataSource {
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: \(cellClass).reuseIdentifier) as! \(cellClass)
                cell.titleLabel.text = "3D buildings"
                cell.titleLabel.font = .preferredFont(forTextStyle: .body)
                return cell
            }
        }
        """
    }

    /// The `text.not-live` findings of the Swift file.
    static func notLive(xib: String, swift: String) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-live-local-outlet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["OASimpleTableViewCell.xib": xib, "MapSettingsBuildings3DParametersViewController.swift": swift]
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.not-live" && $0.location?.file.hasSuffix(".swift") == true }
    }

    /// The real line's own form (`:557`, `if item.cellType == …, let cell = … as? OASimpleTableViewCell {`).
    static let conditionalCell = """
        import UIKit
        final class MapSettingsBuildings3DParametersViewController: UIViewController, UITableViewDataSource {
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let item = data.item(for: indexPath)
                if item.cellType == OASimpleTableViewCell.reuseIdentifier, let cell = tableView.dequeueReusableCell(withIdentifier: OASimpleTableViewCell.reuseIdentifier, for: indexPath) as? OASimpleTableViewCell {
                    cell.titleLabel.text = item.title
                    cell.titleLabel.font = .preferredFont(forTextStyle: .body)
                    return cell
                }
                return UITableViewCell()
            }
        }
        """

    /// `cell.titleLabel` was read as a button's title label (`.titleLabel` dropped, leaving `cell`,
    /// no outlet), so the local's class was never asked about its `titleLabel` member.
    @Test func aTextStyleOnALiveXibOutletOfADequeuedCellIsLive() async throws {
        #expect(try await Self.notLive(xib: Self.xib(live: true), swift: Self.swift()).isEmpty)
        #expect(try await Self.notLive(xib: Self.xib(live: true), swift: Self.conditionalCell).isEmpty)
    }

    @Test func withoutTheFlagOrOnAnotherCellClassItStillFires() async throws {
        #expect(try await Self.notLive(xib: Self.xib(live: false), swift: Self.swift()).count == 1)
        #expect(try await Self.notLive(xib: Self.xib(live: false), swift: Self.conditionalCell).count == 1)
        #expect(try await Self.notLive(xib: Self.xib(live: true), swift: Self.swift(cellClass: "OAOtherTableViewCell")).count == 1)
    }
}
