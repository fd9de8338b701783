import Foundation
import LegibleColor
import LegibleCore
import LegibleReporting
import LegibleTestSupport
import LegibleTokens
import Testing

/// Android `res/values*/` colour resources: formats, references, night mode and API levels, and
/// malformed resources.
@Suite("Android colours")
struct AndroidColorTests {
    static func resources(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
    }

    static func read(_ files: [String: String]) throws -> ColorTokenSet {
        try ScratchFolder.with(files.mapKeys { "res/\($0)" }) { folder in
            try ColorTokenSet(sources: [ColorSource(.android, path: folder.file("res"))])
        }
    }

    static func error(_ files: [String: String]) throws -> String {
        try ScratchFolder.with(files.mapKeys { "res/\($0)" }) { folder in
            let error = readingError { () throws(SourceFileError) in _ = try ColorTokenSet(sources: [ColorSource(.android, path: folder.file("res"))]) }
            return error?.description.replacingOccurrences(of: folder.path + "/", with: "") ?? ""
        }
    }

    @Test func theFourHexFormsAlphaFirst() throws {
        let set = try Self.read([
            "values/colors.xml": Self.resources(
                """
                    <color name="rgb">#F80</color>
                    <color name="argb">#8F80</color>
                    <color name="rrggbb">#FF8800</color>
                    <color name="aarrggbb">#80FF8800</color>
                    <item name="item" type="color">#123456</item>
                    <string name="not_a_colour">#FFFFFF</string>
                """)
        ])
        #expect(set.names == ["rgb", "argb", "rrggbb", "aarrggbb", "item"])
        #expect(set.color(named: "rgb", in: .light)?.color == SRGBColor(red8: 0xFF, green8: 0x88, blue8: 0x00))
        #expect(set.color(named: "argb", in: .light)?.color == SRGBColor(red8: 0xFF, green8: 0x88, blue8: 0x00, alpha8: 0x88))
        #expect(set.color(named: "rrggbb", in: .dark)?.color == SRGBColor(red8: 0xFF, green8: 0x88, blue8: 0x00))
        #expect(set.color(named: "aarrggbb", in: .darkIncreasedContrast)?.color == SRGBColor(red8: 0xFF, green8: 0x88, blue8: 0x00, alpha8: 0x80))
        let item = try #require(set.color(named: "item", in: .lightIncreasedContrast))
        #expect(item.original == "#123456" && item.kind == .android && item.location.line == 7 && item.location.column == 5)
    }

    @Test func nightModeReferencesAndAPILevels() throws {
        let set = try Self.read([
            "values/colors.xml": Self.resources(
                """
                    <color name="gray_100">#F2F2F7</color>
                    <color name="gray_900">#1C1C1E</color>
                    <color name="text">@color/gray_900</color>
                    <color name="surface">@android:color/white</color>
                    <color name="accent">#0000FF</color>
                """),
            "values-night/colors.xml": Self.resources(
                """
                    <color name="text">@color/gray_100</color>
                    <color name="surface">#121212</color>
                """),
            "values-v31/colors.xml": Self.resources("<color name=\"accent\">#3333FF</color>"),
            "values-night-v31/colors.xml": Self.resources("<color name=\"accent\">#9999FF</color>"),
            "values-de/colors.xml": Self.resources("<color name=\"accent\">#FF0000</color>"),  // a locale: not the default configuration
            "values-land/colors.xml": Self.resources("<color name=\"landscape\">#FF0000</color>"),
        ])
        let text = try #require(set.color(named: "text", in: .dark))
        #expect(text.color.hex == "#f2f2f7" && text.aliasChain == ["text", "gray_100"])
        #expect(text.location.file.hasSuffix("values-night/colors.xml") && text.definition.file.hasSuffix("values/colors.xml"))
        #expect(set.color(named: "text", in: .light)?.color.hex == "#1c1c1e")
        #expect(set.color(named: "text", in: .darkIncreasedContrast)?.color.hex == "#f2f2f7")  // increased contrast takes dark
        #expect(set.color(named: "surface", in: .light)?.color == .white)
        #expect(set.color(named: "surface", in: .dark)?.color.hex == "#121212")
        #expect(set.color(named: "accent", in: .light)?.color.hex == "#3333ff")  // v31 before the unversioned folder
        #expect(set.color(named: "accent", in: .dark)?.color.hex == "#9999ff")  // night-v31 first
        #expect(set.token(named: "landscape") == nil)
    }

    @Test func unresolvableColours() throws {
        let set = try Self.read([
            "values/colors.xml": Self.resources(
                """
                    <color name="themed">?attr/colorPrimary</color>
                    <color name="framework">@android:color/holo_blue_dark</color>
                    <color name="stateful">@color/button_text</color>
                    <color name="library">@color/high_emphasis_text</color>
                    <color name="beside">#2D7B41</color>
                """),
            "color/button_text.xml": "<selector xmlns:android=\"http://schemas.android.com/apk/res/android\"/>",
            "values-night/colors.xml": Self.resources("<color name=\"night_only\">#000000</color>"),
        ])
        #expect(set.unresolvedReason(for: "themed", in: .light)?.reason == "?attr/colorPrimary is a theme attribute, resolved only when the app runs")
        #expect(
            set.unresolvedReason(for: "framework", in: .dark)?.reason == "@android:color/holo_blue_dark is a framework colour whose value Legible does not know"
        )
        #expect(
            set.unresolvedReason(for: "stateful", in: .light)?.reason
                == "@color/button_text is a colour state list (res/color/button_text.xml) none of whose items an enabled view draws")
        // A reference to a colour no folder read defines (Nextcloud's `offline`, a library's
        // colour): that colour is unresolved, the file's other colours stand.
        #expect(
            set.unresolvedReason(for: "library", in: .light)?.reason
                == "@color/high_emphasis_text refers to no colour resource in color, values (a library's colour is not read)")
        #expect(set.color(named: "beside", in: .light)?.color.hex == "#2d7b41")
        #expect(set.color(named: "night_only", in: .dark)?.color == .black)
        #expect(set.unresolvedReason(for: "night_only", in: .light)?.reason == "the colour is defined only in dark-mode folders (values-night)")
    }

    @Test func malformedResources() throws {
        let badHex = Self.resources("    <color name=\"a\">#12345</color>")
        #expect(
            try Self.error(["values/colors.xml": badHex])
                == "res/values/colors.xml:\(position(of: "#12345", in: badHex)): \"#12345\" is not an Android colour: expected #RGB, #ARGB, #RRGGBB or #AARRGGBB"
        )
        let cycle = Self.resources("    <color name=\"a\">@color/b</color>\n    <color name=\"b\">@color/a</color>")
        #expect(
            try Self.error(["values/colors.xml": cycle])
                == "res/values/colors.xml:\(position(of: "@color/a", in: cycle)): colour references form a cycle: @color/a → @color/b → @color/a")
        let twice = Self.resources("    <color name=\"a\">#000</color>")
        #expect(
            try Self.error(["values/colors.xml": twice, "values/more.xml": twice])
                == "res/values/more.xml:\(position(of: "<color", in: twice)): the colour \"a\" is defined twice in values; the first is at res/values/colors.xml:\(position(of: "<color", in: twice))"
        )
        let unnamed = Self.resources("    <color>#000</color>")
        #expect(
            try Self.error(["values/colors.xml": unnamed]) == "res/values/colors.xml:\(position(of: "<color", in: unnamed)): <color> needs a name attribute")
        let unclosed = "<resources><color name=\"a\">#000</resources>"
        #expect(
            try Self.error(["values/colors.xml": unclosed])
                == "res/values/colors.xml:\(position(of: "</", in: unclosed)): closing tag </resources> does not match <color> (opened at \(position(of: "<color", in: unclosed)))"
        )
    }
}
