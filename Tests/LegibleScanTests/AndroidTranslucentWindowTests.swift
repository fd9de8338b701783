import Foundation
import LegibleColor
import LegibleReporting
import Testing

@testable import LegibleScan

/// A translucent fill over a themed window background is composited once, at its own alpha.
///
/// SeriesGuide 72ea839fc `fragment_shows_popular.xml:42`: the "Powered by TMDB" text,
/// `@color/black_11` #ffe3e3e3, on `@drawable/background_protection_round`, a `<shape>` whose
/// solid is `@color/protection_dark` #66000000 (black at 0x66/255 = 40%), over the window:
/// `android:windowBackground` = `@color/sg_color_background`, which is `sg_color_background_light`
/// #ebebeb in `values` and `sg_color_background_dark` #19161e in `values-night`. By hand, with
/// WCAG luminance ((c/255 + 0.055) / 1.055)^2.4:
/// - light: 40% black over #ebebeb is 0.6 × 235 = 141, #8d8d8d (luminance 0.2663); #e3e3e3 is
///   0.7681; (0.7681 + 0.05) / (0.2663 + 0.05) = 2.586, shown truncated as 2.58:1 (the judge's
///   2.59 rounded) — under 4.5, fires.
/// - dark: 40% black over #19161e is (15, 13.2, 18) (luminance 0.0044); 0.8181 / 0.0544 = 15.04:1.
/// The scan said 1.06:1 on #dcdcdc: the alpha was applied three times (0.4³ = 6.4% black), once
/// per level of the themed window (the theme's side, then the resource's light or dark value).
@Suite struct AndroidTranslucentWindowTests {
    static let namespaces = #"xmlns:android="http://schemas.android.com/apk/res/android""#

    static func contrast(badge: String) async throws -> [Finding] {
        let files = [
            "AndroidManifest.xml":
                #"<manifest \#(namespaces)><application android:theme="@style/Theme.App"><activity android:name=".MainActivity"/></application></manifest>"#,
            "res/values/themes.xml":
                #"<resources><style name="Theme.App" parent="Theme.Material3.Dark.NoActionBar"><item name="android:windowBackground">@color/sg_color_background</item></style></resources>"#,
            "res/values/colors.xml": """
            <resources><color name="sg_color_background_dark">#19161e</color><color name="sg_color_background_light">#ebebeb</color>
            <color name="sg_color_background">@color/sg_color_background_light</color>
            <color name="black_11">#ffe3e3e3</color><color name="protection_dark">\(badge)</color></resources>
            """,
            "res/values-night/colors.xml": #"<resources><color name="sg_color_background">@color/sg_color_background_dark</color></resources>"#,
            "res/drawable/background_protection_round.xml":
                #"<shape \#(namespaces) android:shape="rectangle"><corners android:radius="12dp"/><solid android:color="@color/protection_dark"/></shape>"#,
            "res/layout/main.xml": """
            <FrameLayout \(namespaces) android:layout_width="match_parent" android:layout_height="match_parent">
            <TextView android:id="@+id/textViewPoweredByShowsPopular" android:layout_width="wrap_content" android:layout_height="wrap_content"
             android:background="@drawable/background_protection_round" android:padding="8dp" android:text="Powered by TMDB"
             android:textSize="12sp" android:textColor="@color/black_11"/></FrameLayout>
            """,
            "java/app/MainActivity.kt":
                "class MainActivity : AppCompatActivity() {\n override fun onCreate(s: Bundle?) {\n super.onCreate(s)\n setContentView(R.layout.main)\n }\n}",
        ]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "contrast.text" }
    }

    @Test func aTranslucentBadgeOverAThemedWindowIsCompositedAtItsOwnAlpha() async throws {
        let found = try await Self.contrast(badge: "#66000000")
        #expect(found.count == 1, "\(found.map(\.message))")
        let finding = try #require(found.first)
        #expect(finding.message.contains("2.58:1 in light"), "\(finding.message)")
        #expect(finding.message.contains("#8d8d8d"), "\(finding.message)")
        #expect(finding.property("ratio.dark") == "15.04:1", "\(finding.properties)")
    }

    /// Must not fire: an 80% black badge over #ebebeb is 0.2 × 235 = 47, #2f2f2f (luminance
    /// 0.0284), and #e3e3e3 on it is 0.8181 / 0.0784 = 10.4:1. At 0.8³ = 51.2% (the old
    /// composition, 0.488 × 235) it was #737373, 3.71:1, a false error.
    @Test func anOpaqueEnoughBadgeOverAThemedWindowPasses() async throws {
        #expect(try await Self.contrast(badge: "#CC000000").isEmpty)
    }

    /// The composition itself, on the values above: 40% black over a theme side that is itself a
    /// resource's light and dark values.
    @Test func aTranslucentLiteralIsLayeredOnceOverNestedSides() throws {
        let black40 = try SRGBColor(parsing: "#00000066")
        let resource = ScannedColor.themed(
            "@color/sg_color_background", theme: "Theme.App", light: .literal(try SRGBColor(parsing: "#ebebeb"), alpha: 1),
            dark: .literal(try SRGBColor(parsing: "#19161e"), alpha: 1))
        let window = ScannedColor.themed("the window background", theme: "Theme.App", light: resource, dark: resource)
        let layered = TranslucentFill.layer(.literal(black40, alpha: 1), over: window)
        guard case .themed(_, _, .themed(_, _, .literal(let light, _), _), .themed(_, _, _, .literal(let dark, _))) = layered else {
            Issue.record("not two themed levels: \(layered)")
            return
        }
        #expect(light.hex == "#8d8d8d")
        #expect(dark.hex == "#0f0d12")
    }
}
