import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// A storyboard view of an app class that hides itself unless a debug setting is on holds a
/// developer's tools: Eidolon 44486ed9 `Fulfillment.storyboard:392` `DeveloperOnlyView`
/// (`SimulatorOnlyView.swift:7`: `isHidden = !(showDebugButtons && useStaging)`) holds the
/// "CC Accept" test button (`:415`). A container class that code shows, or that its own code
/// shows, keeps its findings.
@Suite struct DebugOnlyViewTests {
    static func box(_ id: String, _ type: String) -> String {
        """
        <view id="\(id)" customClass="\(type)"><rect key="frame" x="0" y="100" width="375" height="40"/>
        <subviews>\(OwnedXib.germanLabel("in\(id)"))</subviews></view>
        """
    }

    static let xib = OwnedXib.document(
        owner: "Fulfillment", outlets: [("shownBox", "shown")],
        subviews: [box("debug", "DeveloperOnlyView"), box("own", "BannerView"), box("shown", "LoadingView"), box("plain", "PlainView")])

    static let code = """
        import UIKit
        class DeveloperOnlyView: UIView {
            override func awakeFromNib() {
                // Show only if we're supposed to show AND we're on staging.
                self.isHidden = !(AppSetup.sharedState.showDebugButtons && AppSetup.sharedState.useStaging)
                if let _ = NSClassFromString("XCTest") {
                    self.isHidden = true
                    self.alpha = 0
                }
            }
        }
        class BannerView: UIView {
            override func awakeFromNib() { isHidden = true }
            func show() { isHidden = false }
        }
        class LoadingView: UIView {
            override func awakeFromNib() { isHidden = true }
        }
        class PlainView: UIView {
            override func awakeFromNib() { isHidden = !isEnabled }
        }
        final class Fulfillment: UIViewController {
            @IBOutlet var shownBox: LoadingView!
            func load() { shownBox.isHidden = false }
        }
        """

    @Test func textInsideADebugOnlyViewIsANote() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-debugonly-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.xib.write(to: folder.appendingPathComponent("Fulfillment.xib"), atomically: true, encoding: .utf8)
        try Self.code.write(to: folder.appendingPathComponent("Fulfillment.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let findings = report.findings.findings.filter { $0.location?.file.hasSuffix(".xib") == true }
        func severities(_ id: String) -> [Severity] { findings.filter { $0.id.hasPrefix(id) }.map(\.severity) }
        // Must fire as a note: inside the DeveloperOnlyView.
        #expect(!severities("indebug").isEmpty)
        #expect(severities("indebug").allSatisfy { $0 == .note }, "\(findings)")
        #expect(findings.first { $0.id.hasPrefix("indebug") }?.message.contains("DeveloperOnlyView") == true)
        // Must not: a class that shows itself, one code shows through an outlet, one hidden on another condition.
        for id in ["inown", "inshown", "inplain"] { #expect(severities(id).contains { $0 >= .warning }, "\(id): \(findings)") }
    }
}

/// GoMap `FpsLabel.swift:27,52`: hidden in `awakeFromNib`, shown by its own property's `didSet`: kept.
@Suite struct DebugOnlyShownByPropertyTests {
    @Test func aClassThatShowsItselfInADidSetIsNotDebugOnly() throws {
        let code = """
            import UIKit
            class FpsLabel: UILabel {
                public var showFPS = false { didSet { if showFPS { isHidden = false } else { isHidden = true } } }
                override func awakeFromNib() { super.awakeFromNib(); isHidden = true }
            }
            """
        let result = try SwiftSourceReader().read(text: code, path: "FpsLabel.swift", resources: ScanResources())
        #expect(!result.setInCode.contains("FpsLabel.self.debugOnly"))
    }
}
