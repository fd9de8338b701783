import Foundation
import LegibleTestSupport
import Testing

@Suite("Command line: check")
struct CheckCommandTests {
    static let sample = packageRoot.appendingPathComponent("Examples/design-system")

    /// Runs `legible check` in a scratch folder holding `files`.
    static func check(_ files: [String: String], _ arguments: [String] = []) throws -> ProcessRun {
        try ScratchFolder.with(files) { folder in
            try legible(["check"] + arguments, directory: URL(fileURLWithPath: folder.path))
        }
    }

    static let config = "sources:\n  - tokens: tokens.json\npairs:\n  - {foreground: text, background: surface}\n"

    @Test func theSampleFailsWithItsMatrix() throws {
        let run = try legible(["check", "Examples/design-system/legible.yaml"])
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout.hasPrefix("Examples/design-system/legible.yaml: 10 pairs in light, dark, lightIncreasedContrast, darkIncreasedContrast at WCAG AA\n"))
        #expect(run.stdout.contains("Summary: 40 pair checks: 32 pass, 8 fail; 4 palette checks: 2 pass, 2 fail. FAIL\n"))
    }

    @Test func theConfigurationIsFoundInTheCurrentFolder() throws {
        let run = try legible(["check", "--format", "json"], directory: Self.sample)
        #expect(run.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((json["pairs"] as? [Any])?.count == 40)
        // legible.json when there is no legible.yaml; neither is bad input.
        let tokens = ##"{ "$type": "color", "text": { "$value": "#1c1c1e" }, "surface": { "$value": "#ffffff" } }"##
        let json2 = #"{"sources": [{"tokens": "tokens.json"}], "pairs": [{"foreground": "text", "background": "surface"}]}"#
        let passing = try Self.check(["legible.json": json2, "tokens.json": tokens])
        #expect(passing.status == 0, "\(passing.stderr)")
        #expect(passing.stdout.contains("Summary: 4 pair checks: 4 pass, 0 fail. PASS"))
        let none = try Self.check(["tokens.json": tokens])
        #expect(none.status == 2 && none.stdout.isEmpty)
        #expect(
            none.stderr
                == "legible: check: no configuration found (legible.yaml or legible.json in this folder); `legible init` writes a starter legible.yaml here, or give the configuration's path\n"
        )
    }

    /// Each malformed source stops the check with exit 2, the file, line and column on standard
    /// error, and nothing on standard output.
    @Test(arguments: [
        (
            "dangling alias", ##"{ "$type": "color", "text": { "$value": "{color.blue.600}" }, "surface": { "$value": "#fff" } }"##,
            ##""{color"##, "the alias {color.blue.600} refers to no token in any source"
        ),
        (
            "cycle", ##"{ "$type": "color", "text": { "$value": "{surface}" }, "surface": { "$value": "{text}" } }"##,
            ##""{text}"##, "aliases form a cycle: {text}"
        ),
        (
            "bad component",
            ##"{ "$type": "color", "text": { "$value": { "colorSpace": "srgb", "components": [255, 0, 0] } }, "surface": { "$value": "#fff" } }"##,
            "255", "component 1 (red) is 255, outside 0–1 for srgb"
        ),
        (
            "unknown colour space",
            ##"{ "$type": "color", "text": { "$value": { "colorSpace": "cmyk", "components": [0, 1, 1] } }, "surface": { "$value": "#fff" } }"##,
            ##""cmyk"##, "unknown colour space \"cmyk\""
        ),
    ])
    func malformedTokensAreBadInput(_ name: String, _ tokens: String, _ needle: String, _ message: String) throws {
        let run = try Self.check(["legible.yaml": Self.config, "tokens.json": tokens])
        #expect(run.status == 2, "\(name)")
        #expect(run.stdout.isEmpty, "\(name)")
        #expect(run.stderr.hasPrefix("legible: tokens.json:\(position(of: needle, in: tokens)): \(message)"), "\(name): \(run.stderr)")
    }

    @Test func duplicateNamesAndMissingFilesAreBadInput() throws {
        let a = ##"{ "$type": "color", "text": { "$value": "#000" }, "surface": { "$value": "#fff" } }"##
        let b = ##"{ "$type": "color", "text": { "$value": "#111" } }"##
        let twoSources = "sources:\n  - tokens: a.json\n  - tokens: b.json\npairs:\n  - {foreground: text, background: surface}\n"
        let duplicate = try Self.check(["legible.yaml": twoSources, "a.json": a, "b.json": b])
        #expect(duplicate.status == 2 && duplicate.stdout.isEmpty)
        #expect(
            duplicate.stderr.hasPrefix(
                "legible: b.json:\(position(of: ##""#111""##, in: b)): \"text\" is already defined at a.json:\(position(of: ##""#000""##, in: a))"))
        let missing = try Self.check(["legible.yaml": Self.config])
        #expect(missing.status == 2 && missing.stdout.isEmpty)
        #expect(
            missing.stderr == "legible: legible.yaml:\(position(of: "tokens: tokens.json", in: Self.config)): sources[0].tokens: no such file: tokens.json\n")
        let noConfig = try legible(["check", "nowhere/legible.yaml"])
        #expect(noConfig.status == 2 && noConfig.stdout.isEmpty)
        #expect(noConfig.stderr == "legible: nowhere/legible.yaml: no such file\n")
    }

    @Test func namesThatSelectNothingAreBadInput() throws {
        let tokens = ##"{ "$type": "color", "text": { "$value": "#000" }, "surface": { "$value": "#fff" } }"##
        let misspelt = "sources:\n  - tokens: tokens.json\npairs:\n  - foreground: txt\n    background: surface\n"
        let run = try Self.check(["legible.yaml": misspelt, "tokens.json": tokens])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(
            run.stderr
                == "legible: legible.yaml:\(position(of: "foreground: txt", in: misspelt)): pairs[0].foreground: \"txt\" names no colour in the sources; did you mean \"text\"?\n"
        )
        let glob = "sources:\n  - tokens: tokens.json\npairs:\n  - foreground: text\n    background: \"surfaces.*\"\n"
        let globRun = try Self.check(["legible.yaml": glob, "tokens.json": tokens])
        #expect(globRun.status == 2 && globRun.stdout.isEmpty)
        #expect(
            globRun.stderr
                == "legible: legible.yaml:\(position(of: "foreground: text", in: glob)): pairs[0].background: \"surfaces.*\" matches no colour in the sources\n"
        )
        let format = try Self.check(["legible.yaml": Self.config, "tokens.json": tokens], ["--format", "pdf"])
        #expect(format.status == 2 && format.stdout.isEmpty)
    }

    @Test func outputIsWrittenWholeAndNeverReplacedUnasked() throws {
        try ScratchFolder.with([:]) { folder in
            let output = folder.file("colours.html")
            let first = try legible(["check", "Examples/design-system/legible.yaml", "--format", "html", "--output", output])
            #expect(first.status == 1 && first.stdout.isEmpty && first.stderr.isEmpty)
            let html = try String(contentsOfFile: output, encoding: .utf8)
            #expect(html.hasPrefix("<!DOCTYPE html>") && html.hasSuffix("</html>\n"))
            try Data("mine".utf8).write(to: URL(fileURLWithPath: output))
            let again = try legible(["check", "Examples/design-system/legible.yaml", "--format", "html", "--output", output])
            #expect(again.status == 2 && again.stdout.isEmpty)
            #expect(again.stderr == "legible: --output '\(output)': the file exists; use --force to replace it\n")
            #expect(try String(contentsOfFile: output, encoding: .utf8) == "mine")
            let forced = try legible(["check", "Examples/design-system/legible.yaml", "--format", "html", "--output", output, "--force"])
            #expect(forced.status == 1)
            #expect(try String(contentsOfFile: output, encoding: .utf8) == html)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["colours.html"])
        }
    }
}
