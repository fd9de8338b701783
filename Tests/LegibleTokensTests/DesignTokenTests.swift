import Foundation
import LegibleColor
import LegibleCore
import LegibleReporting
import LegibleTestSupport
import LegibleTokens
import Testing

/// DTCG token files: structure, types, aliases, colour values, and every malformed input with
/// its file, line and column.
@Suite("Design tokens (DTCG)")
struct DesignTokenTests {
    @Test func groupsTypesAliasesAndLocations() throws {
        let json = """
            {
              "color": {
                "$type": "color",
                "blue": {
                  "500": { "$value": "#0a84ff" },
                  "600": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc" } }
                },
                "text": {
                  "link": { "$value": "{color.text.accent}" },
                  "accent": { "$value": "{color.blue.600}", "$description": "aliases of aliases" }
                }
              },
              "size": { "$type": "dimension", "small": { "$value": { "value": 8, "unit": "px" } } }
            }
            """
        let set = try readTokens(["tokens.json": json])
        #expect(set.names == ["color.blue.500", "color.blue.600", "color.text.link", "color.text.accent"])
        let link = try #require(set.color(named: "color.text.link", in: .light))
        #expect(link.color.hex == "#0066cc")
        #expect(link.aliasChain == ["color.text.link", "color.text.accent", "color.blue.600"])
        #expect(link.isAlias)
        #expect((link.location.line, link.location.column) == (9, 27))  // its own $value
        #expect((link.definition.line, link.definition.column) == (6, 26))  // color.blue.600's $value
        #expect(link.original == "color(srgb 0 0.4 0.8)")
        #expect(link.kind == .tokens)
        let blue = try #require(set.color(named: "color.blue.500", in: .darkIncreasedContrast))
        #expect(blue.original == "#0a84ff" && blue.aliasChain == ["color.blue.500"] && !blue.isAlias)
        #expect(set.token(named: "size.small") == nil)  // not a colour
    }

    @Test func typeComesFromTheTokenOrTheNearestGroupOrTheAliasTarget() throws {
        let json = """
            {
              "$type": "color",
              "a": { "$type": "dimension", "b": { "$type": "color", "c": { "$value": "#111111" } }, "d": { "$value": { "value": 1, "unit": "px" } } },
              "e": { "$value": "#222222" },
              "f": { "$type": "dimension", "g": { "$value": "#333333", "$type": "color" } }
            }
            """
        let set = try readTokens(["t.json": json])
        #expect(set.names == ["a.b.c", "e", "f.g"])
        // An untyped alias takes its target's type.
        let aliases = """
            { "base": { "$type": "color", "x": { "$value": "#123456" } }, "alias": { "$value": "{base.x}" } }
            """
        #expect(try readTokens(["t.json": aliases]).color(named: "alias", in: .light)?.color.hex == "#123456")
    }

    @Test func rootTokensExtendsAndPointers() throws {
        let json = """
            {
              "color": {
                "$type": "color",
                "accent": {
                  "$root": { "$value": "#dd0000" },
                  "light": { "$value": "#ff2222" }
                },
                "button": { "background": { "$value": "#0066cc" }, "text": { "$value": "#ffffff" } },
                "button-primary": { "$extends": "{color.button}", "background": { "$value": "#cc0066" } },
                "primary": { "$ref": "#/color/accent/$root" },
                "mixed": { "$value": { "colorSpace": "srgb", "components": [{ "$ref": "#/color/base/$value/components/0" }, 0, 0.5] } },
                "base": { "$value": { "colorSpace": "srgb", "components": [1, 0.5, 0] } },
                "pointed": { "$value": { "$ref": "#/color/button/text" } }
              }
            }
            """
        let set = try readTokens(["t.json": json])
        #expect(set.color(named: "color.accent.$root", in: .light)?.color.hex == "#dd0000")
        #expect(set.color(named: "color.button-primary.background", in: .light)?.color.hex == "#cc0066")
        #expect(set.color(named: "color.button-primary.text", in: .light)?.color.hex == "#ffffff")
        #expect(set.color(named: "color.primary", in: .light)?.aliasChain == ["color.primary", "color.accent.$root"])
        #expect(set.color(named: "color.mixed", in: .light)?.color.hex == "#ff0080")
        #expect(set.color(named: "color.pointed", in: .light)?.color.hex == "#ffffff")
    }

    @Test func colourStringsAndObjectsInEverySpace() throws {
        let json = """
            {
              "$type": "color",
              "hex3": { "$value": "#fff" },
              "hex8": { "$value": "#00000080" },
              "css": { "$value": "rgb(0 102 204 / 50%)" },
              "p3": { "$value": { "colorSpace": "display-p3", "components": [1, 0, 0], "alpha": 1, "hex": "#ff0000" } },
              "none": { "$value": { "colorSpace": "hsl", "components": ["none", 0, 100] } },
              "lab": { "$value": { "colorSpace": "lab", "components": [60.17, 93.54, -60.5] } }
            }
            """
        let set = try readTokens(["t.json": json])
        #expect(set.color(named: "hex3", in: .light)?.color.hex == "#ffffff")
        #expect(set.color(named: "hex8", in: .light)?.color.hex == "#00000080")
        #expect(set.color(named: "css", in: .light)?.color.hex == "#0066cc80")
        let p3 = try #require(set.color(named: "p3", in: .light))
        #expect(p3.wasGamutMapped && p3.color.isInSRGBGamut)
        #expect(p3.color == (try ParsedColor(parsing: "color(display-p3 1 0 0)")).color)  // as `legible contrast` maps it
        #expect(p3.original == "color(display-p3 1 0 0)")
        #expect(set.color(named: "none", in: .light)?.color.hex == "#ffffff")
        #expect(set.color(named: "none", in: .light)?.original == "hsl(none 0 100)")
        #expect(set.color(named: "lab", in: .light)?.color.hex == "#ff00ff")
    }

    // MARK: Malformed input

    @Test func danglingAlias() throws {
        let json = """
            {
              "color": {
                "$type": "color",
                "text": { "$value": "{color.blue.600}" }
              }
            }
            """
        #expect(
            try tokenError(["t.json": json])
                == "t.json:\(position(of: "\"{color", in: json)): the alias {color.blue.600} refers to no token in any source")
    }

    @Test func aliasDefinedOnlyForAnotherAppearanceIsDanglingHere() throws {
        let base = ##"{ "$type": "color", "text": { "$value": "{brand}" } }"##
        let dark = ##"{ "$type": "color", "brand": { "$value": "#ffffff" } }"##
        let message = try tokenError(["base.json": base, "dark.json": dark], sources: [("base.json", nil), ("dark.json", .dark)])
        #expect(
            message
                == "base.json:\(position(of: "\"{brand", in: base)): the alias {brand} refers to no token in the light appearance (only the sources for dark, darkIncreasedContrast define it)"
        )
    }

    @Test func aliasCycleShowsTheWholeChain() throws {
        let json = """
            {
              "$type": "color",
              "a": { "$value": "{b}" },
              "b": { "$value": "{c}" },
              "c": { "$value": "{a}" }
            }
            """
        let (a, b, c) = (position(of: "\"{b}", in: json), position(of: "\"{c}", in: json), position(of: "\"{a}", in: json))
        #expect(
            try tokenError(["t.json": json])
                == "t.json:\(c): aliases form a cycle: {a} (t.json:\(a)) → {b} (t.json:\(b)) → {c} (t.json:\(c)) → {a} (t.json:\(a))")
    }

    @Test func nonColourWhereAColourIsNeeded() throws {
        let json = """
            {
              "size": { "$type": "dimension", "small": { "$value": { "value": 8, "unit": "px" } } },
              "color": { "$type": "color", "gap": { "$value": "{size.small}" } }
            }
            """
        #expect(
            try tokenError(["t.json": json])
                == "t.json:\(position(of: "\"{size", in: json)): a colour is needed here, but the alias {size.small} refers to a dimension token")
        let number = ##"{ "$type": "color", "n": { "$value": 42 } }"##
        #expect(
            try tokenError(["t.json": number])
                == "t.json:\(position(of: "42", in: number)): expected a colour (a hex string or a {colorSpace, components} object), found a number")
    }

    @Test func badComponents() throws {
        /// The error for a token whose `$value` is `value`, expected at `needle`.
        func check(_ value: String, at needle: String, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
            let json = "{ \"$type\": \"color\", \"c\": { \"$value\": \(value) } }"
            #expect(try tokenError(["t.json": json]) == "t.json:\(position(of: needle, in: json)): \(message)", sourceLocation: sourceLocation)
        }
        try check(
            ##"{ "colorSpace": "srgb", "components": [1, "0.5", 0] }"##, at: ##""0.5""##,
            ##"component 2 (green) must be a number or "none", found the string "0.5""##)
        try check(
            ##"{ "colorSpace": "srgb", "components": [255, 0, 0] }"##, at: "255",
            "component 1 (red) is 255, outside 0–1 for srgb (components are 0–1, not 0–255)")
        try check(
            ##"{ "colorSpace": "srgb", "components": [1, 0] }"##, at: "[1",
            "expected 3 components for srgb (red, green, blue), found 2 components")
        try check(
            ##"{ "colorSpace": "oklch", "components": [0.5, -0.1, 20] }"##, at: "-0.1",
            "component 2 (C) is -0.1, outside 0 or more for oklch")
        try check(
            ##"{ "colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2 }"##, at: "2 }",
            "alpha 2 is outside 0–1 (0 transparent, 1 opaque)")
        try check(
            ##"{ "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff000080" }"##, at: ##""#ff000080""##,
            ##"hex must be a 6-digit fallback such as "#ff00ff" (alpha goes in "alpha")"##)
        try check(
            ##"{ "colorSpace": "srgb", "component": [1, 0, 0] }"##, at: ##""component""##,
            ##"unknown key "component" in a colour value; expected colorSpace, components, alpha, hex"##)
        try check(
            ##""#12""##, at: ##""#12""##,
            ##""#12" is not a colour (a hex colour has 3, 4, 6 or 8 digits, not 2); expected a hex colour such as "#0a84ff" or a colour object such as {"colorSpace": "srgb", "components": [0, 0.52, 1]}"##
        )
    }

    @Test func unknownColourSpace() throws {
        let json = ##"{ "$type": "color", "c": { "$value": { "colorSpace": "cmyk", "components": [0, 1, 1] } } }"##
        #expect(
            try tokenError(["t.json": json])
                == "t.json:\(position(of: "\"cmyk", in: json)): unknown colour space \"cmyk\"; expected one of srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50, lab, lch, oklab, oklch, hsl, hwb"
        )
    }

    @Test func structuralErrors() throws {
        func check(_ json: String, at needle: String, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
            #expect(try tokenError(["t.json": json]) == "t.json:\(position(of: needle, in: json)): \(message)", sourceLocation: sourceLocation)
        }
        try check(
            ##"{ "a": { "$value": "#fff", "$type": "color", "b": { "$value": "#000" } } }"##, at: ##""b""##,
            ##""b" is inside the token a, which has a $value: an object is either a token or a group"##)
        try check(
            ##"{ "$type": "color", "a": "#fff" }"##, at: ##""#fff""##,
            ##""a" must be a token (an object with $value) or a group (an object of tokens), found a string"##)
        try check(
            ##"{ "$type": "color", "a.b": { "$value": "#fff" } }"##, at: ##""a.b""##,
            ##""a.b" is not a valid token or group name: names are not empty and contain no '.', '{' or '}'"##)
        try check(
            ##"{ "a": { "$value": "#fff" } }"##, at: ##""#fff""##,
            ##"the token a has no $type, on itself or on a group around it, so its type cannot be determined; add "$type": "color" to it or its group"##)
        try check(
            ##"{ "$type": "color", "a": { "$value": "rgb({x}, 0, 0)" } }"##, at: ##""rgb"##,
            ##""rgb({x}, 0, 0)": an alias is a whole value in braces, such as "{color.blue.500}"; aliases inside other text are not supported"##)
        try check(
            ##"{ "a": { "$extends": "{b}" }, "b": { "$extends": "{a}" } }"##, at: ##""{a}""##,
            "groups extend each other in a cycle: {a} → {b} → {a}")
        try check("[1, 2]", at: "[", "expected a design-token file: an object of groups and tokens, found a list")
        let cut = "{ \"a\": "
        #expect(try tokenError(["t.json": cut]) == "t.json:1:\(cut.unicodeScalars.count + 1): expected a JSON value, found the end of the file")
    }

    // MARK: Sources

    @Test func duplicateNameInTwoSourcesIsAnErrorUnlessTheLaterDeclaresAnAppearance() throws {
        let first = ##"{ "$type": "color", "brand": { "$value": "#ff0000" } }"##
        let second = ##"{ "$type": "color", "brand": { "$value": "#00ff00" } }"##
        let at = position(of: ##""#"##, in: first)  // the same place in both files
        #expect(
            try tokenError(["a.json": first, "b.json": second])
                == ##"b.json:\##(at): "brand" is already defined at a.json:\##(at) (sources[0]); a later source overrides an earlier one only when it declares an appearance (appearance: dark)"##
        )
        let set = try readTokens(["a.json": first, "b.json": second], sources: [("a.json", nil), ("b.json", .dark)])
        #expect(set.color(named: "brand", in: .light)?.color.hex == "#ff0000")
        #expect(set.color(named: "brand", in: .lightIncreasedContrast)?.color.hex == "#ff0000")
        #expect(set.color(named: "brand", in: .dark)?.color.hex == "#00ff00")
        #expect(set.color(named: "brand", in: .darkIncreasedContrast)?.color.hex == "#00ff00")  // dark serves darkIC
    }

    @Test func anIncreasedContrastSourceOverridesOnlyWhatItDefines() throws {
        let base = ##"{ "$type": "color", "text": { "$value": "#888888" }, "surface": { "$value": "#ffffff" } }"##
        let dark = ##"{ "$type": "color", "text": { "$value": "#999999" }, "surface": { "$value": "#000000" } }"##
        let darkHigh = ##"{ "$type": "color", "text": { "$value": "#ffffff" } }"##
        // The darkIC file comes first, yet wins in darkIC: sources declared for exactly the appearance rank highest.
        let set = try readTokens(
            ["base.json": base, "dark.json": dark, "high.json": darkHigh],
            sources: [("base.json", nil), ("high.json", .darkIncreasedContrast), ("dark.json", .dark)])
        #expect(set.color(named: "text", in: .darkIncreasedContrast)?.color.hex == "#ffffff")
        #expect(set.color(named: "surface", in: .darkIncreasedContrast)?.color.hex == "#000000")
        #expect(set.color(named: "text", in: .dark)?.color.hex == "#999999")
        #expect(set.color(named: "text", in: .lightIncreasedContrast)?.color.hex == "#888888")
    }

    @Test func aliasesResolveAgainstTheMergedFilesOfEachAppearance() throws {
        // base aliases {brand}; the dark file overrides brand, so text follows it in dark only.
        let base = ##"{ "color": { "$type": "color", "brand": { "$value": "#0000ff" }, "text": { "$value": "{color.brand}" } } }"##
        let dark = ##"{ "color": { "brand": { "$value": "#8888ff" } } }"##  // untyped: the base file's group type applies
        let set = try readTokens(["base.json": base, "dark.json": dark], sources: [("base.json", nil), ("dark.json", .dark)])
        #expect(set.color(named: "color.text", in: .light)?.color.hex == "#0000ff")
        #expect(set.color(named: "color.text", in: .dark)?.color.hex == "#8888ff")
        #expect(set.color(named: "color.text", in: .dark)?.definition.file.hasSuffix("dark.json") == true)
        #expect(set.color(named: "color.text", in: .dark)?.location.file.hasSuffix("base.json") == true)
    }

    @Test func missingFile() throws {
        try ScratchFolder.with([:]) { folder in
            let path = folder.file("nope.json")
            let error = readingError { () throws(SourceFileError) in _ = try ColorTokenSet(sources: [ColorSource(.tokens, path: path)]) }
            #expect(error?.description == "\(path): no such file")
        }
    }

    // MARK: Limits

    @Test func limitsNameThemselves() throws {
        let json = ##"{ "$type": "color", "a": { "$value": "#111111" }, "b": { "$value": "{a}" }, "c": { "$value": "{b}" } }"##
        var limits = ColorTokenLimits()
        limits.maximumTokens = 2
        #expect(
            try tokenError(["t.json": json], limits: limits)
                == "t.json:\(position(of: "\"c\"", in: json)): more than 2 tokens (ColorTokenLimits.maximumTokens); is this a design-token file?")
        limits = ColorTokenLimits()
        limits.maximumAliasDepth = 1
        #expect(
            try tokenError(["t.json": json], limits: limits)
                == "t.json:\(position(of: "\"{b}", in: json)): the alias chain from {c} is longer than 1 (ColorTokenLimits.maximumAliasDepth)")
        limits = ColorTokenLimits()
        limits.maximumFileBytes = 10
        #expect(
            try tokenError(["t.json": json], limits: limits)
                == "t.json: \(json.utf8.count) bytes, over the limit of 10 bytes for a design-system source (ColorTokenLimits.maximumFileBytes)")
        #expect(
            ColorTokenLimits()
                == ColorTokenLimits(
                    maximumFileBytes: 16 << 20, maximumTokens: 100_000, maximumAliasDepth: 64, maximumColorSets: 20_000, maximumDirectoryEntries: 200_000))
    }
}
