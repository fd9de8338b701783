import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

@Suite("Scan configuration")
struct ScanConfigurationTests {
    static func parse(_ text: String) throws -> ScanConfiguration {
        try ScanConfiguration(parsing: text, file: "legible.yaml", isJSON: false)
    }

    @Test func everyKeyIsRead() throws {
        let configuration = try Self.parse(
            """
            scan:
              paths: [App, android/app/src/main]
              exclude: "*Tests*"
              developmentLanguage: de
              rules:
                text.shrinks: note
                target.small: off
                color.literal: warning
              screen: { ios: 390, android: 411 }
              ignore:
                - file: Main.storyboard
                  id: abc-12-xyz
                  rule: target.small
                  reason: decorative
            """)
        #expect(configuration.paths == ["App", "android/app/src/main"])
        #expect(configuration.exclude == ["*Tests*"])
        #expect(configuration.developmentLanguage == "de")
        #expect(configuration.severity(of: "text.shrinks", given: .warning) == .note)
        #expect(configuration.severity(of: "target.small", given: .error) == nil)
        #expect(configuration.severity(of: "color.literal", given: .note) == .warning)
        #expect(configuration.screenWidth(for: .iOS) == 390 && configuration.screenWidth(for: .android) == 411)
        let ignore = try #require(configuration.ignores.first)
        #expect(
            ignore
                == ScanIgnore(
                    file: "Main.storyboard", id: "abc-12-xyz", rule: "target.small", reason: "decorative",
                    location: Finding.Location(file: "legible.yaml", line: 11, column: 7)))
    }

    @Test func rulesOffByDefaultStayOffAndOthersKeepTheirSeverity() throws {
        let configuration = try Self.parse("pairs: []\n")
        #expect(configuration.severity(of: "color.literal", given: .note) == nil)
        #expect(configuration.severity(of: "text.fixed-size", given: .warning) == .warning)
        #expect(configuration.severity(of: "overflow.label", given: .error) == .error)
    }

    @Test(arguments: [
        ("scan:\n  rules: { text.shrink: off }\n", "legible.yaml:2:12: scan.rules: unknown rule \"text.shrink\"; did you mean \"text.shrinks\"?"),
        ("scan:\n  rules:\n    text.shrinks: loud\n", "legible.yaml:3:19: scan.rules.text.shrinks: expected off, note, warning or error"),
        ("scan:\n  screen: { ios: 0 }\n", "legible.yaml:2:18: scan.screen.ios: expected a width in points above 0"),
        ("scan:\n  screen: { watch: 200 }\n", "legible.yaml:2:13: scan.screen: unknown key \"watch\""),
        ("scan:\n  path: [App]\n", "legible.yaml:2:3: scan: unknown key \"path\""),
        ("scna:\n  paths: [App]\n", "legible.yaml:1:1: unknown key \"scna\""),
        ("scan:\n  ignore:\n    - file: A.xib\n", "legible.yaml:3:7: scan.ignore[0]: missing key \"rule\""),
        ("scan:\n  ignore:\n    - { file: A.xib, rule: text.big }\n", "legible.yaml:3:28: scan.ignore[0].rule: unknown rule \"text.big\""),
        ("scan: [1]\n", "legible.yaml:1:7: scan: expected an object"),
    ])
    func mistakesNameTheirPosition(text: String, message: String) throws {
        #expect {
            _ = try Self.parse(text)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test func checkStillReadsAFileWithAScanSection() throws {
        // `legible check`'s reader knows the scan: key, so one file serves both.
        let text = "sources:\n  - tokens: tokens.json\nscan:\n  screen: { ios: 375 }\n"
        let configuration = try Self.parse(text)
        #expect(configuration.colorSources.count == 1)
        #expect(configuration.iOSScreenWidth == 375)
    }
}
