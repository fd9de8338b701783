import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Buttons and text fields that set no padding, audited in the width their Material style leaves
/// them (Tables/android-widget-padding.csv, from material-components-android 1.14's `res/values`),
/// and left unknown where the style is not a Material one or is chosen through a theme attribute.
@Suite struct AndroidWidgetPaddingTests {
    typealias Solve = AndroidLayoutSolveTests

    @Test func tableEqualsTablesFileInEveryCell() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tables/android-widget-padding.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == AndroidWidgetPadding.textInsets.count)
        var vertical: Set<String> = []
        for row in rows {
            #expect(row.count == 12, "\(row)")
            let numbers = row[2...6].compactMap(Double.init)
            #expect(numbers.count == 5, "\(row)")
            // The text inset is the sum of the four sides the row gives.
            #expect(numbers[0] + numbers[1] + numbers[2] + numbers[3] == numbers[4], "\(row[0])")
            #expect(AndroidWidgetPadding.textInsets[row[0]] == numbers[4], "\(row[0])")
            // The background's padding down (the AppCompat rows): padding plus inset, each side;
            // across, the same per-side split of the text inset.
            let down = row[7...10].compactMap(Double.init)
            guard down.count == 4 else {
                let blank = row[7...10].allSatisfy { $0.isEmpty }
                #expect(blank, "\(row[0])")
                continue
            }
            vertical.insert(row[0])
            let padding = AndroidWidgetPadding.backgroundPadding[row[0]]
            #expect(padding?.top == down[0] + down[2] && padding?.bottom == down[1] + down[3], "\(row[0])")
            #expect(padding?.start == numbers[0] + numbers[2] && padding?.end == numbers[1] + numbers[3], "\(row[0])")
        }
        #expect(vertical == Set(AndroidWidgetPadding.backgroundPadding.keys))
        // By hand from AOSP core/res/res/values/dimens_material.xml: btn_default_mtrl_shape's
        // button_inset_vertical_material 6dp and button_padding_vertical_material
        // (control_padding_material) 4dp, so 10 top and bottom.
        #expect(AndroidWidgetPadding.backgroundPadding["Base.Widget.AppCompat.Button.Borderless"]?.top == 10)
        // By hand from material-components-android button/res/values: Widget.Material3.Button's
        // paddingLeft/Right are m3_btn_padding_left/right, 24dp each (dimens.xml:62-63);
        // Widget.MaterialComponents.Button's mtrl_btn_padding_left/right, 16dp each (dimens.xml:22,24);
        // Widget.Material3.Button.TextButton's m3_btn_text_btn_padding_left/right, 12dp each.
        #expect(AndroidWidgetPadding.textInsets["Widget.Material3.Button"] == 48)
        #expect(AndroidWidgetPadding.textInsets["Widget.MaterialComponents.Button"] == 32)
        #expect(AndroidWidgetPadding.textInsets["Widget.Material3.Button.TextButton"] == 24)
        // Base.Widget.MaterialComponents.TextInputEditText: paddingStart/End 16dp.
        #expect(AndroidWidgetPadding.textInsets["Widget.Material3.TextInputEditText.OutlinedBox"] == 32)
    }

    static func manifest(_ theme: String) -> String {
        #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="\#(theme)"/></manifest>"#
    }

    static func read(_ layout: String, theme parent: String) throws -> [String: ScannedElement] {
        try Solve.read(
            layout, screens: [320, 360], others: ["AndroidManifest.xml": manifest("@style/Theme.App")],
            values: #"<style name="Theme.App" parent="\#(parent)"/>"#)
    }

    static func frame(_ views: String) -> String {
        #"<FrameLayout NS android:layout_width="match_parent" android:layout_height="wrap_content">\#(views)</FrameLayout>"#
    }

    // A Material 3 app's <Button> is a MaterialButton in Widget.Material3.Button: 24 + 24 dp.
    // 320 − 48 = 272, 360 − 48 = 312. A text button style: 12 + 12, 296 and 336.
    @Test func materialButtonsTakeTheirStylesPadding() throws {
        let elements = try Self.read(
            Self.frame(
                #"""
                <Button android:id="@+id/plain" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Go"/>
                <com.google.android.material.button.MaterialButton android:id="@+id/text" style="@style/Widget.Material3.Button.TextButton"
                    android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Go"/>
                """#), theme: "Theme.Material3.DayNight.NoActionBar")
        #expect(Solve.close(Solve.widths(elements, "plain"), [320: 272, 360: 312]))
        #expect(Solve.close(Solve.widths(elements, "text"), [320: 296, 360: 336]))
    }

    // MaterialComponents: Widget.MaterialComponents.Button, 16 + 16: 288 and 328.
    @Test func materialComponentsButtonsTakeTheirFamilysStyle() throws {
        let elements = try Self.read(
            Self.frame(#"<Button android:id="@+id/plain" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Go"/>"#),
            theme: "Theme.MaterialComponents.Light")
        #expect(Solve.close(Solve.widths(elements, "plain"), [320: 288, 360: 328]))
    }

    // An AppCompatButton in a Material app is AppCompat's (the theme's buttonStyle, not read);
    // AppCompat's colored button has a background of AppCompat's own: unknown. (AppCompat's plain
    // and borderless buttons: AndroidAppCompatButtonTests; a style through a theme attribute:
    // AndroidThemedButtonStyleTests.)
    @Test func otherButtonsStayUnknown() throws {
        let material = try Self.read(
            Self.frame(
                #"""
                <androidx.appcompat.widget.AppCompatButton android:id="@+id/compat" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Go"/>
                <Button android:id="@+id/colored" style="@style/Widget.AppCompat.Button.Colored" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Go"/>
                """#), theme: "Theme.Material3.Light")
        for id in ["compat", "colored"] {
            #expect(material[id]?.screenTextWidths.isEmpty == true, "\(id)")
        }
    }

    // A TextInputEditText in a Material 3 TextInputLayout (the theme's default OutlinedBox, or a
    // FilledBox style): 16 + 16 dp, 288 and 328. With an end icon the field's text loses the icon's
    // width, not known from the file: unknown.
    @Test func textInputFieldsTakeTheirBoxsPadding() throws {
        let field =
            #"<com.google.android.material.textfield.TextInputEditText android:id="@+id/ID" android:layout_width="match_parent" android:layout_height="wrap_content" android:hint="Name"/>"#
        let elements = try Self.read(
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <com.google.android.material.textfield.TextInputLayout android:layout_width="match_parent" android:layout_height="wrap_content">\#(field.replacingOccurrences(of: "ID", with: "plain"))</com.google.android.material.textfield.TextInputLayout>
                <com.google.android.material.textfield.TextInputLayout style="@style/Widget.Material3.TextInputLayout.FilledBox" android:layout_width="match_parent" android:layout_height="wrap_content">\#(field.replacingOccurrences(of: "ID", with: "filled"))</com.google.android.material.textfield.TextInputLayout>
                <com.google.android.material.textfield.TextInputLayout app:endIconMode="clear_text" android:layout_width="match_parent" android:layout_height="wrap_content">\#(field.replacingOccurrences(of: "ID", with: "icon"))</com.google.android.material.textfield.TextInputLayout>
            </LinearLayout>
            """#, theme: "Theme.Material3.Light")
        #expect(Solve.close(Solve.widths(elements, "plain"), [320: 288, 360: 328]))
        #expect(Solve.close(Solve.widths(elements, "filled"), [320: 288, 360: 328]))
        #expect(elements["icon"]?.screenTextWidths.isEmpty == true)
    }

    // No application theme (set in code), but the app's only library themes are Material 3: its family.
    @Test func theFamilyComesFromTheAppsThemesWhenTheManifestNamesNone() throws {
        let elements = try Solve.read(
            Self.frame(#"<Button android:id="@+id/b" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Go"/>"#),
            screens: [320],
            values: #"<style name="Theme.App.Light" parent="Theme.Material3.Light"/><style name="Theme.App.Dark" parent="Theme.Material3.Dark"/>"#)
        #expect(Solve.close(Solve.widths(elements, "b"), [320: 272]))
        let mixed = try Solve.read(
            Self.frame(#"<Button android:id="@+id/b" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Go"/>"#),
            screens: [320],
            values: #"<style name="Theme.App.Light" parent="Theme.Material3.Light"/><style name="Theme.Old" parent="Theme.MaterialComponents"/>"#)
        #expect(mixed["b"]?.screenTextWidths.isEmpty == true)
    }
}
