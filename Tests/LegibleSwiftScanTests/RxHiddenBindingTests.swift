import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// An Rx binding into a view's visibility shows a view its file hides, as `isHidden = …` does.
/// Eidolon 44486ed9 `ManualCreditCardInputViewController.swift:82`, `.bind(to:
/// billingZipErrorLabel.rx_hidden)` (the app's binder, `UIKit+Rx.swift:6`), shows
/// `Fulfillment.storyboard:2081`'s error label: its fixed size is a warning, not a note.
@Suite struct RxHiddenBindingTests {
    @Test func aBindingIntoRxHiddenShowsTheViewAndOtherBindingsDoNot() async throws {
        let ids = ["zip", "drive", "text", "enabled"]
        let xib = OwnedXib.document(
            owner: "ManualCreditCardInputViewController",
            outlets: [("billingZipErrorLabel", "zip"), ("cvvErrorLabel", "drive"), ("titleLabel", "text"), ("nextLabel", "enabled")],
            subviews: ids.map { HiddenInFileTests.hidden($0) })
        let code = """
            class ManualCreditCardInputViewController: UIViewController {
                @IBOutlet weak var billingZipErrorLabel: UILabel!
                @IBOutlet weak var cvvErrorLabel: UILabel!
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet weak var nextLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    action
                        .errors
                        .mapReplace(with: false)
                        .startWith(true)
                        .bind(to: billingZipErrorLabel.rx_hidden)
                        .disposed(by: rx.disposeBag)
                    valid.asDriver(onErrorJustReturn: true).drive(cvvErrorLabel.rx.isHidden).disposed(by: rx.disposeBag)
                    name.bind(to: titleLabel.rx.text).disposed(by: rx.disposeBag)
                    valid.bind(to: nextLabel.rx.isEnabled).disposed(by: rx.disposeBag)
                }
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-rx-hidden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try xib.write(to: folder.appendingPathComponent("ManualCreditCardInput.xib"), atomically: true, encoding: .utf8)
        try code.write(to: folder.appendingPathComponent("ManualCreditCardInputViewController.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let fixed = Dictionary(report.findings.findings.filter { $0.rule == "text.fixed-size" }.map { ($0.id, $0) }) { first, _ in first }
        for id in ["zip", "drive"] {
            let finding = try #require(fixed[id])
            #expect(finding.severity == .warning, "\(id): \(finding.message)")
        }
        for id in ["text", "enabled"] {
            let finding = try #require(fixed[id])
            #expect(finding.severity == .note && finding.message.hasPrefix("hidden in the file"), "\(id): \(finding.message)")
        }
    }
}
