import LegibleColor
import LegibleTokens
import Testing

/// `@macro/name` colours: AAPT2's macro resource (`<macro name="…">text</macro>` in a values
/// file) stands for its text where it is referred to. Material 3's colour state lists use them
/// (material-components-android `m3_switch_thumb_tint.xml`, copied into Mastodon 24ab4a0c
/// `res/color/mtrl_switch_thumb_tint.xml:40`), and reading one as "not an Android colour" made
/// the whole res folder's colours unknown. Expected values are the macros' texts, read by hand.
@Suite("Android colour macros")
struct AndroidColorMacroTests {
    static func selector(_ items: String) -> String {
        AndroidColorStateListTests.selector(items)
    }

    @Test func aMacroIsItsTextInItsPlace() throws {
        let set = try AndroidColorTests.read([
            "values/colors.xml": AndroidColorTests.resources(
                ##"<color name="ink">#202124</color><macro name="handle_color">@color/ink</macro><macro name="plain">#FF6200EE</macro>"##),
            "values-night/colors.xml": AndroidColorTests.resources(##"<macro name="handle_color">#FFFFFF</macro>"##),
            "color/thumb.xml": Self.selector(##"  <item android:color="@macro/handle_color"/>"##),
            "color/plain_list.xml": Self.selector(##"  <item android:color="@macro/plain"/>"##),
        ])
        // Light: the macro names @color/ink, #202124; dark: values-night's macro, white.
        #expect(set.color(named: "thumb", in: .light)?.color == SRGBColor(red8: 0x20, green8: 0x21, blue8: 0x24))
        #expect(set.color(named: "thumb", in: .dark)?.color == .white)
        // #FF6200EE: alpha first.
        #expect(set.color(named: "plain_list", in: .light)?.color == SRGBColor(red8: 0x62, green8: 0x00, blue8: 0xEE))
    }

    @Test func aMacroOfAThemeAttributeOrALibraryIsUnknownNotUnreadable() throws {
        let set = try AndroidColorTests.read([
            "values/colors.xml": AndroidColorTests.resources(
                ##"<color name="brand">#112233</color><macro name="outline">?attr/colorOutline</macro><macro name="again">@macro/outline</macro>"##),
            "color/themed.xml": Self.selector(##"  <item android:color="@macro/outline"/>"##),
            "color/library.xml": Self.selector(##"  <item android:color="@macro/m3_comp_switch_unselected_handle_color"/>"##),
            "color/nested.xml": Self.selector(##"  <item android:color="@macro/again"/>"##),
        ])
        // The colours beside them stand.
        #expect(set.color(named: "brand", in: .light)?.color == SRGBColor(red8: 0x11, green8: 0x22, blue8: 0x33))
        #expect(set.unresolvedReason(for: "themed", in: .light)?.reason == "?attr/colorOutline is a theme attribute, resolved only when the app runs")
        #expect(
            set.unresolvedReason(for: "library", in: .dark)?.reason.hasPrefix(
                "@macro/m3_comp_switch_unselected_handle_color refers to no macro in values") == true)
        #expect(set.unresolvedReason(for: "nested", in: .light)?.reason.contains("macro of another macro") == true)
    }

    @Test func otherReferenceTypesStillStopTheFile() throws {
        // A colour must be a colour, a colour reference or a macro: `@string/` is a mistake aapt2 rejects too.
        let error = try AndroidColorTests.error(["color/a.xml": Self.selector(##"  <item android:color="@string/brand"/>"##)])
        #expect(error.contains("\"@string/brand\" is not an Android colour"))
    }
}
