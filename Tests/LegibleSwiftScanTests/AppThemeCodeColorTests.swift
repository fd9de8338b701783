import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Rocket.Chat 3172a098 (issue 33, fresh-ios25a pattern 4): a cell's own theme override colours
/// its outlets from the app's theme, after the walk its `super` call makes —
/// `Views/Chat/New Chat/Cells/QuoteMessageCell.swift:113-119`, `override func applyTheme() {
/// super.applyTheme(); let theme = self.theme ?? .light; containerView.backgroundColor =
/// theme.chatComponentBackground; …; date.textColor = theme.auxiliaryText; purpose.textColor =
/// theme.auxiliaryText; … }` (and BasicMessageCell.swift:130-135 for every message's timestamp).
/// `Theme.light`'s auxiliaryText is #9ca2a8 (Theme.swift:112): 2.57:1 on the cell's white
/// (QuoteMessageCell.xib:31), 2.34:1 on chatComponentBackground #f3f4f5 (QuoteMessageCell.xib:48).
/// The scan called the file's colours placeholders and gave notes, though it judges the same
/// theme values when a runtime attribute names them (``AppThemeColorTests``).
@Suite struct AppThemeCodeColorTests {
    static func label(_ id: String, y: Int) -> String {
        """
        <label opaque="NO" text="Label" id="\(id)"><rect key="frame" x="71" y="\(y)" width="200" height="16"/>
        <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
        <color key="textColor" red="0.6196" green="0.6353" blue="0.6588" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </label>
        """
    }

    /// QuoteMessageCell.xib, shortened: the cell's white behind the labels, the quote's
    /// container (#f3f4f5 in the file) behind `purpose`.
    static let nib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <collectionViewCell opaque="NO" contentMode="center" id="cell" customClass="QuoteMessageCell">
        <rect key="frame" x="0.0" y="0.0" width="375" height="139"/>
        <view key="contentView" opaque="NO" contentMode="center"><rect key="frame" x="0.0" y="0.0" width="375" height="139"/>
        <subviews>
        \(label("date", y: 10))
        \(label("username", y: 30))
        \(label("link", y: 50))
        \(label("early", y: 70))
        <view contentMode="scaleToFill" id="container"><rect key="frame" x="71" y="90" width="266" height="40"/>
        <subviews>\(label("purpose", y: 10))</subviews>
        <color key="backgroundColor" red="0.953" green="0.957" blue="0.961" alpha="1" colorSpace="calibratedRGB"/>
        </view>
        </subviews></view>
        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        <connections>
        <outlet property="date" destination="date" id="o1"/>
        <outlet property="username" destination="username" id="o2"/>
        <outlet property="link" destination="link" id="o3"/>
        <outlet property="early" destination="early" id="o4"/>
        <outlet property="purpose" destination="purpose" id="o5"/>
        <outlet property="containerView" destination="container" id="o6"/>
        </connections>
        </collectionViewCell>
        </objects>
        </document>
        """

    /// Theme.swift:102-120 and ThemeableViews.swift:38-47, 100-107, shortened.
    static let theme = """
        import UIKit
        class Theme: NSObject {
            @objc let backgroundColor: UIColor
            @objc let chatComponentBackground: UIColor
            @objc let titleText: UIColor
            @objc let auxiliaryText: UIColor
            @objc let tintColor: UIColor
            init(backgroundColor: UIColor, chatComponentBackground: UIColor, titleText: UIColor, auxiliaryText: UIColor, tintColor: UIColor) {
                self.backgroundColor = backgroundColor
                self.chatComponentBackground = chatComponentBackground
                self.titleText = titleText
                self.auxiliaryText = auxiliaryText
                self.tintColor = tintColor
            }
            static let light = Theme(
                backgroundColor: #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1),
                chatComponentBackground: #colorLiteral(red: 0.9529411765, green: 0.9568627451, blue: 0.9607843137, alpha: 1),
                titleText: #colorLiteral(red: 0.05143930763, green: 0.0585193634, blue: 0.07106169313, alpha: 1),
                auxiliaryText: #colorLiteral(red: 0.6117647059, green: 0.6352941176, blue: 0.6588235294, alpha: 1),
                tintColor: .RCBlue()
            )
        }
        extension UIView {
            func applyTheme() {
                applyThemeBackgroundColor()
                self.subviews.forEach { $0.applyTheme() }
            }
            func applyThemeBackgroundColor() {
                guard let theme = theme else { return }
                backgroundColor = theme.backgroundColor.withAlphaComponent(backgroundColor?.cgColor.alpha ?? 0.0)
            }
        }
        extension UILabel {
            override func applyTheme() {
                super.applyTheme()
                guard let theme = theme else { return }
                textColor = theme.titleText
            }
        }
        """

    /// QuoteMessageCell.swift:113-119, with `link` (a theme colour that is no literal) and `early`
    /// (set before the walk, which then gives it titleText) beside.
    static let cell = """
        import UIKit
        final class QuoteMessageCell: UICollectionViewCell {
            @IBOutlet weak var containerView: UIView!
            @IBOutlet weak var date: UILabel!
            @IBOutlet weak var username: UILabel!
            @IBOutlet weak var link: UILabel!
            @IBOutlet weak var early: UILabel!
            @IBOutlet weak var purpose: UILabel!
        }
        extension QuoteMessageCell {
            override func applyTheme() {
                early.textColor = theme?.auxiliaryText
                super.applyTheme()

                let theme = self.theme ?? .light
                containerView.backgroundColor = theme.chatComponentBackground
                date.textColor = theme.auxiliaryText
                purpose.textColor = theme.auxiliaryText
                username.textColor = theme.titleText
                link.textColor = theme.tintColor
            }
        }
        """

    static func scan(cell: String = cell) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-themecode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try nib.write(to: folder.appendingPathComponent("QuoteMessageCell.xib"), atomically: true, encoding: .utf8)
        try theme.write(to: folder.appendingPathComponent("Theme.swift"), atomically: true, encoding: .utf8)
        try cell.write(to: folder.appendingPathComponent("QuoteMessageCell.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == ScanRules.contrastText.id }
    }

    @Test func aThemeColourTheOwnersOverrideSetsIsJudgedAtTheThemesValue() async throws {
        let findings = try await Self.scan()
        // Must fire: the timestamp, auxiliaryText #9ca2a8 on the light theme's white (QuoteMessageCell.xib:31).
        let date = findings.first { $0.id == "date" }
        #expect(date?.severity == .error, "\(findings)")
        #expect(date?.message.hasPrefix("the app's theme gives it auxiliaryText (code, QuoteMessageCell.swift:") == true, "\(String(describing: date))")
        #expect(date?.message.contains("#9ca2a8 on #ffffff is 2.57:1 in light") == true, "\(String(describing: date))")
        // Must fire: the purpose line on the container the same override paints chatComponentBackground (QuoteMessageCell.xib:48).
        let purpose = findings.first { $0.id == "purpose" }
        #expect(purpose?.severity == .error, "\(findings)")
        #expect(purpose?.message.contains("#9ca2a8 on #f3f4f5") == true, "\(String(describing: purpose))")
        // Must not fire: titleText passes on white (the file's grey would not).
        #expect(!findings.contains { $0.id == "username" }, "\(findings)")
    }

    @Test func aThemeColourNotKnownForCertainStaysANote() async throws {
        let findings = try await Self.scan()
        // `tintColor: .RCBlue()` is no literal; `early` is set before the walk, which then gives it titleText.
        for id in ["link", "early"] {
            let found = findings.filter { $0.id == id }
            let lead = "code sets QuoteMessageCell.\(id).textColor"
            #expect(!found.isEmpty && found.allSatisfy { $0.severity == .note && $0.message.hasPrefix(lead) }, "\(id): \(found)")
        }
        // A container whose background code sets to something else than a theme colour: the background is not known.
        let painted = Self.cell.replacingOccurrences(
            of: "containerView.backgroundColor = theme.chatComponentBackground", with: "containerView.backgroundColor = .red")
        let purpose = try await Self.scan(cell: painted).filter { $0.id == "purpose" }
        #expect(!purpose.isEmpty && purpose.allSatisfy { $0.severity == .note }, "\(purpose)")
    }
}
