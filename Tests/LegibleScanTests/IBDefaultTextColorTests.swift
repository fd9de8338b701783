import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// A label whose colour is Interface Builder's "Default" (`<nil key="textColor"/>`, or no
/// `textColor` at all) draws UIKit's default, `labelColor` — black in light, white in dark
/// (UILabel.textColor's documented default) — so it is measured as that: white on a fixed white
/// cell in dark is the miss the last hand check found. Buttons and fields keep no default here.
@Suite struct IBDefaultTextColorTests {
    private static let white = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
    private static let system = #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#

    private func box(_ id: String, _ view: String, background: String) -> String {
        """
        <view id="\(id)-box"><rect key="frame" x="0" y="0" width="300" height="40"/><subviews>
        \(view)
        </subviews>\(background)</view>
        """
    }

    private func label(_ id: String, colour: String) -> String {
        """
        <label text="Hello" id="\(id)"><rect key="frame" x="0" y="0" width="200" height="21"/>
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>\(colour)</label>
        """
    }

    @Test func aDefaultColouredLabelOnFixedWhiteFailsInDarkOnly() async throws {
        let views = [
            box("nilKey", label("nilKey", colour: #"<nil key="textColor"/>"#), background: Self.white),
            box("noKey", label("noKey", colour: ""), background: Self.white),
            box("onSystem", label("onSystem", colour: #"<nil key="textColor"/>"#), background: Self.system),
        ]
        let folder = try ScanFolder(["App/Main.xib": ScanFolder.xib(views.joined(separator: "\n"))])
        defer { folder.remove() }
        let findings = try await folder.scan().findings.findings.filter { $0.rule == "contrast.text" }
        // White (labelColor in dark) on white is 1:1 by definition; black on white in light is 21:1.
        #expect(findings.map(\.id).sorted() == ["nilKey", "noKey"])
        #expect(findings.allSatisfy { $0.severity == .error && $0.message.contains("in dark") && !$0.message.contains("in light") })
    }

    @Test func aButtonWithoutATitleColourIsNotMeasured() async throws {
        // A system button's title is its tint colour, not labelColor: no default is assumed.
        let button = """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
            <rect key="frame" x="0" y="0" width="200" height="44"/>
            <state key="normal" title="Send"/></button>
            """
        let folder = try ScanFolder(["App/Main.xib": ScanFolder.xib(box("b1", button, background: Self.white))])
        defer { folder.remove() }
        let findings = try await folder.scan().findings.findings.filter { $0.rule == "contrast.text" }
        #expect(findings.isEmpty)
    }
}
