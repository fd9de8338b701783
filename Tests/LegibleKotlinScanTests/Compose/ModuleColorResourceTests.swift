import Foundation
import LegibleReporting
import Testing

/// `colorResource(R.color.x)` in a multi-module app. Habitica 56dfaf32: its `Habitica/res` folder
/// holds a gradient colour (`res/color/promo_gradient.xml`, which dropped the folder's colours) and
/// colours that are references into its `common` module (`window_background` →
/// `@color/gray_700`). Texts on them were reported as on "a colour no colors.xml defines"
/// (`StatsView.kt:67`, `ComposeAvatarCustomizationFragment.kt:529`); they are defined.
@Suite struct ModuleColorResourceTests {
    static func colors(_ body: String) -> String {
        "<resources>\n\(body)\n</resources>\n"
    }

    static let gradient = """
        <gradient xmlns:android="http://schemas.android.com/apk/res/android">
            <item android:color="#2995CD" android:offset="0" />
            <item android:color="#24CC8F" android:offset="1" />
        </gradient>
        """

    static let screen = """
        @Composable fun Stats() {
            Row(Modifier.background(colorResource(R.color.content_background))) { Text("a", color = Color(0xFF777777)) }
            Row(Modifier.background(colorResource(R.color.window_background))) { Text("b", color = Color.White) }
            Row(Modifier.background(colorResource(R.color.nowhere))) { Text("c", color = Color.White) }
        }
        """

    @Test func coloursBesideAGradientAndIntoAnotherModuleAreDefined() async throws {
        let findings = try await ComposeResourcesTests.scan([
            "app/res/values/colors.xml": Self.colors(
                ##"<color name="content_background">#FFFFFF</color><color name="window_background">@color/gray_700</color>"##),
            "app/res/color/promo_gradient.xml": Self.gradient,
            "common/src/main/res/values/colors.xml": Self.colors(##"<color name="gray_700">#F9F9F9</color>"##),
            "app/src/main/java/Stats.kt": composeHeader + Self.screen,
        ])
        let lines = { (rule: String) in findings.filter { $0.rule == rule && $0.severity != .note }.compactMap(\.location?.line) }
        // Line 4: #777777 on white is 4.48:1, measured now that the folder's colours are read.
        #expect(lines("contrast.text") == [4])
        // Line 6 still names a colour no res folder defines, a note as in a layout (it builds, so a
        // library, another module or the build gives it); line 5's is defined in app/res.
        #expect(lines("scan.unresolved").isEmpty)
        #expect(findings.filter { $0.rule == "scan.unresolved" && $0.message.contains("nowhere") }.compactMap(\.location?.line) == [6])
        #expect(!findings.contains { $0.rule == "scan.unreadable" })
    }

    /// WooCommerce c8b90c30: `WooCommerce/src/main/res` and `WooCommerce-Wear/src/main/res` both
    /// name `color_surface`; the Wear module's (white, no night value) was taken for the phone's
    /// screens (`ScanToPayScreen.kt:41`, "1.00:1 in dark", wrong). Each file takes its own module's.
    @Test func aColourTwoModulesDefineIsTakenFromTheFilesOwn() async throws {
        let text = """
            @Composable fun Pay() {
                Column(Modifier.background(colorResource(R.color.color_surface))) { Text("a", color = colorResource(R.color.color_on_surface)) }
            }
            """
        let findings = try await ComposeResourcesTests.scan([
            "App/src/main/res/values/colors.xml": Self.colors(##"<color name="color_surface">#FFFFFF</color><color name="color_on_surface">#000000</color>"##),
            "App/src/main/res/values-night/colors.xml": Self.colors(
                ##"<color name="color_surface">#121212</color><color name="color_on_surface">#FFFFFF</color>"##),
            "App-Wear/src/main/res/values/colors.xml": Self.colors(
                ##"<color name="color_surface">#FFFFFF</color><color name="color_on_surface">#777777</color>"##),
            "App/src/main/java/Pay.kt": composeHeader + text,
            "App-Wear/src/main/java/Watch.kt": composeHeader + text.replacingOccurrences(of: "Pay", with: "Watch"),
        ])
        let all = findings.map { "\($0.rule) \($0.severity) \($0.location?.file ?? "") \($0.message)" }
        let failing = findings.filter { $0.rule == "contrast.text" && $0.severity == .error }.compactMap(\.location?.file)
        // The phone's black on white and white on #121212 pass; the Wear module's own #777777 on white (4.48:1) fails.
        #expect(failing.count == 1, "\(all)")
        #expect(failing.allSatisfy { $0.contains("App-Wear/") })
    }

    /// shosetsu 692ab6ea BrowseController.kt:539:
    /// `colorResource(com.google.android.material.R.color.design_default_color_on_primary)` was a
    /// `scan.unresolved` warning where the same `@color/` in a layout is a note.
    @Test func aLibrarysColourResourceIsANote() async throws {
        let text = """
            @Composable fun Extensions() {
                Box(Modifier.background(Color.Black)) {
                    Text("Install", color = colorResource(com.google.android.material.R.color.design_default_color_on_primary))
                }
            }
            """
        let withValues = try await ComposeResourcesTests.scan([
            "app/src/main/res/values/colors.xml": Self.colors(##"<color name="brand">#FFFFFF</color>"##),
            "app/src/main/java/Browse.kt": composeHeader + text,
        ]).filter { $0.rule == "scan.unresolved" }
        // Must not warn: the app's values were read, so the name comes from Material Components.
        #expect(withValues.count == 1 && withValues.first?.severity == .note && withValues.first?.location?.line == 5)
        #expect(withValues.first?.message.contains("comes from Material Components") == true, "\(withValues.map(\.message))")
        // Must warn: no values file read at all, so the scan was not pointed at the app's resources.
        let withoutValues = try await ComposeResourcesTests.scan(["app/src/main/java/Browse.kt": composeHeader + text])
        #expect(withoutValues.filter { $0.rule == "scan.unresolved" }.map(\.severity) == [.warning])
    }
}
