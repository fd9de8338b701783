import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Issue 33, class 8, for overflow: a xib label whose font its owner's code replaces (Simplenote's
/// onboarding sets the Title 3 style and shrinks to fit) is not measured in the file's fixed font
/// as if that were what shows: the overflow is a note that says the file's value is a placeholder.
/// The same label with no code touching it is an error, as before.
@Suite struct CodeSetOverflowTests {
    static func label(_ id: String) -> String { OwnedXib.germanLabel(id) }

    static let xib = OwnedXib.document(owner: "OnboardingViewController", outlets: [("headerLabel", "coded")], subviews: [label("coded"), label("plain")])

    static let code = """
        final class OnboardingViewController: UIViewController {
            @IBOutlet private var headerLabel: UILabel!
            override func viewDidLoad() {
                super.viewDidLoad()
                headerLabel.font = .preferredFont(forTextStyle: .title3)
                headerLabel.adjustsFontSizeToFitWidth = true
            }
        }
        """

    @Test func anOverflowInAFontCodeReplacesIsANote() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-code-overflow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.xib.write(to: folder.appendingPathComponent("Onboarding.xib"), atomically: true, encoding: .utf8)
        try Self.code.write(to: folder.appendingPathComponent("OnboardingViewController.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let overflow = report.findings.findings.filter { $0.rule == "overflow.label" }
        // "Willkommen bei uns" at 20 pt is far wider than 60 pt: both labels overflow as the file draws them.
        let coded = overflow.filter { $0.id.hasPrefix("coded") }
        let plain = overflow.filter { $0.id.hasPrefix("plain") }
        #expect(!coded.isEmpty && !plain.isEmpty, "\(overflow.map(\.id))")
        #expect(
            coded.allSatisfy { $0.severity == .note && $0.message.hasPrefix("code sets OnboardingViewController.headerLabel.font") }, "\(coded.map(\.message))")
        #expect(plain.allSatisfy { $0.severity == .error }, "\(plain.map(\.message))")
    }
}
