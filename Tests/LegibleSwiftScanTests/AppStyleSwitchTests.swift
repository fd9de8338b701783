import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// green_ios afb597d8 (fresh-ios24b pattern 1): the app styles its storyboard outlets through
/// `setStyle(_:)` methods of its `UILabel`, `UIButton` and `UIView` extensions, each a `switch`
/// over a style enum (``AppViewHelpers``). What a call sets is what the case it names sets.
@Suite struct AppStyleSwitchTests {
    /// gaios/Extensions/UILabel.swift:23-71, UIButton.swift:98-175 and UIView.swift:160-177, reduced.
    static let extensions = """
        import UIKit
        enum LabelStyle { case title, txtCard, sectionTitle }
        enum ButtonStyle { case primary, warnRed }
        enum PanelStyle { case bottomsheet }
        enum ElementStyle { case input }
        extension UILabel {
            func setStyle(_ type: LabelStyle) {
                switch type {
                case .title:
                    textColor = .white
                    font = UIFont.systemFont(ofSize: 26.0, weight: .bold)
                case .txtCard:
                    textColor = UIColor.gGrayTxt()
                    font = UIFont.systemFont(ofSize: 14.0, weight: .regular)
                case .sectionTitle:
                    textColor = UIColor.gGrayTxt()
                    font = UIFont.systemFont(ofSize: 14.0, weight: .semibold)
                }
            }
        }
        extension UIButton {
            func setStyle(_ type: ButtonStyle) {
                titleLabel?.font = UIFont.systemFont(ofSize: 15.0, weight: .medium)
                cornerRadius = 8.0
                switch type {
                case .primary:
                    backgroundColor = UIColor.gAccent()
                    setTitleColor(UIColor.gBlackBg(), for: .normal)
                case .warnRed:
                    backgroundColor = .clear
                    layer.borderWidth = 1.0
                }
            }
        }
        extension UIView {
            func setStyle(_ type: PanelStyle) {
                switch type {
                case .bottomsheet:
                    backgroundColor = UIColor.gGrayPanel()
                    layer.cornerRadius = 20.0
                }
            }
            func setStyle(_ type: ElementStyle) {
                switch type {
                case .input:
                    backgroundColor = UIColor.gGrayElement()
                }
            }
        }
        """

    /// What code sets in `owner`, read with the extensions above as the app's other file.
    static func setInCode(_ owner: String) throws -> Set<String> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-styleswitch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Extensions.swift").path
        try extensions.write(toFile: path, atomically: true, encoding: .utf8)
        let reader = SwiftSourceReader().prepared(forFiles: [path])
        return try reader.read(text: owner, path: "Owner.swift", resources: ScanResources()).setInCode
    }

    /// SendAddressViewController.swift:75 `lblSubtitle.setStyle(.txtCard)`, SendTxConfirmViewController.swift:119-120
    /// `[lblSumFeeKey, lblSumFeeValue].forEach { $0?.setStyle(.txtCard) }`, V5ViewController.swift:18
    /// `btnGetStarted.setStyle(.primary)`, HWDialogConnectViewController.swift:99 `cardView.setStyle(.bottomsheet)`.
    @Test func aStyleCaseSetsTheColoursItsCaseSets() throws {
        let set = try Self.setInCode(
            """
            import UIKit
            final class SendViewController: UIViewController {
                @IBOutlet weak var lblSubtitle: UILabel!
                @IBOutlet weak var lblSumFeeKey: UILabel!
                @IBOutlet weak var lblSumFeeValue: UILabel!
                @IBOutlet weak var btnGetStarted: UIButton!
                @IBOutlet weak var cardView: UIView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    lblSubtitle.setStyle(.txtCard)
                    [lblSumFeeKey, lblSumFeeValue].forEach { $0?.setStyle(.txtCard) }
                    btnGetStarted.setStyle(.primary)
                    cardView.setStyle(.bottomsheet)
                }
            }
            """)
        for label in ["lblSubtitle", "lblSumFeeKey", "lblSumFeeValue", "btnGetStarted"] {
            #expect(set.contains("SendViewController.\(label).textColor"), "\(label): \(set.sorted())")
        }
        #expect(set.contains("SendViewController.btnGetStarted.backgroundColor"), "\(set.sorted())")
        #expect(set.contains("SendViewController.cardView.backgroundColor"), "\(set.sorted())")
    }

    /// Must not: a case that sets the background alone (UIButton.swift:171-174 `.warnRed`,
    /// UIView.swift:173-177 `.input`) leaves the file's text colour; an outlet no call styles, and
    /// a controller's own `setStyle()` (AppSettingsViewController.swift:38), set nothing; and no
    /// helper's font is taken as a placeholder of the file's fixed one (the helpers' fonts are fixed too).
    @Test func aCaseThatSetsNoTextColourLeavesTheFilesOwn() throws {
        let set = try Self.setInCode(
            """
            import UIKit
            final class DialogViewController: UIViewController {
                @IBOutlet weak var btnWarn: UIButton!
                @IBOutlet weak var fieldView: UILabel!
                @IBOutlet weak var lblPlain: UILabel!
                @IBOutlet weak var lblTitle: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    btnWarn.setStyle(.warnRed)
                    fieldView.setStyle(.input)
                    lblTitle.setStyle(.title)
                    setStyle()
                }
                func setStyle() { view.alpha = 1 }
            }
            """)
        #expect(set.contains("DialogViewController.btnWarn.backgroundColor"), "\(set.sorted())")
        #expect(!set.contains("DialogViewController.btnWarn.textColor"), "\(set.sorted())")
        #expect(set.contains("DialogViewController.fieldView.backgroundColor"), "\(set.sorted())")
        #expect(!set.contains("DialogViewController.fieldView.textColor"), "\(set.sorted())")
        #expect(!set.contains { $0.hasPrefix("DialogViewController.lblPlain.") }, "\(set.sorted())")
        #expect(!set.contains("DialogViewController.lblTitle.font"), "\(set.sorted())")
        #expect(set.contains("DialogViewController.lblTitle.textColor"), "\(set.sorted())")
    }

    /// HWDialogs.storyboard:44-74 reduced: two labels on cards in "customModalBlueDark", a colour no
    /// asset catalog defines (scan.unresolved); HWDialogConnectViewController.swift:99
    /// `cardView.setStyle(.bottomsheet)` recolours the first card, so its labels' unmeasured
    /// contrast is a placeholder's (a note); the other card is still the file's (a warning).
    @Test func aStyledCardsUnknownBackgroundIsAPlaceholder() async throws {
        func card(_ id: String) -> String {
            """
            <view contentMode="scaleToFill" id="\(id)"><rect key="frame" x="0.0" y="\(id == "card" ? 0 : 300)" width="414" height="300"/>
            <subviews><label text="lbl_title" id="\(id)-title"><rect key="frame" x="36" y="204" width="342" height="18"/>
            <fontDescription key="fontDescription" type="system" pointSize="15"/>
            <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></label></subviews>
            <color key="backgroundColor" name="customModalBlueDark"/>
            </view>
            """
        }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s1"><objects>
            <viewController id="vc" customClass="HWDialogConnectViewController" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="800"/>
            <subviews>\(card("card"))\(card("other"))</subviews>
            <color key="backgroundColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
            <connections><outlet property="cardView" destination="card" id="c1"/></connections>
            </viewController>
            </objects></scene></scenes>
            </document>
            """
        let owner = """
            import UIKit
            final class HWDialogConnectViewController: UIViewController {
                @IBOutlet weak var cardView: UIView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    cardView.setStyle(.bottomsheet)
                }
            }
            """
        let found = try await AppViewHelperTests.scan(["Extensions.swift": Self.extensions, "Owner.swift": owner, "HWDialogs.storyboard": storyboard])
        let unresolved = Dictionary(found.filter { $0.rule == "scan.unresolved" }.map { ($0.id, $0) }) { first, _ in first }
        #expect(unresolved["card-title"]?.severity == .note, "\(unresolved)")
        #expect(unresolved["card-title"]?.message.hasPrefix("code sets HWDialogConnectViewController.cardView.backgroundColor") == true)
        #expect(unresolved["other-title"]?.severity == .warning, "\(unresolved)")
    }
}
