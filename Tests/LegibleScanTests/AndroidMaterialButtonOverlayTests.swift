import Foundation
import Testing

@testable import LegibleScan

/// Issue 33, fresh-android25a pattern 7 (a miss): element-android 4c04cbf5's
/// `Widget.Vector.Button.Text` (ui-styles `styles_buttons.xml:36-42`, parent
/// `Widget.MaterialComponents.Button.TextButton`) sets `materialThemeOverlay` to
/// `VectorMaterialThemeOverlayPositive`, an empty style of the app's (`:32-34`, "Keep default colors
/// from the theme"). Its text buttons (`fragment_analytics_optin.xml:136`, "Not now") draw the
/// theme's colorPrimary #0DBD8B on white, 2.42:1, and were left unjudged because any overlay was
/// taken to remap the colour. An app overlay is read: the one that sets `colorPrimary`
/// (`VectorMaterialThemeOverlayDestructive`, `:23-25`, `?colorError`) gives that colour.
@Suite struct AndroidMaterialButtonOverlayTests {
    static let styles = ##"""
        <resources>
        <style name="Theme.Vector.Light" parent="Theme.MaterialComponents.Light.NoActionBar">
            <item name="colorPrimary">#0DBD8B</item>
            <item name="colorOnPrimary">#FFFFFF</item>
            <item name="colorError">#FF5B55</item>
        </style>
        <style name="VectorMaterialThemeOverlayDestructive">
            <item name="colorPrimary">?colorError</item>
        </style>
        <style name="VectorMaterialThemeOverlayPositive">
            <!-- Keep default colors from the theme -->
        </style>
        <style name="Widget.Vector.Button.Text" parent="Widget.MaterialComponents.Button.TextButton">
            <item name="materialThemeOverlay">@style/VectorMaterialThemeOverlayPositive</item>
        </style>
        <style name="Widget.Vector.Button.Text.Destructive">
            <item name="materialThemeOverlay">@style/VectorMaterialThemeOverlayDestructive</item>
        </style>
        <style name="Widget.Vector.Button" parent="Widget.MaterialComponents.Button"/>
        <style name="Widget.Vector.Button.Positive">
            <item name="materialThemeOverlay">@style/VectorMaterialThemeOverlayPositive</item>
        </style>
        <style name="Widget.Vector.Button.Destructive">
            <item name="materialThemeOverlay">@style/VectorMaterialThemeOverlayDestructive</item>
        </style>
        <style name="Widget.Vector.Button.Text.Dark">
            <item name="materialThemeOverlay">@style/ThemeOverlay.MaterialComponents.Dark</item>
        </style>
        </resources>
        """##

    static let layout = ##"""
        <LinearLayout \##(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content"
            android:orientation="vertical" android:background="#FFFFFF">
            <Button android:id="@+id/later" style="@style/Widget.Vector.Button.Text" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Not now"/>
            <Button android:id="@+id/remove" style="@style/Widget.Vector.Button.Text.Destructive" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Remove"/>
            <Button android:id="@+id/accept" style="@style/Widget.Vector.Button.Positive" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Accept"/>
            <Button android:id="@+id/decline" style="@style/Widget.Vector.Button.Destructive" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Decline"/>
            <Button android:id="@+id/dark" style="@style/Widget.Vector.Button.Text.Dark" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Dark"/>
        </LinearLayout>
        """##

    @Test func anAppOverlayIsReadForAMaterialButtonsTextColour() throws {
        let elements = try AndroidContentViewTests.elements(
            "fragment_analytics_optin",
            [
                "AndroidManifest.xml": AndroidThemeTests.manifest("@style/Theme.Vector.Light"), "res/values/styles.xml": Self.styles,
                "res/layout/fragment_analytics_optin.xml": Self.layout,
            ])
        // Must: the empty overlay leaves the theme's colorPrimary, on the white behind the text button.
        let later = try #require(AndroidMaterialButtonStyleTextColorTests.light(elements["later"]?.textColor))
        #expect(later.light == AndroidThemeTests.hex(0x0DBD8B))
        #expect(elements["later"]?.backgroundColor == AndroidThemeTests.hex(0xFFFFFF))
        // Must: the destructive overlay's colorPrimary is the theme's colorError.
        let remove = try #require(AndroidMaterialButtonStyleTextColorTests.light(elements["remove"]?.textColor))
        #expect(remove.light == AndroidThemeTests.hex(0xFF5B55))
        // Must: a filled button under the empty overlay draws colorOnPrimary (white).
        let accept = try #require(AndroidMaterialButtonStyleTextColorTests.light(elements["accept"]?.textColor))
        #expect(accept.light == AndroidThemeTests.hex(0xFFFFFF))
        // Must NOT: a filled button whose overlay recolours colorPrimary, its fill
        // (`item_positive_destrutive_buttons.xml:9`, drawn on colorError, not #0DBD8B); nor a library overlay.
        #expect(elements["decline"]?.textColor == nil)
        #expect(elements["dark"]?.textColor == nil)
    }
}
