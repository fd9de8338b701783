import Testing

@testable import LegibleScan

/// A widget file an app target and its widget extension both build is judged once, as the
/// app's; a widget view there names the extension's target. Home Assistant d722d781
/// `Sources/Extensions/Widgets/Common/WidgetBasicContainerView.swift:268` is built by
/// `Extensions-Widgets` and, through a synchronized group's exception set, by `App`: its finding
/// said "an iOS widget: its target 'App'" (fresh-ios15a D8).
@Suite struct WidgetTargetNameTests {
    static let app = XcodeTargetPlatforms(name: "App", platforms: [.iOS], isWidget: false, productType: "com.apple.product-type.application")
    static let widgets = XcodeTargetPlatforms(
        name: "Extensions-Widgets", platforms: [.iOS], isWidget: true, productType: "com.apple.product-type.app-extension")

    // Must name the widget target: a widget view both targets build.
    @Test func aWidgetViewBothBuildNamesTheWidgetTarget() {
        for targets in [[Self.app, Self.widgets], [Self.widgets, Self.app]] {
            let decisions = ScanPlatformMap.decisions(of: targets)
            #expect(decisions.count == 1 && decisions.first?.name == "App" && decisions.first?.isWidget == false)
            let widget = ScanPlatformMap.widgetDecisions(decisions)
            #expect(widget.first?.phrase == " (an iOS widget: its target 'Extensions-Widgets')", "\(widget.map(\.phrase))")
        }
    }

    // Must not: a widget view only the app builds keeps the app's name; a plain view says nothing.
    @Test func otherFilesKeepTheirTarget() {
        let appOnly = ScanPlatformMap.widgetDecisions(ScanPlatformMap.decisions(of: [Self.app]))
        #expect(appOnly.first?.phrase == " (an iOS widget: its target 'App')")
        let plain = ScanPlatformMap.decisions(of: [Self.app, Self.widgets])
        #expect(plain.first?.phrase == "")
    }
}
