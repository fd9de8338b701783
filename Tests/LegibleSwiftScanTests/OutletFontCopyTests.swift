import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Fonts code derives from a xib outlet's own (issue 33, fresh-ios13a D5 and D6, Rocket.Chat
/// 3172a098):
/// - `ChannelInfoBasicCell.swift:27`, `labelTitle.font = UIFont.boldSystemFont(ofSize:
///   labelTitle.font.pointSize)` where the xib gives `labelTitle` the Subheadline style, was a
///   `text.fixed-size`: the size is the style's when the cell is made (`text.not-live`); a copy of
///   a fixed 13 pt (`SubscriptionCell.swift:51`) stays fixed;
/// - `FileCell.xib:22`, an image button titled "Button" in a fixed 16 pt Semibold that
///   `FileCell.swift:51` titles and `:27` makes shrink (`fileButton.titleLabel?`), was a
///   `text.shrinks` warning and no `text.fixed-size`: Rules.md has `text.fixed-size` report it.
@Suite struct OutletFontCopyTests {
    static func label(_ id: String, font: String) -> String {
        """
        <label text="Label" id="\(id)"><rect key="frame" x="16" y="10" width="200" height="20"/>
        <fontDescription key="fontDescription" \(font)/></label>
        """
    }

    static let button = """
        <button contentMode="scaleToFill" id="Fef-tc-ORb"><rect key="frame" x="71" y="5" width="288" height="56"/>
        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="16"/>
        <state key="normal" title="Button" image="files"/>
        <connections><action selector="didTapFileButton" destination="-1" eventType="touchUpInside" id="a1"/></connections>
        </button>
        """

    static func xib(titleFont: String) -> String {
        OwnedXib.document(
            owner: "ChannelInfoBasicCell",
            outlets: [("labelTitle", "oBw-eo-9Vk"), ("labelDate", "date"), ("fileButton", "Fef-tc-ORb")],
            subviews: [label("oBw-eo-9Vk", font: titleFont), label("date", font: #"type="system" pointSize="13""#), button])
    }

    static let code = """
        import UIKit
        final class ChannelInfoBasicCell: UITableViewCell {
            @IBOutlet weak var labelTitle: UILabel!
            @IBOutlet weak var labelDate: UILabel!
            @IBOutlet weak var fileButton: UIButton! {
                didSet {
                    fileButton.titleLabel?.adjustsFontSizeToFitWidth = true
                    fileButton.titleLabel?.minimumScaleFactor = 0.8
                }
            }
            var title: String? {
                didSet {
                    labelTitle.text = title
                    labelTitle.font = UIFont.boldSystemFont(ofSize: labelTitle.font.pointSize)
                    labelDate.font = UIFont.boldSystemFont(ofSize: labelDate.font.pointSize)
                    fileButton.setTitle(title, for: .normal)
                }
            }
        }
        """

    private func findings(titleFont: String, code: String = Self.code) async throws -> [Finding] {
        try await scanXibWithCode(xib: Self.xib(titleFont: titleFont), code: code, name: "ChannelInfoBasicCell").findings.findings
            .filter { $0.severity > .note }
    }

    /// element-ios 917adc8e `KeyVerificationCellInnerContentView.swift:103`: `self.acceptButton.titleLabel?`
    /// of an outlet of the app's `RoundedButton` was read as that class's own `titleLabel`, not the
    /// outlet's title, and gave a wrong `text.shrinks` on a fixed font.
    @Test func anAppButtonOutletsTitleIsTheOutletsTitle() async throws {
        let code =
            Self.code.replacingOccurrences(of: "fileButton: UIButton!", with: "fileButton: RoundedButton!")
            .replacingOccurrences(of: "fileButton.titleLabel?", with: "self.fileButton.titleLabel?") + "\nclass RoundedButton: UIButton {}\n"
        let found = try await findings(titleFont: #"style="UICTFontTextStyleSubhead""#, code: code)
        // Must not fire: the outlet's fixed 16 pt title shrinks (text.fixed-size's, at the button).
        #expect(!found.contains { $0.rule == "text.shrinks" }, "\(found.filter { $0.rule == "text.shrinks" }.map(\.message))")
        #expect(found.contains { $0.rule == "text.fixed-size" && $0.id == "Fef-tc-ORb" }, "\(found.map { ($0.id, $0.rule) })")
    }

    @Test func aSizeCopiedFromATextStyleIsNotLive() async throws {
        let found = try await findings(titleFont: #"style="UICTFontTextStyleSubhead""#)
        let line14 = found.filter { $0.location?.file.hasSuffix(".swift") == true && $0.location?.line == 14 }
        // Must be text.not-live, not text.fixed-size: the Subheadline size read when the cell is made.
        #expect(line14.map(\.rule) == ["text.not-live"], "\(line14.map(\.message))")
        #expect(line14.first?.message.contains("Subheadline style") == true)
        // Must stay text.fixed-size: a copy of the fixed 13 pt date (:15).
        let line15 = found.filter { $0.location?.file.hasSuffix(".swift") == true && $0.location?.line == 15 }
        #expect(line15.map(\.rule) == ["text.fixed-size"], "\(line15.map(\.message))")
    }

    @Test func aCopyOfAFixedFontStaysFixed() async throws {
        let found = try await findings(titleFont: #"type="system" pointSize="15""#)
        let line14 = found.filter { $0.location?.file.hasSuffix(".swift") == true && $0.location?.line == 14 }
        #expect(line14.map(\.rule) == ["text.fixed-size"], "\(line14.map(\.message))")
    }

    @Test func anImageButtonCodeTitlesIsJudgedForItsFixedFontNotForItsShrink() async throws {
        let found = try await findings(titleFont: #"style="UICTFontTextStyleSubhead""#)
        // Must fire: the button's fixed 16 pt Semibold, which code titles.
        #expect(found.contains { $0.rule == "text.fixed-size" && $0.id == "Fef-tc-ORb" }, "\(found.map { ($0.id, $0.rule) })")
        // Must not fire: shrinking a fixed size undoes no size a person chose (Rules.md, text.shrinks).
        #expect(!found.contains { $0.rule == "text.shrinks" }, "\(found.filter { $0.rule == "text.shrinks" }.map(\.message))")
    }
}
