import Foundation
import LegibleScan
import Testing

/// A Material button's library style sets `android:textColor`, which wins over its text
/// appearance's (Android applies a style's or the view's `textColor` after `textAppearance`).
/// TrackerControl 8c119b04 main.xml:158 and :185: `<Button android:textAppearance="@style/TextSmall">`
/// in a Material 3 theme drew its text in onPrimary on the colorPrimary fill; the scan took
/// TextSmall's onSurface (#1d1b20 on #b71c1c, 2.59:1) once the manifest's theme was known.
@Suite struct AndroidMaterialButtonTextColorTests {
    static let styles = ##"""
        <resources><style name="TextSmall" parent="TextAppearance.Material3.BodyMedium"><item name="android:textColor">#1d1b20</item></style></resources>
        """##

    @Test func aMaterialButtonsTextAppearanceColourIsNotItsTextColour() throws {
        let layout = ##"""
            <LinearLayout \##(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <Button android:id="@+id/btnPush" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="OK" android:textAppearance="@style/TextSmall"/>
                <Button android:id="@+id/own" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="OK" android:textColor="#888888"/>
                <TextView android:id="@+id/label" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Push" android:textAppearance="@style/TextSmall"/>
            </LinearLayout>
            """##
        let elements = try AndroidContentViewTests.elements("main", ["res/layout/main.xml": layout, "res/values/styles.xml": Self.styles])
        // Must not: the button's colour is its style's (Material 3's baseline colorOnPrimary), not TextSmall's.
        let push = try #require(AndroidMaterialButtonStyleTextColorTests.light(elements["btnPush"]?.textColor))
        #expect(push.written == "?attr/colorOnPrimary")
        #expect(push.light == AndroidThemeTests.hex(0xFFFFFF))
        // Must: a button's own textColor, and a text view's text appearance.
        #expect(elements["own"]?.textColor == AndroidThemeTests.hex(0x888888))
        #expect(elements["label"]?.textColor == AndroidThemeTests.hex(0x1D1B20))
    }
}
