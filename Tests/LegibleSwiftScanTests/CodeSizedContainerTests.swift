import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Issue 33: a view that resizes with a superview whose frame code sets has a placeholder size in
/// its file: `target.small` judged at it is a note that says so.
@Suite struct CodeSizedContainerTests {
    /// AltStore 65fe3998 `AltStore/Base.lproj/Main.storyboard:151-158`: an 18×18 back button,
    /// flexible in width and height, in a blur's content view (also flexible) in the container
    /// `backButtonContainerView`, whose frame `App Detail/AppViewController.swift:313` sets to the
    /// button's `sizeThatFits` + 20. Must be a note: `back`. Must stay an error: `close`, 18×18 in
    /// the same container with a fixed autoresizing mask, which the container's frame does not size.
    static func container(_ buttons: String) -> String {
        """
        <visualEffectView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="0.0" width="18" height="18"/>
            <view key="contentView" opaque="NO" contentMode="center" id="content">
                <rect key="frame" x="0.0" y="0.0" width="18" height="18"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>\(buttons)</subviews>
            </view>
            <blurEffect style="regular"/>
        </visualEffectView>
        """
    }

    static func button(_ id: String, flexible: Bool) -> String {
        let mask = flexible ? #"widthSizable="YES" heightSizable="YES""# : #"flexibleMaxX="YES" flexibleMaxY="YES""#
        return """
            <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="18" height="18"/>
                <autoresizingMask key="autoresizingMask" \(mask)/>
                <state key="normal" image="Back"/>
                <connections><action selector="tap:" destination="-1" eventType="primaryActionTriggered" id="a-\(id)"/></connections>
            </button>
            """
    }

    static let code = """
        final class AppViewController: UIViewController {
            @IBOutlet private var backButtonContainerView: UIVisualEffectView!
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                let size = backButtonContainerView.sizeThatFits(CGSize(width: 1000, height: 1000))
                self.backButtonContainerView.frame = CGRect(x: 12, y: 20, width: size.width + 20, height: size.height + 20)
            }
        }
        """

    @Test func aTargetSizedByItsContainersCodeFrameIsANote() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-sized-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = OwnedXib.document(
            owner: "AppViewController", outlets: [("backButtonContainerView", "box")],
            subviews: [Self.container(Self.button("back", flexible: true) + Self.button("close", flexible: false))])
        try xib.write(to: folder.appendingPathComponent("App.xib"), atomically: true, encoding: .utf8)
        try Self.code.write(to: folder.appendingPathComponent("AppViewController.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let targets = report.findings.findings.filter { $0.rule == "target.small" }
        let severity = { (line: Int) in targets.first { $0.location?.line == line }?.severity }
        let lines = xib.split(separator: "\n", omittingEmptySubsequences: false)
        let back = (lines.firstIndex { $0.contains(#"id="back""#) } ?? 0) + 1
        let close = (lines.firstIndex { $0.contains(#"id="close""#) } ?? 0) + 1
        #expect(severity(back) == .note)
        #expect(targets.first { $0.location?.line == back }?.message.hasPrefix("code sets AppViewController.backButtonContainerView.frame") == true)
        #expect(severity(close) == .error)
    }
}
