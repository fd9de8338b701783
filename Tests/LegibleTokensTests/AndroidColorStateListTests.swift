import Foundation
import LegibleColor
import LegibleCore
import LegibleReporting
import LegibleTestSupport
import LegibleTokens
import Testing

/// Colour state lists (`res/color*/NAME.xml`) as the one colour an enabled view draws.
///
/// Expected values are worked by hand from AOSP's rules: the first `<item>` whose states all
/// match an enabled view in a focused window (`ColorStateList.getColorForState`), its alpha
/// multiplied as `ColorStateList.modulateColor` does — `(int)(baseAlpha × alpha + 0.5)`.
@Suite("Android colour state lists")
struct AndroidColorStateListTests {
    static let android = ##"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto""##

    static func selector(_ items: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<selector \(android)>\n\(items)\n</selector>\n"
    }

    static func read(_ files: [String: String]) throws -> ColorTokenSet {
        try AndroidColorTests.read(files)
    }

    @Test func theItemAnEnabledViewDrawsWithItsAlpha() throws {
        let set = try Self.read([
            "values/colors.xml": AndroidColorTests.resources(##"<color name="ink">#DE000000</color><color name="label">@color/button_text</color>"##),
            "color/button_text.xml": Self.selector(
                """
                  <item android:state_enabled="false" android:color="#FF0000"/>
                  <item android:state_pressed="true" android:color="#00FF00"/>
                  <item android:state_enabled="true" android:color="@color/ink" android:alpha="0.6"/>
                  <item android:color="#0000FF"/>
                """),
            "color-night/button_text.xml": Self.selector(##"  <item android:color="#FFFFFF" app:alpha="0.5"/>"##),
        ])
        // Light: item 3 (enabled matches; disabled and pressed do not); 222 × 0.6 + 0.5 = 133.7 → 133.
        let light = try #require(set.color(named: "button_text", in: .light)?.color)
        #expect(light == SRGBColor(red8: 0, green8: 0, blue8: 0, alpha8: 133))
        // Dark: color-night's only item, AppCompat's app:alpha; 255 × 0.5 + 0.5 = 128.
        #expect(set.color(named: "button_text", in: .dark)?.color == SRGBColor(red8: 255, green8: 255, blue8: 255, alpha8: 128))
        // A <color> referring to the list takes the drawn colour, alpha included.
        #expect(set.color(named: "label", in: .lightIncreasedContrast)?.color == light)
    }

    @Test func statesAnEnabledViewDoesNotHaveAreSkipped() throws {
        let set = try Self.read([
            "values/colors.xml": AndroidColorTests.resources(##"<color name="unused">#000000</color>"##),
            "color/checked.xml": Self.selector(
                """
                  <item app:state_error="true" android:color="#FF0000"/>
                  <item android:state_checked="true" android:color="#00FF00"/>
                  <item android:state_checked="false" android:state_window_focused="true" android:color="#123456"/>
                """),
            "color/pressed_only.xml": Self.selector(##"  <item android:state_pressed="true" android:color="#FFFFFF"/>"##),
        ])
        #expect(set.color(named: "checked", in: .light)?.color == SRGBColor(red8: 0x12, green8: 0x34, blue8: 0x56))
        #expect(set.color(named: "checked", in: .dark)?.color == SRGBColor(red8: 0x12, green8: 0x34, blue8: 0x56))
        #expect(set.color(named: "pressed_only", in: .light) == nil)
    }

    @Test func aListNothingIsDrawnFromIsUnresolvedWithWhy() throws {
        let set = try Self.read([
            "values/colors.xml": AndroidColorTests.resources(##"<color name="stateful">@color/pressed_only</color>"##),
            "color/pressed_only.xml": Self.selector(##"  <item android:state_pressed="true" android:color="#FFFFFF"/>"##),
            "color/toned.xml": Self.selector(##"  <item android:color="#6750A4" android:lStar="40"/>"##),
            "color/themed_alpha.xml": Self.selector(##"  <item android:color="#6750A4" android:alpha="?attr/disabledAlpha"/>"##),
            "color/on_surface.xml": Self.selector(##"  <item android:color="?attr/colorOnSurface" android:alpha="0.6"/>"##),
        ])
        #expect(
            set.unresolvedReason(for: "stateful", in: .light)?.reason
                == "@color/pressed_only is a colour state list (res/color/pressed_only.xml) none of whose items an enabled view draws")
        #expect(
            set.unresolvedReason(for: "toned", in: .dark)?.reason
                == "@color/toned is a colour state list whose drawn item changes the colour's tone (lStar), which Legible does not model")
        #expect(
            set.unresolvedReason(for: "themed_alpha", in: .light)?.reason
                == "@color/themed_alpha is a colour state list whose drawn item's alpha is ?attr/disabledAlpha, which Legible does not resolve")
        #expect(set.unresolvedReason(for: "on_surface", in: .light)?.reason == "?attr/colorOnSurface is a theme attribute, resolved only when the app runs")
    }

    @Test func malformedListsNameFileLineAndColumn() throws {
        let notSelector = ##"<shape xmlns:android="http://schemas.android.com/apk/res/android"/>"##
        #expect(
            try AndroidColorTests.error(["color/a.xml": notSelector])
                == "res/color/a.xml:1:1: expected a <selector> root element in a colour state list, found <shape>")
        let noColor = Self.selector(##"  <item android:state_enabled="false" android:color="#000000"/>"## + "\n" + ##"  <item android:alpha="0.5"/>"##)
        #expect(
            try AndroidColorTests.error(["color/b.xml": noColor])
                == "res/color/b.xml:\(position(of: "<item android:alpha", in: noColor)): a colour state list's <item> needs an android:color attribute")
        let badHex = Self.selector(##"  <item android:color="#12345"/>"##)
        #expect(
            try AndroidColorTests.error(["color/c.xml": badHex])
                == "res/color/c.xml:\(position(of: "<item", in: badHex)): \"#12345\" is not an Android colour: expected #RGB, #ARGB, #RRGGBB or #AARRGGBB")
        #expect(try AndroidColorTests.error(["color/d.xml": "<selector><item"]).hasPrefix("res/color/d.xml:1:"))
    }
}

/// A Gradle flavour's `src/NAME/res` read over `src/main/res`, as Android's resource merger does.
@Suite("Android source sets")
struct AndroidSourceSetColorTests {
    static func read(_ files: [String: String], source: String) throws -> ColorTokenSet {
        try ScratchFolder.with(files) { folder in
            try ColorTokenSet(sources: [ColorSource(.android, path: folder.file(source))])
        }
    }

    static let project = [
        "app/src/main/res/values/colors.xml": AndroidColorTests.resources(##"<color name="brand">#112233</color><color name="ink">#000000</color>"##),
        "app/src/main/res/values-night/colors.xml": AndroidColorTests.resources(##"<color name="brand">#445566</color>"##),
        "app/src/green/res/values/flavor-colors.xml": AndroidColorTests.resources(
            ##"<color name="accent">@color/brand</color><color name="label">@color/ink</color><color name="ink">#222222</color>"##),
    ]

    @Test func aFlavourRefersToAndOverridesTheMainSourceSet() throws {
        let green = try Self.read(Self.project, source: "app/src/green/res")
        // The flavour's own names only; main's brand (light and values-night) behind its reference.
        #expect(green.tokens.map(\.name).sorted() == ["accent", "ink", "label"])
        #expect(green.color(named: "accent", in: .light)?.color == SRGBColor(red8: 0x11, green8: 0x22, blue8: 0x33))
        #expect(green.color(named: "accent", in: .dark)?.color == SRGBColor(red8: 0x44, green8: 0x55, blue8: 0x66))
        // The flavour's own ink wins over main's.
        #expect(green.color(named: "label", in: .light)?.color == SRGBColor(red8: 0x22, green8: 0x22, blue8: 0x22))
    }

    @Test func theMainSetAndFoldersOutsideSourceSetsAreReadAlone() throws {
        let main = try Self.read(Self.project, source: "app/src/main/res")
        #expect(main.tokens.map(\.name).sorted() == ["brand", "ink"])
        // Not under src/NAME/res: main's colours are not read, so the reference stays unresolved.
        var files = Self.project
        files["app/green/res/values/colors.xml"] = files.removeValue(forKey: "app/src/green/res/values/flavor-colors.xml")
        let alone = try ScratchFolder.with(files) { folder in
            try ColorTokenSet(sources: [ColorSource(.android, path: folder.file("app/green/res"))])
        }
        #expect(alone.unresolvedReason(for: "accent", in: .light)?.reason.contains("@color/brand refers to no colour resource in values") == true)
    }
}
