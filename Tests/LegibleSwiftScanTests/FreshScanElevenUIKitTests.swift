import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Issue 33, fresh iOS scans 11: what UIKit code sets on a file's views, and fonts it sets.
@Suite struct FreshScanElevenUIKitTests {
    static func scan(_ files: [String: String]) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-eleven-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return report.findings.findings
    }

    /// The contrast finding of each view, by id.
    static func contrast(_ found: [Finding]) -> [String: Finding] {
        Dictionary(found.filter { $0.rule == "contrast.text" }.map { ($0.id, $0) }) { first, _ in first }
    }

    // MARK: An outlet collection's forEach

    /// A 0.55 grey (#8c8c8c) title on a 0.9 grey (#e6e6e6) button: 2.63:1.
    static func button(_ id: String, y: Int) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="\(id)">
            <rect key="frame" x="16" y="\(y)" width="200" height="50"/>
            <color key="backgroundColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <state key="normal" title="Not sure"><color key="titleColor" white="0.55" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></state>
        </button>
        """
    }

    /// Open Food Facts 35cf4ea5 `RobotoffQuestionTableViewCell.xib:118`, `:157` and `:205-207`:
    /// `noButton` and `notSureButton` are the outlet collection `buttons`; `yesButton` is not in it.
    static let cellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" id="cell" customClass="RobotoffQuestionTableViewCell">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <tableViewCellContentView key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                        <subviews>\(button("yes", y: 0))\(button("no", y: 60))\(button("notSure", y: 120))</subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="yesButton" destination="yes" id="c1"/>
                        <outletCollection property="buttons" destination="no" id="c2"/>
                        <outletCollection property="buttons" destination="notSure" id="c3"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """

    static func cellCode(_ loop: String) -> String {
        """
        final class RobotoffQuestionTableViewCell: UITableViewCell {
            @IBOutlet weak var yesButton: UIButton!
            @IBOutlet var buttons: [UIButton]!
            override func awakeFromNib() {
                super.awakeFromNib()
                \(loop)
            }
        }
        """
    }

    @Test(arguments: [
        "buttons.forEach { (button: UIButton) in button.setTitleColor(.blue, for: .normal) }",
        "self.buttons.forEach { $0.setTitleColor(.blue, for: .normal) }",
        "for button in buttons { button.setTitleColor(.blue, for: .normal) }",
    ])
    func codeOnEachMemberOfAnOutletCollectionReplacesTheirColours(loop: String) async throws {
        let found = Self.contrast(
            try await Self.scan(["RobotoffQuestionTableViewCell.xib": Self.cellXib, "RobotoffQuestionTableViewCell.swift": Self.cellCode(loop)]))
        // Must not: the collection's members' file colours are placeholders.
        #expect(found["no"]?.severity == .note, "\(found)")
        #expect(found["notSure"]?.severity == .note)
        #expect(found["no"]?.message.hasPrefix("code sets RobotoffQuestionTableViewCell.buttons.textColor") == true, "\(found)")
        // Must fire: the button outside the collection keeps its 2.63:1.
        #expect(found["yes"].map { $0.severity > .note } == true, "\(found)")
    }

    /// A loop over another list does not reach the collection.
    @Test func aLoopOverAnotherListLeavesTheCollection() async throws {
        let loop = "others.forEach { $0.setTitleColor(.blue, for: .normal) }"
        let found = Self.contrast(
            try await Self.scan(["RobotoffQuestionTableViewCell.xib": Self.cellXib, "RobotoffQuestionTableViewCell.swift": Self.cellCode(loop)]))
        #expect(found["no"].map { $0.severity > .note } == true, "\(found)")
    }

    /// Open Food Facts 35cf4ea5 `RobotoffQuestionTableViewCell.swift:158` and `:169`: the cell
    /// disables its buttons while an answer posts and enables them again through `zelf`, an alias
    /// of self; its 30 pt buttons are targets while enabled (second judge of the tenth round's fixes).
    @Test func anOutletCollectionEnabledThroughAnAliasOfSelfStaysATarget() async throws {
        var parts = Self.cellXib.replacingOccurrences(of: #"height="50""#, with: #"height="30""#).components(separatedBy: "</button>")
        for index in parts.indices.dropLast() {
            parts[index] += #"<connections><action selector="tap:" destination="cell" eventType="touchUpInside" id="a\#(index)"/></connections>"#
        }
        let xib = parts.joined(separator: "</button>")
        let enabled = """
            buttons.forEach { $0.isEnabled = false }
                post { [weak self] in
                    guard let zelf = self else { return }
                    zelf.buttons.forEach { $0.isEnabled = true }
                }
            """
        let found = try await Self.scan(["RobotoffQuestionTableViewCell.xib": xib, "RobotoffQuestionTableViewCell.swift": Self.cellCode(enabled)])
        let targets = Dictionary(found.filter { $0.rule == "target.small" }.map { ($0.id, $0) }) { first, _ in first }
        // Must fire: enabled again, they are 30 pt targets.
        #expect(targets["no"]?.severity == .error, "\(targets)")
        // Must not: disabled and never enabled again, no target.
        let disabled = try await Self.scan([
            "RobotoffQuestionTableViewCell.xib": xib, "RobotoffQuestionTableViewCell.swift": Self.cellCode("buttons.forEach { $0.isEnabled = false }"),
        ])
        #expect(!disabled.contains { $0.rule == "target.small" && $0.id == "no" }, "\(disabled.map(\.id))")
    }

    // MARK: A style cell's labels set by a data source

    /// Habitica aafd43ae `Main.storyboard:2427-2446`: the Subtitle prototype `Cell` of
    /// `SkillsTaskTableViewController`, its textLabel black (1.00:1 on systemBackground in dark).
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects>
                <tableViewController id="vc" customClass="SkillsTaskTableViewController" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <prototypes>
                            <tableViewCell reuseIdentifier="Cell" textLabel="t" detailTextLabel="d" style="IBUITableViewCellStyleSubtitle" id="cell">
                                <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                    <subviews>
                                        <label opaque="NO" text="Title" id="t">
                                            <rect key="frame" x="16" y="6" width="33" height="20"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                            <color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </label>
                                        <label opaque="NO" text="Subtitle" id="d">
                                            <rect key="frame" x="16" y="26" width="44" height="14"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="11"/>
                                            <color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
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

    /// `SkillsTaskTableViewDataSource.swift:29-33`.
    static let dataSource = """
        class SkillsTaskTableViewDataSource: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.textColor = UIColor.forTaskValue(value)
                return cell
            }
        }
        """

    static func controller(holding: Bool) -> String {
        """
        class SkillsTaskTableViewController: UITableViewController {
            \(holding ? "private var dataSource: SkillsTaskTableViewDataSource?" : "private var count = 0")
        }
        """
    }

    @Test func aDataSourceTheSceneHoldsSetsItsPrototypesLabel() async throws {
        let found = Self.contrast(
            try await Self.scan([
                "Main.storyboard": Self.storyboard, "SkillsTaskTableViewDataSource.swift": Self.dataSource,
                "SkillsTaskTableViewController.swift": Self.controller(holding: true),
            ]))
        // Must not: the textLabel's black is a placeholder. Must fire: the detail label code leaves.
        #expect(found["t"]?.severity == .note, "\(found)")
        #expect(found["t"]?.message.hasPrefix("code sets SkillsTaskTableViewController.cell[Cell].textLabel.textColor") == true, "\(found)")
        #expect(found["d"].map { $0.severity > .note } == true, "\(found)")
    }

    @Test func aDataSourceTheSceneDoesNotHoldLeavesItsPrototype() async throws {
        let found = Self.contrast(
            try await Self.scan([
                "Main.storyboard": Self.storyboard, "SkillsTaskTableViewDataSource.swift": Self.dataSource,
                "SkillsTaskTableViewController.swift": Self.controller(holding: false),
            ]))
        #expect(found["t"].map { $0.severity > .note } == true, "\(found)")
    }

    // MARK: A view's own font at a new size

    /// Open Food Facts 35cf4ea5 `ErrorView.swift:23`, `:31`: fixed 25 and 18 pt, whatever the
    /// label's font was. A size the scan cannot read is no font.
    @Test func aViewsOwnFontWithSizeIsFixed() throws {
        let source = """
            final class ErrorView: UIView {
                func setupView() {
                    let mainLabel = UILabel()
                    mainLabel.font = mainLabel.font.withSize(25)
                    let secondaryLabel = UILabel()
                    secondaryLabel.font = mainLabel.font.withSize(18)
                    let other = UILabel()
                    other.font = other.font.withSize(size)
                    button.titleLabel?.font = button.titleLabel?.font.withSize(13)
                    let stack = UIStackView()
                    stack.addArrangedSubview(mainLabel)
                    stack.addArrangedSubview(secondaryLabel)
                    stack.addArrangedSubview(other)
                    addSubview(stack)
                }
            }
            """
        let read = try fonts(source)
        #expect(
            read == [
                .fixed(size: 25, unit: "pt", weight: .regular, family: nil), .fixed(size: 18, unit: "pt", weight: .regular, family: nil),
                .fixed(size: 13, unit: "pt", weight: .regular, family: nil),
            ], "\(read)")
    }

    // MARK: A view found by its tag

    /// Habitica aafd43ae `RageStrikeActiveContentView.xib:29`: a tag 3 text view at a fixed 14 pt,
    /// and a tag 4 label beside it.
    static let tagXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="257"/>
                    <subviews>
                        <textView clipsSubviews="YES" tag="3" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" text="Rage" id="tv">
                            <rect key="frame" x="16" y="136" width="343" height="121"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        </textView>
                        <label opaque="NO" tag="4" text="Boss" id="l4">
                            <rect key="frame" x="16" y="10" width="343" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    /// `RageStrikeView.swift:116-137`: the attributed text's scaled fonts replace the text view's.
    static let tagCode = """
        final class RageStrikeView: UIView {
            func viewTapped() {
                let attributedString = NSMutableAttributedString(string: "Rage")
                guard let contentView = Bundle.main.loadNibNamed("RageStrikeActiveContentView", owner: self, options: nil)?.first as? UIView else { return }
                let label = contentView.viewWithTag(3) as? UITextView
                label?.attributedText = attributedString
                let other = contentView.viewWithTag(4) as? UILabel
                other?.textAlignment = .center
            }
        }
        """

    @Test func anAttributedTextSetThroughATagReplacesTheFilesFont() async throws {
        let found = try await Self.scan(["RageStrikeActiveContentView.xib": Self.tagXib, "RageStrikeView.swift": Self.tagCode])
        let fixed = Dictionary(found.filter { $0.rule == "text.fixed-size" }.map { ($0.id, $0) }) { first, _ in first }
        // Must not: the text view's 14 pt is a placeholder. Must fire: the label code only aligns.
        #expect(fixed["tv"]?.severity == .note, "\(fixed)")
        #expect(fixed["tv"]?.message.hasPrefix("code sets nib:RageStrikeActiveContentView.tag3.font") == true, "\(fixed)")
        #expect(fixed["l4"].map { $0.severity > .note } == true, "\(fixed)")
    }

    // MARK: An empty label code only empties

    /// Habitica aafd43ae `Social.storyboard:618`: an empty label (#8c8c8c on white here) whose
    /// outlet code only sets to `nil` (`MyGuildCell.swift:22`), beside one code fills.
    static func emptyLabel(_ id: String) -> String {
        """
        <label opaque="NO" text="" id="\(id)"><rect key="frame" x="16" y="8" width="200" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="15"/>
        <color key="textColor" white="0.55" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></label>
        """
    }

    static let guildXib = OwnedXib.document(
        owner: "MyGuildCell", outlets: [("lastActivityLabel", "la"), ("nameLabel", "nl")], subviews: [emptyLabel("la"), emptyLabel("nl")],
        rootExtra: #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#)

    static let guildCode = """
        final class MyGuildCell: UITableViewCell {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet weak var lastActivityLabel: UILabel!
            func configure(guild: Guild) {
                nameLabel.text = nil
                nameLabel.text = guild.name
                lastActivityLabel.text = nil
            }
        }
        """

    @Test func anEmptyLabelCodeOnlyEmptiesIsNotJudged() async throws {
        let found = Self.contrast(try await Self.scan(["MyGuildCell.xib": Self.guildXib, "MyGuildCell.swift": Self.guildCode]))
        // Must not: nothing ever shows in lastActivityLabel. Must fire: nameLabel shows the guild's name.
        #expect(found["la"] == nil, "\(found)")
        #expect(found["nl"].map { $0.severity > .note } == true, "\(found)")
    }
}
