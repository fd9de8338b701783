import Foundation
import LegibleColor
import LegibleCore
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

    @Test func thePairLimitCountsEveryEntryTogetherBeforeMeasuring() throws {
        // text.* × text.* makes 2 (a colour is not paired with itself), * × * makes 5 × 4 = 20, a written-out pair 1.
        let yaml =
            "pairs:\n  - {foreground: \"text.*\", background: \"text.*\"}\n  - {foreground: \"*\", background: \"*\"}\n"
            + "  - {foreground: text.a, background: text.a}\n"
        let (configuration, colors) = try ScratchFolder.with(["legible.yaml": "sources:\n  - tokens: t.json\n" + yaml, "t.json": Self.tokens]) { folder in
            let configuration = try CheckConfiguration(contentsOfFile: folder.file("legible.yaml"))
            return (configuration, try ColorTokenSet(configuration: configuration))
        }
        let atLimit = try DesignCheckReport(checking: colors, configuration: configuration, limits: DesignCheckLimits(maximumPairs: 23))
        #expect(atLimit.pairs.count == 23)
        do throws(SourceFileError) {
            _ = try DesignCheckReport(checking: colors, configuration: configuration, limits: DesignCheckLimits(maximumPairs: 22))
            Issue.record("expected the limit")
        } catch {
            #expect(
                error.description.hasSuffix(
                    "legible.yaml:5:5: pairs[1]: the pairs' globs make 23 pairs (pairs[1] makes 20: 5 foregrounds × 5 backgrounds), "
                        + "over the limit of 22 pairs (DesignCheckLimits.maximumPairs); narrow the globs to the pairs the interface draws"))
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
        #expect(
            try Self.error("pairs:\n  - {foreground: text.a, background: surface, backdrop: \"#12\"}\n").hasPrefix(
                "legible.yaml:4:5: pairs[0].backdrop: \"#12\" is neither a colour in the sources nor a colour ("))
        #expect(
            try Self.error("palettes:\n  - {name: p, colors: [\"text.*\"], background: \"text.*\"}\n")
                == "legible.yaml:4:5: palettes[0].background: \"text.*\" matches 2 colours; expected one")
        #expect(
            try Self.error("palettes:\n  - {name: p, colors: [text.a]}\n")
                == "legible.yaml:4:5: palettes[0].colors: expected at least two colours to tell apart, found 1")
        #expect(try Self.error("lock: [surfce]\n") == "legible.yaml:3:8: lock[0]: \"surfce\" names no colour in the sources; did you mean \"surface\"?")
    }

    /// Issue 20: a colour a source defines but cannot resolve in any appearance is reported at
    /// its own file and line, saying why — not as a name the sources lack.
    @Test func anUnresolvableColourIsReportedAtItsOwnDefinition() throws {
        let android = "<resources>\n    <color name=\"themed\">?attr/colorPrimary</color>\n    <color name=\"page\">#FFFFFF</color>\n</resources>\n"
        let yaml = "  - android: res\npairs:\n  - {foreground: themed, background: page}\n"
        #expect(
            try Self.error(yaml, files: ["res/values/colors.xml": android])
                == "res/values/colors.xml:2:5: \"themed\" (pairs[0].foreground at legible.yaml:5:5) is defined here but has no colour in any appearance: "
                + "?attr/colorPrimary is a theme attribute, resolved only when the app runs")
        // A token whose $type misspells "color".
        let misspelt = ##"{ "brand": { "$type": "colour", "$value": "#123456" } }"##
        let typo = try Self.error("  - tokens: m.json\npairs:\n  - {foreground: brand, background: surface}\n", files: ["m.json": misspelt])
        #expect(typo.hasPrefix("m.json:1:"), "\(typo)")
        #expect(
            typo.hasSuffix(
                ": \"brand\" (pairs[0].foreground at legible.yaml:5:5) is defined here but has no colour in any appearance: "
                    + "its $type is \"colour\"; a colour token's $type is \"color\" (Design Tokens Format Module)"), "\(typo)")
        // An object without $value (and no tokens inside) is a token missing its value.
        let noValue = try Self.error(
            "  - tokens: v.json\npairs:\n  - {foreground: x, background: surface}\n",
            files: ["v.json": ##"{ "$type": "color", "x": { "$description": "no value" }, "y": { "$value": "#000000" } }"##])
        #expect(
            noValue == "v.json:1:26: \"x\" (pairs[0].foreground at legible.yaml:5:5) is defined here but has no colour in any appearance: "
                + "it has no $value (an object with neither $value nor tokens inside)", "\(noValue)")
    }

    /// Issue 20: a source that holds no colour is an error naming what was looked for, at the
    /// line declaring it; for the folder above an Android res/, the folder meant.
    @Test func aSourceThatHoldsNothingIsAnError() throws {
        let colors = "<resources><color name=\"page\">#FFFFFF</color></resources>"
        let message = try Self.error("  - android: android\n", files: ["android/res/values/colors.xml": colors])
        #expect(
            message.hasPrefix(
                "legible.yaml:3:5: sources[1].android: android holds no colour resources: looked for <color> and <item type=\"color\"> in the *.xml files of values/"
            ), "\(message)")
        #expect(message.hasSuffix("; did you mean android/res?"), "\(message)")
        #expect(
            try Self.error("  - assets: Empty.xcassets\n", files: ["Empty.xcassets/Contents.json": "{}"])
                .hasPrefix("legible.yaml:3:5: sources[1].assets: Empty.xcassets holds no colour sets: looked for *.colorset folders"))
        #expect(
            try Self.error("  - tokens: e.json\n", files: ["e.json": "{}"])
                == "legible.yaml:3:5: sources[1].tokens: e.json holds no design tokens: looked for objects with a $value (W3C Design Tokens format)")
        // And in code, without a configuration: at the folder itself.
        let page = try ScratchFolder.with(["android/res/values/colors.xml": colors]) { folder -> ColorToken? in
            #expect(throws: SourceFileError.self) { try ColorTokenSet(sources: [ColorSource(.android, path: folder.file("android"))]) }
            return try ColorTokenSet(sources: [ColorSource(.android, path: folder.file("android/res"))]).token(named: "page")
        }
        #expect(page != nil)
    }
}
