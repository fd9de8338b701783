// Colour syntax: `ParsedColor(parsing:)`, what every colour a person types goes through (the
// contrast, palette and simulate commands, pairs files, tokens, asset catalogs, Android colours).
import FuzzSupport
import LegibleColor

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColor(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = FuzzInput(start, count).text
    let parsed: ParsedColor
    do throws(ColorParseError) {
        parsed = try ParsedColor(parsing: text)
    } catch {
        require(error.input == text, "the error names another input than \(text.debugDescription)")
        return 0
    }
    let color = parsed.color
    for component in [color.red, color.green, color.blue, color.alpha] {
        require((0...1).contains(component), "\(text.debugDescription) gives the component \(component), outside 0…1")
    }
    // The hex form reads back as itself.
    let hex = color.hex
    let reread = (try? SRGBColor(parsing: hex))?.hex
    require(reread == hex, "\(text.debugDescription) gives \(hex), which reads back as \(reread ?? "an error")")
    // Contrast against anything is symmetric and within WCAG's 1…21.
    for other in [SRGBColor.black, SRGBColor(red: 0.5, green: 0.25, blue: 1), SRGBColor(red: 1, green: 1, blue: 1)] {
        let (there, back) = (color.contrastRatio(to: other), other.contrastRatio(to: color))
        require(there == back && there >= 1 && there <= 21, "\(text.debugDescription): contrast \(there) one way, \(back) the other")
    }
    return 0
}
