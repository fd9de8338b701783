import Foundation
import LegibleColor
import LegibleTypeScale
import Testing

/// What `print` shows for the values people print (issue 20): a colour's hex form, with its
/// components when the hex form does not hold them; a weight's name and number.
@Suite("Descriptions")
struct ColorDescriptionTests {
    @Test func colours() {
        #expect("\(SRGBColor(red8: 0x76, green8: 0x76, blue8: 0x76))" == "#767676")
        #expect("\(SRGBColor(red: 0.465, green: 0.465, blue: 0.465))" == "#777777 (red 0.465, green 0.465, blue 0.465)")
        #expect("\(SRGBColor(red: 0.1, green: 0.55, blue: 0.25, alpha: 0.5))" == "#1a8c4080 (red 0.1, green 0.55, blue 0.25, alpha 0.5)")
    }

    @Test func weights() {
        #expect("\(FontWeight.heavy)" == "heavy (800)")
        #expect("\(FontWeight.regular)" == "regular (400)")
        #expect("\(FontWeight(value: 650))" == "650")
        #expect(FontWeight(value: 650.5).description == "650.5")
    }
}
