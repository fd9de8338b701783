import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Issue 33, class 4: a xib owned by a base view (`ChatOverlayView`) whose subclass's code fills
/// the inherited outlet (`OutOfOfficeView: ChatOverlayView` sets `title.text`) shows the
/// subclass's text, not the file's "User is out of office and might not respond." (Nextcloud
/// Talk's ChatOverlayView.xib:56 was an overflow error at AX1). What the base class sets itself
/// comes first; a class that is not a subclass setting a property of the same name changes nothing.
@Suite struct CodeSetInheritedTextTests {
    static func label(_ id: String) -> String { OwnedXib.germanLabel(id) }

    static let xib = OwnedXib.document(
        owner: "OverlayView", outlets: [("title", "coded"), ("subtitle", "plain"), ("caption", "own")],
        subviews: [label("coded"), label("plain"), label("own")])

    static let code = """
        class OverlayView: UIView {
            @IBOutlet weak var title: UILabel!
            @IBOutlet weak var subtitle: UILabel!
            @IBOutlet weak var caption: UILabel!
            func show(_ model: Model) {
                caption.text = model.caption
            }
        }
        final class AwayView: OverlayView {
            func configure(name: String) {
                title.text = name
                caption.text = "Abwesenheitsnotiz für heute"
            }
        }
        final class BannerView: UIView {
            @IBOutlet weak var subtitle: UILabel!
            func configure(name: String) {
                subtitle.text = name
            }
        }
        """

    @Test func textASubclassSetsOnAnInheritedOutletReplacesTheFilesText() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-inherited-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.xib.write(to: folder.appendingPathComponent("OverlayView.xib"), atomically: true, encoding: .utf8)
        try Self.code.write(to: folder.appendingPathComponent("OverlayView.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let findings = report.findings.findings
        let overflow = findings.filter { $0.rule == "overflow.label" }
        // The subclass sets a text the scan cannot read: no overflow is judged, a note says why.
        #expect(!overflow.contains { $0.id.hasPrefix("coded") && $0.severity != .note }, "\(overflow.map(\.message))")
        #expect(findings.contains { $0.rule == "overflow.text-in-code" && $0.id.hasPrefix("coded") }, "\(findings.map(\.id))")
        // The base class sets its own caption from a model: that is the text, not one subclass's literal.
        #expect(!overflow.contains { $0.id.hasPrefix("own") && $0.severity != .note }, "\(overflow.map(\.message))")
        #expect(findings.contains { $0.rule == "overflow.text-in-code" && $0.id.hasPrefix("own") && $0.message.contains("model.caption") })
        // BannerView is no OverlayView: "Willkommen bei uns" at 20 pt in 60 pt still overflows.
        #expect(overflow.contains { $0.id.hasPrefix("plain") && $0.severity == .error }, "\(overflow.map(\.id))")
    }
}
