import Foundation
import LegibleColor
import LegibleDesignCheck
import LegibleTestSupport
import LegibleTokens
import LegibleVision
import Testing

/// The suggestions: one change per token definition, valid for every pair the token is in, in
/// every appearance the definition serves; locked colours never change. Every suggested colour
/// is checked here with the WCAG formula written out in the tests.
@Suite("Suggested changes")
struct SuggestionTests {
    /// Checks a small design system written into a scratch folder.
    static func check(
        base: String, dark: String? = nil, pairs: String, palettes: String = "", level: String = "AA", lock: [String] = [],
        appearances: String = "[light, dark, lightIncreasedContrast, darkIncreasedContrast]"
    ) throws -> DesignCheckReport {
        var files = ["base.tokens.json": base]
        var sources = "  - tokens: base.tokens.json\n"
        if let dark {
            files["dark.tokens.json"] = dark
            sources += "  - tokens: dark.tokens.json\n    appearance: dark\n"
        }
        let lockLine = lock.isEmpty ? "" : "lock: [\(lock.map { "\"\($0)\"" }.joined(separator: ", "))]\n"
        files["legible.yaml"] = "sources:\n\(sources)pairs:\n\(pairs)\(palettes)level: \(level)\nappearances: \(appearances)\n\(lockLine)"
        return try ScratchFolder.with(files) { folder in
            try DesignCheckReport(configurationFile: folder.file("legible.yaml"), suggesting: true)
        }
    }

    static func ratio(_ foreground: SRGBColor, _ background: SRGBColor) -> Double {
        IndependentWCAG.ratio(foreground.hex, background.hex)
    }

    @Test func theSamplesChangesPassEveryPairTheirTokenIsIn() throws {
        let report = try sampleReport(suggesting: true)
        let suggestions = try #require(report.suggestions)
        let raw = try RawSample()
        // One change per token and appearance; no locked token changes.
        let keys = suggestions.changes.flatMap { change in change.appearances.map { "\(change.token) \($0)" } }
        #expect(Set(keys).count == keys.count)
        #expect(suggestions.changes.allSatisfy { !report.isLocked($0.token) })
        func color(_ name: String, _ appearance: ColorAppearance) throws -> [Double]? {
            if let change = suggestions.changes.first(where: { $0.token == name && $0.appearances.contains(appearance) }) {
                return RawSample.hex(change.suggested.hex)
            }
            return try raw.color(name, in: appearance)
        }
        let unfixed = Set(suggestions.unfixed.map { "\($0.foreground) on \($0.background) \($0.appearance)" })
        for row in SampleCheckTests.rows {
            for appearance in ColorAppearance.allCases {
                guard let foreground = try color(row.foreground, appearance), let background = try color(row.background, appearance) else { continue }
                let ratio = independentRatio(foreground, on: background, backdrop: row.backdrop ?? (appearance.isDark ? [0, 0, 0] : [1, 1, 1]))
                let title = "\(row.foreground) on \(row.background) \(appearance)"
                #expect((ratio >= row.needs) == !unfixed.contains(title), "\(title): \(ratio)")
            }
        }
        // Secondary text's dark value is written once in dark.tokens.json, for dark and dark with
        // Increase Contrast: one change there, passing on both surfaces it is used on.
        let secondary = try #require(suggestions.changes.first { $0.token == "color.text.secondary" })
        #expect(secondary.appearances == [.dark, .darkIncreasedContrast])
        #expect(!secondary.needsOwnValue)
        #expect(secondary.location.file.hasSuffix("tokens/dark.tokens.json"))
        #expect(secondary.originals[.dark]?.hex == "#48484a")
        // The link's system colour serves all four appearances; no blue passes 4.5:1 on both the
        // light and the dark Surface, so the light ones get a value of their own.
        let link = try #require(suggestions.changes.first { $0.token == "Text/Link" })
        #expect(link.appearances == [.light, .lightIncreasedContrast])
        #expect(link.needsOwnValue)
        // Light text on a 40% black scrim over white cannot reach 3:1 by lightness alone, and the
        // text must stay light on the dark surface.
        #expect(unfixed == ["color.text.primary on color.surface.scrim dark", "color.text.primary on color.surface.scrim darkIncreasedContrast"])
    }

    static let greys = """
        {"c": {"$type": "color", "fg": {"$value": "#999999"}, "white": {"$value": "#ffffff"}, "black": {"$value": "#000000"},
               "other": {"$value": "#7b7b7b"}, "brand": {"$value": "{c.fg}"}}}
        """

    @Test func aTokenWrittenOnceGetsOneColourForEveryAppearance() throws {
        // #999999 is 2.85:1 on white and 7.37:1 on black: one darker grey passes 3:1 on both.
        let report = try Self.check(
            base: Self.greys,
            pairs: "  - {foreground: c.fg, background: c.white, use: nonText}\n  - {foreground: c.fg, background: c.black, use: nonText}\n",
            lock: ["c.white", "c.black"])
        let changes = try #require(report.suggestions?.changes)
        #expect(changes.count == 1)
        let change = try #require(changes.first)
        #expect(change.token == "c.fg" && change.appearances == ColorAppearance.allCases && !change.needsOwnValue)
        #expect(Self.ratio(change.suggested, .white) >= 3 && Self.ratio(change.suggested, .black) >= 3)
        // The closest: one 8-bit step lighter fails on white.
        let level = UInt8((change.suggested.red * 255).rounded()) + 1
        let lighter = SRGBColor(red8: level, green8: level, blue8: level)
        #expect(Self.ratio(lighter, .white) < 3)
        #expect(change.constraintCount == 8)
        #expect(report.suggestions?.unfixed.isEmpty == true)
    }

    /// A surface white in light and black in dark (a dark token file), as design systems write it.
    static let darkSurface = ##"{"c": {"$type": "color", "surface": {"$value": "#000000"}}}"##

    @Test func noSingleColourSplitsTheDefinitionByMode() throws {
        // At AAA text needs 7:1, which no grey reaches on white and on black at once; #999999
        // already reaches 7.37:1 on black, so only the light appearances need a grey of their own.
        let base = Self.greys.replacingOccurrences(of: #""black""#, with: #""surface""#).replacingOccurrences(of: "#000000", with: "#ffffff")
        let report = try Self.check(
            base: base, dark: Self.darkSurface, pairs: "  - {foreground: c.fg, background: c.surface}\n", level: "AAA", lock: ["c.surface"])
        let changes = try #require(report.suggestions?.changes)
        #expect(changes.map(\.appearances) == [[.light, .lightIncreasedContrast]])
        let change = try #require(changes.first)
        #expect(change.needsOwnValue)
        #expect(change.location.file.hasSuffix("base.tokens.json"))
        #expect(Self.ratio(change.suggested, .white) >= 7)
        #expect(report.pairs[0].cell(in: .dark)?.status == .pass)
    }

    @Test func separateDarkValuesChangeSeparately() throws {
        let base = Self.greys.replacingOccurrences(of: #""black""#, with: #""surface""#).replacingOccurrences(of: "#000000", with: "#ffffff")
        let dark = ##"{"c": {"$type": "color", "surface": {"$value": "#000000"}, "fg": {"$value": "#444444"}}}"##
        let report = try Self.check(base: base, dark: dark, pairs: "  - {foreground: c.fg, background: c.surface}\n", lock: ["c.surface"])
        let changes = try #require(report.suggestions?.changes)
        // Light: #999999 on white fails; dark: #444444 on black (2.16:1) fails; each definition changes alone.
        #expect(changes.map(\.appearances) == [[.light, .lightIncreasedContrast], [.dark, .darkIncreasedContrast]])
        #expect(changes.allSatisfy { !$0.needsOwnValue })
        try #require(changes.count == 2)
        #expect(changes[0].location.file.hasSuffix("base.tokens.json") && changes[1].location.file.hasSuffix("dark.tokens.json"))
        #expect(Self.ratio(changes[0].suggested, .white) >= 4.5 && Self.ratio(changes[1].suggested, .black) >= 4.5)
        #expect(changes[0].originals[.light]?.hex == "#999999" && changes[1].originals[.dark]?.hex == "#444444")
    }

    @Test func lockedColoursStayAndSaySo() throws {
        let both = try Self.check(
            base: Self.greys, pairs: "  - {foreground: c.fg, background: c.white}\n", lock: ["c.fg", "c.w*"], appearances: "[light]")
        #expect(both.suggestions?.changes.isEmpty == true)
        #expect(both.suggestions?.unfixed.map(\.reason) == ["both colours are locked"])
        // c.brand refers to c.fg and is locked, so c.fg cannot change either.
        let referred = try Self.check(
            base: Self.greys, pairs: "  - {foreground: c.fg, background: c.white}\n", lock: ["c.brand", "c.white"], appearances: "[light]")
        let reason = try #require(referred.suggestions?.unfixed.first?.reason)
        #expect(reason.contains("changing c.fg would change locked c.brand"))
        #expect(reason.contains("c.white is locked"))
    }

    @Test func aReportRoundTripsThroughCodable() throws {
        // Colours encode as hex (as everywhere in Legible), so 8-bit colours come back exactly.
        let report = try Self.check(
            base: Self.greys, pairs: "  - {foreground: c.fg, background: c.white}\n  - {foreground: c.other, background: c.black, style: title1}\n",
            palettes: "palettes:\n  - {name: greys, colors: [c.fg, c.other], background: c.white}\n", lock: ["c.white"])
        let data = try JSONEncoder().encode(report)
        let decoded = try JSONDecoder().decode(DesignCheckReport.self, from: data)
        #expect(decoded == report)
        #expect(decoded.rendered(as: .json) == report.rendered(as: .json))
    }

    @Test func aChangeKeepsAPassingPaletteDistinguishable() throws {
        // #7b7b7b and #999999 differ by ΔE00 10.6; the nearest grey passing 3:1 on white, #949494,
        // would be 9.0 from #7b7b7b, so the change must go past it.
        let report = try Self.check(
            base: Self.greys, pairs: "  - {foreground: c.fg, background: c.white, use: nonText}\n",
            palettes: "palettes:\n  - {name: greys, colors: [c.fg, c.other]}\n", lock: ["c.white"], appearances: "[light]")
        #expect(report.palettes.map(\.status) == [.pass])
        let change = try #require(report.suggestions?.changes.first)
        #expect(Self.ratio(change.suggested, .white) >= 3)
        #expect(change.suggested.red < 0x7b / 255)
        let check = try PaletteCheck()
        #expect(check.evaluate([PaletteColor(color: change.suggested), PaletteColor(color: try SRGBColor(parsing: "#7b7b7b"))]).passes)
        #expect(change.constraintCount == 2)
    }
}
