import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// What the Swift reader says code sets as a view's text (``ScanFileResult/textsInCode``), by
/// `Type.view` as a xib's outlets name views.
@Suite struct CodeSetTextReaderTests {
    static func texts(_ source: String) throws -> [String: [ScannedCodeText.Value]] {
        try scanSwift(source).textsInCode.mapValues { $0.map(\.value) }
    }

    @Test func everyShapeOfSettingATextIsRead() throws {
        let source = """
            final class SettingsViewController: UIViewController {
                @IBOutlet var titleLabel: UILabel!
                @IBOutlet var saveButton: UIButton!
                @IBOutlet var stateLabel: UILabel!
                @IBOutlet var countLabel: UILabel!
                override func viewDidLoad() {
                    self.titleLabel.text = String(localized: "settings.title", table: "Settings")
                    saveButton.setTitle(NSLocalizedString("save", tableName: "Buttons", comment: ""), for: .normal)
                    saveButton.setTitle("Saving…", for: .disabled)
                    stateLabel.text = isOn ? NSLocalizedString("on", comment: "") : NSLocalizedString("off", comment: "")
                    countLabel.text = String(format: NSLocalizedString("%d notes", comment: ""), count)
                    titleLabel.text = nil
                }
            }
            """
        let texts = try Self.texts(source)
        #expect(texts["SettingsViewController.titleLabel"] == [.text(ScannedText(key: "settings.title", literal: "settings.title", table: "Settings"))])
        // A title for another state shows only in it.
        #expect(texts["SettingsViewController.saveButton"] == [.text(ScannedText(key: "save", literal: "save", table: "Buttons"))])
        #expect(texts["SettingsViewController.stateLabel"] == [.text(ScannedText(key: "on", literal: "on")), .text(ScannedText(key: "off", literal: "off"))])
        #expect(texts["SettingsViewController.countLabel"] == [.text(ScannedText(key: "%d notes", literal: "%d notes"))])
    }

    @Test func aCellsOutletIsNamedByTheTypeCodeDeclaresItWith() throws {
        let source = """
            final class NotesViewController: UITableViewController {
                private var header: NotesHeaderView!
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell
                    cell.titleLabel.text = note.title
                    header.countLabel.text = NSLocalizedString("notes", comment: "")
                    guard let other = tableView.cellForRow(at: indexPath) as? OtherCell else { return cell }
                    other.titleLabel.text = "Other"
                    let typed = tableView.dequeueReusableCell(ofType: TypedCell.self, for: indexPath)
                    typed.detailLabel.text = "Typed"
                    unknown.nameLabel.text = "Nobody's"
                    return cell
                }
                func configure(_ cell: ParameterCell) { cell.nameLabel.text = "Param" }
            }
            """
        let texts = try Self.texts(source)
        #expect(texts["NoteCell.titleLabel"] == [.unreadable("note.title")])
        #expect(texts["NotesHeaderView.countLabel"] == [.text(ScannedText(key: "notes", literal: "notes"))])
        #expect(texts["OtherCell.titleLabel"] == [.text(ScannedText(literal: "Other"))])
        #expect(texts["TypedCell.detailLabel"] == [.text(ScannedText(literal: "Typed"))])
        #expect(texts["ParameterCell.nameLabel"] == [.text(ScannedText(literal: "Param"))])
        // A receiver whose type the code does not declare is nobody's outlet.
        #expect(!texts.keys.contains { $0.hasSuffix(".nameLabel") && !$0.hasPrefix("ParameterCell") })
        #expect(texts.count == 5)
    }

    @Test func textConstantsAreReadInTheFileAndOfferedToOthers() throws {
        let source = """
            final class PinViewController: UIViewController {
                @IBOutlet var cancelButton: UIButton!
                @IBOutlet var messageLabel: UILabel!
                override func viewDidLoad() {
                    cancelButton.setTitle(Localization.cancel, for: .normal)
                    messageLabel.text = Localization.message
                }
            }
            private enum Localization {
                static let cancel = NSLocalizedString("Cancel", comment: "")
                static var message: String { NSLocalizedString("Enter your PIN", comment: "") }
            }
            """
        let result = try scanSwift(source)
        #expect(result.textsInCode["PinViewController.cancelButton"]?.map(\.value) == [.text(ScannedText(key: "Cancel", literal: "Cancel"))])
        #expect(result.textsInCode["PinViewController.messageLabel"]?.map(\.value) == [.text(ScannedText(key: "Enter your PIN", literal: "Enter your PIN"))])
        #expect(result.textConstants["Localization.cancel"] == ScannedText(key: "Cancel", literal: "Cancel"))
        // Only names qualified by a type are offered to other files.
        #expect(result.textConstants["cancel"] == nil)
    }
}

extension CodeSetTextTests {
    /// A text constant another file declares (`OnboardingStrings.login`) is read through it, and a
    /// button's title code sets replaces the xib's.
    @Test func aConstantOfAnotherFileAndAButtonTitle() async throws {
        let code = """
            final class OnboardingViewController: UIViewController {
                @IBOutlet private var loginButton: UIButton!
                override func viewDidLoad() { loginButton.setTitle(OnboardingStrings.login, for: .normal) }
            }
            """
        let strings = "enum OnboardingStrings {\n    static let login = NSLocalizedString(\"welcome\", comment: \"\")\n}\n"
        let button = """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="login"><rect key="frame" x="16" y="0" width="100" height="44"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/><state key="normal" title="Button"/>
            <constraints><constraint firstAttribute="width" constant="100" id="login-w"/></constraints></button>
            """
        let xib = Self.xib(owner: "OnboardingViewController", labels: [button], outlets: [("loginButton", "login")])
        let files = Self.strings.merging(["App/Base.lproj/Onboarding.xib": xib, "App/Onboarding.swift": code, "App/Strings.swift": strings]) { $1 }
        let (report, elements) = try await Self.scan(files)
        #expect(elements["login"]?.text == ScannedText(key: "welcome", literal: "welcome"))
        #expect(report.findings.findings.filter { $0.rule == "overflow.label" }.map(\.id) == ["login welcome [de]"])
    }
}
