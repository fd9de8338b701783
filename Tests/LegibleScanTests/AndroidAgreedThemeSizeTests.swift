import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// A size theme attribute in an app whose manifest names no theme (fresh Android round 8b, M2):
/// Orgzly Revived 04fd283e `dialog_timestamp_title.xml:10` autosizes from `?attr/font_medium` down
/// to `?attr/font_small`, which every theme of the app sets to 18 and 14 sp
/// (`values/styles.xml:21-22`, `:71-72`); code picks the theme (`CommonActivity.kt:235`) and may
/// lay a font-size overlay over it (`FontSize.Large`, 22 and 18 sp), a user's choice.
@Suite struct AndroidAgreedThemeSizeTests {
    static let noTheme = #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application/></manifest>"#

    static let title = #"""
        <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" android:layout_width="match_parent" android:layout_height="match_parent">
            <androidx.appcompat.widget.AppCompatTextView android:id="@+id/timestamp" android:layout_width="match_parent" android:layout_height="36dp" android:lines="1" android:text="@string/sample" app:autoSizeMaxTextSize="?attr/font_medium" app:autoSizeMinTextSize="?attr/font_small" app:autoSizeTextType="uniform"/>
        </FrameLayout>
        """#

    static func styles(darkSmall: String) -> String {
        #"""
        <resources>
            <style name="AppLightTheme" parent="Theme.Material3.DynamicColors.Light"><item name="font_small">14sp</item><item name="font_medium">18sp</item></style>
            <style name="AppDarkTheme" parent="Theme.Material3.DynamicColors.Dark"><item name="font_small">\#(darkSmall)</item><item name="font_medium">18sp</item></style>
            <style name="FontSize"/>
            <style name="FontSize.Large"><item name="font_small">18sp</item><item name="font_medium">22sp</item></style>
        </resources>
        """#
    }

    static func timestamp(darkSmall: String) throws -> ScannedElement? {
        try AndroidCodeTextTests.elements(
            "title", ["AndroidManifest.xml": noTheme, "res/layout/title.xml": title, "res/values/styles.xml": styles(darkSmall: darkSmall)])["timestamp"]
    }

    @Test func sizesEveryThemeAgreesOnAreTheSizes() throws {
        let label = try Self.timestamp(darkSmall: "14sp")
        // Must fire with the number: 14 of 18 sp; the overlay code may apply is no theme.
        #expect(label?.font == .scaled(size: 18, relativeTo: nil, weight: .regular, family: nil))
        let scale = try #require(label?.shrink?.minimumScale)
        #expect(abs(scale - 14.0 / 18.0) < 0.0001)
    }

    @Test func themesThatDisagreeLeaveTheSizeUnknown() throws {
        let label = try Self.timestamp(darkSmall: "16sp")
        // Must NOT: which theme code picks decides the minimum, so it shrinks by an unknown amount, as before.
        #expect(label?.shrink != nil && label?.shrink?.minimumScale == nil)
    }
}
