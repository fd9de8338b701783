import Testing

@testable import LegibleColor

@Suite("Colour parsing")
struct ColorParsingTests {
    private func hex(_ text: String) throws -> String { try SRGBColor(parsing: text).hex }

    @Test(arguments: [
        ("#777", "#777777"), ("777", "#777777"), ("#7777", "#77777777"), ("#767676", "#767676"),
        ("0078D7", "#0078d7"), ("#0078d780", "#0078d780"), ("  #FFF \n", "#ffffff"), ("#ABCDEF", "#abcdef"),
    ])
    func hexForms(input: String, expected: String) throws {
        #expect(try hex(input) == expected)
    }

    // Found by fuzzing: an alpha just below 1 rounds to ff, and "#000000ff" read back as opaque
    // black, whose hex form is "#000000". An alpha that rounds to ff is now written as opaque.
    @Test(arguments: [
        ("rgb(0 0 0 / 0.999)", "#000000"), ("rgb(0 0 0 / 0.998)", "#000000fe"), ("#767676ff", "#767676"), ("#767676fe", "#767676fe"),
    ])
    func hexFormReadsBackAsItself(input: String, expected: String) throws {
        #expect(try hex(input) == expected)
        #expect(try hex(expected) == expected)
    }

    @Test func hexDigitsAreExact() throws {
        let color = try SRGBColor(parsing: "#0a0b0c80")
        #expect(color.red == 10.0 / 255 && color.green == 11.0 / 255 && color.blue == 12.0 / 255)
        #expect(color.alpha == 128.0 / 255)
    }

    @Test(arguments: [
        ("rgb(255, 0, 0)", "#ff0000"), ("rgb(255 0 0)", "#ff0000"), ("RGB(100%, 0%, 0%)", "#ff0000"),
        ("rgba(0, 0, 0, 0.5)", "#00000080"), ("rgb(0 0 0 / 50%)", "#00000080"), ("rgba(0 0 0 / .5)", "#00000080"),
        ("rgb(300, -20, 0)", "#ff0000"), ("rgb(119 119 119)", "#777777"), ("rgb(50% 50% 50%)", "#808080"),
        ("rgb(none 0 0)", "#000000"), ("rgb(1e2, 0, 0)", "#640000"),
    ])
    func rgbForms(input: String, expected: String) throws {
        #expect(try hex(input) == expected)
    }

    // CSS Color 4 §7 examples and the HSL definitions of named colours.
    @Test(arguments: [
        ("hsl(0, 100%, 50%)", "#ff0000"), ("hsl(120deg 100% 50%)", "#00ff00"), ("hsl(120 100% 25%)", "#008000"),
        ("hsl(240, 100%, 50%)", "#0000ff"), ("hsla(0, 0%, 0%, 0.5)", "#00000080"), ("hsl(0.5turn 100% 50%)", "#00ffff"),
        ("hsl(270 50% 40%)", "#663399"), ("hsl(-120 100% 50%)", "#0000ff"), ("hsl(400grad 100% 50%)", "#ff0000"),
        ("hsl(3.14159265rad 100% 50%)", "#00ffff"), ("hsl(0 0% 100%)", "#ffffff"), ("hsl(60 100 50)", "#ffff00"),
    ])
    func hslForms(input: String, expected: String) throws {
        #expect(try hex(input) == expected)
    }

    @Test(arguments: [
        ("color(srgb 1 0 0)", "#ff0000"), ("color(srgb 100% 50% 0%)", "#ff8000"),
        ("color(srgb 0 0 0 / 0.5)", "#00000080"), ("color(srgb-linear 1 1 1)", "#ffffff"),
        ("color(display-p3 0.4 0.4 0.4)", "#666666"), ("color(display-p3 1 1 1)", "#ffffff"),
    ])
    func colorFunctionInGamut(input: String, expected: String) throws {
        let parsed = try ParsedColor(parsing: input)
        #expect(parsed.color.hex == expected)
        #expect(!parsed.wasGamutMapped)
    }

    @Test func oklabAndOklch() throws {
        // CSS Color 4: rgb(255 0 0) = oklab(0.62796 0.22486 0.12585) = oklch(0.62796 0.25768 29.23).
        #expect(try hex("oklab(0.62796 0.22486 0.12585)") == "#ff0000")
        #expect(try hex("oklch(62.796% 0.25768 29.23)") == "#ff0000")
        #expect(try hex("oklch(1 0 0)") == "#ffffff")
        #expect(try hex("oklch(0 0 0 / 25%)") == "#00000040")
    }

    @Test func displayP3RedInLinearSRGB() {
        // Published linear-sRGB coordinates of color(display-p3 1 0 0): (1.2249, -0.0421, -0.0196).
        let linear = SRGBColor(displayP3Red: 1, green: 0, blue: 0).linear
        #expect(abs(linear.red - 1.2249) < 1e-4)
        #expect(abs(linear.green - -0.0421) < 1e-4)
        #expect(abs(linear.blue - -0.0196) < 1e-4)
    }

    @Test func displayP3YellowIsMappedByChromaReduction() throws {
        // CSS Color 4 §13.2 worked example (#GM-chroma): color(display-p3 1 1 0) is sRGB (1, 1, -0.34630),
        // oklch(0.96476 0.24503 110.23); CSS gamut mapping reduces chroma to about 0.210.
        let unmapped = SRGBColor(displayP3Red: 1, green: 1, blue: 0)
        #expect(abs(unmapped.blue - -0.34630) < 5e-5)
        #expect(!unmapped.isInSRGBGamut)
        let parsed = try ParsedColor(parsing: "color(display-p3 1 1 0)")
        #expect(parsed.wasGamutMapped)
        #expect(parsed.color.isInSRGBGamut)
        let mapped = parsed.color.oklch
        #expect(abs(mapped.chroma - 0.210) < 0.0025)
        #expect(abs(mapped.lightness - 0.96476) < 0.003)
        #expect(abs(mapped.hue - 110.23) < 1)
    }

    // color.js test/gamut.js, "P3 primaries to sRGB, CSS algorithm" (its tolerance: 0.001).
    @Test(arguments: [
        ("color(display-p3 1 0 0)", [1, 0.04457, 0.045932]), ("color(display-p3 0 1 0)", [0, 0.98576, 0.15974]),
        ("color(display-p3 0 0 1)", [0, 0, 1]), ("color(display-p3 1 1 0)", [0.99623, 0.99901, 0]),
        ("color(display-p3 0 1 1)", [0, 0.99645, 0.98471]), ("color(display-p3 1 0 1)", [1, 0.16736, 0.98264]),
        ("color(display-p3 2 0 1)", [1, 1, 1]),
    ])
    func displayP3PrimariesMatchColorJS(input: String, expected: [Double]) throws {
        let color = try ParsedColor(parsing: input).color
        #expect(abs(color.red - expected[0]) < 0.001, "red \(color.red)")
        #expect(abs(color.green - expected[1]) < 0.001, "green \(color.green)")
        #expect(abs(color.blue - expected[2]) < 0.001, "blue \(color.blue)")
    }

    @Test func outOfGamutMappingKeepsHueBetterThanClipping() throws {
        // Clipping P3 red shifts its OKLCH hue; the CSS algorithm keeps it within a degree or so.
        let p3Red = SRGBColor(displayP3Red: 1, green: 0, blue: 0)
        let mapped = try ParsedColor(parsing: "color(display-p3 1 0 0)")
        #expect(mapped.wasGamutMapped)
        let hueShift = abs(mapped.color.oklch.hue - p3Red.oklch.hue)
        #expect(hueShift < abs(p3Red.clampedToSRGB.oklch.hue - p3Red.oklch.hue))
        #expect(hueShift < 2)
        #expect(mapped.color.isInSRGBGamut)
    }

    @Test func gamutMappingAtTheLightnessEnds() {
        #expect(SRGBColor(oklch: OKLCH(lightness: 1.2, chroma: 0.1, hue: 30)).gamutMappedToSRGB == .white)
        #expect(SRGBColor(oklch: OKLCH(lightness: -0.1, chroma: 0.1, hue: 30)).gamutMappedToSRGB == .black)
    }

    @Test func srgbBeyondOneIsGamutMapped() throws {
        #expect(try ParsedColor(parsing: "color(srgb 1.5 0.5 0.5)").wasGamutMapped)
    }

    @Test func inputIsKeptAsGiven() throws {
        let parsed = try ParsedColor(parsing: "  RebeccaPurple ")
        #expect(parsed.input == "  RebeccaPurple ")
        #expect(parsed.color.hex == "#663399")
    }

    @Test func transparentIsTransparentBlack() throws {
        let transparent = try SRGBColor(parsing: "transparent")
        #expect(transparent == SRGBColor(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(transparent.hex == "#00000000")
    }

    // Malformed input of every kind: the error names the input, says why, and lists the forms.
    @Test(arguments: [
        ("", "empty"), ("   ", "empty"), ("#12", "3, 4, 6 or 8 digits"), ("#1234567", "3, 4, 6 or 8 digits"),
        ("#ggg", "0–9 and a–f"), ("#fff#", "0–9 and a–f"), ("bleu", "did you mean blue?"), ("xyzzy", "not a hex colour"), ("redd", "did you mean red?"),
        ("rebeccapurpel", "did you mean rebeccapurple?"), ("rgb(1, 2)", "takes 3 values"), ("rgb(1 2 3 4)", "takes 3 values"),
        ("rgb(1, 2, 3", "closing parenthesis"), ("rgb(a, b, c)", "not a number"), ("rgb(1, 2, 3 / 0.5)", "mixes commas"),
        ("rgb(1 2 3 / 0.5 / 1)", "more than one /"), ("rgb(1,,2,3)", "empty"), ("rgb(inf 0 0)", "not a number"),
        ("rgb(nan 0 0)", "not a number"), ("rgb(0x10 0 0)", "not a number"), ("rgb(10px 0 0)", "not a number"),
        ("hsl(120 100% 50% 1)", "takes 3 values"), ("hsl(120px 100% 50%)", "deg, grad, rad or turn"),
        ("lab(50 0 0)", "not a supported colour function"), ("color(rec2020 1 0 0)", "srgb, srgb-linear and display-p3"),
        ("color(display-p3 1 0)", "takes 3 values"), ("color()", "colour space"), ("color(srgb, 1, 0, 0)", "spaces, not commas"),
        ("(1 2 3)", "function name"), ("oklch(0.5 1e100 0)", "far outside"), ("color(srgb 1e308 0 0)", "far outside"), ("rgb(1, 2, 3, 4, 5)", "not 5 values"),
        ("#", "not 0"), ("💜", "not a hex colour"),
    ])
    func malformedInputIsRejectedClearly(input: String, reason: String) {
        #expect {
            _ = try ParsedColor(parsing: input)
        } throws: { error in
            guard let error = error as? ColorParseError else { return false }
            let text = error.description
            return error.input == input && text.contains("\"\(input)\"") && text.contains(reason)
                && text.contains(ColorParseError.acceptedForms)
        }
    }

    // Found by fuzzing: a word that is no colour was compared with every colour name by edit
    // distance, some 3 000 steps per character, so a 300 KB pairs file took two minutes. Only
    // names within two characters of its length can be within two edits.
    @Test(.timeLimit(.minutes(1))) func longWordIsRejectedAtOnce() throws {
        let word = String(repeating: "q", count: 1_000_000)
        #expect(throws: ColorParseError.self) { try ParsedColor(parsing: word) }
        #expect(throws: ColorParseError(input: "lightgoldenrodyellowww", reason: "not a known colour name (did you mean lightgoldenrodyellow?)")) {
            try ParsedColor(parsing: "lightgoldenrodyellowww")
        }
    }

    @Test(
        .timeLimit(.minutes(1)),
        arguments: [
            "oklch(0.5 1e300 0)", "oklab(0.5 1e300 1e300)", "color(srgb 1e308 0 0)", "color(display-p3 1e200 -1e200 0)",
            "color(srgb-linear 1e308 1e308 1e308)", "hsl(1e308 100% 50%)", "rgb(1e308 0 0)", "oklch(1e308 0.1 1e308)",
            "color(srgb -1e308 0 0 / -5)", "oklch(0.5 1e100 0)",
        ])
    func extremeValuesNeverCrashOrHang(input: String) {
        // Either a clear error or an in-gamut colour that the rest of the library can use.
        guard let parsed = try? ParsedColor(parsing: input) else { return }
        #expect(parsed.color.isInSRGBGamut)
        _ = parsed.color.hex
        _ = ContrastSuggestion.foreground(parsed.color, on: .white, meeting: WCAGRequirement(level: .aa, use: .normalText))
    }

    // Issue 25: Foundation's whitespace set holds U+200B, so "red" and a zero-width space read as red.
    @Test(arguments: ["red\u{200B}", "\u{200B}red", "rgb(\u{200B}255 0 0)", "red\u{FEFF}"])
    func aZeroWidthCharacterIsNoWhitespace(input: String) {
        #expect(throws: ColorParseError.self) { try ParsedColor(parsing: input) }
    }

    @Test func unicodeWhitespaceAroundAColourIsStillTrimmed() throws {
        #expect(try ParsedColor(parsing: "\u{00A0} red\u{2003}\n").color.hex == "#ff0000")
    }

    // A huge hue: 1e308turn is a finite number of turns but no finite number of degrees; wrapped,
    // the hue became nan, and hsl(1e308turn 100% 50%) white. CSS wraps every finite angle.
    @Test(arguments: [
        ("hsl(1e308turn 100% 50%)", "hsl() hue \"1e308turn\""), ("hsla(1e307turn 100% 50%)", "hsla() hue \"1e307turn\""),
        ("hsl(1e308rad 100% 50%)", "hsl() hue \"1e308rad\""), ("oklch(0.5 0.1 1e308turn)", "oklch() hue \"1e308turn\""),
        // Issue 25: finite in degrees, but wrapped by rounding alone; was accepted.
        ("hsl(1e308 50% 50%)", "hsl() hue \"1e308\""), ("hsl(1.1e15deg 50% 50%)", "hsl() hue \"1.1e15deg\""),
        ("hsl(-1e16 50% 50%)", "hsl() hue \"-1e16\""),
    ])
    func aHueBeyondEveryFiniteAngleIsRefused(input: String, hue: String) {
        #expect(
            throws: ColorParseError(
                input: input,
                reason: "\(hue) is too large: expected an angle of at most 1e15 degrees in size (beyond it rounding, not the number, picks the hue)")
        ) {
            try ParsedColor(parsing: input)
        }
    }

    @Test func aLargeFiniteHueStillWraps() throws {
        // A million turns, and 360 000 000°, are red's hue, 0°; 1e15° (the largest accepted:
        // 2 777 777 777 777 turns and 280°) is still a whole number of degrees, 280°.
        #expect(try hex("hsl(1e6turn 100% 50%)") == "#ff0000")
        #expect(try hex("hsl(360000120deg 100% 50%)") == "#00ff00")
        #expect(try hex("hsl(1e15 100% 50%)") == (try hex("hsl(280 100% 50%)")))
    }

    // A huge bad colour: 5 MB came back whole in the message (and took seconds to be
    // compared with every colour name). A colour is at most ParsedColor.maximumLength bytes, and a
    // message repeats at most 64 characters of the input, with its length.
    @Test(.timeLimit(.minutes(1))) func aHugeInputIsRefusedAtOnceAndCutShortInTheMessage() {
        let input = "#" + String(repeating: "z", count: 5_000_000)
        #expect {
            _ = try ParsedColor(parsing: input)
        } throws: { error in
            guard let error = error as? ColorParseError else { return false }
            return error.input == input
                && error.description == "\"#\(String(repeating: "z", count: 63))…\" (5000001 bytes, cut to the first 64 characters) is not a colour: "
                    + "longer than the 1000 bytes a colour may have (ParsedColor.maximumLength). Accepted: \(ColorParseError.acceptedForms)"
        }
    }

    @Test func theLengthLimitIsInclusive() throws {
        let padded = "rgb(" + String(repeating: " ", count: 990) + "0 0 0)"
        #expect(padded.utf8.count == ParsedColor.maximumLength)
        #expect(try hex(padded) == "#000000")
        #expect(throws: ColorParseError.self) { try ParsedColor(parsing: padded + " ") }
    }

    @Test func acceptedFormsNameEverySyntax() {
        for form in ["#rgb", "#rrggbbaa", "rgb()", "hsl()", "color(srgb", "color(display-p3", "oklch()", "transparent"] {
            #expect(ColorParseError.acceptedForms.contains(form))
        }
    }
}
