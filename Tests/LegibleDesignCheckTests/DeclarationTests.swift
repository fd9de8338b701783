import Foundation
import LegibleColor
import LegibleDesignCheck
import LegibleReporting
import LegibleTestSupport
import LegibleTokens
import Testing

/// How declarations meet the colours: globs, backdrops, colours missing in an appearance, and
/// the configuration mistakes that are bad input.
@Suite("Design check declarations")
struct DeclarationTests {
    static let tokens = ##"""
        { "$type": "color",
          "text": { "a": { "$value": "#111111" }, "b": { "$value": "#222222" } },
          "surface": { "$value": "#ffffff" },
          "scrim": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5 } },
          "night": { "$value": "#202020" } }
        """##

    static func report(_ yaml: String, files: [String: String] = [:]) throws -> DesignCheckReport {
        try ScratchFolder.with(files.merging(["legible.yaml": "sources:\n  - tokens: t.json\n" + yaml, "t.json": tokens]) { $1 }) { folder in
            try DesignCheckReport(configurationFile: folder.file("legible.yaml"))
        }
    }

    static func error(_ yaml: String, files: [String: String] = [:]) throws -> String {
        try ScratchFolder.with(files.merging(["legible.yaml": "sources:\n  - tokens: t.json\n" + yaml, "t.json": tokens]) { $1 }) { folder in
            do throws(SourceFileError) {
                _ = try DesignCheckReport(configurationFile: folder.file("legible.yaml"))
                Issue.record("expected an error")
                return ""
            } catch {
                return error.description.replacingOccurrences(of: folder.path + "/", with: "")
            }
        }
    }

    @Test func globsExpandInOrderWithoutPairingAColourWithItself() throws {
        let report = try Self.report("pairs:\n  - {foreground: \"text.*\", background: \"text.*\"}\n  - {foreground: text.a, background: text.a}\n")
        #expect(report.pairs.map(\.title) == ["text.a on text.b", "text.b on text.a", "text.a on text.a"])
    }

    @Test func aTranslucentBackgroundLiesOnTheAppearancesBackdropOrTheDeclaredOne() throws {
        // 50% black over white is #808080 (0.5 of 255 is 127.5); over black it is black.
        let report = try Self.report(
            "pairs:\n  - {foreground: surface, background: scrim}\n  - {foreground: surface, background: scrim, backdrop: night}\n"
                + "  - {foreground: surface, background: scrim, backdrop: \"#ffffff\"}\n")
        let half = IndependentWCAG.luminance(0.5, 0.5, 0.5)
        let white = IndependentWCAG.ratio(luminance: 1, half)
        let night = IndependentWCAG.luminance(0x20 / 255.0 * 0.5, 0x20 / 255.0 * 0.5, 0x20 / 255.0 * 0.5)
        let expected: [[ColorAppearance: Double]] = [
            [.light: white, .dark: 21],
            [.light: IndependentWCAG.ratio(luminance: 1, night), .dark: IndependentWCAG.ratio(luminance: 1, night)],
            [.light: white, .dark: white],
        ]
        for (pair, ratios) in zip(report.pairs, expected) {
            for (appearance, ratio) in ratios {
                let measured = try #require(pair.cell(in: appearance)?.result?.measurement.ratio)
                #expect(abs(measured - ratio) < 1e-9 * ratio, "\(pair.title) in \(appearance)")
            }
        }
    }

    @Test func aColourMissingInAnAppearanceIsAWarningNotAFailure() throws {
        let dark = ##"{ "$type": "color", "glow": { "$value": "#ffffff" } }"##
        let yaml = "  - tokens: dark.json\n    appearance: dark\npairs:\n  - {foreground: glow, background: night}\n"
        let report = try Self.report(yaml, files: ["dark.json": dark])
        let pair = try #require(report.pairs.first)
        #expect(pair.cells.map(\.status) == [.missing, .pass, .missing, .pass])
        #expect(pair.cell(in: .light)?.missingReason == "the foreground glow has no value in light: no source defines it for that appearance")
        #expect(!report.fails)
        let warnings = report.findings.filter { $0.rule == "color.missing" }
        #expect(warnings.count == 2 && warnings.allSatisfy { $0.severity == .warning })
        let json = try JSONSerialization.jsonObject(with: Data(report.rendered(as: .json).utf8)) as! [String: Any]
        #expect((json["pairs"] as! [[String: Any]]).map { $0["appearance"] as! String } == ["dark", "darkIncreasedContrast"])
        #expect(report.rendered(as: .html).components(separatedBy: "<td class=\"cell missing\"").count - 1 == 2)
        #expect(report.rendered(as: .text).contains("Summary: 4 pair checks: 2 pass, 0 fail, 2 missing. PASS"))
    }

    @Test func configurationMistakesAreBadInputAtTheirLine() throws {
        let misspelt = "pairs:\n  - {foreground: text.c, background: surface}\n"
        #expect(try Self.error(misspelt) == "legible.yaml:4:5: pairs[0].foreground: \"text.c\" names no colour in the sources; did you mean \"text.a\"?")
        #expect(try Self.error("pairs:\n  - {foreground: text.a, background: surface, backdrop: \"#12\"}\n").hasPrefix(
            "legible.yaml:4:5: pairs[0].backdrop: \"#12\" is neither a colour in the sources nor a colour ("))
        #expect(try Self.error("palettes:\n  - {name: p, colors: [\"text.*\"], background: \"text.*\"}\n")
            == "legible.yaml:4:5: palettes[0].background: \"text.*\" matches 2 colours; expected one")
        #expect(try Self.error("palettes:\n  - {name: p, colors: [text.a]}\n")
            == "legible.yaml:4:5: palettes[0].colors: expected at least two colours to tell apart, found 1")
        #expect(try Self.error("lock: [surfce]\n") == "legible.yaml: lock[0]: \"surfce\" names no colour in the sources; did you mean \"surface\"?")
    }
}
