import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, a message that stated a wrong fact: Android text in a light-only theme was reported
/// "4.28:1 in light and 4.28:1 in dark" (Wikipedia aa428fa3 dialog_link_preview.xml:125,
/// `placeholder_color` #72777d on `background_color` #f8f9fa; AnkiDroid a644cf79
/// fragment_more.xml:72). Neither app has a `values-night` theme: both switch to a dark theme of
/// their own with `setTheme` at run time (Wikipedia's ThemeDark, AnkiDroid's Theme_Dark,
/// Themes.kt:52), which the scan does not read. Dark mode drew the light colours again, so its
/// number was a repeat, not a check. WCAG: #777777 is ((0.4667 + 0.055) / 1.055)^2.4 = 0.1845
/// luminance, on #ffffff (1.05) / (0.2345) = 4.478:1, under 4.5 (shown cut, never rounded up: 4.47). With a `values-night` colour (Wikipedia widget_featured_page.xml:45) the
/// dark number is real and stays.
@Suite struct AndroidDarkRepeatsLightTests {
    static let layout = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent" \
        android:layout_height="wrap_content" android:background="@color/page">
        <TextView android:id="@+id/label" android:layout_width="wrap_content" android:layout_height="wrap_content" \
        android:textSize="14sp" android:textColor="@color/ink" android:text="Hello"/>
        </LinearLayout>
        """

    static func contrast(_ extra: [String: String]) async throws -> [Finding] {
        let colors = #"<resources><color name="ink">#777777</color><color name="page">#ffffff</color></resources>"#
        let files = ["res/layout/main.xml": Self.layout, "res/values/colors.xml": colors].merging(extra) { $1 }
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "contrast.text" }
    }

    @Test func darkThatRepeatsLightIsSaidNotChecked() async throws {
        let found = try await Self.contrast([:])
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("ink (#777777) on page (#ffffff) is 4.47:1 in light, below 4.5:1") == true, "\(found.map(\.message))")
        #expect(found.first?.message.contains("in dark") == false)
        #expect(found.first?.message.hasSuffix("; dark mode not checked (no night resource changes these colours)") == true)
        #expect(found.first?.properties.first { $0.key == "dark" }?.value.contains("setTheme") == true)
        #expect(found.first?.properties.contains { $0.key == "ratio.dark" } == false)
    }

    /// Must not: a `values-night` page colour (#000000) makes dark a different check, given as a number.
    /// #777777 on #000000: 0.2345 / 0.05 = 4.689:1 (shown 4.68), which passes; light still fails alone.
    @Test func aNightColourKeepsTheDarkNumber() async throws {
        let night = #"<resources><color name="page">#000000</color></resources>"#
        let found = try await Self.contrast(["res/values-night/colors.xml": night])
        #expect(found.count == 1)
        #expect(found.first?.message.contains("dark mode not checked") == false, "\(found.map(\.message))")
        #expect(found.first?.properties.first { $0.key == "ratio.dark" }?.value == "4.68:1")
    }
}
