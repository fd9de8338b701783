import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Issue 33: code findings on an `@IBOutlet` consult what the outlet's xib or storyboard says, and
/// a hidden view no code shows is not judged for its font.
@Suite struct OutletFileFactsTests {
    static func label(_ id: String, _ extra: String = "", font: String = #"style="UICTFontTextStyleBody""#) -> String {
        """
        <label text="Feed" \(extra) id="\(id)"><rect key="frame" x="0" y="0" width="300" height="24"/>
        <fontDescription key="fontDescription" \(font)/></label>
        """
    }

    static let fixed17 = #"type="system" pointSize="17""#
    static let fixed14 = #"type="system" pointSize="14""#

    static let xib = OwnedXib.document(
        owner: "Passcode",
        outlets: [
            ("feedTitle", "live"), ("plainTitle", "plain"), ("errorMessageLabel", "fixed"), ("styledLabel", "styled"),
            ("compactField", "field"), ("shownLabel", "shown"),
        ],
        subviews: [
            label("live", #"adjustsFontForContentSizeCategory="YES""#), label("plain"), label("fixed", font: fixed17),
            label("styled", #"adjustsFontForContentSizeCategory="YES""#),
            """
            <textField hidden="YES" borderStyle="roundedRect" id="field"><rect key="frame" x="0" y="0" width="97" height="34"/>
            <fontDescription key="fontDescription" \(fixed14)/></textField>
            """,
            label("shown", #"hidden="YES""#, font: fixed14),
        ])

    static let code = """
        final class Passcode: UIViewController {
            @IBOutlet var feedTitle: UILabel!
            @IBOutlet var plainTitle: UILabel!
            @IBOutlet private var errorMessageLabel: UILabel?
            @IBOutlet var styledLabel: UILabel!
            @IBOutlet public var compactField: UITextField?
            @IBOutlet var shownLabel: UILabel!
            func update() {
                feedTitle.font = UIFont.preferredFont(forTextStyle: .body)
                plainTitle.font = UIFont.preferredFont(forTextStyle: .body)
                self.errorMessageLabel?.minimumScaleFactor = 0.5
                self.errorMessageLabel?.adjustsFontSizeToFitWidth = true
                styledLabel.minimumScaleFactor = 0.5
                styledLabel.adjustsFontSizeToFitWidth = true
                compactField?.becomeFirstResponder()
                shownLabel.isHidden = false
            }
        }
        """

    static func findings() async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-outlet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.xib.write(to: folder.appendingPathComponent("Passcode.xib"), atomically: true, encoding: .utf8)
        try Self.code.write(to: folder.appendingPathComponent("Passcode.swift"), atomically: true, encoding: .utf8)
        return try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan().findings.findings
    }

    static func codeLines(_ findings: [Finding], rule: String) -> [Int] {
        findings.filter { $0.rule == rule && $0.location?.file.hasSuffix(".swift") == true }.map { $0.location?.line ?? 0 }.sorted()
    }

    /// NetNewsWire 834decfa `iOS/MainFeed/Collection View Cells/MainFeedCollectionViewCell.swift:105/106`
    /// and `MainFeedCollectionViewFolderCell.swift:157/159` set `preferredFont(forTextStyle: .body)`
    /// on outlets `iOS/Base.lproj/Main.storyboard:208/214/259/289` makes live: not `text.not-live`
    /// (line 9 here). Must fire: the same code on an outlet whose file does not (line 10).
    @Test func aTextStyleOnAnOutletTheFileMakesLiveIsLive() async throws {
        #expect(Self.codeLines(try await Self.findings(), rule: "text.not-live") == [10])
    }

    /// ownCloud 0ac09a30 `ownCloudAppShared/AppLock/PasscodeViewController.swift:190` makes
    /// `errorMessageLabel` shrink, and its xib font is a fixed 17 pt System
    /// (`PasscodeViewController.xib:284`): shrinking a fixed size undoes no chosen size (line 12
    /// here). Must fire: an outlet whose xib font is a text style (line 14).
    @Test func shrinkingAnOutletWhoseFileFontIsFixedIsNotReported() async throws {
        #expect(Self.codeLines(try await Self.findings(), rule: "text.shrinks") == [14])
    }

    /// ownCloud 0ac09a30 `PasscodeViewController.xib:291`: a `hidden="YES"` text field code only
    /// makes first responder (`PasscodeViewController.swift:220-264`) is a note, not a fixed-size
    /// warning. Must stay a warning: a hidden label code shows (`shownLabel.isHidden = false`), and
    /// a fixed font shown (the 17 pt label).
    @Test func aHiddenViewNoCodeShowsIsANote() async throws {
        let fixed = try await Self.findings().filter { $0.rule == "text.fixed-size" }
        let field = try #require(fixed.first { $0.id.hasPrefix("field") })
        #expect(field.severity == .note)
        #expect(field.message.hasPrefix("hidden in the file, and no code the scan read shows it"), "\(field.message)")
        #expect(fixed.first { $0.id.hasPrefix("shown") }?.severity == .warning)
        #expect(fixed.first { $0.id.hasPrefix("fixed") }?.severity == .warning)
    }
}

/// NetNewsWire 834decfa `iOS/Settings/SettingsTableViewCell.xib:27`: the cell's class
/// `VibrantTableViewCell` colours its own `textLabel` and `detailTextLabel` through a helper's
/// parameter (`VibrantTableViewCell.swift:61-63`, `updateLabelVibrancy(detailTextLabel, color:
/// labelColor, …)` then `label.textColor = color`), so the xib's `secondaryLabelColor` is a
/// placeholder: a note. Must stay a warning: a cell class whose helper is passed only the
/// `textLabel`.
@Suite struct HelperParameterColourTests {
    static func cell(_ id: String, customClass: String) -> String {
        """
        <tableViewCell contentMode="scaleToFill" reuseIdentifier="\(id)" textLabel="\(id)-t" detailTextLabel="\(id)-d" \
        style="IBUITableViewCellStyleValue1" id="\(id)" customClass="\(customClass)">
        <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
        <tableViewCellContentView key="contentView" tableViewCell="\(id)" id="\(id)-c">
        <rect key="frame" x="0.0" y="0.0" width="384" height="44"/>
        <subviews>
        <label text="Title" adjustsFontForContentSizeCategory="YES" id="\(id)-t"><rect key="frame" x="20" y="14" width="40" height="17"/>
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/><nil key="textColor"/></label>
        <label text="" textAlignment="right" adjustsFontForContentSizeCategory="YES" id="\(id)-d"><rect key="frame" x="339" y="14" width="37" height="17"/>
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/><color key="textColor" systemColor="secondaryLabelColor"/></label>
        </subviews>
        </tableViewCellContentView>
        </tableViewCell>
        """
    }

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                \(cell("vib", customClass: "VibrantCell"))
                \(cell("pla", customClass: "PlainCell"))
            </objects>
        </document>
        """

    static let code = """
        class VibrantCell: UITableViewCell {
            func updateVibrancy(animated: Bool) {
                updateLabelVibrancy(textLabel, color: labelColor, animated: animated)
                updateLabelVibrancy(detailTextLabel, color: labelColor, animated: animated)
            }
            func updateLabelVibrancy(_ label: UILabel?, color: UIColor, animated: Bool) {
                guard let label = label else { return }
                label.textColor = color
            }
        }
        class PlainCell: UITableViewCell {
            func update() { paint(textLabel, color: .label) }
            func paint(_ label: UILabel?, color: UIColor) { label?.textColor = color }
        }
        """

    @Test func aHelperGivenTheCellsDetailLabelColoursIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-helper-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.xib.write(to: folder.appendingPathComponent("Cells.xib"), atomically: true, encoding: .utf8)
        try Self.code.write(to: folder.appendingPathComponent("Cells.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let contrast = report.findings.findings.filter { $0.rule == "contrast.text" }
        // secondaryLabel is #3c3c43 at 60% on white: about 3.4:1 in light, under 4.5:1 (the
        // NetNewsWire finding's own pair), so both details are judged; only PlainCell's is a warning.
        let vibrant = try #require(contrast.first { $0.id.hasPrefix("vib-d") })
        #expect(vibrant.severity == .note)
        #expect(vibrant.message.hasPrefix("code sets VibrantCell.detailTextLabel.textColor"), "\(vibrant.message)")
        let plain = try #require(contrast.first { $0.id.hasPrefix("pla-d") })
        #expect(plain.severity == .warning)
    }
}
