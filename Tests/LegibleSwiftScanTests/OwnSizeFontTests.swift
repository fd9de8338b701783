import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// A class that remakes its font at its own point size keeps the file's size (Eidolon 44486ed9).
@Suite struct OwnSizeFontTests {
    static func field(_ id: String, type: String, y: Int) -> String {
        """
        <textField text="9,999,999" borderStyle="line" id="\(id)" customClass="\(type)"><rect key="frame" x="0" y="\(y)" width="180" height="44"/>
        <fontDescription key="fontDescription" type="system" pointSize="26"/></textField>
        """
    }

    static func button(_ id: String, y: Int) -> String {
        """
        <button contentHorizontalAlignment="left" buttonType="custom" id="\(id)"><rect key="frame" x="0" y="\(y)" width="184" height="44"/>
        <fontDescription key="fontDescription" type="system" pointSize="20"/><state key="normal" title="Use Artsy Login Details"/></button>
        """
    }

    static func scan(xib: String, code: String) async throws -> [String: Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-own-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try xib.write(to: folder.appendingPathComponent("Fulfillment.xib"), atomically: true, encoding: .utf8)
        try code.write(to: folder.appendingPathComponent("Fields.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return Dictionary(report.findings.findings.filter { $0.rule == "text.fixed-size" }.map { ($0.id, $0) }) { first, _ in first }
    }

    /// Eidolon `TextField.swift:29`, `font = UIFont.serifFont(withSize: self.font?.pointSize ??
    /// 26)` (a pod's helper), keeps `Fulfillment.storyboard:204`'s 26 pt: a warning. A class that
    /// scales the remade font (`UIFontMetrics`), or whose app helper does, or that sets a literal
    /// size of its own, replaces the file's font: a note.
    @Test func aFontRemadeAtTheViewsOwnPointSizeKeepsTheFilesSize() async throws {
        let xib = OwnedXib.document(
            owner: "PlaceBidViewController", outlets: [],
            subviews: [
                Self.field("kept", type: "TextField", y: 0), Self.field("subclass", type: "SecureTextField", y: 50),
                Self.field("scaled", type: "ScaledField", y: 100), Self.field("helper", type: "HelperField", y: 150),
                Self.field("literal", type: "LiteralField", y: 200),
            ])
        let code = """
            class TextField: UITextField {
                override func awakeFromNib() { super.awakeFromNib(); setup() }
                func setup() {
                    borderStyle = .none
                    font = UIFont.serifFont(withSize: self.font?.pointSize ?? 26)
                }
            }
            class SecureTextField: TextField {
                override func setup() { super.setup(); clearsOnBeginEditing = true }
            }
            class ScaledField: UITextField {
                override func awakeFromNib() { font = UIFontMetrics.default.scaledFont(for: UIFont.serifFont(withSize: font!.pointSize)) }
            }
            class HelperField: UITextField {
                override func awakeFromNib() { font = .appFont(withSize: font?.pointSize ?? 17) }
            }
            class LiteralField: UITextField {
                override func awakeFromNib() { font = UIFont.serifFont(withSize: 20) }
            }
            extension UIFont {
                static func appFont(withSize size: CGFloat) -> UIFont { UIFontMetrics.default.scaledFont(for: serif(size)) }
            }
            """
        let fixed = try await Self.scan(xib: xib, code: code)
        for id in ["kept", "subclass"] {
            let finding = try #require(fixed[id])
            #expect(finding.severity == .warning && finding.message.hasPrefix("the font is a fixed 26 pt"), "\(id): \(finding.message)")
        }
        for id in ["scaled", "helper", "literal"] {
            #expect(fixed[id]?.severity == .note, "\(id): \(fixed[id]?.message ?? "none")")
        }
    }

    /// Eidolon `ConfirmYourBidViewController.swift:36-42` underlines `useArtsyLoginButton`'s title
    /// with `.font: useArtsyLoginButton.titleLabel!.font`: `Fulfillment.storyboard:706`'s 20 pt
    /// shows, a warning. An attributed title in another font is code's: a note.
    @Test func anAttributedTitleInTheButtonsOwnFontKeepsTheFilesFont() async throws {
        let xib = OwnedXib.document(
            owner: "ConfirmYourBidViewController", outlets: [("useArtsyLoginButton", "own"), ("otherButton", "other")],
            subviews: [Self.button("own", y: 0), Self.button("other", y: 60)])
        let code = """
            class ConfirmYourBidViewController: UIViewController {
                @IBOutlet var useArtsyLoginButton: UIButton!
                @IBOutlet var otherButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let titleString = useArtsyLoginButton.title(for: useArtsyLoginButton.state)!
                    let attributes: [NSAttributedStringKey: Any] = [
                        NSAttributedStringKey.underlineStyle: NSUnderlineStyle.styleSingle.rawValue,
                        NSAttributedStringKey.font: useArtsyLoginButton.titleLabel!.font
                    ]
                    let attrTitle = NSAttributedString(string: titleString, attributes:attributes)
                    useArtsyLoginButton.setAttributedTitle(attrTitle, for:useArtsyLoginButton.state)
                    let other = NSAttributedString(string: "Other", attributes: [.font: UIFont.serifFont(withSize: 14)])
                    otherButton.setAttributedTitle(other, for: .normal)
                }
            }
            """
        let fixed = try await Self.scan(xib: xib, code: code)
        let own = try #require(fixed["own"])
        #expect(own.severity == .warning && own.message.hasPrefix("the font is a fixed 20 pt"), "\(own.message)")
        #expect(fixed["other"]?.severity == .note, "\(fixed["other"]?.message ?? "none")")
    }

    /// VLC 12cd503e `PopupView.swift:97`, `titleLabel.font = .boldSystemFont(ofSize:
    /// titleLabel.font.pointSize)` on a label the view makes itself: no file's font to keep, so the
    /// copied size is still judged where code sets it (The Blue Alliance 66748afd
    /// `EventInsightsView.swift:99` too).
    @Test func aViewCodeMakesIsStillJudgedWhereItsOwnSizeIsCopied() async throws {
        let source = """
            final class PopupView: UIView {
                let titleLabel = UILabel()
                func setupView() {
                    titleLabel.font = .boldSystemFont(ofSize: titleLabel.font.pointSize)
                }
            }
            """
        let findings = try await scanFindings(swift: source)
        #expect(findings.filter { $0.rule == "text.fixed-size" }.map { $0.location?.line ?? 0 } == [4])
    }
}
