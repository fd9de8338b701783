import Foundation
import LegibleTestSupport
import Testing

/// What a new user meets after the README (issue 37, "Command line and docs"): the commands
/// `legible init` suggests run, errors have one form, `check` says what writes a configuration,
/// and `measure` reports the width of the whole text and the fonts that drew it.
@Suite("Everyday use, round 2: init's suggestions, error form, measure's widths and fonts")
struct EverydayUseRound2Tests {
    /// The `legible …` commands a starter and `init`'s summary suggest: the `#   legible` lines
    /// of the file (not the `--help` pointers) and the summary's `Next: legible …`.
    static func suggestedCommands(yaml: String, summary: String) -> [[String]] {
        let lines = yaml.split(separator: "\n").map(String.init) + summary.split(separator: "\n").map(String.init)
        return lines.compactMap { line -> [String]? in
            let text = line.hasPrefix("#   legible ") ? String(line.dropFirst(4)) : line.hasPrefix("Next: legible ") ? String(line.dropFirst(6)) : nil
            // Words, with the starter's single quotes (shellQuoted) removed.
            return text.map { $0.split(separator: " ").map { String($0).replacingOccurrences(of: "'", with: "") } }
        }
    }

    /// Runs `init` in a folder with one catalog and every command it suggests there.
    private func runInitAndSuggestions(files: [String: String], copying catalog: String, to destination: String) throws -> [[String]] {
        try ScratchFolder.with(files) { folder in
            let target = folder.file(destination)
            try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: packageRoot.appendingPathComponent(catalog).path, toPath: target)
            let here = URL(fileURLWithPath: folder.path)
            let initRun = try legible(["init"], directory: here)
            #expect(initRun.status == 0, "\(initRun.stderr)")
            let yaml = try String(contentsOfFile: folder.file("legible.yaml"), encoding: .utf8)
            let commands = Self.suggestedCommands(yaml: yaml, summary: initRun.stdout)
            for command in commands {
                #expect(command.first == "legible")
                let run = try legible(Array(command.dropFirst()), directory: here)
                // 0 or 1 (the sample's labels overflow): never 2, bad input or usage.
                #expect(run.status == 0 || run.status == 1, "\(command.joined(separator: " ")) exited \(run.status): \(run.stderr)")
            }
            return commands
        }
    }

    @Test func everyCommandInitSuggestsRunsOnAnAndroidProject() throws {
        let commands = try runInitAndSuggestions(
            files: [
                "app/src/main/res/values/colors.xml":
                    "<resources><color name=\"text_primary\">#222222</color><color name=\"window_background\">#FFFFFF</color></resources>\n"
            ],
            copying: "Examples/android-overflow/res/values-de/strings.xml", to: "app/src/main/res/values-de/strings.xml")
        #expect(commands.contains { $0.contains("audit") && $0.contains("--platform") && $0.contains("--role") })
        #expect(commands.contains(["legible", "check"]))
    }

    @Test func everyCommandInitSuggestsRunsOnAnIOSProject() throws {
        let commands = try runInitAndSuggestions(files: [:], copying: "Examples/overflow/Localizable.xcstrings", to: "App/Localizable.xcstrings")
        #expect(commands.contains { $0.contains("audit") && $0.contains("--style") })
    }

    /// Quick mode names the flag to use (`--role`), not the layout spec's YAML key (`role:`).
    @Test func auditOnAndroidWithAnIOSStyleNamesTheFlag() throws {
        let run = try legible(["audit", "Examples/android-overflow/res/values/strings.xml", "--platform", "android", "--width", "200", "--style", "body"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--role"), "\(run.stderr)")
        #expect(!run.stderr.contains("'role:'"), "\(run.stderr)")
        let tracking = try legible([
            "audit", "Examples/android-overflow/res/values/strings.xml", "--platform", "android", "--width", "200", "--role", "bodyLarge", "--tracking", "0.1",
        ])
        #expect(tracking.status == 2)
        #expect(tracking.stderr.contains("--tracking") && !tracking.stderr.contains("'tracking'"), "\(tracking.stderr)")
    }

    /// The `$schema` line holds a path relative to the file that leads to the schema: no
    /// absolute path of the machine that wrote it.
    @Test func initWritesARelativeSchemaPath() throws {
        try ScratchFolder.with([:]) { folder in
            let run = try legible(["init"], directory: URL(fileURLWithPath: folder.path))
            #expect(run.status == 0, "\(run.stderr)")
            let yaml = try String(contentsOfFile: folder.file("legible.yaml"), encoding: .utf8)
            let prefix = "# yaml-language-server: $schema="
            let first = String(yaml.split(separator: "\n")[0])
            #expect(first.hasPrefix(prefix))
            let schema = String(first.dropFirst(prefix.count))
            #expect(!schema.hasPrefix("/"), "\(schema)")
            let resolved = URL(fileURLWithPath: schema, relativeTo: URL(fileURLWithPath: folder.path + "/")).standardizedFileURL.path
            let published = packageRoot.appendingPathComponent("Documentation/Schemas/legible.schema.json").path
            #expect(try Data(contentsOf: URL(fileURLWithPath: resolved)) == Data(contentsOf: URL(fileURLWithPath: published)))
        }
    }

    @Test func checkWithoutAConfigurationSaysInitWritesOne() throws {
        try ScratchFolder.with([:]) { folder in
            let run = try legible(["check"], directory: URL(fileURLWithPath: folder.path))
            #expect(run.status == 2)
            #expect(run.stderr.contains("no configuration found"), "\(run.stderr)")
            #expect(run.stderr.contains("legible init"), "\(run.stderr)")
        }
    }

    /// ArgumentParser's usage errors and the tool's own begin the same way, once.
    @Test func errorsHaveOneForm() throws {
        let usage = try legible(["contrast"])
        #expect(usage.status == 2)
        #expect(usage.stderr.hasPrefix("legible: "), "\(usage.stderr)")
        #expect(!usage.stderr.contains("Error: "), "\(usage.stderr)")
        let option = try legible(["contrast", "#000", "#fff", "--no-such-option"])
        #expect(option.status == 2)
        #expect(option.stderr.hasPrefix("legible: "), "\(option.stderr)")
        try ScratchFolder.with(["legible.yaml": "sources: []\n"]) { folder in
            let again = try legible(["init"], directory: URL(fileURLWithPath: folder.path))
            #expect(again.status == 2)
            #expect(again.stderr == "legible: 'legible.yaml': the file exists; use --force to replace it\n", "\(again.stderr)")
        }
    }

    /// With one line in 320 pt the line shown is cut; the width reported is the whole text's,
    /// the width `measure` gives the same text with no box (where it is one line, uncut).
    @Test func measureReportsTheWholeTextsWidth() throws {
        let text = "Datenschutzeinstellungen verwalten und alle Benachrichtigungen prüfen"
        let alone = try legible(["measure", text, "--style", "body", "--format", "json"])
        let boxed = try legible(["measure", text, "--style", "body", "--width", "320", "--lines", "1"])
        #expect(boxed.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(alone.stdout.utf8)) as? [String: Any]
        let width = try #require(json?["width"] as? Double)
        #expect(width > 320)
        let shown = String(format: "width %.2f pt on one line", width)
        #expect(boxed.stdout.contains(shown), "\(boxed.stdout) should say \(shown)")
        #expect(boxed.stdout.contains("DOES NOT FIT"))
    }

    /// Japanese text under the default Inter is drawn by the Noto Sans CJK fallback: the header
    /// names it. The bundled fallback is face 2 of Fonts/Noto/NotoSansCJK-Regular.ttc, whose
    /// family `fc-scan --format "%{index}: %{family}\n"` reads as "Noto Sans CJK SC" (`--language
    /// ja` picks Japanese glyph forms inside it, not another face).
    @Test func measureNamesTheFallbackFontsUsed() throws {
        let japanese = try legible(["measure", "設定を保存", "--style", "body", "--language", "ja"])
        #expect(japanese.status == 0, "\(japanese.stderr)")
        let header = japanese.stdout.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
        #expect(header.contains("fallback Noto Sans CJK SC, for Inter"), "\(header)")
        let mixed = try legible(["measure", "Save 保存", "--style", "body", "--language", "ja"])
        let mixedHeader = mixed.stdout.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
        #expect(mixedHeader.contains("Inter and fallback Noto Sans CJK SC"), "\(mixedHeader)")
        // Latin text alone: Inter only, no fallback named.
        let latin = try legible(["measure", "Save", "--style", "body"])
        #expect(!latin.stdout.contains("fallback"), "\(latin.stdout)")
    }

    /// `legible --help` names the commands a project starts with.
    @Test func rootHelpNamesScanCheckAndInit() throws {
        let help = try legible(["--help"])
        #expect(help.status == 0)
        for phrase in ["legible init", "legible check", "legible scan"] {
            #expect(help.stdout.contains(phrase), "legible --help should mention \(phrase)")
        }
    }
}
