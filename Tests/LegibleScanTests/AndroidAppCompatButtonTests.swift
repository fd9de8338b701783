import LegibleReporting
import LegibleScan
import Testing

/// AppCompat's buttons audited in the width their background's padding leaves their text (issue
/// 34, item 3). From API 21 `Base.Widget.AppCompat.Button` is the framework's `Widget.Material.Button`
/// (androidx appcompat `res/values-v21/styles_base.xml`), whose background `btn_default_mtrl_shape`
/// insets a shape by `button_inset_horizontal_material` (4dp) and pads it by
/// `button_padding_horizontal_material` (8dp), AOSP `dimens_material.xml`; `InsetDrawable.getPadding`
/// adds the two, and `View` takes the background's padding: 12dp a side, 24dp of the text's width.
@Suite struct AndroidAppCompatButtonTests {
    typealias Solve = AndroidLayoutSolveTests
    typealias Padding = AndroidWidgetPaddingTests

    static func button(_ id: String, _ extra: String = "", tag: String = "Button") -> String {
        #"<\#(tag) android:id="@+id/\#(id)" \#(extra) android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Go"/>"#
    }

    // An AppCompat app's <Button> is an AppCompatButton in Widget.AppCompat.Button: 320 − 24 = 296,
    // 360 − 24 = 336. An explicit AppCompat borderless style (the framework's borderless button,
    // whose ripple's mask is the same shape): the same.
    @Test func appCompatButtonsLoseTwelveDpASide() throws {
        let elements = try Padding.read(
            Padding.frame(
                Self.button("plain") + Self.button("compat", tag: "androidx.appcompat.widget.AppCompatButton")
                    + Self.button("borderless", #"style="@style/Widget.AppCompat.Button.Borderless""#)
                    + Self.button("base", #"style="@style/Base.Widget.AppCompat.Button.Borderless""#)),
            theme: "Theme.AppCompat.DayNight.NoActionBar")
        for id in ["plain", "compat", "borderless", "base"] {
            #expect(Solve.close(Solve.widths(elements, id), [320: 296, 360: 336]), "\(id)")
            // TextAppearance.Material.Button (?android:attr/textAppearanceButton): 14 sp Medium, for
            // the Base. alias too.
            #expect(elements[id]?.font == .scaled(size: 14, relativeTo: nil, weight: .medium, family: nil), "\(id)")
        }
    }

    // In a row beside a 100dp view, a 0dp weighted AppCompat button gets the rest: 320 − 100 = 220,
    // less 24 = 196; at 360, 236.
    @Test func aWeightedAppCompatButtonInARow() throws {
        let elements = try Padding.read(
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
                <View android:layout_width="100dp" android:layout_height="48dp"/>
                <Button android:id="@+id/b" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:text="Go"/>
            </LinearLayout>
            """#, theme: "Theme.AppCompat.Light")
        #expect(Solve.close(Solve.widths(elements, "b"), [320: 196, 360: 236]))
    }

    // Must not be solved: a theme that sets its own buttonStyle; a MaterialButton (it needs a
    // Material theme); AppCompat's text fields (a nine-patch's padding); a framework theme's button.
    @Test func whatTheThemeOrAnImageDecidesStaysUnknown() throws {
        let styled = try Solve.read(
            Padding.frame(Self.button("b")), screens: [320, 360], others: ["AndroidManifest.xml": Padding.manifest("@style/Theme.App")],
            values: #"<style name="Theme.App" parent="Theme.AppCompat.Light"><item name="buttonStyle">@style/MyButton</item></style>"#)
        #expect(styled["b"]?.screenTextWidths.isEmpty == true)
        let others = try Padding.read(
            Padding.frame(
                Self.button("material", tag: "com.google.android.material.button.MaterialButton")
                    + #"<EditText android:id="@+id/field" android:layout_width="match_parent" android:layout_height="wrap_content" android:hint="Name"/>"#),
            theme: "Theme.AppCompat.Light")
        #expect(others["material"]?.screenTextWidths.isEmpty == true)
        #expect(others["field"]?.screenTextWidths.isEmpty == true)
        let framework = try Padding.read(Padding.frame(Self.button("b")), theme: "android:Theme.Material.Light")
        #expect(framework["b"]?.screenTextWidths.isEmpty == true)
    }

    // An app whose manifest names no theme, with AppCompat dialog themes beside its Material 3
    // theme, is still a Material 3 app: its <Button> is a MaterialButton, 24 + 24 dp (272 at 320).
    @Test func appCompatDialogThemesDoNotHideTheMaterialFamily() throws {
        let elements = try Solve.read(
            Padding.frame(Self.button("b")), screens: [320],
            values: #"<style name="Theme.App" parent="Theme.Material3.Light"/><style name="Theme.Picker" parent="Theme.AppCompat.Dialog"/>"#)
        #expect(Solve.close(Solve.widths(elements, "b"), [320: 272]))
        let appCompatOnly = try Solve.read(
            Padding.frame(Self.button("b")), screens: [320], values: #"<style name="Theme.App" parent="Theme.AppCompat.Light"/>"#)
        #expect(Solve.close(Solve.widths(appCompatOnly, "b"), [320: 296]))
    }
}
