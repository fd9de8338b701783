import Foundation
import LegibleTestSupport
import Testing

/// What every command does the same way: bare `legible`, misspelt commands, `--output`, and
/// help with USAGE first and examples that paste back whole.
@Suite("Command line: one behaviour for every command")
struct EverydayUseTests {
    static let commands = [
        "contrast", "type-scale", "tracking", "scale", "units", "measure", "audit", "simulate", "palette", "check", "target",
        "targets", "rules", "scan", "init",
    ]

    @Test func bareLegiblePrintsAShortUsageAndExitsTwo() throws {
        let run = try legible([])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("Usage: legible <command> [options]"))
        #expect(run.stderr.split(separator: "\n").count < 12, "a short usage, not the whole help")
    }

    @Test(arguments: [("contarst", "contrast"), ("targt", "target"), ("simulte", "simulate"), ("pallete", "palette"), ("cont", "contrast")])
    func misspeltCommandSuggestsTheClosest(typed: String, meant: String) throws {
        let run = try legible([typed, "#777", "white"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("unknown command '\(typed)'. Did you mean '\(meant)'?"), "\(run.stderr)")
    }

    @Test func unrelatedWordGetsNoSuggestionButTheList() throws {
        let run = try legible(["xyzzy"])
        #expect(run.status == 2)
        #expect(!run.stderr.contains("Did you mean"))
        #expect(run.stderr.contains("Commands: contrast, type-scale"))
    }

    @Test func targetAndTargetsAreBothSuggestedForTheWordBetweenThem() throws {
        let run = try legible(["targe", "40"])
        #expect(run.stderr.contains("Did you mean 'target' or 'targets'?"), "\(run.stderr)")
    }

    /// ArgumentParser's own hint for options within three edits.
    @Test func misspeltOptionSuggestsTheOption() throws {
        let run = try legible(["contrast", "#777", "white", "--formt", "json"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Did you mean '--format'?"))
    }

    @Test func controlCharactersInTheWordAreShownEscaped() throws {
        let run = try legible(["con\u{1B}[2Jtrast"])
        #expect(run.status == 2)
        #expect(!run.stderr.contains("\u{1B}"))
        #expect(run.stderr.contains("\\u{1B}"))
    }

    /// Every command prints USAGE within a few lines of the top of its help.
    @Test(arguments: commands)
    func helpStartsWithUsage(command: String) throws {
        let run = try legible([command, "--help"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let usage = lines.firstIndex { $0.hasPrefix("USAGE: legible \(command)") }
        #expect(usage != nil && usage! <= 4, "USAGE should come right after the abstract")
    }

    /// An example's command line is whole, or continues with a backslash: never wrapped by the
    /// help formatter mid-command, which would break copy and paste.
    @Test(arguments: commands)
    func helpExamplesPasteBackWhole(command: String) throws {
        let lines = try legible([command, "--help"]).stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var examples = 0
        for (index, line) in lines.enumerated() where line.hasPrefix("  legible ") || line.hasPrefix("      --") {
            examples += line.hasPrefix("  legible ") ? 1 : 0
            guard !line.hasSuffix(" \\"), index + 1 < lines.count else { continue }
            let next = lines[index + 1]
            #expect(next.isEmpty || next.hasPrefix("  legible "), "\(command) --help: '\(line)' is followed by '\(next)', a wrapped command")
        }
        if ["palette", "simulate", "target", "targets", "contrast", "audit", "measure", "check"].contains(command) {
            #expect(examples >= 2, "\(command) --help should show examples")
        }
    }

    /// `--output FILE`: the report in the file, nothing on standard output, the exit status of
    /// the check; an existing file is refused without `--force`.
    static let reportCommands: [([String], Int32)] = [
        (["contrast", "#777", "white"], 1), (["type-scale"], 0), (["tracking", "17"], 0), (["scale", "15", "--category", "AX5"], 0),
        (["units", "100", "--from", "px@1x", "--to", "px@3x"], 0), (["measure", "Settings", "--style", "body"], 0),
        (["audit", "Examples/overflow/Localizable.xcstrings", "--layout", "Examples/overflow/layout.yaml"], 1),
        (["simulate", "#d62728"], 0), (["palette", "--named", "okabe-ito"], 0), (["check", "Examples/design-system/legible.yaml"], 1),
        (["target", "40x40"], 1), (["targets", "Examples/targets/checkout.json"], 1), (["rules"], 0),
    ]

    @Test(arguments: reportCommands)
    func outputWritesTheReportToAFile(arguments: [String], status: Int32) throws {
        let file = NSTemporaryDirectory() + "legible-output-\(UUID().uuidString).txt"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let printed = try legible(arguments)
        #expect(printed.status == status, "\(printed.stderr)")
        let written = try legible(arguments + ["--output", file])
        #expect(written.status == status, "\(written.stderr)")
        #expect(written.stdout.isEmpty)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == printed.stdout)
        let refused = try legible(arguments + ["--output", file])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--output '\(file)': the file exists; use --force to replace it"))
        #expect(try legible(arguments + ["--output", file, "--force"]).status == status)
    }

    @Test func simulatePreviewWritesOneImagePerDeficiency() throws {
        let folder = NSTemporaryDirectory() + "legible-simulate-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try legible(["simulate", "Examples/simulate/screenshot.png", "--deficiency", "protan,deutan", "--preview", folder])
        #expect(run.status == 0, "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["screenshot-deutan.png", "screenshot-protan.png"])
        let again = try legible(["simulate", "Examples/simulate/screenshot.png", "--deficiency", "protan", "--preview", folder])
        #expect(again.status == 2)
        #expect(again.stderr.contains("the file exists"))
    }

    @Test func targetsPreviewDrawsTheScreenIntoTheFolder() throws {
        let folder = NSTemporaryDirectory() + "legible-targets-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try legible(["targets", "Examples/targets/checkout.json", "--preview", folder])
        #expect(run.status == 1)
        let svg = try String(contentsOfFile: folder + "/checkout.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
    }
}
