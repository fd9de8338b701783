import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Issue 33, fourteenth round, Amperfy d3513f85: storyboard views code never lets show text.
@Suite struct FreshScanFourteenUIKitTests {
    static func scan(_ files: [String: String]) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-fourteen-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return report.findings.findings
    }

    // MARK: D2, an empty label code never fills

    /// Amperfy `Main.storyboard:74`: a `text=""` 45 pt label, outlet `iconBackgroundLabel`, that
    /// LibrarySyncPopupVC.swift:72-78 only colours and rounds (a circle behind the icon).
    static func emptyLabel(_ id: String) -> String {
        """
        <label opaque="NO" text="" textAlignment="center" id="\(id)"><rect key="frame" x="130" y="20" width="80" height="80"/>
        <color key="backgroundColor" systemColor="systemBlueColor"/>
        <fontDescription key="fontDescription" type="system" pointSize="45"/><nil key="textColor"/></label>
        """
    }

    static let popup = OwnedXib.document(
        owner: "LibrarySyncPopupVC", outlets: [("iconBackgroundLabel", "3k1-vq-TUe"), ("titelLabel", "title")],
        subviews: [emptyLabel("3k1-vq-TUe"), emptyLabel("title")])

    static let popupCode = """
        import UIKit
        class LibrarySyncPopupVC: UIViewController {
            @IBOutlet weak var iconBackgroundLabel: UILabel!
            @IBOutlet weak var titelLabel: UILabel!
            var topic = ""
            override func viewDidLoad() {
                super.viewDidLoad()
                titelLabel.text = topic
                iconBackgroundLabel.layer.cornerRadius = 40
                iconBackgroundLabel.backgroundColor = .systemBlue
            }
        }
        """

    @Test func anEmptyLabelCodeNeverFillsIsNoText() async throws {
        let found = try await Self.scan(["LibrarySyncPopupVC.xib": Self.popup, "LibrarySyncPopupVC.swift": Self.popupCode])
        let fixed = Dictionary(found.filter { $0.rule == "text.fixed-size" }.map { ($0.id, $0) }) { first, _ in first }
        // Must not fire: the coloured circle. Must fire: the empty label code gives its title.
        #expect(fixed["3k1-vq-TUe"] == nil, "\(fixed)")
        #expect(fixed["title"].map { $0.severity > .note } == true, "\(fixed)")
    }

    // MARK: D4, a button code removes unless a method nothing calls runs

    static func button(_ id: String, y: Int) -> String {
        """
        <button contentMode="scaleToFill" id="\(id)"><rect key="frame" x="73" y="\(y)" width="194" height="30"/>
        <fontDescription key="fontDescription" type="system" pointSize="15"/><state key="normal" title="Optional"/>
        <connections><action selector="optionalButtonPressed:" destination="-1" eventType="touchUpInside" id="a-\(id)"/></connections></button>
        """
    }

    static let optionalPopup = OwnedXib.document(
        owner: "LibrarySyncPopupVC", outlets: [("optionalButton", "Jwb-Ck-Kjx"), ("keptButton", "kept")],
        subviews: [button("Jwb-Ck-Kjx", y: 300), button("kept", y: 400)])

    /// Amperfy LibrarySyncPopupVC.swift:57, :65-68, :148-151: nothing calls `useOptionalButton`.
    static let optionalCode = """
        import UIKit
        class LibrarySyncPopupVC: UIViewController {
            @IBOutlet weak var optionalButton: UIButton!
            @IBOutlet weak var keptButton: UIButton!
            private var optionalButtonText: String?
            private var keptButtonText: String?
            override func viewDidLoad() {
                super.viewDidLoad()
                if let btnText = optionalButtonText {
                    optionalButton.setTitle(btnText, for: .normal)
                } else {
                    optionalButton.removeFromSuperview()
                }
                if let keptButtonText { keptButton.setTitle(keptButtonText, for: .normal) } else { keptButton.removeFromSuperview() }
            }
            func useOptionalButton(text: String) { optionalButtonText = text }
            func useKeptButton(text: String) { self.keptButtonText = text }
            @IBAction func optionalButtonPressed(_ sender: Any) {}
        }
        final class Presenter {
            func show(_ popup: LibrarySyncPopupVC) { popup.useKeptButton(text: "Retry") }
        }
        """

    @Test func aButtonCodeRemovesUnlessAnUncalledSetterRunsIsOnNoScreen() async throws {
        let package = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n"
        let found = try await Self.scan([
            "LibrarySyncPopupVC.xib": Self.optionalPopup, "LibrarySyncPopupVC.swift": Self.optionalCode, "Package.swift": package,
        ])
        let small = Dictionary(found.filter { $0.rule == "target.small" }.map { ($0.id, $0) }) { first, _ in first }
        // Must not fire: Amperfy's "Optional" button. Must fire: the one whose setter Presenter calls.
        #expect(small["Jwb-Ck-Kjx"]?.severity == .note, "\(small)")
        #expect(small["Jwb-Ck-Kjx"]?.message.contains("nothing in the app calls useOptionalButton") == true, "\(small)")
        #expect(small["kept"].map { $0.severity > .note } == true, "\(small)")
    }

    // MARK: D5, a label constrained to 0 pt

    /// Amperfy MiniPlayerView.swift:169-175 and :685-686, the iOS layout of the "LIVE" label.
    static let miniPlayer = """
        import UIKit
        final class MiniPlayerView: UIView {
            fileprivate lazy var liveLabel: UILabel = {
                let label = UILabel(frame: .zero)
                label.text = "LIVE"
                label.font = .systemFont(ofSize: 12.0)
                return label
            }()
            fileprivate lazy var titleLabel: UILabel = {
                let label = UILabel(frame: .zero)
                label.font = .systemFont(ofSize: 12.0)
                return label
            }()
            public func configureForiOS() {
                addSubview(liveLabel)
                addSubview(titleLabel)
                NSLayoutConstraint.activate([
                    liveLabel.widthAnchor.constraint(equalToConstant: 0),
                    liveLabel.heightAnchor.constraint(equalTo: liveLabel.widthAnchor),
                    titleLabel.widthAnchor.constraint(equalToConstant: 120),
                ])
            }
        }
        """

    @Test func aLabelConstrainedToZeroDrawsNothing() async throws {
        let found = try await Self.scan(["MiniPlayerView.swift": Self.miniPlayer])
        let fixed = Dictionary(found.filter { $0.rule == "text.fixed-size" }.map { ($0.location?.line ?? 0, $0) }) { first, _ in first }
        // Must not fire: the 0×0 "LIVE" label. Must fire: the title beside it.
        #expect(fixed[6]?.severity == .note, "\(fixed)")
        #expect(fixed[11].map { $0.severity > .note } == true, "\(fixed)")
    }
}
