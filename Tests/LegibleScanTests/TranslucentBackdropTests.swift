import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33: a translucent fill in a storyboard or xib is seen over the colour behind it that the
/// file gives, not over white; with nothing the file gives behind it, it is not measured.
@Suite struct TranslucentBackdropTests {
    /// AltStore 65fe3998 `AltStore/Authentication/Authentication.storyboard:94-108`: a white 19 pt
    /// Bold field on white at 30% over the screen's SettingsBackground #018084. By hand, 30% white
    /// over (1, 128, 132) is (77.2, 166.1, 168.9), luminance 0.2126×0.0746 + 0.7152×0.3819 +
    /// 0.0722×0.3963 ≈ 0.318, so white on it is 1.05 / 0.368 ≈ 2.86:1 in light, under the 3:1 of
    /// large text: must fire, over the teal, not at the 1.00:1 white-on-white gives.
    static func field(_ id: String) -> String {
        """
        <view contentMode="scaleToFill" id="\(id)-box"><rect key="frame" x="0" y="0" width="343" height="51"/>
            <subviews>
                <label text="name@email.com" id="\(id)"><rect key="frame" x="14" y="0" width="315" height="51"/>
                    <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="19"/></label>
            </subviews>
            <color key="backgroundColor" white="1" alpha="0.3" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </view>
        """
    }

    static let teal =
        #"<color key="backgroundColor" red="0.0039215686" green="0.50196078" blue="0.51764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

    static func contrast(_ xib: String) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-backdrop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try xib.write(to: folder.appendingPathComponent("View.xib"), atomically: true, encoding: .utf8)
        var configuration = ScanConfiguration()
        configuration.appearances = [.light]
        let report = try await ProjectScanner(paths: [folder.path], configuration: configuration, readers: [InterfaceBuilderReader()]).scan()
        return report.findings.findings.filter { $0.rule == "contrast.text" }
    }

    @Test func aTranslucentFillIsSeenOverTheColourBehindIt() async throws {
        let findings = try await Self.contrast(OwnedXib.document(owner: "Login", outlets: [], subviews: [Self.field("f")], rootExtra: Self.teal))
        #expect(findings.count == 1)
        let message = findings.first?.message ?? ""
        #expect(message.contains("over #018084"))
        // An iOS colour keeps the CSS order, #rrggbbaa (Android's is #aarrggbb).
        #expect(message.contains("#ffffff4d"), "\(message)")
        #expect(message.contains("2.85:1") || message.contains("2.86:1"))
    }

    /// Must not be measured: the same fill in a xib whose top-level view has no colour, so what is
    /// behind it is whatever presents the view (AltStore `Settings/AboutPatreonHeaderView.xib:55`,
    /// white on white at 13%, was "1.00:1").
    @Test func aTranslucentFillWithNothingBehindItInTheFileIsNotMeasured() async throws {
        #expect(try await Self.contrast(OwnedXib.document(owner: "Header", outlets: [], subviews: [Self.field("f")])).isEmpty)
    }
}
