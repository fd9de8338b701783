import LegibleReporting
import LegibleScan
import Testing

/// Buttons styled through a theme attribute (`style="?attr/materialButtonOutlinedStyle"`), the way
/// material-components-android's documentation writes them (issue 34, Android part, item 3: most
/// of OwnTracks' unknown widths). The attribute names the family's widget style ("Default style
/// theme attribute", `docs/components/Button.md`): `materialButtonOutlinedStyle` →
/// `Widget.Material3.Button.OutlinedButton` (Material 3) or `Widget.MaterialComponents.Button.OutlinedButton`
/// (Material 2); `borderlessButtonStyle` → the family's `…Button.TextButton`. Their padding and
/// insets: `Tables/android-widget-padding.csv`.
@Suite struct AndroidThemedButtonStyleTests {
    typealias Solve = AndroidLayoutSolveTests

    static func button(_ id: String, _ attribute: String) -> String {
        #"<Button android:id="@+id/\#(id)" style="?attr/\#(attribute)" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Go"/>"#
    }

    static func read(_ views: String, parent: String, values: String = "") throws -> [String: ScannedElement] {
        try Solve.read(
            AndroidWidgetPaddingTests.frame(views), screens: [320, 360],
            others: ["AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App")],
            values: #"<style name="Theme.App" parent="\#(parent)"/>"# + values)
    }

    // Material 3: OutlinedButton 24 + 24 dp (320 − 48 = 272, 360 − 48 = 312), TextButton 12 + 12
    // (296, 336); Material 2: OutlinedButton 16 + 16 (288, 328), TextButton 8 + 8 (304, 344). The
    // font is the style's: Label Large in Material 3, 14 sp Medium in capitals in Material 2.
    @Test func theFamilysStyleForTheAttribute() throws {
        let m3 = try Self.read(
            Self.button("outlined", "materialButtonOutlinedStyle") + Self.button("text", "borderlessButtonStyle"), parent: "Theme.Material3.Light")
        #expect(Solve.close(Solve.widths(m3, "outlined"), [320: 272, 360: 312]))
        #expect(Solve.close(Solve.widths(m3, "text"), [320: 296, 360: 336]))
        #expect(m3["outlined"]?.font == .materialRole(.labelLarge))
        #expect(m3["outlined"]?.showsAllCaps == false)
        let m2 = try Self.read(
            Self.button("outlined", "materialButtonOutlinedStyle") + Self.button("text", "borderlessButtonStyle"),
            parent: "Theme.MaterialComponents.DayNight")
        #expect(Solve.close(Solve.widths(m2, "outlined"), [320: 288, 360: 328]))
        #expect(Solve.close(Solve.widths(m2, "text"), [320: 304, 360: 344]))
        #expect(m2["outlined"]?.font == .scaled(size: 14, relativeTo: nil, weight: .medium, family: nil))
        #expect(m2["outlined"]?.showsAllCaps == true)
    }

    // An activity's theme that points the attribute at an app style of the same library style
    // (OwnTracks' welcome screens) keeps the width: 288 and 328.
    @Test func anAppStyleOfTheSameLibraryStyleKeepsTheWidth() throws {
        let elements = try Self.read(
            Self.button("b", "materialButtonOutlinedStyle"), parent: "Theme.MaterialComponents.Light",
            values: #"""
                <style name="Theme.App.Welcome"><item name="materialButtonOutlinedStyle">@style/Welcome.Outlined</item></style>
                <style name="Welcome.Outlined" parent="Widget.MaterialComponents.Button.OutlinedButton"><item name="strokeColor">#FFFFFF</item></style>
                """#)
        #expect(Solve.close(Solve.widths(elements, "b"), [320: 288, 360: 328]))
    }

    // Must stay unknown: a theme that points the attribute at a style with its own padding, or at
    // another library style than the default (the button is in one theme or the other); an
    // attribute no family documents; the framework's attribute.
    @Test func whatTheThemesDecideDifferentlyStaysUnknown() throws {
        let padded = try Self.read(
            Self.button("b", "materialButtonOutlinedStyle"), parent: "Theme.Material3.Light",
            values: #"""
                <style name="Theme.App.Other"><item name="materialButtonOutlinedStyle">@style/Padded</item></style>
                <style name="Padded" parent="Widget.Material3.Button.OutlinedButton"><item name="android:paddingStart">40dp</item></style>
                """#)
        #expect(padded["b"]?.screenTextWidths.isEmpty == true)
        let other = try Self.read(
            Self.button("b", "borderlessButtonStyle"), parent: "Theme.Material3.Light",
            values: #"<style name="Theme.App.Other"><item name="borderlessButtonStyle">@style/Widget.Material3.Button.OutlinedButton</item></style>"#)
        #expect(other["b"]?.screenTextWidths.isEmpty == true)
        let unknown = try Self.read(
            Self.button("b", "myButtonStyle")
                + #"<Button android:id="@+id/f" style="?android:attr/borderlessButtonStyle" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Go"/>"#,
            parent: "Theme.Material3.Light")
        #expect(unknown["b"]?.screenTextWidths.isEmpty == true)
        #expect(unknown["f"]?.screenTextWidths.isEmpty == true)
    }
}
