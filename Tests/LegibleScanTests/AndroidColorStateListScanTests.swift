import Foundation
import LegibleColor
import LegibleScan
import LegibleTestSupport
import Testing

/// A layout's text coloured by a colour state list: a plain one through the colour tokens, one
/// whose drawn item is a theme attribute (as Material's own lists are written) through the
/// application theme, the item's alpha applied as Android's `ColorStateList.modulateColor` does.
@Suite struct AndroidColorStateListScanTests {
    static func selector(_ items: String) -> String {
        ##"<selector xmlns:android="http://schemas.android.com/apk/res/android">\##(items)</selector>"##
    }

    static func files(_ theme: String, lists: [String: String]) -> [String: String] {
        var files = AndroidThemeTests.resources(theme)
        files["res/layout/main.xml"] = AndroidThemeTests.layout("@color/text_secondary")
        for (name, items) in lists { files[name] = selector(items) }
        return files
    }

    @Test func aThemeAttributeItemIsResolvedInTheThemeWithItsAlpha() throws {
        // Material 3 DayNight baseline colorOnSurface: #1D1B20 light, #E6E0E9 dark; 255 × 0.6 + 0.5 = 153.5 → 153.
        let element = try #require(
            try AndroidThemeTests.element(
                Self.files(
                    ##"<style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar"/>"##,
                    lists: [
                        "res/color/text_secondary.xml":
                            ##"<item android:state_enabled="false" android:color="#FF0000"/><item android:color="?attr/colorOnSurface" android:alpha="0.6"/>"##
                    ]
                )))
        let alpha = 153.0 / 255
        #expect(
            element.textColor
                == .themed(
                    "@color/text_secondary (?attr/colorOnSurface)", theme: "Theme.App, from Theme.Material3.DayNight.NoActionBar's Material 3 baseline colours",
                    light: .literal(SRGBColor(red8: 0x1D, green8: 0x1B, blue8: 0x20), alpha: alpha),
                    dark: .literal(SRGBColor(red8: 0xE6, green8: 0xE0, blue8: 0xE9), alpha: alpha)))
    }

    @Test func aPlainListIsAColourResourceAndAQualifiedOneIsNotThemed() throws {
        let plain = try AndroidThemeTests.element(
            Self.files(
                ##"<style name="Theme.App" parent="Theme.Material3.Light"/>"##, lists: ["res/color/text_secondary.xml": ##"<item android:color="#767676"/>"##]))
        #expect(plain?.textColor == .resource("text_secondary"))
        // A night variant exists: the default list alone does not say what dark mode draws, so the
        // theme is not used (the colour tokens leave the theme attribute unresolved, with why).
        let qualified = try AndroidThemeTests.element(
            Self.files(
                ##"<style name="Theme.App" parent="Theme.Material3.Light"/>"##,
                lists: [
                    "res/color/text_secondary.xml": ##"<item android:color="?attr/colorOnSurface"/>"##,
                    "res/color-night/text_secondary.xml": ##"<item android:color="#FFFFFF"/>"##,
                ]))
        #expect(qualified?.textColor == .resource("text_secondary"))
    }

    @Test func anAlphaOverAColourResourceIsNotGuessed() throws {
        let element = try AndroidThemeTests.element(
            Self.files(
                ##"<style name="Theme.App" parent="Theme.Material3.Light"><item name="colorOnSurface">@color/ink</item></style>"##,
                lists: ["res/color/text_secondary.xml": ##"<item android:color="?attr/colorOnSurface" android:alpha="0.5"/>"##]
            ).merging(["res/values/colors.xml": ##"<resources><color name="ink">#000000</color></resources>"##]) { $1 })
        guard case .themed(_, _, let light, _)? = element?.textColor, case .unresolved(let written, let reason) = light else {
            Issue.record("expected a themed colour with an unresolved light side, got \(String(describing: element?.textColor))")
            return
        }
        #expect(written == "@color/text_secondary")
        #expect(reason == "a colour state list at alpha 0.5 over a colour resource, which Legible does not combine")
    }
}
