import Foundation
import Testing

@testable import LegibleScan

/// A Material button that sets no text colour draws its library style's: `colorOnPrimary` for a
/// filled button, `colorPrimary` for a text or outlined one, resolved in the app's theme.
/// AndroidAPS 02052250 core/ui `values/styles.xml:364-365`, `GrayButton` (parent
/// `Widget.MaterialComponents.Button`, only `android:backgroundTint` #BABABA), used without a
/// text colour in `maintenance_fragment.xml:57` (and 130 buttons more): #FFFFFF on #BABABA,
/// 1.94:1, was never judged, since the scan dropped the text colour Material's style gives.
@Suite struct AndroidMaterialButtonStyleTextColorTests {
    /// AndroidAPS's theme (`values/styles.xml:4-7`) and its grey button style, cut down.
    static let styles = ##"""
        <resources>
        <style name="AppTheme" parent="Theme.MaterialComponents.DayNight.DarkActionBar">
            <item name="colorPrimary">#2196F3</item>
            <item name="colorOnPrimary">#FFFFFF</item>
        </style>
        <style name="BareTheme" parent="Theme.MaterialComponents.DayNight.DarkActionBar"/>
        <style name="GrayButton" parent="Widget.MaterialComponents.Button">
            <item name="android:backgroundTint">#BABABA</item>
        </style>
        <style name="Outlined" parent="Widget.MaterialComponents.Button.OutlinedButton"/>
        <style name="Overlaid" parent="Widget.MaterialComponents.Button">
            <item name="android:backgroundTint">#BABABA</item>
            <item name="materialThemeOverlay">@style/ThemeOverlay.Dark</item>
        </style>
        </resources>
        """##

    /// `maintenance_fragment.xml:57-66`, with its neighbours.
    static let layout = ##"""
        <LinearLayout \##(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            <com.google.android.material.button.MaterialButton android:id="@+id/nav_logsettings" style="@style/GrayButton" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Log settings" android:textSize="11sp"/>
            <Button android:id="@+id/plain" style="@style/GrayButton" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Plain"/>
            <Button android:id="@+id/resend" style="@style/GrayButton" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Resend" android:textColor="#006493"/>
            <Button android:id="@+id/outlined" style="@style/Outlined" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="More"/>
            <Button android:id="@+id/themed" style="@style/GrayButton" android:theme="@style/ThemeOverlay.Dark" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Dark"/>
            <Button android:id="@+id/overlaid" style="@style/Overlaid" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Dark"/>
            <Button android:id="@+id/icon" style="@style/Widget.Material3.Button.IconButton" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="X"/>
        </LinearLayout>
        """##

    static func elements(theme: String) throws -> [String: ScannedElement] {
        try AndroidContentViewTests.elements(
            "maintenance",
            [
                "AndroidManifest.xml": AndroidThemeTests.manifest("@style/\(theme)"), "res/values/styles.xml": styles,
                "res/layout/maintenance.xml": layout,
            ])
    }

    /// The light side of a theme-resolved colour and the attribute it was written as.
    static func light(_ color: ScannedColor?) -> (written: String, light: ScannedColor)? {
        guard case .themed(let written, _, let light, _)? = color else { return nil }
        return (written, light)
    }

    @Test func aMaterialButtonWithNoTextColourDrawsItsStylesThemeColour() throws {
        let elements = try Self.elements(theme: "AppTheme")
        // Must: the filled button's text is colorOnPrimary, on the grey tint it was judged on before.
        for id in ["nav_logsettings", "plain"] {
            let text = try #require(Self.light(elements[id]?.textColor), "\(id)")
            #expect(text.written == "?attr/colorOnPrimary")
            #expect(text.light == AndroidThemeTests.hex(0xFFFFFF))
            #expect(elements[id]?.backgroundColor == AndroidThemeTests.hex(0xBABABA))
        }
        // Must: an outlined button's text is colorPrimary (mtrl_text_btn_text_color_selector).
        let outlined = try #require(Self.light(elements["outlined"]?.textColor))
        #expect(outlined.written == "?attr/colorPrimary")
        #expect(outlined.light == AndroidThemeTests.hex(0x2196F3))
        // Must NOT change: a button's own textColor wins (wear_fragment.xml:47 was already judged).
        #expect(elements["resend"]?.textColor == AndroidThemeTests.hex(0x006493))
    }

    @Test func noThemeColourWhereAnOverlayOrTheThemeLeavesItUnknown() throws {
        let elements = try Self.elements(theme: "AppTheme")
        // Must NOT: a theme overlay on the view or in its style may remap colorOnPrimary.
        #expect(elements["themed"]?.textColor == nil)
        #expect(elements["overlaid"]?.textColor == nil)
        // Must NOT: an icon-only button's style gives no text colour Legible knows.
        #expect(elements["icon"]?.textColor == nil)
        // Must NOT: a Material Components theme that does not set colorOnPrimary says nothing of it.
        let bare = try Self.elements(theme: "BareTheme")
        #expect(bare["nav_logsettings"]?.textColor == nil)
    }

    @Test func theLongestKnownStylePrefixGivesTheAttribute() {
        #expect(AndroidLayoutWalk.materialButtonTextAttribute(style: "Widget.MaterialComponents.Button.UnelevatedButton.Icon") == "colorOnPrimary")
        #expect(AndroidLayoutWalk.materialButtonTextAttribute(style: "Widget.MaterialComponents.Button.TextButton.Dialog") == "colorPrimary")
        #expect(AndroidLayoutWalk.materialButtonTextAttribute(style: "Widget.Material3.Button.TonalButton.Icon") == "colorOnSecondaryContainer")
        #expect(AndroidLayoutWalk.materialButtonTextAttribute(style: "Widget.Material3.Button.ElevatedButton") == "colorPrimary")
        #expect(AndroidLayoutWalk.materialButtonTextAttribute(style: "Widget.Material3.Button.TextButton.Snackbar") == nil)
        #expect(AndroidLayoutWalk.materialButtonTextAttribute(style: "Widget.Material3.Button.IconButton.Filled") == nil)
        #expect(AndroidLayoutWalk.materialButtonTextAttribute(style: "Widget.AppCompat.Button") == nil)
        #expect(AndroidLayoutWalk.materialButtonTextAttribute(style: "Widget.Material3Expressive.Button") == nil)
    }
}
