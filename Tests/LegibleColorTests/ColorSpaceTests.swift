import Testing

@testable import LegibleColor

// Reference values from CSS Color 4's sample conversions and Ottosson's OKLab post.
@Suite("Colour spaces")
struct ColorSpaceTests {
    @Test func whiteIsOneInOKLabWithNoChroma() {
        let white = SRGBColor.white.oklab
        #expect(abs(white.lightness - 1) < 1e-4)
        #expect(abs(white.a) < 1e-4 && abs(white.b) < 1e-4)
    }

    @Test func sRGBRedInOKLab() {
        // CSS Color 4: rgb(255 0 0) = oklab(0.62796 0.22486 0.12585).
        let red = SRGBColor(red: 1, green: 0, blue: 0).oklab
        #expect(abs(red.lightness - 0.62796) < 1e-4)
        #expect(abs(red.a - 0.22486) < 1e-4)
        #expect(abs(red.b - 0.12585) < 1e-4)
    }

    @Test func d65WhiteInXYZ() {
        let white = SRGBColor.white.xyz
        #expect(abs(white.x - 0.95046) < 1e-4)
        #expect(abs(white.y - 1) < 1e-9)
        #expect(abs(white.z - 1.08906) < 1e-4)
    }

    @Test func labOfMidGreyAndRoundTrip() {
        // #777777: L* = 50.03 (any Lab calculator; grey has a* = b* = 0 with a D65 white).
        let grey = SRGBColor(red8: 0x77, green8: 0x77, blue8: 0x77)
        #expect(abs(grey.lab.lightness - 50.03) < 0.01)
        #expect(abs(grey.lab.a) < 1e-6 && abs(grey.lab.b) < 1e-6)
        let back = SRGBColor(lab: grey.lab)
        #expect(abs(back.red - grey.red) < 1e-9)
    }

    @Test func hexRoundsAndAddsAlphaOnlyWhenTranslucent() {
        #expect(SRGBColor(red8: 0x76, green8: 0x76, blue8: 0x76).hex == "#767676")
        #expect(SRGBColor(red8: 0, green8: 0x78, blue8: 0xd7, alpha8: 0x80).hex == "#0078d780")
    }
}
