import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// A configured button's title is drawn on its configuration's own fill, not on the view behind
/// the button. OnionBrowser 44edf9a8 InstallViewController.xib:85: white "Get Orbot" on the asset
/// colour `Accent` (#3F2B4F light, #C2A0CA dark, :94-96) was measured on systemBackground, 1.00:1 in
/// light; on its fill it passes in light (12.6:1) and fails in dark (2.29:1).
@Suite struct IBButtonConfigurationFillTests {
    static let white = #"<color key="baseForegroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#

    /// A 128 × 40 button whose configuration has `style` and `children`, on systemBackground.
    static func button(_ id: String, style: String = "plain", _ children: String) -> String {
        """
        <view contentMode="scaleToFill" id="box\(id)"><rect key="frame" x="0" y="0" width="375" height="60"/><subviews>
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="96" y="10" width="128" height="40"/>
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="\(style)" title="Get Orbot">\(children)</buttonConfiguration>
        </button>
        </subviews><color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
        """
    }

    static let accent = """
        {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.247","green":"0.169","blue":"0.310","alpha":"1.000"}}},
        {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
        "color":{"color-space":"srgb","components":{"red":"0.761","green":"0.627","blue":"0.792","alpha":"1.000"}}}],"info":{"version":1,"author":"xcode"}}
        """

    static func contrast(_ buttons: [String]) async throws -> [Finding] {
        let folder = try ScanFolder([
            "App/Install.xib": ScanFolder.xib(buttons.joined(separator: "\n")),
            "App/Media.xcassets/Accent.colorset/Contents.json": accent,
        ])
        defer { folder.remove() }
        return try await folder.scan().findings.findings.filter { $0.rule == "contrast.text" }
    }

    @Test func titleIsMeasuredOnTheConfigurationsFillInEveryAppearance() async throws {
        let fill = #"<backgroundConfiguration key="background"><color key="backgroundColor" name="Accent"/></backgroundConfiguration>"#
        // Must fire: white on Accent's dark #C2A0CA, 2.29:1, and only in dark.
        let found = try await Self.contrast([Self.button("onAccent", fill + Self.white)])
        #expect(found.map(\.id) == ["onAccent"], "\(found.map(\.message))")
        let message = try #require(found.first?.message)
        #expect(message.hasPrefix("#ffffff on Accent (#c2a0ca) is 2.29:1 in dark"), "\(message)")
        #expect(!message.contains("in light"), "\(message)")
        // Must not fire: white on a dark fill of its own passes in both, over a white screen.
        let navy =
            #"<backgroundConfiguration key="background"><color key="backgroundColor" red="0.1" green="0.1" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></backgroundConfiguration>"#
        #expect(try await Self.contrast([Self.button("onNavy", navy + Self.white)]).isEmpty)
        // A filled button's base background colour is its fill too.
        let base = #"<color key="baseBackgroundColor" red="0.1" green="0.1" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        #expect(try await Self.contrast([Self.button("filled", style: "filled", base + Self.white)]).isEmpty)
    }

    @Test func aFillTheFileDoesNotGiveLeavesTheTitleUnmeasured() async throws {
        // A gray or tinted style's own fill, a filled button's tint: white was 1.00:1 on the screen's white.
        let buttons = [
            Self.button("gray", style: "gray", Self.white), Self.button("tinted", style: "tinted", Self.white),
            Self.button("filled", style: "filled", Self.white),
        ]
        #expect(try await Self.contrast(buttons).isEmpty)
        // A plain button without a fill still shows what is behind it: white on white fires.
        #expect(try await Self.contrast([Self.button("plain", Self.white)]).map(\.id) == ["plain"])
    }
}
