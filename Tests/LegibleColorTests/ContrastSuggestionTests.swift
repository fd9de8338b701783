import Testing

@testable import LegibleColor

@Suite("Contrast suggestions")
struct ContrastSuggestionTests {
    let aa = WCAGRequirement(level: .aa, use: .normalText)
    let aaa = WCAGRequirement(level: .aaa, use: .normalText)

    @Test func greyOnWhiteBecomesTheLightestPassingGrey() throws {
        // wcag-anchors.csv: #767676 is the lightest grey that passes 4.5:1 on white.
        let suggestion = try #require(ContrastSuggestion.foreground(try SRGBColor(parsing: "#777"), on: .white, meeting: aa))
        #expect(suggestion.color.hex == "#767676")
        #expect(suggestion.ratio >= 4.5)
        #expect(suggestion.deltaEOK > 0 && suggestion.deltaEOK < 0.01)
        #expect(suggestion.role == .foreground)
    }

    @Test func colourKeepsItsHueAndChroma() throws {
        let blue = try SRGBColor(parsing: "#0078d7")
        let suggestion = try #require(ContrastSuggestion.foreground(blue, on: .white, meeting: aa))
        let fedBack = try SRGBColor(parsing: suggestion.color.hex)
        #expect(fedBack.contrastRatio(to: .white) >= 4.5)
        #expect(abs(fedBack.oklch.hue - blue.oklch.hue) < 1.5)
        #expect(abs(fedBack.oklch.chroma - blue.oklch.chroma) < 0.01)
        #expect(fedBack.oklch.lightness < blue.oklch.lightness)
        #expect(suggestion.deltaEOK < 0.01)
    }

    @Test func passingPairIsLeftAlone() throws {
        let suggestion = try #require(ContrastSuggestion.foreground(.black, on: .white, meeting: aaa))
        #expect(suggestion.color == .black)
        #expect(suggestion.deltaEOK == 0)
        #expect(suggestion.ratio == 21)
    }

    @Test func backgroundIsSuggestedSeparately() throws {
        // White is already the lightest background, so #777's background must go dark.
        let grey = try SRGBColor(parsing: "#777")
        let suggestion = try #require(ContrastSuggestion.background(.white, under: grey, meeting: aa))
        #expect(suggestion.role == .background)
        #expect(grey.contrastRatio(to: try SRGBColor(parsing: suggestion.color.hex)) >= 4.5)
        #expect(suggestion.color.relativeLuminance < grey.relativeLuminance)
    }

    @Test func impossibleRequirementGivesNoSuggestion() throws {
        // On #777777 neither black (4.69:1) nor white (4.48:1) reaches 7:1.
        let grey = try SRGBColor(parsing: "#777")
        #expect(ContrastSuggestion.foreground(try SRGBColor(parsing: "#333"), on: grey, meeting: aaa) == nil)
    }

    @Test func outOfGamutLightnessReducesChromaOnly() throws {
        // Pure yellow must get much darker to pass on white; at that lightness its chroma does not fit sRGB.
        let yellow = try SRGBColor(parsing: "#ffff00")
        let suggestion = try #require(ContrastSuggestion.foreground(yellow, on: .white, meeting: aa))
        #expect(suggestion.color.isInSRGBGamut)
        #expect(abs(suggestion.color.oklch.hue - yellow.oklch.hue) < 3)
        #expect(suggestion.color.oklch.chroma <= yellow.oklch.chroma + 1e-9)
        #expect(try SRGBColor(parsing: suggestion.color.hex).contrastRatio(to: .white) >= 4.5)
    }

    @Test func everySuggestionPassesWhenFedBack() throws {
        // A fixed pseudo-random sample of pairs, levels and alphas (linear congruential generator).
        var state: UInt64 = 0x5eed
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        for _ in 0..<40 {
            let foreground = SRGBColor(red: next(), green: next(), blue: next(), alpha: next() < 0.2 ? 0.8 : 1).roundedTo8Bit
            let background = SRGBColor(red: next(), green: next(), blue: next(), alpha: next() < 0.2 ? 0.7 : 1).roundedTo8Bit
            for requirement in WCAGRequirement.all {
                if let fix = ContrastSuggestion.foreground(foreground, on: background, meeting: requirement) {
                    let fedBack = ContrastMeasurement(foreground: try SRGBColor(parsing: fix.color.hex), background: background)
                    #expect(requirement.isMet(by: fedBack.ratio), "\(foreground.hex) on \(background.hex) → \(fix.color.hex)")
                    #expect(fedBack.ratio == fix.ratio)
                }
                if let fix = ContrastSuggestion.background(background, under: foreground, meeting: requirement) {
                    let fedBack = ContrastMeasurement(foreground: foreground, background: try SRGBColor(parsing: fix.color.hex))
                    #expect(requirement.isMet(by: fedBack.ratio), "\(foreground.hex) on \(background.hex) → bg \(fix.color.hex)")
                }
            }
        }
    }
}
