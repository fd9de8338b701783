import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// tophat bcf81ca9 `Tophat/Views/Onboarding/OnboardingView.swift:43`: `.secondary` 13 pt text on
/// `.background(Color.onboardingBackground)` (:53), the symbol Xcode 15+ generates for the asset
/// "OnboardingBackground" (white in light), was missed: `Color.x` was never matched to an asset,
/// and `Color(.x)` was reported as a colour no catalog defines.
@Suite struct AssetSymbolColorTests {
    /// White in light, #212121 in dark.
    static let panel = """
        {"info": {"version": 1, "author": "xcode"}, "colors": [
        {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000"}}},
        {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
        "color": {"color-space": "srgb", "components": {"red": "0.130", "green": "0.130", "blue": "0.130", "alpha": "1.000"}}}]}
        """

    static func view(_ background: String) -> String {
        """
        struct WelcomePanel: View {
            var body: some View {
                VStack {
                    Text("Version 2")
                        .foregroundColor(.secondary)
                }
                .padding()
                .background(\(background))
            }
        }
        """
    }

    /// The findings of a scan of `files` beside an asset catalog holding "PanelBackground".
    static func scan(_ files: [String: String]) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-symbols-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/PanelBackground.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try panel.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan()
        return report.findings.findings
    }

    static func contrastLines(_ found: [Finding], in file: String) -> [Int] {
        found.filter { $0.rule == "contrast.text" && $0.severity > .note && $0.location?.file.hasSuffix(file) == true }.compactMap { $0.location?.line }
    }

    @Test func textOnAnAssetsGeneratedSymbolIsMeasured() async throws {
        let found = try await Self.scan([
            "Member.swift": Self.view("Color.panelBackground"), "Implicit.swift": Self.view(".panelBackground"),
            "Resource.swift": Self.view("Color(.panelBackground)"), "Named.swift": Self.view("Color(\"PanelBackground\")"),
            "UIKit.swift": Self.view("Color(uiColor: UIColor(resource: .panelBackground))"),
        ])
        // Must fire: `.secondary` on white, however the asset is named (line 4).
        for file in ["Member.swift", "Implicit.swift", "Resource.swift", "Named.swift", "UIKit.swift"] {
            #expect(Self.contrastLines(found, in: file) == [4], "\(file): \(found.map(\.message))")
        }
        // Must not: `Color(.panelBackground)` is the asset "PanelBackground", not a colour no catalog defines.
        #expect(!found.contains { $0.rule == "scan.unresolved" }, "\(found.filter { $0.rule == "scan.unresolved" }.map(\.message))")
    }

    @Test func theAppsOwnMemberWinsAndASymbolWithNoAssetStaysSilent() async throws {
        let own = """
            extension Color {
                static var panelBackground: Color { Color(nsColor: .windowBackgroundColor) }
            }
            """
        let found = try await Self.scan([
            "Own.swift": Self.view("Color.panelBackground"), "Colors.swift": own,
            "Missing.swift": Self.view("Color.sidebarBackground"), "Resource.swift": Self.view("Color(uiColor: UIColor(resource: .sidebarBackground))"),
        ])
        // Must not fire: the app's own `panelBackground` (a colour the scan cannot know) is not the
        // asset, and `sidebarBackground` has no asset: both stay unknown, with no warning.
        #expect(Self.contrastLines(found, in: "Own.swift").isEmpty, "\(found.map(\.message))")
        #expect(Self.contrastLines(found, in: "Missing.swift").isEmpty, "\(found.map(\.message))")
        #expect(Self.contrastLines(found, in: "Resource.swift").isEmpty, "\(found.map(\.message))")
        #expect(!found.contains { $0.rule == "scan.unresolved" }, "\(found.filter { $0.rule == "scan.unresolved" }.map(\.message))")
    }

    @Test func symbolNamesFollowXcodesRule() {
        #expect(ScanResources(colorSets: []).assetColorSymbols.isEmpty)
        #expect(ScanResources.generatedSymbols(for: "OnboardingBackground") == ["onboardingBackground"])
        #expect(ScanResources.generatedSymbols(for: "onboarding-background") == ["onboardingBackground"])
        #expect(ScanResources.generatedSymbols(for: "panel_fill two") == ["panelFillTwo"])
        #expect(ScanResources.generatedSymbols(for: "URLBar") == ["urlBar"])
        #expect(ScanResources.generatedSymbols(for: "BrandColor") == ["brandColor", "brand"])
    }
}
