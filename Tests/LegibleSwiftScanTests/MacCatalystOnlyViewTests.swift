import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Issue 33, fourteenth round, Amperfy d3513f85 (class D3): views only the Mac Catalyst build
/// shows were judged as iPhone and iPad views. PlayableTableCell.xib:148, :164, :176 are hover
/// buttons that `awakeFromNib` hides through `resetForReuse()` (PlayableTableCell.swift:148,
/// :201-203) and only code under `#if targetEnvironment(macCatalyst)` shows (:544, :559, :566);
/// all three were `target.small` errors.
@Suite struct MacCatalystOnlyViewTests {
    static func button(_ id: String, hidden: Bool = false) -> String {
        """
        <button contentMode="scaleToFill"\(hidden ? #" hidden="YES""# : "") id="\(id)"><rect key="frame" x="28" y="11" width="24" height="24"/>
        <state key="normal"><imageReference key="image" image="minus.circle.fill" catalog="system"/></state>
        <connections><action selector="deleteButtonPressed:" destination="-1" eventType="primaryActionTriggered" id="a-\(id)"/></connections></button>
        """
    }

    static let cell = OwnedXib.document(
        owner: "PlayableTableCell",
        outlets: [
            ("deleteButton", "l8v-65-XtX"), ("playOverNumberButton", "TYw-rj-zE1"), ("shownButton", "shown"), ("laterButton", "later"),
            ("ifButton", "if"), ("hoverButton", "hover"), ("phoneHoverButton", "phoneHover"),
        ],
        subviews: [
            button("l8v-65-XtX"), button("TYw-rj-zE1"), button("shown"), button("later"), button("if"), button("hover", hidden: true),
            button("phoneHover", hidden: true),
        ])

    static let code = """
        import UIKit
        class PlayableTableCell: UITableViewCell {
            @IBOutlet weak var deleteButton: UIButton!
            @IBOutlet weak var playOverNumberButton: UIButton!
            @IBOutlet weak var shownButton: UIButton!
            @IBOutlet weak var laterButton: UIButton!
            @IBOutlet weak var ifButton: UIButton!
            @IBOutlet weak var hoverButton: UIButton!
            @IBOutlet weak var phoneHoverButton: UIButton!
            var flag = false

            override func awakeFromNib() {
                super.awakeFromNib()
                MainActor.assumeIsolated {
                    resetForReuse()
                }
                if flag { ifButton.isHidden = true }
            }

            func resetForReuse() {
                deleteButton.isHidden = true
                playOverNumberButton.isHidden = true
                shownButton.isHidden = true
            }

            func collapse() { laterButton.isHidden = true }

            #if targetEnvironment(macCatalyst) // ok
                func refreshHoverStyle(hovered: Bool) {
                    deleteButton.isHidden = !hovered
                    playOverNumberButton.isHidden = false
                    hoverButton.isHidden = false
                }
            #else
                func singleTap() { shownButton.isHidden = false }
            #endif
            #if os(iOS)
                func show() { phoneHoverButton.isHidden = false }
            #endif
            @IBAction func deleteButtonPressed(_ sender: Any) {}
        }
        """

    @Test func aViewOnlyMacCodeShowsIsNoIOSTarget() async throws {
        let report = try await scanXibWithCode(xib: Self.cell, code: Self.code, name: "PlayableTableCell")
        let small = report.findings.findings.filter { $0.rule == "target.small" }
        let errors = Set(small.filter { $0.severity >= .warning }.map(\.id))
        // Must not fire: Amperfy's hover buttons, hidden at load and shown only in the Mac build,
        // and a button hidden in its file that only Mac code shows.
        #expect(errors.isDisjoint(with: ["l8v-65-XtX", "TYw-rj-zE1", "hover"]), "\(errors)")
        let notes = small.filter { $0.severity == .note }
        #expect(notes.first { $0.id == "l8v-65-XtX" }?.message.hasPrefix("hidden by code whenever it loads (PlayableTableCell.deleteButton") == true)
        // Must fire: shown by iOS code (the `#else` and an `#if os(iOS)`), hidden only later, or only under an `if`.
        #expect(errors.isSuperset(of: ["shown", "later", "if", "phoneHover"]), "\(errors)")
    }

    @Test func codeUnderTargetEnvironmentMacCatalystIsTheMacs() throws {
        let source = """
            import UIKit
            final class MiniPlayerView: UIView {
                func configure() {
                    #if targetEnvironment(macCatalyst)
                        let elapsed = UILabel()
                        elapsed.font = .systemFont(ofSize: 12); addSubview(elapsed)
                    #else
                        let title = UILabel()
                        title.font = .systemFont(ofSize: 12); addSubview(title)
                    #endif
                    #if os(macOS) || targetEnvironment(macCatalyst)
                        let info = UILabel()
                        info.font = .systemFont(ofSize: 12); addSubview(info)
                    #endif
                }
            }
            """
        let elements = try scanSwift(source).elements.filter { $0.font != nil }
        let conditions = Dictionary(uniqueKeysWithValues: elements.map { ($0.location.line ?? 0, $0.sourcePlatform) })
        #expect(conditions[6]??.platform == .macOS)
        #expect(conditions[9]??.platform == nil)
        #expect(conditions[13]??.platform == .macOS)
    }

    /// Amperfy LoginVC.swift:61-65: `fontSize` is 14 under `#if targetEnvironment(macCatalyst)` and
    /// 16 under `#else`; the login fields (:39, :89) are 16 pt on iOS.
    @Test func aConstantBoundForTheMacAndForIOSIsTheIOSOne() throws {
        let source = """
            import UIKit
            extension UITextField {
                func configureForLogin() { font = .systemFont(ofSize: LoginVC.fontSize) }
            }
            class LoginVC: UIViewController {
                #if targetEnvironment(macCatalyst)
                    static let fontSize: CGFloat = 14
                #else
                    static let fontSize: CGFloat = 16
                #endif
                #if DEBUG
                    static let debugSize: CGFloat = 14
                #else
                    static let debugSize: CGFloat = 16
                #endif
                fileprivate lazy var apiLabel: UILabel = {
                    let label = UILabel()
                    label.font = .systemFont(ofSize: Self.fontSize)
                    return label
                }()
                fileprivate lazy var debugLabel: UILabel = {
                    let label = UILabel()
                    label.font = .systemFont(ofSize: LoginVC.debugSize)
                    return label
                }()
                func setUp() { [apiLabel, debugLabel].forEach(view.addSubview) }
            }
            """
        let sized = try scanSwift(source).elements.filter { if case .fixed(16, _, _, _)? = $0.font { true } else { false } }
        // Must fire at 16 pt: the field and the label. Must not: a size chosen by a flag, either of two.
        #expect(sized.compactMap(\.location.line).sorted() == [3, 18], "\(sized.map(\.location))")
    }
}
