import Foundation
import LegibleColor
import LegibleReporting
import LegibleTokens
import Testing

/// The resolved set's lookups: names, globs, per-appearance values and locations, coding.
@Suite("Colour token sets")
struct ColorTokenSetTests {
    static func value(_ hex: String, line: Int) -> ColorTokenValue {
        ColorTokenValue(
            color: try! SRGBColor(parsing: hex), original: hex, kind: .tokens,
            location: LegibleReporting.Finding.Location(file: "t.json", line: line, column: 3))
    }

    static let set = ColorTokenSet(tokens: [
        ColorToken(name: "color.text.primary", values: [.light: value("#111111", line: 1), .dark: value("#eeeeee", line: 9)]),
        ColorToken(name: "color.text.link.hover", values: [.light: value("#0000ff", line: 2)]),
        ColorToken(name: "color.surface", values: [.light: value("#ffffff", line: 3)]),
        ColorToken(name: "Text/Body", values: [.dark: value("#000000", line: 4)]),
        ColorToken(name: "a?b", values: [.light: value("#000000", line: 5)]),
    ])

    @Test func lookupsByNameAndAppearance() {
        let set = Self.set
        #expect(set.names == ["color.text.primary", "color.text.link.hover", "color.surface", "Text/Body", "a?b"])
        #expect(set.color(named: "color.text.primary", in: .dark)?.color.hex == "#eeeeee")
        #expect(set.color(named: "color.text.primary", in: .lightIncreasedContrast) == nil)
        #expect(set.location(of: "color.text.primary", in: .dark) == LegibleReporting.Finding.Location(file: "t.json", line: 9, column: 3))
        #expect(set.token(named: "Text/Body")?.appearances == [.dark])
        #expect(set.token(named: "nope") == nil)
    }

    @Test func globs() {
        let set = Self.set
        #expect(set.names(matching: "color.text.*") == ["color.text.primary", "color.text.link.hover"])  // * crosses dots
        #expect(set.names(matching: "*") == set.names)
        #expect(set.names(matching: "Text/?ody") == ["Text/Body"])
        #expect(set.names(matching: "color.surface") == ["color.surface"])
        #expect(set.names(matching: "color.missing") == [])
        #expect(set.names(matching: #"a\?b"#) == ["a?b"])
        #expect(set.tokens(matching: "color.*").map(\.name) == ["color.text.primary", "color.text.link.hover", "color.surface"])
        #expect(ColorTokenSet.isPattern("color.*") && !ColorTokenSet.isPattern("color.text"))
    }

    @Test func aLaterTokenWithTheSameNameReplacesTheEarlier() {
        let set = ColorTokenSet(tokens: [
            ColorToken(name: "a", values: [.light: Self.value("#111111", line: 1)]),
            ColorToken(name: "b", values: [.light: Self.value("#222222", line: 2)]),
            ColorToken(name: "a", values: [.light: Self.value("#333333", line: 3)]),
        ])
        #expect(set.names == ["a", "b"])
        #expect(set.color(named: "a", in: .light)?.color.hex == "#333333")
    }

    @Test func codableWithAppearancesAsKeys() throws {
        let data = try JSONEncoder().encode(Self.set)
        let decoded = try JSONDecoder().decode(ColorTokenSet.self, from: data)
        #expect(decoded == Self.set)
        #expect(decoded.names(matching: "color.text.*").count == 2)
        let json = String(decoding: data, as: UTF8.self)
        // Colours keep their hex form for people beside their exact components.
        #expect(json.contains(##""dark":{"##) && json.contains(##""hex":"#eeeeee""##))
    }
}
