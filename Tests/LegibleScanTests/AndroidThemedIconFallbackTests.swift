import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// An image button whose `src` is a theme attribute the application theme does not set is as
/// big as the drawable every app theme that sets it gives, when they agree on its size (issue
/// 33, fresh-android26a M2). osmeditor4android 4f41a432
/// `src/main/res/layout/changes_list_item_with_checkbox.xml:24-30`, `android:src="?attr/information_small"`
/// with 10 dp padding: the manifest's theme is `Theme.AppCompat` (AndroidManifest.xml:65), while
/// `Theme.customMain` and `Theme.customMain.Light` (styles.xml:270 and :355) give the 12 dp
/// `ic_info_outline_white_24dp` and `…_black_24dp` (24 px PNGs in drawable-xhdpi). A 32×32 dp
/// button with a listener (AbstractReviewDialog.java:317) was never sized.
@Suite struct AndroidThemedIconFallbackTests {
    static func vector(_ size: Int) -> String {
        #"<vector \#(AndroidContentViewTests.namespaces) android:width="\#(size)dp" android:height="\#(size)dp" android:viewportWidth="24" android:viewportHeight="24"/>"#
    }

    static func targets(dark: String, light: String, manifestTheme: String = "@style/Theme.AppCompat") async throws -> [String] {
        let styles = """
            <resources>
                <style name="Theme.customMain" parent="@style/Theme.AppCompat.NoActionBar">
                    <item name="information_small">\(dark)</item>
                </style>
                <style name="Theme.customMain.Light" parent="@style/Theme.AppCompat.Light.NoActionBar">
                    <item name="information_small">\(light)</item>
                </style>
            </resources>
            """
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="fill_parent" android:layout_height="wrap_content" android:orientation="horizontal">
                <ImageButton android:id="@+id/info1" android:padding="10dp" android:layout_height="wrap_content" android:layout_width="wrap_content"
                    android:background="@android:color/transparent" android:src="?attr/information_small"/>
            </LinearLayout>
            """
        let report = try await AndroidTargetJudgingTests.scan([
            "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest(manifestTheme), "res/values/styles.xml": styles,
            "res/drawable/ic_info_outline_white_24dp.xml": vector(12), "res/drawable/ic_info_outline_black_24dp.xml": vector(12),
            "res/drawable/ic_large.xml": vector(36), "res/layout/changes_list_item_with_checkbox.xml": layout,
        ])
        return report.findings.findings.filter { $0.rule == "target.small" }.map { "\($0.id) \($0.message)" }
    }

    // Must fire: both themes give a 12 dp icon, so the button is 12 + 2 × 10 = 32 dp square.
    @Test func theIconEveryThemeGivesSizesTheButton() async throws {
        let found = try await Self.targets(dark: "@drawable/ic_info_outline_white_24dp", light: "@drawable/ic_info_outline_black_24dp")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("info1 hit area 32×32 dp") == true, "\(found)")
    }

    // Must not fire: the themes disagree on the icon's size, or one gives a framework drawable.
    @Test func themesThatDisagreeLeaveItUnknown() async throws {
        #expect(try await Self.targets(dark: "@drawable/ic_info_outline_white_24dp", light: "@drawable/ic_large").isEmpty)
        #expect(try await Self.targets(dark: "@drawable/ic_info_outline_white_24dp", light: "@android:drawable/ic_dialog_info").isEmpty)
        // Must not fire: a 36 dp icon in both, 56 dp with its padding.
        #expect(try await Self.targets(dark: "@drawable/ic_large", light: "@drawable/ic_large").isEmpty)
    }
}
