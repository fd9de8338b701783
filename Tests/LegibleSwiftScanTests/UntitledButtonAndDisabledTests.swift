import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// A button no file or code titles shows no text for its font to size (iSH 00f1c0e5
/// Terminal.storyboard:125, ArrowBarButton); a control code only ever disables through a cell's
/// outlet takes no touch (GoMap 2d1b2a2f POI.storyboard:43 with POICommonTagsViewController.swift:452);
/// one code also enables is judged.
@Suite struct UntitledButtonAndDisabledTests {
    static func button(_ id: String, title: String? = nil, extra: String = "") -> String {
        """
        <button contentMode="scaleToFill" id="\(id)"\(extra)><rect key="frame" x="111" y="0.0" width="31" height="50"/>
        <fontDescription key="fontDescription" type="system" pointSize="24"/>
        <state key="normal"\(title.map { #" title="\#($0)""# } ?? "")><color key="titleColor" systemColor="darkTextColor"/></state>
        <connections><action selector="pressArrow:" destination="-1" eventType="valueChanged" id="a-\(id)"/></connections></button>
        """
    }

    static let buttons = OwnedXib.document(
        owner: "TerminalViewController", outlets: [("escapeKey", "coded")],
        subviews: [button("VCr-TW-PIZ", extra: #" customClass="ArrowBarButton""#), button("coded"), button("titled", title: "esc")])

    static let terminal = """
        import UIKit
        final class ArrowBarButton: UIControl {}
        final class TerminalViewController: UIViewController {
            @IBOutlet var escapeKey: UIButton!
            func update(_ name: String) { escapeKey.setTitle(name, for: .normal) }
            @IBAction func pressArrow(_ sender: Any) {}
        }
        """

    @Test func anUntitledButtonsFontIsNotJudged() async throws {
        let report = try await scanXibWithCode(xib: Self.buttons, code: Self.terminal, name: "TerminalViewController")
        let fixed = Set(report.findings.findings.filter { $0.rule == "text.fixed-size" }.map(\.id))
        // Must not fire: iSH's arrow key, titled in no state and by no code.
        #expect(!fixed.contains("VCr-TW-PIZ"), "\(fixed)")
        // Must fire: a button code titles, and one the file titles.
        #expect(fixed.isSuperset(of: ["coded", "titled"]), "\(fixed)")
    }

    static func field(_ id: String) -> String {
        """
        <textField contentMode="scaleToFill" tag="2" placeholder="Restaurant" id="\(id)"><rect key="frame" x="106" y="10" width="234" height="24"/>
        <fontDescription key="fontDescription" type="system" pointSize="14"/></textField>
        """
    }

    static let cell = OwnedXib.document(
        owner: "FeatureTypeCell",
        outlets: [
            ("valueField", "gomap-value"), ("toggledField", "toggled"), ("plainField", "plain"), ("catalystField", "catalyst"),
            ("sentField", "sent"), ("queuedField", "queued"),
        ],
        subviews: [field("gomap-value"), field("toggled"), field("plain"), field("catalyst"), field("sent"), field("queued")])

    static let controller = """
        import UIKit
        final class FeatureTypeCell: UITableViewCell {
            @IBOutlet var valueField: UITextField!
            @IBOutlet var toggledField: UITextField!
            @IBOutlet var plainField: UITextField!
            @IBOutlet var catalystField: UITextField!
            @IBOutlet var sentField: UITextField!
            @IBOutlet var queuedField: UITextField!
        }
        final class POICommonTagsViewController: UITableViewController {
            var locked = false
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "CommonTagType", for: indexPath) as! FeatureTypeCell
                cell.valueField.isEnabled = false
                cell.toggledField.isEnabled = false
                cell.toggledField.isEnabled = !locked
                cell.plainField.text = "x"
                #if targetEnvironment(macCatalyst)
                cell.catalystField.isEnabled = false
                #endif
                if locked { cell.catalystField.isEnabled = false }
                request.then(onSuccess: { _ in DispatchQueue.main.async { cell.sentField.isEnabled = false } })
                DispatchQueue.main.async { cell.queuedField.isEnabled = false }
                return cell
            }
        }
        """

    @Test func aControlCodeDisablesThroughACellOutletIsNoTarget() async throws {
        let report = try await scanXibWithCode(xib: Self.cell, code: Self.controller, name: "FeatureTypeCell")
        let targets = report.findings.findings.filter { $0.rule == "target.small" }
        // Must not fire: GoMap's value field, which code only ever disables.
        #expect(!targets.contains { $0.id == "gomap-value" })
        // Must fire: a field code also enables is a target while enabled (GoMap's UploadViewController.swift:109
        // enables its export button whenever there is something to export), and one code never disables.
        #expect(targets.first { $0.id == "toggled" }?.severity == .error)
        #expect(targets.first { $0.id == "plain" }?.severity == .error)
        // Must fire: a field disabled only under a condition (GoMap GpxViewController.swift:361, Mac Catalyst only).
        #expect(targets.first { $0.id == "catalyst" }?.severity == .error)
        // Must fire: a field disabled only in a request's callback, after it was typed in (tinode-ios
        // ResetPasswordViewController.swift:178). Must not fire: one disabled on the main queue right away.
        #expect(targets.first { $0.id == "sent" }?.severity == .error, "\(targets)")
        #expect(!targets.contains { $0.id == "queued" }, "\(targets)")
    }

    static let crossButtons = OwnedXib.document(
        owner: "SPNoteHistoryViewController", outlets: [("dismissButton", "cross")],
        subviews: [button("cross", extra: #" customClass="RoundedCrossButton""#)])

    static let tagCell = """
        import UIKit
        class RoundedCrossButton: UIButton {}
        final class SPNoteHistoryViewController: UIViewController {
            @IBOutlet var dismissButton: UIButton!
            @IBAction func pressArrow(_ sender: Any) {}
        }
        final class TagViewCell: UICollectionViewCell {
            func makeButton() -> UIButton {
                let button = RoundedCrossButton()
                button.isUserInteractionEnabled = false
                return button
            }
        }
        """

    @Test func disablingAnInstanceCodeMakesLeavesTheClassJudged() async throws {
        let report = try await scanXibWithCode(xib: Self.crossButtons, code: Self.tagCell, name: "SPNoteHistoryViewController")
        let targets = report.findings.findings.filter { $0.rule == "target.small" }
        // Must fire: Simplenote SPNoteHistoryViewController.xib:39, a 30×30 pt RoundedCrossButton with an
        // action; TagViewCell.swift:28 disables only the one it makes itself.
        #expect(targets.first { $0.id == "cross" }?.severity == .error, "\(targets)")
    }

    /// Habitica aafd43ae `Intro.storyboard:158`: an untitled 16 pt login button that
    /// `LoginTableViewController.swift:214` titles through `loginButton.reactive.title <~ …`.
    @Test func aButtonAReactiveBindingTitlesKeepsItsFont() async throws {
        let xib = OwnedXib.document(owner: "LoginTableViewController", outlets: [("loginButton", "login")], subviews: [Self.button("login")])
        func code(_ binding: String) -> String {
            """
            import UIKit
            final class LoginTableViewController: UIViewController {
                @IBOutlet var loginButton: UIButton!
                @IBAction func pressArrow(_ sender: Any) {}
                override func viewDidLoad() { \(binding) }
            }
            """
        }
        let bound = try await scanXibWithCode(
            xib: xib, code: code("loginButton.reactive.title <~ viewModel.loginButtonTitle"), name: "LoginTableViewController")
        // Must fire: the binding titles it, in the file's fixed 24 pt font.
        #expect(bound.findings.findings.contains { $0.rule == "text.fixed-size" && $0.id == "login" })
        let unbound = try await scanXibWithCode(xib: xib, code: code("loginButton.isHidden = false"), name: "LoginTableViewController")
        // Must not fire: nothing titles it.
        #expect(!unbound.findings.findings.contains { $0.rule == "text.fixed-size" && $0.id == "login" })
    }

    /// tinode-ios 68c9f73c `Main.storyboard:46`: a pencil button whose normal state holds only an
    /// `<imageReference>` (a symbol) and a runtime attribute that is no title; no code titles it.
    @Test func aSymbolImageButtonNothingTitlesKeepsNoFont() async throws {
        func symbolButton(_ id: String, title: String = "") -> String {
            """
            <button contentMode="scaleAspectFit" id="\(id)"><rect key="frame" x="80" y="80" width="48" height="48"/>
            <fontDescription key="fontDescription" type="system" pointSize="18"/>
            <state key="normal"\(title)><imageReference key="image" image="pencil" catalog="system" symbolScale="large"/></state>
            <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/></userDefinedRuntimeAttributes>
            <connections><action selector="pressArrow:" destination="-1" eventType="touchUpInside" id="a-\(id)"/></connections></button>
            """
        }
        let xib = OwnedXib.document(
            owner: "AvatarEditor", outlets: [("editButton", "pencil"), ("namedButton", "named")],
            subviews: [symbolButton("pencil"), symbolButton("named"), symbolButton("titled", title: #" title="Edit""#)])
        let code = """
            import UIKit
            final class AvatarEditor: UIViewController {
                @IBOutlet var editButton: UIButton!
                @IBOutlet var namedButton: UIButton!
                override func viewDidLoad() { editButton.isHidden = false; namedButton.setTitle(name, for: .normal) }
                @IBAction func pressArrow(_ sender: Any) {}
            }
            """
        let report = try await scanXibWithCode(xib: xib, code: code, name: "AvatarEditor")
        let fixed = Set(report.findings.findings.filter { $0.rule == "text.fixed-size" }.map(\.id))
        // Must not fire: the symbol button nothing titles.
        #expect(!fixed.contains("pencil"), "\(fixed)")
        // Must fire: the same button titled by code, and one the file titles beside its symbol.
        #expect(fixed.isSuperset(of: ["named", "titled"]), "\(fixed)")
    }
}
