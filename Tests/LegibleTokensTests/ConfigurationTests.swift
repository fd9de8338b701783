import Foundation
import LegibleColor
import LegibleCore
import LegibleDesignCheck
import LegibleReporting
import LegibleTestSupport
import LegibleTokens
import LegibleTypeScale
import Testing

/// `legible.yaml` and `legible.json`: the schema of the README's `check` section, unknown keys, paths, positions and
/// the default file lookup.
@Suite("Check configuration")
struct ConfigurationTests {
    /// The configuration exactly as the design brief of `legible check` showed it.
    static let issueExample = """
        sources:                              # later sources override earlier ones, per appearance
          - tokens: tokens/base.tokens.json   # DTCG; no `appearance` = every appearance
          - tokens: tokens/dark.tokens.json
            appearance: dark                  # light | dark | lightIncreasedContrast | darkIncreasedContrast
                                              # (a dark source also serves darkIncreasedContrast unless one is given for it)
          - assets: App/Assets.xcassets       # carries its own appearances
          - android: app/src/main/res         # values/ = light, values-night/ = dark
        pairs:
          - foreground: color.text.primary    # a token name, or a glob: "color.text.*"
            background: color.surface.*
            use: text                         # text | largeText | nonText
          - foreground: ButtonLabel
            background: BrandAccent
            style: headline                   # or size: 15 (pt) and weight: semibold: the level follows from them
        palettes:
          - name: chart
            colors: [chart.1, chart.2, chart.3, chart.4]
            background: color.surface.default
        level: AA                             # or AAA
        appearances: [light, dark, lightIncreasedContrast, darkIncreasedContrast]   # default: all four

        """

    /// Issue 25: lock globs are indexed by their literal prefix; the names they lock are the
    /// ones each glob selects on its own (`names(matching:)`, which tries every name).
    @Test func lockedNamesAreWhatEachGlobMatchesAlone() {
        let names = ["brand.red", "brand.redder", "x*y", "x?y", "ink", "ink.2", "é.accent", "e\u{301}.accent", "", "color.text.primary"]
        let value = ColorTokenValue(color: .white, original: "#fff", kind: .tokens, location: Finding.Location(file: "t.json"))
        let colors = ColorTokenSet(tokens: names.map { ColorToken(name: $0, values: [.light: value]) })
        let locks: [[String]] = [
            [], ["*"], ["brand.*"], ["*.red", "ink"], ["x\\*?"], ["x\\?y", "brand.re?"], ["é*"], ["e*"], ["?"], ["nothing.*", "ink.?", "color.*.primary"],
            ["brand.red*", "brand.*", "b*"], ["\\"], ["*accent"],
        ]
        for lock in locks {
            let configuration = CheckConfiguration(sources: [], lock: lock)
            let expected = Set(lock.flatMap { colors.names(matching: $0) })
            #expect(configuration.lockedNames(in: colors) == expected, "\(lock)")
        }
    }

    @Test func theIssuesExampleReadsAsWritten() throws {
        let configuration = try CheckConfiguration(parsing: Self.issueExample, file: "design/legible.yaml", isJSON: false, baseDirectory: "design")
        #expect(configuration.sources.map(\.kind) == [.tokens, .tokens, .assets, .android])
        #expect(configuration.sources.map(\.path) == ["tokens/base.tokens.json", "tokens/dark.tokens.json", "App/Assets.xcassets", "app/src/main/res"])
        #expect(
            configuration.sources.map(\.resolvedPath) == [
                "design/tokens/base.tokens.json", "design/tokens/dark.tokens.json", "design/App/Assets.xcassets", "design/app/src/main/res",
            ])
        #expect(configuration.sources.map(\.appearance) == [nil, .dark, nil, nil])
        #expect(configuration.sources.map { $0.declaration?.line } == [2, 3, 6, 7])
        #expect(configuration.sources[1].declaration?.column == 5)
        #expect(configuration.pairs.count == 2)
        #expect(
            configuration.pairs[0]
                == ColorPairDeclaration(
                    foreground: "color.text.primary", background: "color.surface.*", use: .text,
                    declaration: LegibleReporting.Finding.Location(file: "design/legible.yaml", line: 9, column: 5)))
        #expect(configuration.pairs[0].textRole == .use(.text))
        #expect(configuration.pairs[1].textRole == .style(.headline))
        #expect(
            configuration.palettes == [
                PaletteDeclaration(
                    name: "chart", colors: ["chart.1", "chart.2", "chart.3", "chart.4"], background: "color.surface.default",
                    declaration: LegibleReporting.Finding.Location(file: "design/legible.yaml", line: 16, column: 5))
            ])
        #expect(configuration.level == .aa)
        #expect(configuration.appearances == ColorAppearance.allCases)
        #expect(configuration.lock.isEmpty)
        #expect(configuration.file == "design/legible.yaml")
    }

    @Test func jsonWithTheSameKeysAndDefaults() throws {
        let json = """
            {
              "sources": [{ "tokens": "a.tokens.json" }],
              "pairs": [{ "foreground": "fg", "background": "bg", "size": 15, "weight": "semibold", "backdrop": "#000000" }],
              "level": "AAA",
              "appearances": ["dark"],
              "lock": ["Brand*", "exact"]
            }
            """
        let configuration = try CheckConfiguration(parsing: json, file: "legible.json", isJSON: true)
        #expect(configuration.pairs[0].textRole == .size(points: 15, weight: .semibold))
        #expect(configuration.pairs[0].backdrop == "#000000")
        #expect(configuration.level == .aaa && configuration.appearances == [.dark] && configuration.palettes.isEmpty)
        #expect(configuration.isLocked("BrandAccent") && configuration.isLocked("exact") && !configuration.isLocked("exactly"))
        #expect(configuration.sources[0].resolvedPath == "a.tokens.json")
        let minimal = try CheckConfiguration(parsing: "sources:\n  - android: res\n", file: "legible.yaml", isJSON: false)
        #expect(minimal.pairs.isEmpty && minimal.level == .aa && minimal.appearances == ColorAppearance.allCases)
        #expect(ColorPairDeclaration(foreground: "a", background: "b").textRole == .use(.text))
        #expect(ColorPairDeclaration(foreground: "a", background: "b", size: 18).textRole == .size(points: 18, weight: .regular))
        #expect(ColorPairUse.allCases.map(\.contrastUse) == [.normalText, .largeText, .nonText])
    }

    @Test func everyProblemNamesItsLineColumnAndField() throws {
        func error(_ yaml: String) -> String {
            readingError { () throws(SourceFileError) in _ = try CheckConfiguration(parsing: yaml, file: "legible.yaml", isJSON: false) }?.description ?? ""
        }
        #expect(
            error("sources:\n  - token: a.json\n")
                == #"legible.yaml:2:5: sources[0]: a source names exactly one of tokens (a DTCG file), assets (an .xcassets folder) or android (a res folder); found none"#
        )
        #expect(
            error("sources:\n  - tokens: a.json\n    assets: b.xcassets\n")
                == "legible.yaml:2:5: sources[0]: a source names exactly one of tokens (a DTCG file), assets (an .xcassets folder) or android (a res folder); found tokens and assets"
        )
        #expect(
            error("sources:\n  - tokens: a.json\n    apperance: dark\n")
                == #"legible.yaml:3:16: sources[0].apperance: unknown key "apperance"; expected "tokens", "assets", "android", "appearance""#)
        #expect(
            error("sources:\n  - assets: A.xcassets\n    appearance: dark\n")
                == "legible.yaml:3:17: sources[0].appearance: only a token file takes an appearance: assets carries its own (light, dark and high-contrast variants)"
        )
        #expect(
            error("sources:\n  - tokens: a.json\n    appearance: dusk\n")
                == "legible.yaml:3:17: sources[0].appearance: appearance \"dusk\": expected one of light, dark, lightIncreasedContrast, darkIncreasedContrast")
        #expect(error("sources: []\n") == "legible.yaml:1:10: sources: expected at least one source (tokens, assets or android)")
        #expect(error("pairs: []\n") == #"legible.yaml:1:1: missing key "sources""#)
        let pair = "sources:\n  - tokens: a.json\npairs:\n  - foreground: a\n    background: b\n"
        #expect(
            error(pair + "    use: text\n    style: body\n")
                == "legible.yaml:4:5: pairs[0]: give one of use, style or size (with weight) to say how the text is used; found use and style")
        #expect(error(pair + "    weight: bold\n") == "legible.yaml:6:13: pairs[0].weight: weight goes with size (a text style has its own weight)")
        #expect(error(pair + "    size: 0\n") == "legible.yaml:6:11: pairs[0].size: expected a text size in points above 0 and up to 1000")
        #expect(error(pair + "    use: huge\n") == #"legible.yaml:6:10: pairs[0].use: expected one of "text", "largeText", "nonText", found "huge""#)
        #expect(error(pair + "    style: gigantic\n").hasPrefix(#"legible.yaml:6:12: pairs[0].style: text style "gigantic": expected one of Large Title"#))
        #expect(
            error(pair + "    forground: c\n").hasPrefix(
                #"legible.yaml:6:16: pairs[0].forground: unknown key "forground"; expected "foreground", "background", "use", "style", "size", "weight", "backdrop""#
            ))
        #expect(error("sources:\n  - tokens: a.json\nlevel: AAAA\n") == #"legible.yaml:3:8: level: expected one of "AA", "AAA", found "AAAA""#)
        #expect(
            error("sources:\n  - tokens: a.json\nappearances: [dark, dark]\n")
                == "legible.yaml:3:14: appearances: expected one or more of light, dark, lightIncreasedContrast, darkIncreasedContrast, each once")
        #expect(
            error("sources:\n  - tokens: a.json\npalettes:\n  - name: p\n    colors: []\n")
                == "legible.yaml:5:13: palettes[0].colors: expected at least one colour name or glob")
        #expect(
            error("sources:\n  - tokens: a.json\nchecks: 3\n").hasPrefix(
                #"legible.yaml:3:9: checks: unknown key "checks"; expected "sources", "pairs", "palettes", "level", "appearances", "lock""#))
        #expect(error("sources: [").hasPrefix("legible.yaml:2:1: invalid YAML"))
    }

    @Test func filesDefaultLookupAndMissingSources() throws {
        try ScratchFolder.with([
            "yaml/legible.yaml": "sources:\n  - tokens: tokens.json\n",
            "yaml/legible.json": #"{ "sources": [{ "android": "res" }] }"#,
            "json/legible.json": #"{ "sources": [{ "android": "res" }] }"#,
            "none/readme.txt": "",
        ]) { folder in
            #expect(try CheckConfiguration.defaultFile(in: folder.file("yaml")) == folder.file("yaml/legible.yaml"))
            #expect(try CheckConfiguration.defaultFile(in: folder.file("json")) == folder.file("json/legible.json"))
            #expect(
                readingError { () throws(SourceFileError) in _ = try CheckConfiguration.defaultFile(in: folder.file("none")) }?.description
                    == "\(folder.file("none")): no legible.yaml or legible.json here; give the configuration file's path")
            let yaml = try CheckConfiguration(contentsOfFile: folder.file("yaml/legible.yaml"))
            #expect(yaml.sources[0].resolvedPath == folder.file("yaml/tokens.json"))
            // The missing token file is reported at the configuration line that names it.
            #expect(
                readingError { () throws(SourceFileError) in _ = try ColorTokenSet(configuration: yaml) }?.description
                    == "\(folder.file("yaml/legible.yaml")):2:5: sources[0].tokens: no such file: \(folder.file("yaml/tokens.json"))")
            let json = try CheckConfiguration(contentsOfFile: folder.file("json/legible.json"))
            #expect(
                readingError { () throws(SourceFileError) in _ = try ColorTokenSet(configuration: json) }?.description
                    == "\(folder.file("json/legible.json")):1:15: sources[0].android: no such folder: \(folder.file("json/res"))")
            #expect(
                readingError { () throws(SourceFileError) in _ = try CheckConfiguration(contentsOfFile: folder.file("nope.yaml")) }?.description
                    == "\(folder.file("nope.yaml")): no such file")
        }
    }

    @Test func configurationRoundTripsThroughJSON() throws {
        let configuration = try CheckConfiguration(parsing: Self.issueExample, file: "legible.yaml", isJSON: false)
        let data = try JSONEncoder().encode(configuration)
        let text = String(decoding: data, as: UTF8.self)
        let again = try CheckConfiguration(parsing: text, file: "again.json", isJSON: true)
        #expect(again.sources.map(\.path) == configuration.sources.map(\.path))
        #expect(again.sources.map(\.appearance) == configuration.sources.map(\.appearance))
        #expect(again.pairs.map(\.textRole) == configuration.pairs.map(\.textRole))
        #expect(again.palettes.map(\.colors) == configuration.palettes.map(\.colors))
    }
}

@Suite("Appearances")
struct ColorAppearanceTests {
    @Test func namesAndSpellings() throws {
        #expect(ColorAppearance.allCases.map(\.rawValue) == ["light", "dark", "lightIncreasedContrast", "darkIncreasedContrast"])
        #expect(try ColorAppearance(parsing: "Dark") == .dark)
        #expect(try ColorAppearance(parsing: "dark-increased-contrast") == .darkIncreasedContrast)
        #expect(try ColorAppearance(parsing: "lightHighContrast") == .lightIncreasedContrast)
        #expect(throws: ColorAppearanceParseError(input: "dim")) { try ColorAppearance(parsing: "dim") }
        #expect(
            ColorAppearanceParseError(input: "dim").localizedDescription
                == "appearance \"dim\": expected one of light, dark, lightIncreasedContrast, darkIncreasedContrast")
    }

    @Test func fallbacksFollowIOS() {
        #expect(ColorAppearance.light.fallbacks == [.light])
        #expect(ColorAppearance.dark.fallbacks == [.dark, .light])
        #expect(ColorAppearance.lightIncreasedContrast.fallbacks == [.lightIncreasedContrast, .light])
        #expect(ColorAppearance.darkIncreasedContrast.fallbacks == [.darkIncreasedContrast, .dark, .lightIncreasedContrast, .light])
        #expect(ColorAppearance.darkIncreasedContrast.standard == .dark && ColorAppearance.light.increasedContrast == .lightIncreasedContrast)
        #expect(ColorAppearance.allCases.filter(\.isDark) == [.dark, .darkIncreasedContrast])
        #expect(ColorAppearance.allCases.sorted(by: >) == ColorAppearance.allCases.reversed())
    }

    @Test func codableAsNamesAndAsDictionaryKeys() throws {
        let data = try JSONEncoder().encode([ColorAppearance.dark: 1])
        #expect(String(decoding: data, as: UTF8.self) == #"{"dark":1}"#)
        #expect(try JSONDecoder().decode([ColorAppearance].self, from: Data(#"["light", "dark-high-contrast"]"#.utf8)) == [.light, .darkIncreasedContrast])
    }
}
